/**
 * Audit 22 (copied from audit 21): a signed-in user of a running `npm start` (BASE, default http://localhost:3922), as the
 * browser is one: sign up and sign in against the cognito endpoint /config.json names, optionally
 * upgrade through the local checkout, then call /api with the ID token.
 */
import { JOB_ID_HEADER } from '../../../shared/contracts/jobs';
import { CognitoIdentityProviderClient, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';

export const BASE = process.env.BASE ?? 'http://localhost:3922';

export interface Answer { status: number; body: unknown; text: string; ms: number; headers: Headers }
export type Api = (path: string, init?: RequestInit & { rawBody?: string }) => Promise<Answer>;

export async function signedInUser(prefix: string, pro = true): Promise<{ api: Api; token: string; email: string }> {
  const config = (await (await fetch(`${BASE}/config.json`)).json()) as { cognito: { endpoint: string; userPoolClientId: string } };
  const client = new CognitoIdentityProviderClient({ endpoint: config.cognito.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const ClientId = config.cognito.userPoolClientId;
  await client.send(new SignUpCommand({ ClientId, Username: email, Password: 'secret6' }));
  const auth = await client.send(new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret6' } }));
  const token = auth.AuthenticationResult?.IdToken ?? '';
  const api: Api = async (path, init = {}) => {
    const t0 = Date.now();
    const res = await fetch(`${BASE}/api${path}`, { ...init, body: init.rawBody ?? init.body, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    const text = await res.text();
    let body: unknown = text;
    try { body = JSON.parse(text); } catch { /* not JSON */ }
    return { status: res.status, body, text, ms: Date.now() - t0, headers: res.headers };
  };
  await api('/getuserstatus');
  if (pro) {
    const checkout = (await api('/stripe/checkout', { method: 'POST', body: '{}' })).body as { url: string };
    const session = new URL(checkout.url).searchParams.get('session') ?? '';
    const paid = await fetch(`${BASE}/local-checkout/pay`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ session }) });
    if (!paid.ok) throw new Error(`local checkout answered ${paid.status}`);
  }
  return { api, token, email };
}

/** Starts a run and polls its job to the end; returns the final answer (result or error). */
export async function run(api: Api, covered: boolean, request: unknown): Promise<{ start: Answer; status: string; result?: unknown; error?: string; jobId?: string }> {
  const start = await api(covered ? '/backtest/covered' : '/backtest', { method: 'POST', body: JSON.stringify(request) });
  if (start.status === 200) return { start, status: 'inline', result: (start.body as { result?: unknown }).result ?? start.body, jobId: start.headers.get(JOB_ID_HEADER) ?? undefined };
  if (start.status !== 202) return { start, status: `http ${start.status}`, error: JSON.stringify(start.body) };
  const jobId = (start.body as { job_id: string }).job_id;
  for (let i = 0; i < 600; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const job = await api(`/jobs/${jobId}`);
    const b = job.body as { status?: string; job_status?: string; result?: { result?: unknown }; error?: string; result_url?: string };
    const st = b.status ?? b.job_status;
    if (st === 'finished' || st === 'completed') {
      let result: unknown = b.result?.result ?? b.result;
      if (b.result_url) {
        const whole = (await (await fetch(b.result_url)).json()) as { result?: unknown };
        result = whole.result ?? whole;
      }
      return { start, status: 'finished', result, jobId };
    }
    if (st === 'failed') return { start, status: 'failed', error: b.error, jobId };
  }
  return { start, status: 'timeout', jobId };
}
