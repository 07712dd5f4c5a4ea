import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SweepAnswerSchema, StartSweepAnswerSchema } from '../../shared/contracts/sweep-result';
import { SWEEP_ALREADY_RUNNING, SWEEP_PRO_ONLY } from '../../shared/domain/sweep-messages';
import type { MarketData } from '../../shared/engine/market/market-data';
import { withBadQuotesBeyond } from '../../shared/sweep/testing/bad-quotes';
import { handler as getJob } from '../jobs/get-job.http';
import { handler as markFailed } from '../jobs/mark-failed.task';
import { handler as markFinished } from '../jobs/mark-finished.task';
import { handler as runBacktest } from '../jobs/run-backtest.task';
import { loadMarketData } from '../market/load-market-data';
import { deps } from '../platform/deps';
import { LOCAL_SWEEP_STATE_MACHINE_ARN, localTaskArn } from '../platform/local-mode';
import { SWEEP_TASKS } from '../routes';
import { startBackend, type Backend } from '../testing/backend-harness';
import { handler as getUserStatus } from '../users/get-user-status.http';
import { handler as getSweep } from './get-sweep.http';
import { handler as markSweepFailed } from './mark-sweep-failed.task';
import { handler as planSweep } from './plan-sweep.task';
import { handler as reduceSweep } from './reduce-sweep.task';
import { runSweepBatchHandler } from './run-sweep-batch-handler';
import { handler as startSweep } from './start-sweep.http';
import { localizeDistributedMap, sweepStateMachineDefinition } from './sweep-state-machine';

let backend: Backend;
let batchCalls = 0;
beforeAll(async () => {
  // Real SPY data whose far expiries (> 40 days) carry a broken row: cells trading them fail.
  const spy = withBadQuotesBeyond(await loadMarketData('SPY', { store: null }), 40);
  const runBatch = runSweepBatchHandler(async (): Promise<MarketData> => spy);
  const definition = localizeDistributedMap(
    sweepStateMachineDefinition({
      planSweep: localTaskArn(SWEEP_TASKS.planSweep.name),
      runSweepBatch: localTaskArn(SWEEP_TASKS.runSweepBatch.name),
      reduceSweep: localTaskArn(SWEEP_TASKS.reduceSweep.name),
      markSweepFailed: localTaskArn(SWEEP_TASKS.markSweepFailed.name),
    }),
  );
  backend = await startBackend(
    {
      RunBacktest: runBacktest,
      MarkFinished: markFinished,
      MarkFailed: markFailed,
      PlanSweep: planSweep,
      RunSweepBatch: (input) => ((batchCalls += 1), runBatch(input)),
      ReduceSweep: reduceSweep,
      MarkSweepFailed: markSweepFailed,
    },
    [{ arn: LOCAL_SWEEP_STATE_MACHINE_ARN, definition }],
  );
});
afterAll(() => backend.stop());

const sweepBody = (deltaTo = 0.4) => ({
  kind: 'covered',
  base: { ticker: 'SPY', start_date: '2022-01-03', end_date: '2023-12-29', strategy: { start_type: 'cash_secured_put', cash_secured_put_config: {} } },
  parameters: [{ field: 'put.dte', values: [14, 60] }, { field: 'put.delta', from: 0.1, to: deltaTo, step: 0.025 }],
});
const start = (user: string, body: unknown) => backend.call(startSweep, { method: 'POST', path: '/sweeps', user, body });
const read = (user: string, id: string) =>
  backend.call(getSweep, { method: 'GET', path: `/sweeps/${id}`, routeKey: 'GET /sweeps/{sweepId}', pathParameters: { sweepId: id }, user });
const freeLeft = async (user: string) =>
  ((await backend.call(getUserStatus, { method: 'GET', path: '/getuserstatus', user })).body as { free_backtests_remaining: number }).free_backtests_remaining;

async function makePro(user: string) {
  const { users } = deps();
  await users.create(user, 3);
  await users.applyBilling(user, { paid: true });
}

