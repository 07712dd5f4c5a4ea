/**
 * Issue 7's acceptance test: the runtime on a free port in a temporary state folder; sign up
 * through the Cognito API at the configured endpoint; run a covered backtest through /api to
 * `finished`; save it; restart on the same folder; sign in again and find it listed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CognitoIdentityProviderClient, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { CoveredBacktestResultSchema } from '../../shared/contracts';
import { startLocalRuntime, type LocalRuntimeHandle } from './start-local-runtime';
import { runBacktestJob, runtimeApi } from './testing/runtime-api';

const stateDir = mkdtempSync(join(tmpdir(), 'local-runtime-'));
const email = `trader-${Date.now()}@example.com`;
const password = 'secret6';
let runtime: LocalRuntimeHandle;

const api = (path: string, init: RequestInit & { token?: string } = {}) => runtimeApi(runtime.url, path, init);

async function cognito() {
  const config = (await (await fetch(`${runtime.url}/config.json`)).json()) as { cognito: { endpoint: string; userPoolClientId: string } };
  const client = new CognitoIdentityProviderClient({ endpoint: config.cognito.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  return { client, clientId: config.cognito.userPoolClientId };
}

async function signIn(): Promise<string> {
  const { client, clientId } = await cognito();
  const auth = await client.send(new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }));
  const token = auth.AuthenticationResult?.IdToken;
  if (!token) throw new Error('no ID token');
  return token;
}

// Vite's dev middleware (npm run dev) serves the real frontend without a build, so this runs on a
// fresh clone; the built-files path is covered by static-files tests and the missing-build test.
beforeAll(async () => {
  runtime = await startLocalRuntime({ stateDir, dev: true });
  console.log(`local runtime healthy in ${runtime.startupMs} ms (first start, empty state)`, runtime.timings);
});

afterAll(async () => {
  await runtime?.stop();
  rmSync(stateDir, { recursive: true, force: true });
});

describe('local runtime', () => {
  it('answers health, config.json and the authorizer like the deployed app', async () => {
    expect(await api('/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    const config = (await (await fetch(`${runtime.url}/config.json`)).json()) as Record<string, unknown>;
    expect(config).toMatchObject({ apiBaseUrl: '/api', googleSignIn: false, billing: 'local', cognito: { userPoolId: runtime.cognito.userPoolId } });
    expect(await api('/backtests')).toMatchObject({ status: 401, body: { error: 'User not authenticated' } });
    expect(await api('/backtests', { token: 'not-a-jwt' })).toMatchObject({ status: 401 });
    expect(await api('/no-such-route')).toMatchObject({ status: 404 });
    // The webhook has no authorizer: an unsigned call reaches the handler, which refuses it itself.
    const webhook = await api('/stripe/webhook', { method: 'POST', body: '{}' });
    expect(webhook.status).toBe(400);
    const spa = await fetch(`${runtime.url}/some/client/route`);
    expect(spa.status).toBe(200);
    expect(await spa.text()).toContain('<div id="root">');
  });

  it('signs up (auto-confirmed, password policy enforced), runs a covered backtest to finished, saves it, and keeps it across a restart', async () => {
    const { client, clientId } = await cognito();
    await expect(client.send(new SignUpCommand({ ClientId: clientId, Username: email, Password: '12345' }))).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    const signUp = await client.send(new SignUpCommand({ ClientId: clientId, Username: email, Password: password }));
    expect(signUp.UserConfirmed).toBe(true);
    let token = await signIn();

    const request = {
      ticker: 'SPY',
      start_date: '2023-01-03',
      end_date: '2023-06-30',
      shares_multiple: 100,
      strategy: { name: 'Integration covered call', start_type: 'covered_call', covered_call_config: { DTE_target: 30 } },
    };
    const { jobId, job } = await runBacktestJob(runtime.url, '/backtest/covered', token, request, 120);
    expect(job.body.job_status, JSON.stringify(job.body)).toBe('finished');
    const results = (job.body.result as { result: Record<string, unknown> }).result;
    // A real engine result for the request, in the contract's shape.
    expect(CoveredBacktestResultSchema.safeParse(results).success, JSON.stringify(results).slice(0, 500)).toBe(true);

    const saved = await api('/save-backtest', {
      method: 'POST',
      token,
      body: JSON.stringify({ backtest_name: 'Kept across restarts', strategy: request, results, description: 'int test', tags: ['local'] }),
    });
    expect([200, 201], JSON.stringify(saved.body)).toContain(saved.status);
    // Upgrade through the local checkout page: Pay posts signed events to the real webhook.
    const checkout = await api('/stripe/checkout', { method: 'POST', token });
    const checkoutUrl = new URL(String(checkout.body.url));
    expect(checkoutUrl.pathname).toBe('/local-checkout');
    const checkoutPage = await (await fetch(`${runtime.url}${checkoutUrl.pathname}${checkoutUrl.search}`)).text();
    expect(checkoutPage).toContain('$49.99');
    expect(checkoutPage).toContain('7-day free trial');
    // What the page's script sends: the signed-in user's token and the session it opened.
    const paid = await fetch(`${runtime.url}/local-checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ session: checkoutUrl.searchParams.get('session') ?? '' }),
    });
    expect(paid.status, await paid.clone().text()).toBe(200);
    expect(await paid.json()).toEqual({ redirect: '/?checkout=success' });
    const statusBefore = await api('/getuserstatus', { token });
    expect(statusBefore).toMatchObject({ status: 200, body: { trial: true, cancel: false } });

    // A clean stop on SIGTERM: exit code 0, nothing left listening.
    const before = runtime;
    await before.stop();
    expect(await before.exited).toEqual({ code: 0, signal: null });
    await expect(fetch(`${before.url}/api/health`)).rejects.toThrow();
    runtime = await startLocalRuntime({ stateDir, dev: true });
    console.log(`local runtime healthy in ${runtime.startupMs} ms (restart on existing state)`, runtime.timings);

    token = await signIn();
    const list = await api('/backtests', { token });
    expect(list.status).toBe(200);
    const names = (list.body.backtests as { name: string }[]).map((b) => b.name);
    expect(names).toContain('Kept across restarts');
    expect((await api('/getuserstatus', { token })).body).toEqual(statusBefore.body);
    const again = await api(`/jobs/${jobId}`, { token });
    expect(again.body.job_status).toBe('finished');
  });
});
