/**
 * Issue 17: the local runtime is as locked down as the deployed one. Runs `npm start` itself (the
 * command a user types, with a minimal frontend build) and checks: /cognito forwards only the
 * user-level operations from this server's own origin, without wildcard CORS; a 413 leaves the
 * keep-alive connection usable; SIGTERM to the npm process stops every part of it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths';

const dir = mkdtempSync(join(tmpdir(), 'lockdown-'));
let npm: ChildProcess;
let url = '';
let output = '';

beforeAll(async () => {
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  const env: Record<string, string | undefined> = { ...process.env, PORT: '0', LOCAL_STATE_DIR: join(dir, 'state'), FRONTEND_DIST: join(dir, 'dist') };
  for (const k of Object.keys(env)) if (k.startsWith('STRIPE_')) delete env[k];
  npm = spawn('npm', ['start'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  npm.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  npm.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  for (let i = 0; i < 600 && !url; i++) {
    url = /is running at (http:\/\/localhost:\d+)/.exec(output)?.[1] ?? '';
    if (!url) await new Promise((r) => setTimeout(r, 200));
  }
  if (!url) throw new Error(`npm start did not come up:\n${output}`);
});

afterAll(async () => {
  // SIGTERM, as the last test does: a SIGKILL of npm alone would orphan its child.
  if (npm.exitCode === null && npm.signalCode === null) {
    const exited = new Promise((resolve) => npm.once('exit', resolve));
    npm.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

const port = () => new URL(url).port;
const config = async () => ((await (await fetch(`${url}/config.json`)).json()) as { cognito: { userPoolId: string; userPoolClientId: string } }).cognito;

/** A raw call of the Cognito JSON API through /cognito (what the AWS SDK sends). */
async function cognito(operation: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/cognito/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`, ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, cors: res.headers.get('access-control-allow-origin'), body: (await res.json()) as Record<string, unknown> };
}

/** One HTTP request on the given agent; answers the status and whether the socket was reused. */
function call(agent: Agent, method: string, path: string, body?: Buffer): Promise<{ status: number; reused: boolean; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method, agent, headers: body ? { 'content-type': 'application/json', 'content-length': body.length } : {} }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('local runtime lockdown', () => {
  it('/cognito forwards the user operations and refuses the admin API (no account takeover)', async () => {
    const { userPoolId, userPoolClientId: ClientId } = await config();
    const email = `victim-${Date.now()}@example.com`;
    const signUp = await cognito('SignUp', { ClientId, Username: email, Password: 'secret6' });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    expect(signUp.cors).toBeNull();
    const takeover = await cognito('AdminSetUserPassword', { UserPoolId: userPoolId, Username: email, Password: 'attacker1', Permanent: true });
    expect(takeover).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
    for (const op of ['AdminCreateUser', 'AdminGetUser', 'ListUsers', 'ListUserPools', 'DescribeUserPoolClient', 'DeleteUserPool']) {
      expect((await cognito(op, { UserPoolId: userPoolId, MaxResults: 1 })).status, op).toBe(400);
    }
    const asAttacker = await cognito('InitiateAuth', { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'attacker1' } });
    expect(asAttacker.status).toBe(400);
    const asOwner = await cognito('InitiateAuth', { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret6' } });
    expect(asOwner.status).toBe(200);
    expect(asOwner.body.AuthenticationResult).toMatchObject({ IdToken: expect.any(String) });
    const keys = await fetch(`${url}/cognito/${userPoolId}/.well-known/jwks.json`);
    expect(keys.status).toBe(200);
  });

  it('/cognito answers only its own origin: a foreign Origin or Host is refused, no wildcard CORS', async () => {
    const { userPoolClientId: ClientId } = await config();
    const body = { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'a@example.com', PASSWORD: 'x' } };
    expect(await cognito('InitiateAuth', body, { origin: 'http://evil.example' })).toMatchObject({ status: 403, cors: null });
    const preflight = await fetch(`${url}/cognito/`, { method: 'OPTIONS', headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // A DNS-rebound name pointing at 127.0.0.1 sends its own Host.
    const foreignHost = await new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: port(), path: '/cognito/', method: 'POST', headers: { host: `rebind.example:${port()}`, 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end(JSON.stringify(body));
    });
    expect(foreignHost).toBe(403);
    // The page's own origin works.
    expect((await cognito('InitiateAuth', body, { origin: url })).status).toBe(400); // unknown user: Cognito's own answer
  });

  it('/local-checkout/pay needs the signed-in user token and their own server-side session', async () => {
    const { userPoolClientId: ClientId } = await config();
    const signIn = async (email: string) => {
      await cognito('SignUp', { ClientId, Username: email, Password: 'secret6' });
      const auth = await cognito('InitiateAuth', { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret6' } });
      return String((auth.body.AuthenticationResult as { IdToken: string }).IdToken);
    };
    const [victim, attacker] = [await signIn(`buyer-${Date.now()}@example.com`), await signIn(`other-${Date.now()}@example.com`)];
    const sub = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
    const pay = (session: string, token?: string) =>
      fetch(`${url}/local-checkout/pay`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ session }) });
    // The old forgery: a session made of base64 of a user id, no token.
    const forged = `cs_local_${Buffer.from(JSON.stringify({ u: sub(victim), c: 'cus_x' })).toString('base64url')}`;
    expect((await pay(forged)).status).toBe(401);
    expect((await pay(forged, attacker)).status).toBe(404);
    const checkout = await fetch(`${url}/api/stripe/checkout`, { method: 'POST', headers: { authorization: `Bearer ${victim}` } });
    const session = new URL(((await checkout.json()) as { url: string }).url).searchParams.get('session') ?? '';
    expect((await pay(session)).status).toBe(401);
    expect((await pay(session, attacker)).status).toBe(404);
    const status = async () => (await (await fetch(`${url}/api/getuserstatus`, { headers: { authorization: `Bearer ${victim}` } })).json()) as { trial: boolean };
    expect(await status()).toMatchObject({ trial: false });
    expect((await pay(session, victim)).status).toBe(200);
    expect(await status()).toMatchObject({ trial: true });
  });

  it('keeps the keep-alive connection usable after a 413', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const tooLarge = await call(agent, 'POST', '/api/backtest', Buffer.alloc(11 * 1024 * 1024, 0x20));
    expect(tooLarge.status).toBe(413);
    const next = await call(agent, 'GET', '/api/health');
    expect(next).toMatchObject({ status: 200, reused: true });
    agent.destroy();
  });

  it('stops every process on SIGTERM to npm start', async () => {
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    npm.kill('SIGTERM');
    await exited;
    // Give any orphaned child the time it would need to notice; nothing may still answer.
    await new Promise((r) => setTimeout(r, 2000));
    await expect(fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3000) })).rejects.toThrow();
  });
});
