/**
 * A run saved by its job, or a saved run saved again, is stored as 'run' (the backtester vouches
 * for it), so the strategy saved over it must state every setting the run ran with (audit 22 F3
 * compared only the builder, ticker and dates). Through the real local runtime (`npm start`'s code:
 * the local API Gateway and authorizer, cognito-local, the state machine running the real engine on
 * the real market data), with the bodies the builders make (their own form functions): the form a
 * run ran with saves as 'run', by job and again from the saved copy the builder loads; the same
 * form with one delta changed is refused in words, and nothing is saved; a key no contract knows
 * is not stored with it (the share page would show it as a setting). Under test/ because it
 * joins the frontend's form functions to the API.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CognitoIdentityProviderClient, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { CoveredBacktestRequestSchema } from '../../shared/contracts/covered';
import { coveredFormFrom } from '../../frontend/src/features/backtest/covered/covered-storage';
import { defaultCoveredForm, setStartType } from '../../frontend/src/features/backtest/covered/covered-form';
import { defaultSpreadsForm, storedSpreadsForm } from '../../frontend/src/features/backtest/spreads/spreads-form';
import { spreadsFormFrom, spreadsRequest } from '../../frontend/src/features/backtest/spreads/spreads-storage';
import { startLocalRuntime, type LocalRuntimeHandle } from '../../infra/local/start-local-runtime';

const stateDir = mkdtempSync(join(tmpdir(), 'save-run-settings-'));
let runtime: LocalRuntimeHandle;
let token = '';

type Answer = { status: number; headers: Headers; body: Record<string, unknown> };
async function api(method: string, path: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${runtime.url}/api${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

beforeAll(async () => {
  runtime = await startLocalRuntime({ stateDir, dev: true });
  const cognito = new CognitoIdentityProviderClient({ endpoint: `${runtime.url}/cognito`, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const email = `saver-${Date.now()}@example.com`;
  const clientId = runtime.cognito.userPoolClientId;
  await cognito.send(new SignUpCommand({ ClientId: clientId, Username: email, Password: 'secret6', UserAttributes: [{ Name: 'email', Value: email }] }));
  const auth = await cognito.send(new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret6' } }));
  token = auth.AuthenticationResult?.IdToken ?? '';
  expect(token).not.toBe('');
});

afterAll(async () => {
  await runtime?.stop();
  rmSync(stateDir, { recursive: true, force: true });
});

/** Runs `request` on `path` to its end; the job id (the fast path's header or the 202's body). */
async function ranJob(path: string, request: unknown): Promise<string> {
  const started = await api('POST', path, request);
  expect([200, 202], JSON.stringify(started.body).slice(0, 300)).toContain(started.status);
  const jobId = String(started.headers.get('x-job-id') ?? started.body.job_id);
  let status = '';
  for (let i = 0; i < 600 && status !== 'finished'; i++) {
    const job = await api('GET', `/jobs/${jobId}`);
    status = String(job.body.job_status);
    expect(status, JSON.stringify(job.body).slice(0, 300)).not.toBe('failed');
    if (status !== 'finished') await new Promise((r) => setTimeout(r, 200));
  }
  expect(status).toBe('finished');
  return jobId;
}

/** The body the save client sends for a run whose job is known (frontend/src/lib/api/save-backtest.ts). */
const save = (name: string, strategy: unknown, source: { job_id: string } | { from_backtest_id: string }) =>
  api('POST', '/save-backtest', { backtest_name: name, strategy, description: '', tags: [], ...source });

const savedNames = async (): Promise<string[]> => ((await api('GET', '/backtests')).body.backtests as Array<{ name: string }>).map((b) => b.name);

