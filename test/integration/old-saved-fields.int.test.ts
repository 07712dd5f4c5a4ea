/**
 * Nothing a user saved is lost now that requests refuse unknown keys: a saved backtest whose
 * strategy carries keys an older version wrote still lists, reads back whole, reloads into the
 * builder (the frontend's own loaders) and runs again; a job queued with such a key still runs.
 * Here under test/ because it joins the frontend's loaders to the API, which neither may import.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema } from '../../shared/contracts/covered';
import { CoveredBacktestResultSchema } from '../../shared/contracts/results';
import { SavedBacktestSchema } from '../../shared/contracts/saved';
import { coveredFormFrom } from '../../frontend/src/features/backtest/covered/covered-storage';
import { spreadsFormFrom, spreadsRequest } from '../../frontend/src/features/backtest/spreads/spreads-storage';
import { handler as startMultiLeg } from '../../functions/backtests/start-backtest.http';
import { handler as startCovered } from '../../functions/backtests/start-covered-backtest.http';
import { handler as getJob } from '../../functions/jobs/get-job.http';
import { newJob } from '../../functions/jobs/job-service';
import { handler as markFailed } from '../../functions/jobs/mark-failed.task';
import { handler as markFinished } from '../../functions/jobs/mark-finished.task';
import { handler as runBacktest } from '../../functions/jobs/run-backtest.task';
import { deps } from '../../functions/platform/deps';
import { startBackend, type Answer, type Backend } from '../../functions/testing/backend-harness';
import { handler as getBacktest } from '../../functions/saved/get-backtest.http';
import { handler as listBacktests } from '../../functions/saved/list-backtests.http';
import { newBacktestId } from '../../functions/saved/saved-service';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({ RunBacktest: runBacktest, MarkFinished: markFinished, MarkFailed: markFailed });
});
afterAll(() => backend.stop());

const USER = 'long-time-saver';

/** A covered form as an older version saved it: keys the contract does not know at several depths. */
const oldCoveredForm = {
  ticker: 'SPY',
  shares_multiple: 100,
  start_date: '2024-01-02',
  end_date: '2024-03-28',
  commission_per_contract: 0,
  slippage_pct_of_spread: 0,
  legacy_form_version: 2,
  strategy: {
    name: 'Old covered',
    legacy_flag: true,
    covered_call_config: {
      DTE_target: 21,
      strike_target_condition: { type: 'delta', delta: 0.25, tolerance: null, legacy_rounding: 'nearest' },
      exit_conditions: [{ type: 'dte_stop', min_dte: 2, legacy_note: 'x' }],
    },
  },
};

/** A spreads strategy as an older version saved it. */
const oldSpreads = {
  name: 'Old spread',
  ticker: 'SPY',
  start_date: '2024-01-02',
  end_date: '2024-06-28',
  legacy_layout: 'grid',
  min_volume: 0,
  legs: [
    { side: 'long', option_type: 'call', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: 0.5, legacy: 1 }, legacy_uid: 'a' },
    { side: 'short', option_type: 'call', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: 0.3 }, children: [], legacy_uid: 'b' },
  ],
  global_exit_conditions: [{ type: 'percentage_profit', value: 50, legacy: true }],
};

/** Writes the item as the older version did, straight into the table (no counter, no summary). */
async function seedOld(name: string, strategy: Record<string, unknown>, results: Record<string, unknown>): Promise<string> {
  const id = newBacktestId();
  await deps().saved.put({ user_id: USER, backtest_id: id, name, description: '', tags: [], created_at: new Date().toISOString(), payload_json: JSON.stringify({ strategy, results }) });
  return id;
}

const readOne = (id: string) => backend.call(getBacktest, { method: 'GET', path: `/backtests/${id}`, routeKey: 'GET /backtests/{id}', pathParameters: { id }, user: USER });

