/**
 * Security audit of the API on the real local runtime (`npm start`'s code in a child process:
 * cognito-local, the local API Gateway and its JWT authorizer, dynalite, s3rver, the state
 * machine): an attacker's tokens are refused on every guarded route, one user can neither read nor
 * change another's jobs, sweeps, saved backtests or share links, and a job result reached through
 * /local-s3 needs the link the API signed for its owner.
 */
import { createHmac, createSign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CognitoIdentityProviderClient,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { RESULT_INLINE_MAX_BYTES, RESULT_URL_SECONDS } from '../../shared/contracts/limits';
import { LOCAL_CREDENTIALS, LOCAL_REGION, localBucketName } from '../../functions/platform/local-mode';
import { BUCKETS } from '../../functions/platform/resources';
import { ROUTES } from '../../functions/routes';
import { MAILBOX_PATH } from './local-mailbox';
import { S3_PROXY_PATH } from './s3-proxy';
import { startLocalRuntime, type LocalRuntimeHandle } from './start-local-runtime';
import { SIGNING_KEY_FILE } from './token-signing';

const stateDir = mkdtempSync(join(tmpdir(), 'api-audit-'));
const password = 'secret6';
let runtime: LocalRuntimeHandle;

interface Tokens {
  id: string;
  access: string;
  sub: string;
}
let alice: Tokens;
let bob: Tokens;

const b64 = (v: unknown): string => Buffer.from(JSON.stringify(v)).toString('base64url');
const claimsOf = (jwt: string): Record<string, unknown> => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

async function api(method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${runtime.url}/api${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

const cognitoClient = (endpoint: string) => new CognitoIdentityProviderClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });

async function signUp(client: CognitoIdentityProviderClient, clientId: string, email: string): Promise<Tokens> {
  await client.send(new SignUpCommand({ ClientId: clientId, Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] }));
  const auth = await client.send(new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }));
  const id = auth.AuthenticationResult?.IdToken;
  const access = auth.AuthenticationResult?.AccessToken;
  if (!id || !access) throw new Error('no tokens');
  return { id, access, sub: String(claimsOf(id).sub) };
}

beforeAll(async () => {
  runtime = await startLocalRuntime({ stateDir, dev: true });
  const client = cognitoClient(`${runtime.url}/cognito`);
  alice = await signUp(client, runtime.cognito.userPoolClientId, `alice-${Date.now()}@example.com`);
  bob = await signUp(client, runtime.cognito.userPoolClientId, `bob-${Date.now()}@example.com`);
});

afterAll(async () => {
  await runtime?.stop();
  rmSync(stateDir, { recursive: true, force: true });
});