async function pollUntilEnded(user: string, id: string) {
  const seen: number[] = [];
  for (let i = 0; i < 600; i++) {
    const answer = SweepAnswerSchema.parse((await read(user, id)).body);
    seen.push(answer.cells_done);
    if (answer.status !== 'running') return { answer, seen };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('sweep never ended');
}

describe('sweeps through the sweep state machine', () => {
  it('refuses a free user with the paywall message (402) and spends nothing', async () => {
    const answer = await start('free-fay', sweepBody());
    expect(answer).toMatchObject({ status: 402, body: { error: SWEEP_PRO_ONLY } });
    expect(await freeLeft('free-fay')).toBe(3);
  });

  it('runs every cell in batches, reports failing cells per cell, refuses a second concurrent sweep', async () => {
    await makePro('pro-pat');
    const answer = await start('pro-pat', sweepBody());
    expect(answer.status).toBe(202);
    const { sweep_id, cells_total } = StartSweepAnswerSchema.parse(answer.body);
    expect(cells_total).toBe(26);

    const second = await start('pro-pat', sweepBody(0.3));
    expect(second).toMatchObject({ status: 409, body: { error: SWEEP_ALREADY_RUNNING } });

    const { answer: ended, seen } = await pollUntilEnded('pro-pat', sweep_id);
    expect(ended.status).toBe('finished');
    expect(ended.cells_done).toBe(26);
    expect(seen.every((n, i) => i === 0 || n >= (seen[i - 1] ?? 0))).toBe(true);
    expect(batchCalls).toBe(2); // 26 cells in batches of 25
    const result = ended.result;
    if (!result) throw new Error('no result');
    expect(result.axes.map((a) => [a.field, a.values.length])).toEqual([['put.dte', 2], ['put.delta', 13]]);
    expect(result.cells.map((c) => c.index)).toEqual(Array.from({ length: 26 }, (_, i) => i));
    // DTE 14 cells ran; every DTE 60 cell hit the broken far-expiry rows and says so.
    const [near, far] = [result.cells.slice(0, 13), result.cells.slice(13)];
    expect(near.every((c) => c.status === 'ok' && (c.metrics?.total_trades ?? 0) > 0)).toBe(true);
    expect(far.every((c) => c.status === 'failed' && /^Bad option data: SPY\d{6}P\d{8} on .* has last_trade_price NaN$/.test(c.error ?? ''))).toBe(true);
    expect(result.cells_failed).toBe(13);
    expect(ended.cells_failed).toBe(13);
    expect(result.cells[4]?.values).toEqual([14, 0.2]);
    expect(result.split_date).toMatch(/^2023-05/);
    // The last trading day, for the walk-forward to name a partial last year.
    expect(result.last_date).toBe('2023-12-29');
    // Each cell that ran keeps its dollars through the batches, S3 and the reduce (the lab names them
    // beside a depleted cell's figures): one start for every cell, its P&L to the end to the cent,
    // the out-of-sample part's return from the equity at the cut, the last year's end the end.
    for (const c of near) {
      const b = c.balances;
      if (!b || !c.metrics || !c.out_sample) throw new Error(`cell ${c.index} has no balances`);
      expect(b.start).toBe(near[0]?.balances?.start);
      expect(Math.round((b.end - b.start) * 100) / 100).toBe(c.metrics.total_pnl);
      expect(c.out_sample.return_pct).toBeCloseTo((b.end / b.at_split - 1) * 100, 4);
      expect(b.year_end['2023']).toBe(b.end);
    }
    expect(far.every((c) => c.balances === undefined)).toBe(true);

    // The slot is free again once the sweep has ended; a Pro sweep spends no free backtest.
    const next = await start('pro-pat', sweepBody(0.2));
    expect(next.status).toBe(202);
    await pollUntilEnded('pro-pat', StartSweepAnswerSchema.parse(next.body).sweep_id);
    expect(await freeLeft('pro-pat')).toBe(3);
  });

  it('refuses a grid over 1,000 cells with its size (400), starting nothing', async () => {
    await makePro('pro-quin');
    const body = { ...sweepBody(), parameters: [{ field: 'put.dte', from: 1, to: 100, step: 1 }, { field: 'put.delta', from: 0.01, to: 0.2, step: 0.01 }] };
    const answer = await start('pro-quin', body);
    expect(answer).toMatchObject({ status: 400, body: { error: expect.stringContaining('This sweep has 2,000 cells; at most 1,000 are allowed') } });
  });

  it('refuses a range whose tiny step gives a value twice (400), starting nothing', async () => {
    await makePro('pro-rita');
    const body = { ...sweepBody(), parameters: [{ field: 'put.delta', from: 0.1, to: 0.1000000001, step: 1e-11 }] };
    const answer = await start('pro-rita', body);
    expect(answer).toMatchObject({ status: 400, body: { error: expect.stringContaining('put.delta: a step of 1e-11 gives 0.1 twice (values are rounded to 10 decimal places); use a larger step') } });
  });

  it('hides a sweep from everyone but its owner (404)', async () => {
    await makePro('pro-ray');
    const { sweep_id } = StartSweepAnswerSchema.parse((await start('pro-ray', sweepBody(0.15))).body);
    expect(await read('mallory', sweep_id)).toMatchObject({ status: 404, body: { error: 'Sweep not found' } });
    await pollUntilEnded('pro-ray', sweep_id);
    // Its record shares the Jobs table, but it is no job: GET /jobs/{id} does not answer it (not even
    // to its owner: that function may read only jobs/ results, the sweep's is under sweeps/).
    const asJob = (user: string) => backend.call(getJob, { method: 'GET', path: `/jobs/${sweep_id}`, routeKey: 'GET /jobs/{jobId}', pathParameters: { jobId: sweep_id }, user });
    for (const user of ['mallory', 'pro-ray']) expect(await asJob(user)).toMatchObject({ status: 404, body: { error: 'Job not found' } });
  });
});