describe("a save by job or from a saved run holds the strategy to every setting the run ran with", () => {
  it("covered: the builder's form saves as 'run', by job and again from its loaded copy; a changed call delta is refused in words", async () => {
    // The builder's form as a trader runs it (covered-page.tsx: the form is the request, parsed by the contract).
    // Opening the Covered Call card gives its default config (covered-form.ts setStartType), 30 DTE, 0.3 delta.
    const blank = defaultCoveredForm();
    const form = { ...blank, ticker: 'spy', start_date: '2024-01-02', end_date: '2024-02-29', strategy: setStartType(blank.strategy, 'covered_call') };
    const jobId = await ranJob('/backtest/covered', CoveredBacktestRequestSchema.parse(form));
    const call = form.strategy.covered_call_config;
    expect(call?.strike_target_condition).toMatchObject({ type: 'delta', delta: 0.3 });
    const tenDelta = { ...form, strategy: { ...form.strategy, covered_call_config: { ...call, strike_target_condition: { type: 'delta', delta: 0.1, tolerance: null } } } };

    const refused = await save('Relabelled', tenDelta, { job_id: jobId });
    expect(refused).toMatchObject({ status: 400, body: { error: "The strategy sent is not this run's: its Covered Call Delta is 0.1, the run's 0.3. Save the run with the strategy it ran." } });
    expect(await savedNames()).toEqual([]);

    // covered-page.tsx onSave: `strategy: { ...ranForm }`, the form the shown result ran with; here
    // with a key no contract knows beside it, which the share page's table would show as 'DTE Target 45'.
    const saved = await save('SPY calls', { ...form, DTE_target: 45 }, { job_id: jobId });
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(201);
    expect(saved.body.results_origin).toBe('run');

    // Stored as the builder sent it, without the key no contract knows.
    const record = await api('GET', `/backtests/${String(saved.body.backtest_id)}`);
    expect(record.body.strategy).toEqual(JSON.parse(JSON.stringify(form)));
    // Loaded into the builder (its loader) and saved again under another name: still the run's.
    // The engine's own result, copied from the job: trades on SPY's real data.
    expect((record.body.results as { trades: unknown[] }).trades.length).toBeGreaterThan(0);
    const loaded = coveredFormFrom(record.body.strategy);
    expect(loaded).not.toBeNull();
    const again = await save('SPY calls, renamed', { ...loaded, strategy: { ...loaded?.strategy, name: 'Another name' } }, { from_backtest_id: String(saved.body.backtest_id) });
    expect(again.status, JSON.stringify(again.body).slice(0, 300)).toBe(201);
    expect(again.body.results_origin).toBe('run');
    const againTen = await save('Relabelled copy', { ...tenDelta, ticker: 'SPY' }, { from_backtest_id: String(saved.body.backtest_id) });
    expect(againTen).toMatchObject({ status: 400, body: { error: "The strategy sent is not this run's: its Covered Call Delta is 0.1, the run's 0.3. Save the run with the strategy it ran." } });
    expect((await savedNames()).sort()).toEqual(['SPY calls', 'SPY calls, renamed']);
  });

  it("spreads: the builder's stored form saves as 'run'; a leg's delta changed is refused in words", async () => {
    const form = { ...defaultSpreadsForm(), ticker: 'SPY', start_date: '2024-01-02', end_date: '2024-02-29', min_volume: 0 };
    const built = spreadsRequest(form);
    if (!built.ok) throw new Error(built.message);
    const jobId = await ranJob('/backtest', built.request);
    // spreads-page.tsx: ranForm = storedSpreadsForm(form), saved as the strategy.
    const ranForm = storedSpreadsForm(form);
    const first = ranForm.legs[0];
    expect(first?.target_strike_condition).toEqual({ type: 'delta', value: 0.3 });
    const moved = { ...ranForm, legs: ranForm.legs.map((leg, i) => (i === 0 ? { ...leg, target_strike_condition: { type: 'delta' as const, value: 0.45 } } : leg)) };
    const refused = await save('Relabelled spread', moved, { job_id: jobId });
    expect(refused).toMatchObject({ status: 400, body: { error: "The strategy sent is not this run's: its Leg 1 Target Value is 0.45, the run's 0.3. Save the run with the strategy it ran." } });

    const saved = await save('SPY call', ranForm, { job_id: jobId });
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(201);
    expect(saved.body.results_origin).toBe('run');
    // Loaded as the spreads builder loads it (with its result's period and costs), and saved again.
    const record = await api('GET', `/backtests/${String(saved.body.backtest_id)}`);
    const results = record.body.results as { trades: unknown[]; data_period?: { start_date: string; end_date: string }; costs?: Parameters<typeof spreadsFormFrom>[2] };
    expect(results.trades.length).toBeGreaterThan(0);
    const loaded = spreadsFormFrom(record.body.strategy, results.data_period, results.costs);
    if (!loaded) throw new Error('the saved spreads strategy did not load');
    const again = await save('SPY call again', storedSpreadsForm(loaded), { from_backtest_id: String(saved.body.backtest_id) });
    expect(again.status, JSON.stringify(again.body).slice(0, 300)).toBe(201);
    expect(again.body.results_origin).toBe('run');
  });
});
