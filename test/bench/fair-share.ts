/**
 * Fair share, measured (issue 17): the local runtime (`npm start`'s code) with two users. Alice
 * (on the trial, after the local checkout) keeps her cap of running jobs full of whole-range SPY iron
 * condors and resubmits as each ends; Bob runs a short covered call. Prints Bob's wall time from
 * POST to finished alone, then while Alice saturates, as JSON on the last line.
 *
 *   npx tsx test/bench/fair-share.ts [runs=3]
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalRuntime, type LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { ironCondorRequest } from './scenarios';

const runs = Number(process.argv[2] ?? 3);
const dir = mkdtempSync(join(tmpdir(), 'fair-share-'));
mkdirSync(join(dir, 'dist'));
writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');

let rt: LocalRuntimeHandle | undefined;
const runtime = (): LocalRuntimeHandle => {
  if (!rt) throw new Error('runtime not started');
  return rt;
};
const api = async (path: string, token: string, body?: unknown) => {
  const res = await fetch(`${runtime().url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, jobId: res.headers.get('x-job-id') };
};

async function cognito(operation: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${runtime().url}/cognito/`, { method: 'POST', headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` }, body: JSON.stringify(body) });
  return (await res.json()) as Record<string, unknown>;
}

async function signUp(email: string): Promise<string> {
  const ClientId = runtime().cognito.userPoolClientId;
  await cognito('SignUp', { ClientId, Username: email, Password: 'secret6' });
  const auth = await cognito('InitiateAuth', { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret6' } });
  return String((auth.AuthenticationResult as { IdToken: string }).IdToken);
}

/** POST, then poll until finished: the user's wall time in ms. */
async function runOnce(token: string, path: string, body: unknown): Promise<number> {
  const t0 = performance.now();
  const started = await api(path, token, body);
  if (started.status === 200) return performance.now() - t0;
  if (started.status !== 202) throw new Error(`start answered ${started.status}: ${JSON.stringify(started.body)}`);
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    const job = await api(`/jobs/${String(started.body.job_id)}`, token);
    if (job.body.job_status === 'finished') return performance.now() - t0;
    if (job.body.job_status === 'failed') throw new Error(String(job.body.error));
  }
}

const bobRequest = { ticker: 'SPY', start_date: '2023-01-03', end_date: '2023-06-30', shares_multiple: 100, strategy: { covered_call_config: { DTE_target: 30 } } };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

try {
  rt = await startLocalRuntime({ stateDir: join(dir, 'state'), env: { FRONTEND_DIST: join(dir, 'dist') }, timeoutMs: 180_000 });
  const [alice, bob] = [await signUp('alice@example.com'), await signUp('bob@example.com')];
  // Both on the trial through the local checkout, so neither runs out of free backtests.
  for (const token of [alice, bob]) {
    const checkout = await api('/stripe/checkout', token, {});
    const session = new URL(String(checkout.body.url)).searchParams.get('session');
    const paid = await fetch(`${runtime().url}/local-checkout/pay`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ session }) });
    if (!paid.ok) throw new Error(`checkout: ${paid.status}`);
  }

  const alone: number[] = [];
  for (let i = 0; i < runs; i++) alone.push(await runOnce(bob, '/backtest/covered', bobRequest));

  // Alice: as many heavy jobs at once as the cap allows, each resubmitted as it ends.
  let saturating = true;
  let aliceRuns = 0;
  let refused = 0;
  const aliceLoop = async () => {
    while (saturating) {
      try {
        await runOnce(alice, '/backtest', ironCondorRequest());
        aliceRuns++;
      } catch {
        refused++;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  const loops = [aliceLoop(), aliceLoop(), aliceLoop(), aliceLoop()];
  await new Promise((r) => setTimeout(r, 3000));
  const busy: number[] = [];
  for (let i = 0; i < runs; i++) busy.push(await runOnce(bob, '/backtest/covered', bobRequest));
  saturating = false;
  await Promise.all(loops);
  const report = { bob_alone_ms: alone.map(Math.round), bob_while_alice_saturates_ms: busy.map(Math.round), median_alone_ms: Math.round(median(alone)), median_saturated_ms: Math.round(median(busy)), alice_condors_finished: aliceRuns, alice_refused_or_failed: refused };
  console.log(JSON.stringify(report));
} finally {
  await rt?.stop();
  rmSync(dir, { recursive: true, force: true });
}
