import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema } from '../../shared/contracts/covered';
import { BacktestResultSchema, CoveredBacktestResultSchema } from '../../shared/contracts/results';
import { handler as startMultiLeg } from '../backtests/start-backtest.http';
import { handler as startCovered } from '../backtests/start-covered-backtest.http';
import { startBacktest } from '../backtests/start-backtest-service';
import { startBackend, type Answer, type Backend } from '../testing/backend-harness';
import { deps } from '../platform/deps';
import { handler as getUserStatus } from '../users/get-user-status.http';
import { handler as getJob } from './get-job.http';
import { handler as markFailed } from './mark-failed.task';
import { handler as markFinished } from './mark-finished.task';
import { handler as runBacktest } from './run-backtest.task';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({ RunBacktest: runBacktest, MarkFinished: markFinished, MarkFailed: markFailed });
});
afterAll(() => backend.stop());

const coveredRequest = (start: string, end: string) => ({ ticker: 'SPY', start_date: start, end_date: end, strategy: { covered_call_config: {} } });
const start = (user: string, body: unknown) => backend.call(startCovered, { method: 'POST', path: '/backtest/covered', user, body });
const job = (user: string, id: string) =>
  backend.call(getJob, { method: 'GET', path: `/jobs/${id}`, routeKey: 'GET /jobs/{jobId}', pathParameters: { jobId: id }, user });
const freeLeft = async (user: string) =>
  ((await backend.call(getUserStatus, { method: 'GET', path: '/getuserstatus', user })).body as { free_backtests_remaining: number }).free_backtests_remaining;

/** The job id of a start answer: 202 `{job_id}`, or the fast path's 200 with the x-job-id header. */
function jobIdOf(answer: Answer): string {
  if (answer.status === 202) return (answer.body as { job_id: string }).job_id;
  expect(answer.status).toBe(200);
  return String(answer.headers['x-job-id']);
}

async function pollUntilEnded(user: string, id: string): Promise<Answer> {
  for (let i = 0; i < 200; i++) {
    const answer = await job(user, id);
    if ((answer.body as { job_status: string }).job_status !== 'running') return answer;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('job never ended');
}

describe('backtest jobs through the state machine', () => {
  it('runs a covered backtest to finished with the engine\'s result and spends one free backtest', async () => {
    const answer = await start('ann', coveredRequest('2024-01-02', '2024-03-28'));
    const id = jobIdOf(answer);
    const ended = await pollUntilEnded('ann', id);
    expect(ended.status).toBe(200);
    const body = ended.body as { job_status: string; result: { result: unknown } };
    expect(body.job_status).toBe('finished');
    const result = CoveredBacktestResultSchema.parse(body.result.result);
    expect(result.data_period).toEqual({ start_date: '2024-01-02', end_date: '2024-03-28' });
    // The worker adds the model-risk runs to a result on modeled chains (issue 15): ±1.4 vol points for SPY.
    expect(result.model_risk?.shift_vol_points).toBe(1.4);
    expect(result.model_risk?.equity_low).toHaveLength(result.equity_curve.length);
    if (answer.status === 200) expect(answer.body).toEqual(body.result.result);
    expect(await freeLeft('ann')).toBe(2);
  });

  it('runs a multi-leg (bull call spread) backtest to finished', async () => {
    const strategy = {
      name: 'Bull Call Spread',
      ticker: 'SPY',
      legs: [
        { side: 'long', option_type: 'call', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: 0.5 } },
        { side: 'short', option_type: 'call', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: 0.3 } },
      ],
    };
    const body = { strategy, balance: 100_000, ticker: 'SPY', min_volume: 0, start_date: '2024-01-02', end_date: '2024-06-28' };
    const answer = await backend.call(startMultiLeg, { method: 'POST', path: '/backtest', user: 'flo', body });
    const ended = await pollUntilEnded('flo', jobIdOf(answer));
    expect(ended.body).toMatchObject({ job_status: 'finished' });
    const result = BacktestResultSchema.parse((ended.body as { result: { result: unknown } }).result.result);
    expect(result.data_period).toEqual({ start_date: '2024-01-02', end_date: '2024-06-28' });
    expect(result.start_balance).toBe(100_000);
    expect(result.total_trades).toBeGreaterThan(0);
    expect(result.model_risk?.equity_high).toHaveLength(result.equity_curve.length);
  });

  it('ends a failing request failed with its message and gives the free backtest back', async () => {
    // The start routes now refuse a range with no trading day at once (audit 21 F3, run-messages.int.test.ts),
    // so this job is started past them, as one whose data changed between its start and its run would be.
    const started = await startBacktest(deps(), 'bob', 'covered', CoveredBacktestRequestSchema.parse(coveredRequest('2005-01-03', '2005-06-30')));
    const ended = await pollUntilEnded('bob', started.jobId);
    expect(ended.body).toMatchObject({ job_status: 'failed', error: expect.stringContaining('No trading days for SPY between 2005-01-03 and 2005-06-30') });
    await backend.sfn.idle();
    expect(await freeLeft('bob')).toBe(3);
  });

  it('answers 400 naming an unknown ticker and the tickers with data, spending nothing', async () => {
    const answer = await start('cid', { ...coveredRequest('2024-01-02', '2024-02-01'), ticker: 'ZZZZ' });
    expect(answer).toMatchObject({ status: 400, body: { error: expect.stringMatching(/ZZZZ.*Tickers with data: .*SPY/) } });
    expect(await freeLeft('cid')).toBe(3);
  });

  it('starts exactly 3 of 20 concurrent runs with 3 free backtests; the others get 402', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => start('dee', coveredRequest('2024-01-02', '2024-01-31'))));
    const started = answers.filter((a) => a.status === 200 || a.status === 202);
    const refused = answers.filter((a) => a.status === 402);
    expect(started).toHaveLength(3);
    expect(refused).toHaveLength(17);
    expect(refused[0]?.body).toEqual({ error: 'No free backtests remaining. Upgrade to Pro for unlimited backtests.' });
    await backend.sfn.idle();
    expect(backend.sfn.executions.size).toBeGreaterThanOrEqual(3);
    expect(await freeLeft('dee')).toBe(0);
  });

  it('lets trial and paid users run without spending free backtests', async () => {
    const { users } = deps();
    const now = Math.floor(Date.now() / 1000);
    for (const [user, patch] of [['gus', { trial: true, trial_end: now + 86_400 }], ['hal', { paid: true }]] as const) {
      await users.create(user, 3);
      await users.applyBilling(user, patch);
      // As many at once as the per-user cap of running jobs allows (running-cap.int.test.ts).
      const answers = await Promise.all(Array.from({ length: 3 }, () => start(user, coveredRequest('2024-01-02', '2024-01-31'))));
      expect(answers.map((a) => a.status === 200 || a.status === 202)).toEqual([true, true, true]);
      expect(await freeLeft(user)).toBe(3);
    }
    await backend.sfn.idle();
  });

  it('hides a job from everyone but its owner (404)', async () => {
    const id = jobIdOf(await start('eve', coveredRequest('2024-01-02', '2024-01-31')));
    expect(await job('mallory', id)).toMatchObject({ status: 404, body: { error: 'Job not found' } });
    expect(await job('eve', 'no-such-job')).toMatchObject({ status: 404 });
    await backend.sfn.idle();
  });
});