async function ranToEnd(answer: Answer): Promise<{ job_status: string; result?: { result: unknown }; error?: string }> {
  if (answer.status === 200 && !answer.headers['x-job-id']) return { job_status: 'finished', result: { result: answer.body } };
  expect([200, 202]).toContain(answer.status);
  const id = answer.status === 202 ? (answer.body as { job_id: string }).job_id : String(answer.headers['x-job-id']);
  for (let i = 0; i < 400; i++) {
    const polled = await backend.call(getJob, { method: 'GET', path: `/jobs/${id}`, routeKey: 'GET /jobs/{jobId}', pathParameters: { jobId: id }, user: USER });
    const body = polled.body as { job_status: string };
    if (body.job_status !== 'running') return body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('job never ended');
}

describe('a saved backtest with keys an older version wrote', () => {
  it('lists, reads back whole, reloads into the covered builder and runs again', async () => {
    const id = await seedOld('Old covered', oldCoveredForm, { total_pnl: 5, trades: [], data_period: { start_date: '2024-01-02', end_date: '2024-03-28' } });

    const listed = await backend.call(listBacktests, { method: 'GET', path: '/backtests', user: USER });
    expect(listed.status).toBe(200);
    expect((listed.body as { backtests: { backtest_id: string }[] }).backtests.map((b) => b.backtest_id)).toContain(id);
    const record = SavedBacktestSchema.parse((await readOne(id)).body);
    // Read back exactly as saved, the older keys included.
    expect(record.strategy).toEqual(oldCoveredForm);

    const form = coveredFormFrom(record.strategy);
    expect(form).toMatchObject({ ticker: 'SPY', strategy: { covered_call_config: { DTE_target: 21, strike_target_condition: { delta: 0.25 }, exit_conditions: [{ type: 'dte_stop', min_dte: 2 }] } } });
    // What the covered page sends: the form parsed by the request contract.
    const request = CoveredBacktestRequestSchema.parse(form);
    const ended = await ranToEnd(await backend.call(startCovered, { method: 'POST', path: '/backtest/covered', user: USER, body: request }));
    expect(ended.job_status).toBe('finished');
    expect(CoveredBacktestResultSchema.parse(ended.result?.result).data_period).toEqual({ start_date: '2024-01-02', end_date: '2024-03-28' });
  });

  it('reloads a spreads strategy into the builder and runs it again', async () => {
    const id = await seedOld('Old spread', oldSpreads, { total_pnl: 1, trades: [], data_period: { start_date: '2024-01-02', end_date: '2024-06-28' } });
    const record = SavedBacktestSchema.parse((await readOne(id)).body);
    expect(record.strategy).toEqual(oldSpreads);
    const form = spreadsFormFrom(record.strategy);
    expect(form?.legs).toHaveLength(2);
    const built = spreadsRequest(form ?? (undefined as never));
    expect(built).toMatchObject({ ok: true });
    if (!built.ok) return;
    expect(built.request.strategy.global_exit_conditions).toEqual([{ type: 'percentage_profit', value: 50 }]);
    const ended = await ranToEnd(await backend.call(startMultiLeg, { method: 'POST', path: '/backtest', user: USER, body: built.request }));
    expect(ended.job_status).toBe('finished');
  });

  it('runs a job queued (by the version before a deploy) with a key the contract no longer knows', async () => {
    const parsed = CoveredBacktestRequestSchema.parse({ ticker: 'SPY', start_date: '2024-01-02', end_date: '2024-03-28', strategy: { covered_call_config: {} } });
    const request = { ...parsed, legacy_queued_field: 1, strategy: { ...parsed.strategy, legacy_strategy_field: 'x' } };
    const job = newJob(USER, 'covered', request, false);
    await deps().jobs.create(job);
    const done = await runBacktest({ job_id: job.job_id });
    expect(done).toEqual({ job_id: job.job_id, result_key: `jobs/${job.job_id}/result.json` });
    expect(CoveredBacktestResultSchema.parse(await deps().blobs.getJson(done.result_key)).data_period.start_date).toBe('2024-01-02');
  });
});