/** Every guarded route of the route table, its path parameters filled in. */
const guarded = ROUTES.filter((r) => r.auth).map((r) => ({ method: r.method, path: r.path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000') }));

/** A token with alice's claims (valid issuer, audience, expiry) signed with `pem` (RS256). */
function signedWith(pem: string, kid: string, claims: Record<string, unknown> = {}): string {
  const input = `${b64({ alg: 'RS256', typ: 'JWT', kid })}.${b64({ ...claimsOf(alice.id), ...claims })}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(pem).toString('base64url')}`;
}

describe('tokens an attacker can make are refused on every guarded route', () => {
  it('alg none, HS256 keyed with the public JWKS, a tampered sub and an access token: 401', async () => {
    const jwks = await (await fetch(`${runtime.cognito.endpoint}/${runtime.cognito.userPoolId}/.well-known/jwks.json`)).text();
    const kid = String((JSON.parse(Buffer.from(alice.id.split('.')[0] ?? '', 'base64url').toString()) as { kid: string }).kid);
    const hsInput = `${b64({ alg: 'HS256', typ: 'JWT', kid })}.${b64({ ...claimsOf(alice.id), sub: bob.sub })}`;
    const [h, , s] = alice.id.split('.');
    const forged = {
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claimsOf(alice.id), sub: bob.sub })}.`,
      'HS256 with the JWKS as secret': `${hsInput}.${createHmac('sha256', jwks).update(hsInput).digest('base64url')}`,
      'tampered sub': `${h}.${b64({ ...claimsOf(alice.id), sub: bob.sub })}.${s}`,
      'access token': alice.access,
    };
    for (const [what, token] of Object.entries(forged)) {
      for (const r of guarded) {
        const answer = await api(r.method, r.path, token);
        expect({ what, route: `${r.method} ${r.path}`, status: answer.status, body: answer.body }).toEqual({
          what,
          route: `${r.method} ${r.path}`,
          status: 401,
          body: { error: 'User not authenticated' },
        });
      }
    }
    // The genuine ID token passes the same routes' authentication.
    expect((await api('GET', '/getuserstatus', alice.id)).status).toBe(200);
  });

  it('a token signed with the key published in the cognito-local package: 401 (anyone could sign in as anyone)', async () => {
    const published = JSON.parse(readFileSync(join(createRequire(import.meta.url).resolve('cognito-local/package.json'), '..', 'lib/keys/cognitoLocal.private.json'), 'utf8')) as { pem: string };
    const asBob = signedWith(published.pem, 'CognitoLocal', { sub: bob.sub, email: 'attacker@example.com' });
    for (const r of guarded) expect({ route: `${r.method} ${r.path}`, status: (await api(r.method, r.path, asBob)).status }).toEqual({ route: `${r.method} ${r.path}`, status: 401 });
  });

  it("this state folder's own key: valid claims pass; another pool's issuer, another client, an expired token do not", async () => {
    // The runtime's key (token-signing.ts), read from its state folder as only its owner can.
    const key = JSON.parse(readFileSync(join(stateDir, 'cognito', SIGNING_KEY_FILE), 'utf8')) as { kid: string; privateKeyPem: string };
    const own = (claims: Record<string, unknown>) => signedWith(key.privateKeyPem, key.kid, claims);
    expect((await api('GET', '/getuserstatus', own({}))).status).toBe(200);
    const iss = String(claimsOf(alice.id).iss);
    const refused = {
      'another pool': own({ iss: iss.replace(/[^/]+$/, 'us-east-1_OtherPool') }),
      'another client': own({ aud: 'another-app-client' }),
      expired: own({ exp: Math.floor(Date.now() / 1000) - 5 }),
      'an access token': own({ token_use: 'access' }),
    };
    for (const [what, token] of Object.entries(refused)) {
      for (const r of guarded) expect({ what, route: `${r.method} ${r.path}`, status: (await api(r.method, r.path, token)).status }).toEqual({ what, route: `${r.method} ${r.path}`, status: 401 });
    }
  });

  it("the user pool's own operations need a signed access token: an unsigned one naming bob reads nothing of bob", async () => {
    const client = cognitoClient(`${runtime.url}/cognito`);
    const bobsClaims = claimsOf(bob.access);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(bobsClaims)}.`;
    await expect(client.send(new GetUserCommand({ AccessToken: unsigned }))).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(client.send(new GlobalSignOutCommand({ AccessToken: unsigned }))).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const bobs = await client.send(new GetUserCommand({ AccessToken: bob.access }));
    expect(bobs.UserAttributes?.find((a) => a.Name === 'email')?.Value).toMatch(/^bob-/);
  });
});

describe('job results through /local-s3 (the result_url of a result over the inline limit)', () => {
  const bucket = localBucketName(BUCKETS.results);
  const s3 = () => new S3Client({ endpoint: runtime.s3.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, forcePathStyle: true });
  const scriptName = '<script>alert(document.domain)</script>';
  let jobId = '';
  let resultUrl = '';
  // The covered form the job ran: a save by job id must carry it (the same builder, ticker and dates; audit 22 F3).
  const RAN = { ticker: 'SPY', shares_multiple: 100, start_date: '2024-01-02', end_date: '2024-01-31', strategy: { covered_call_config: {} } };

  beforeAll(async () => {
    const run = await api('POST', '/backtest/covered', alice.id, RAN);
    jobId = String(run.headers.get('x-job-id') ?? run.body.job_id);
    for (let i = 0; i < 100 && (await api('GET', `/jobs/${jobId}`, alice.id)).body.job_status !== 'finished'; i++) await new Promise((r) => setTimeout(r, 200));
    // The stored result made larger than an answer may be (a long run's), with text the user chose
    // (a strategy name is echoed into a result): GET /jobs/{id} now answers a link to it.
    const large = JSON.stringify({ name: scriptName, pad: 'x'.repeat(RESULT_INLINE_MAX_BYTES + 1024) });
    await s3().send(new PutObjectCommand({ Bucket: bucket, Key: `jobs/${jobId}/result.json`, Body: large, ContentType: 'application/json' }));
    await s3().send(new PutObjectCommand({ Bucket: bucket, Key: 'local-stripe/sessions/cs_local_secret.json', Body: '{"user_id":"someone"}' }));
    const answer = await api('GET', `/jobs/${jobId}`, alice.id);
    resultUrl = String(answer.body.result_url);
    expect(resultUrl.startsWith(`${runtime.url}${S3_PROXY_PATH}/${bucket}/jobs/${jobId}/result.json?`)).toBe(true);
  });

  it("serves the owner's link as JSON", async () => {
    const res = await fetch(resultUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await res.json()) as { name: string }).name).toBe(scriptName);
  });

  it('never serves it as a page of the app: response-content-type and other overrides are not passed on', async () => {
    const url = new URL(resultUrl);
    url.searchParams.set('response-content-type', 'text/html');
    url.searchParams.set('response-content-disposition', 'inline');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).not.toMatch(/html/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('needs the link the API signed: a URL built from the job id (any SigV4 signature, the public local keys) or a moved date is refused', async () => {
    // What anyone who learns the job id can build: presigned with the repository's local credentials.
    const built = new URL(await getSignedUrl(s3(), new GetObjectCommand({ Bucket: bucket, Key: `jobs/${jobId}/result.json` }), { expiresIn: RESULT_URL_SECONDS }));
    const byId = await fetch(`${runtime.url}${S3_PROXY_PATH}${built.pathname}${built.search}`);
    const moved = new URL(resultUrl);
    moved.searchParams.set('X-Amz-Date', built.searchParams.get('X-Amz-Date')?.replace(/^\d{4}/, '2099') ?? '');
    const statuses = { byId: byId.status, movedDate: (await fetch(moved)).status };
    expect(statuses).toEqual({ byId: 403, movedDate: 403 });
  });

  it("saves the large result by job id (bob cannot) and serves the saved copy's link, signed, as JSON", async () => {
    const body = { backtest_name: 'Large by job', strategy: RAN, job_id: jobId };
    const bobs = await api('POST', '/save-backtest', bob.id, body);
    expect(bobs.status).toBe(404);
    expect(JSON.stringify(bobs.body)).not.toMatch(/alice|Large by job/);
    const saved = await api('POST', '/save-backtest', alice.id, body);
    expect(saved.status).toBe(201);
    const id = String(saved.body.backtest_id);
    const record = await api('GET', `/backtests/${id}`, alice.id);
    const link = String(record.body.results_url);
    expect(link).toMatch(new RegExp(`^${runtime.url}${S3_PROXY_PATH}/${bucket}/saved-results/[0-9a-f-]{36}\\.json\\?`));
    const res = await fetch(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await res.json()) as { name: string }).name).toBe(scriptName);
    // The same key presigned by anyone with the public local keys, without the runtime's signature: refused.
    const key = new URL(link).pathname.split('/').slice(-2).join('/');
    const built = new URL(await getSignedUrl(s3(), new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: RESULT_URL_SECONDS }));
    expect((await fetch(`${runtime.url}${S3_PROXY_PATH}${built.pathname}${built.search}`)).status).toBe(403);
  });

  it("ends a share's results_url when the share is revoked, and the owner's when the backtest is deleted (within their 15 minutes)", async () => {
    // Sharing is Pro: alice takes the trial through the local checkout, as the app does.
    const session = new URL(String((await api('POST', '/stripe/checkout', alice.id)).body.url)).searchParams.get('session') ?? '';
    const paid = await fetch(`${runtime.url}/local-checkout/pay`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${alice.id}` }, body: JSON.stringify({ session }) });
    expect(paid.status).toBe(200);
    const saved = await api('POST', '/save-backtest', alice.id, { backtest_name: 'Shared large', strategy: RAN, job_id: jobId });
    expect(saved.status).toBe(201);
    const id = String(saved.body.backtest_id);
    const token = String((await api('POST', `/backtests/${id}/share`, alice.id)).body.token);
    const visitorLink = String((await api('POST', '/shared', undefined, { token })).body.results_url);
    expect((await fetch(visitorLink)).status).toBe(200);
    expect((await api('DELETE', `/backtests/${id}/share`, alice.id)).status).toBe(200);
    expect((await api('POST', '/shared', undefined, { token })).status).toBe(404);
    expect((await fetch(visitorLink)).status).toBe(404);
    const ownLink = String((await api('GET', `/backtests/${id}`, alice.id)).body.results_url);
    expect(((await (await fetch(ownLink)).json()) as { name: string }).name).toBe(scriptName);
    expect((await api('DELETE', `/backtests/${id}`, alice.id)).status).toBe(200);
    expect((await fetch(ownLink)).status).toBe(404);
  });

  it('reaches nothing but a job result: an encoded ../ out of jobs/ is refused', async () => {
    const signed = new URL(resultUrl);
    const escaped = `${runtime.url}${S3_PROXY_PATH}/${bucket}/jobs/..%2Flocal-stripe%2Fsessions%2Fcs_local_secret.json${signed.search}`;
    const res = await fetch(escaped);
    expect({ status: res.status, body: (await res.text()).includes('someone') }).toEqual({ status: 403, body: false });
  });
});

describe("one user never reads or changes another's data (ids reused from the owner's answers)", () => {
  it("bob gets 404 (402 where Pro comes first) for alice's job, saved backtest and share; alice keeps all of it", async () => {
    const run = await api('POST', '/backtest/covered', alice.id, { ticker: 'SPY', start_date: '2024-01-02', end_date: '2024-01-31', strategy: { covered_call_config: {} } });
    expect([200, 202]).toContain(run.status);
    const jobId = String(run.headers.get('x-job-id') ?? run.body.job_id);
    const saved = await api('POST', '/save-backtest', alice.id, { backtest_name: 'Alice secret', strategy: { ticker: 'SPY' }, results: { total_pnl: 1 } });
    expect(saved.status).toBe(201);
    const id = String(saved.body.backtest_id);

    const attempts = {
      'GET job': await api('GET', `/jobs/${jobId}`, bob.id),
      'GET job as a sweep': await api('GET', `/sweeps/${jobId}`, bob.id),
      'GET saved': await api('GET', `/backtests/${id}`, bob.id),
      'DELETE saved': await api('DELETE', `/backtests/${id}`, bob.id),
      'DELETE share': await api('DELETE', `/backtests/${id}/share`, bob.id),
      'POST share': await api('POST', `/backtests/${id}/share`, bob.id),
    };
    expect(Object.fromEntries(Object.entries(attempts).map(([k, a]) => [k, a.status]))).toEqual({
      'GET job': 404,
      'GET job as a sweep': 404,
      'GET saved': 404,
      'DELETE saved': 404,
      'DELETE share': 404,
      'POST share': 402,
    });
    for (const a of Object.values(attempts)) expect(JSON.stringify(a.body)).not.toMatch(/Alice secret|total_pnl|alice-/);
    expect(JSON.stringify((await api('GET', '/backtests', bob.id)).body)).not.toContain(id);
    expect((await api('GET', `/backtests/${id}`, alice.id)).body).toMatchObject({ name: 'Alice secret', results: { total_pnl: 1 } });
    expect((await api('GET', `/jobs/${jobId}`, alice.id)).status).toBe(200);
  });
});

describe('the local mailbox (password reset codes) under DNS rebinding', () => {
  /** A GET as a page of another site sends it once its name points at 127.0.0.1: its own Host. */
  const getWithHost = (path: string, host: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(`${runtime.url}${path}`, { headers: { host } }, (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.end();
    });

  it("refuses a Host that is not this server, so another site's page cannot read the codes and addresses", async () => {
    await cognitoClient(`${runtime.url}/cognito`).send(new ForgotPasswordCommand({ ClientId: runtime.cognito.userPoolClientId, Username: String(claimsOf(alice.id).email) }));
    const port = new URL(runtime.url).port;
    const own = await getWithHost(MAILBOX_PATH, `localhost:${port}`);
    expect(own.status).toBe(200);
    expect(own.text).toContain(String(claimsOf(alice.id).email));
    const rebound = await getWithHost(MAILBOX_PATH, `attacker.example:${port}`);
    expect({ status: rebound.status, leaks: rebound.text.includes(String(claimsOf(alice.id).email)) }).toEqual({ status: 403, leaks: false });
  });
});
