/**
 * A spreads backtest saved through the API as the whole run request (POST /save-backtest takes any
 * object as its strategy) before a request's two tickers had to agree (8ac0ba9): ticker SPY at the
 * top, QQQ in its strategy. That run ran on SPY: the runner, the CLI and the sweeps load the
 * request's ticker, and the engine never reads the strategy's. Reloading it must give the builder
 * that run (SPY, its legs, balance and costs), show the saved result as saved, and running it again
 * must give the same result. Here under test/ because it joins the frontend's loaders to the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BacktestResultSchema } from '../../shared/contracts/results';
import { SavedBacktestListSchema, SavedBacktestSchema } from '../../shared/contracts/saved';
import { spreadsFormFrom, spreadsRequest, spreadsResultFrom } from '../../frontend/src/features/backtest/spreads/spreads-storage';
import { toCardView } from '../../frontend/src/features/saved/saved-display';
import { handler as startMultiLeg } from '../../functions/backtests/start-backtest.http';
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

const USER = 'api-saver-two-tickers';

/** The request an API client ran and saved as its strategy, before the rule: SPY at the top, QQQ in the strategy. */
const oldRequest = {
  ticker: 'SPY',
  balance: 50_000,
  min_volume: 0,
  start_date: '2024-01-02',
  end_date: '2024-06-28',
  commission_per_contract: 0.65,
  slippage_pct_of_spread: 10,
  commission_per_share: 0,
  strategy: {
    name: 'API bull call spread',
    ticker: 'QQQ',
    starting_balance: 50_000,
    min_volume: 0,
    legs: [
      { side: 'long', option_type: 'call', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: 0.5 } },
      { side: 'short', option_type: 'call', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: 0.3 } },
    ],
    global_exit_conditions: [{ type: 'percentage_profit', value: 50 }],
  },
};

async function ranToEnd(answer: Answer): Promise<unknown> {
  if (answer.status === 200 && !answer.headers['x-job-id']) return answer.body;
  expect([200, 202]).toContain(answer.status);
  const id = answer.status === 202 ? (answer.body as { job_id: string }).job_id : String(answer.headers['x-job-id']);
  for (let i = 0; i < 600; i++) {
    const polled = await backend.call(getJob, { method: 'GET', path: `/jobs/${id}`, routeKey: 'GET /jobs/{jobId}', pathParameters: { jobId: id }, user: USER });
    const body = polled.body as { job_status: string; result?: { result: unknown }; error?: string };
    if (body.job_status === 'finished') return body.result?.result;
    if (body.job_status !== 'running') throw new Error(`job ${body.job_status}: ${body.error ?? ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('job never ended');
}

/** The run as a job queued before the rule ran it (the stored request is read as written). */
async function ranBeforeTheRule(request: unknown): Promise<unknown> {
  const job = newJob(USER, 'multileg', request, false);
  await deps().jobs.create(job);
  const done = await runBacktest({ job_id: job.job_id });
  return deps().blobs.getJson(done.result_key);
}

const withoutTiming = (r: unknown) => BacktestResultSchema.parse(r);

describe('a spreads run request saved with two different tickers (before they had to agree)', () => {
  it('reloads on the ticker it ran on, shows the saved result unchanged, and runs again to the same result', async () => {
    const saved = await ranBeforeTheRule(oldRequest);
    // It ran on SPY: on QQQ, the strategy's ticker, the same legs give another result.
    const onQqq = await ranBeforeTheRule({ ...oldRequest, ticker: 'QQQ' });
    expect(withoutTiming(saved).total_pnl).not.toBe(withoutTiming(onQqq).total_pnl);

    const id = newBacktestId();
    await deps().saved.put({
      user_id: USER, backtest_id: id, name: 'Saved via the API', description: '', tags: [], created_at: new Date().toISOString(),
      payload_json: JSON.stringify({ strategy: oldRequest, results: saved }),
    });

    const listed = SavedBacktestListSchema.parse((await backend.call(listBacktests, { method: 'GET', path: '/backtests', user: USER })).body);
    const card = listed.backtests.find((b) => b.backtest_id === id);
    expect(card && toCardView(card)).toMatchObject({ ticker: 'SPY', strategyName: 'API bull call spread', typeLabel: 'Spreads' });

    const record = SavedBacktestSchema.parse((await backend.call(getBacktest, { method: 'GET', path: `/backtests/${id}`, routeKey: 'GET /backtests/{id}', pathParameters: { id }, user: USER })).body);
    // Nothing saved is lost or changed.
    expect(record.strategy).toEqual(oldRequest);
    expect(record.results).toEqual(saved);
    const result = spreadsResultFrom(record.results);
    expect(result).toEqual(withoutTiming(saved));

    // What the spreads page loads (spreads-page.tsx initialForm): the run, not the strategy's copy.
    const form = spreadsFormFrom(record.strategy, result?.data_period, result?.costs);
    expect(form).toMatchObject({
      name: 'API bull call spread', ticker: 'SPY', starting_balance: 50_000, min_volume: 0, start_date: '2024-01-02', end_date: '2024-06-28',
      commission_per_contract: 0.65, slippage_pct_of_spread: 10, global_exit_conditions: [{ type: 'percentage_profit', value: 50 }],
    });
    expect(form?.legs.map((l) => [l.side, l.target_strike_condition.value])).toEqual([['long', 0.5], ['short', 0.3]]);

    const built = spreadsRequest(form ?? (undefined as never));
    if (!built.ok) throw new Error(built.message);
    expect([built.request.ticker, built.request.strategy.ticker]).toEqual(['SPY', 'SPY']);
    const again = await ranToEnd(await backend.call(startMultiLeg, { method: 'POST', path: '/backtest', user: USER, body: built.request }));
    expect(withoutTiming(again)).toEqual(withoutTiming(saved));
  });

  it('a body without its ticker and costs (they ran as the contract defaults them: TSLA, $0.65, 25%) reloads as that run', async () => {
    const { ticker: _top, commission_per_contract: _c, slippage_pct_of_spread: _s, commission_per_share: _p, ...bare } = oldRequest;
    const saved = await ranBeforeTheRule(bare);
    // Not the strategy's QQQ, and not frictionless: before, the form read QQQ and $0 / 0%.
    expect(withoutTiming(saved)).toEqual(withoutTiming(await ranBeforeTheRule({ ...oldRequest, ticker: 'TSLA', commission_per_contract: 0.65, slippage_pct_of_spread: 25 })));
    const result = spreadsResultFrom(saved);
    const form = spreadsFormFrom(bare, result?.data_period, result?.costs);
    expect(form).toMatchObject({ ticker: 'TSLA', commission_per_contract: 0.65, slippage_pct_of_spread: 25, commission_per_share: 0 });
    const built = spreadsRequest(form ?? (undefined as never));
    if (!built.ok) throw new Error(built.message);
    const again = await ranToEnd(await backend.call(startMultiLeg, { method: 'POST', path: '/backtest', user: USER, body: built.request }));
    expect(withoutTiming(again)).toEqual(withoutTiming(saved));
  });
});
