/**
 * A Pro user on `npm start`'s runtime for the local benches: sign up in cognito-local, sign in,
 * upgrade through the local checkout (sweeps and large runs are Pro only), and an `api` caller with
 * that user's token. One copy for scale-local-bench.ts and sweep-local-bench.ts.
 */
import { CognitoIdentityProviderClient, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { startLocalRuntime } from '../../infra/local/start-local-runtime';

type LocalRuntime = Awaited<ReturnType<typeof startLocalRuntime>>;

export interface ApiAnswer {
  status: number;
  /** The answer's JSON, or its first 200 characters when it is not JSON. */
  body: unknown;
  bytes: number;
}

export type Api = (path: string, init?: RequestInit) => Promise<ApiAnswer>;

function parseOrText(text: string): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.slice(0, 200);
  }
}

/** Signs up `<prefix>-<now>@example.com`, upgrades it, and returns its token and an API caller. */
export async function localProUser(runtime: LocalRuntime, prefix: string): Promise<{ token: string; api: Api }> {
  const email = `${prefix}-${Date.now()}@example.com`;
  const password = 'secret6';
  const client = new CognitoIdentityProviderClient({ endpoint: runtime.cognito.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  await client.send(new SignUpCommand({ ClientId: runtime.cognito.userPoolClientId, Username: email, Password: password }));
  const auth = await client.send(new InitiateAuthCommand({ ClientId: runtime.cognito.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }));
  const token = auth.AuthenticationResult?.IdToken ?? '';
  const api: Api = async (path, init = {}) => {
    const res = await fetch(`${runtime.url}/api${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    const text = await res.text();
    return { status: res.status, body: parseOrText(text), bytes: text.length };
  };
  await api('/getuserstatus');
  const checkout = (await api('/stripe/checkout', { method: 'POST', body: '{}' })).body as { url: string };
  const session = new URL(checkout.url).searchParams.get('session') ?? '';
  // The local checkout completes the session only for the signed-in user who opened it (issue 17).
  const paid = await fetch(`${runtime.url}/local-checkout/pay`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ session }) });
  if (!paid.ok) throw new Error(`local checkout answered ${paid.status}: ${await paid.text()}`);
  return { token, api };
}
