/**
 * A saved run loaded into a builder and saved again names the saved backtest it came from (POST
 * /save-backtest `{from_backtest_id}`, audit 22 F6): its stored result is copied as a job's is and the
 * new save is 'run' too. Only the caller's own, only a run's copy, only with that run's strategy;
 * the old body form still saves, as 'sent'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_FROM_SAVED_MESSAGES } from '../../shared/contracts/limits';
import { SavedBacktestSchema } from '../../shared/contracts/saved';
import { handler as startCovered } from '../backtests/start-covered-backtest.http';
import { resultKeyOf } from '../jobs/job-service';
import { handler as markFailed } from '../jobs/mark-failed.task';
import { handler as markFinished } from '../jobs/mark-finished.task';
import { deps } from '../platform/deps';
import { startBackend, type Backend } from '../testing/backend-harness';
import { handler as deleteBacktest } from './delete-backtest.http';
import { handler as getBacktest } from './get-backtest.http';
import { handler as saveBacktest } from './save-backtest.http';

/** A run's result as the engine stores it (trades and a period), small: the copying path holds any size (save-from-job.int.test.ts). */
const RESULT = {
  total_pnl: 612.57,
  data_period: { start_date: '2024-01-02', end_date: '2024-03-28' },
  trades: Array.from({ length: 12 }, (_, i) => ({ id: i, entry_date: '2024-01-02', exit_date: '2024-02-01', pnl: 51.05 - (i % 2) * 0.01 })),
};
// The covered run finishedJob starts, as the builder's form holds it.
const STRATEGY = { ticker: 'SPY', shares_multiple: 100, start_date: '2024-01-02', end_date: '2024-03-28', strategy: { covered_call_config: {} } };

let backend: Backend;
beforeAll(async () => {
  // RunBacktest stands in for the engine run (what is tested is how its stored result is copied).
  const run = async (input: unknown) => {
    const { job_id } = input as { job_id: string };
    await deps().blobs.putJson(resultKeyOf(job_id), RESULT);
    return { job_id, result_key: resultKeyOf(job_id) };
  };
  backend = await startBackend({ RunBacktest: run, MarkFinished: markFinished, MarkFailed: markFailed });
});
afterAll(() => backend.stop());

const save = (user: string, body: Record<string, unknown>) => backend.call(saveBacktest, { method: 'POST', path: '/save-backtest', user, body: { backtest_name: 'Again', strategy: STRATEGY, ...body } });
const read = (user: string, id: string) => backend.call(getBacktest, { method: 'GET', path: `/backtests/${id}`, routeKey: 'GET /backtests/{id}', pathParameters: { id }, user });
const idOf = (answer: { body: unknown }) => SavedBacktestSchema.parse(answer.body).backtest_id;

/** A covered run of `user`'s, saved by its job: a 'run' saved backtest. */
async function savedRun(user: string): Promise<string> {
  await deps().users.create(user, 3);
  const started = await backend.call(startCovered, { method: 'POST', path: '/backtest/covered', user, body: { ticker: 'SPY', start_date: '2024-01-02', end_date: '2024-03-28', strategy: { covered_call_config: {} } } });
  expect([200, 202], JSON.stringify(started.body).slice(0, 300)).toContain(started.status);
  await backend.sfn.idle();
  const jobId = (started.body as { job_id?: string }).job_id ?? String(started.headers['x-job-id']);
  const saved = await save(user, { backtest_name: 'First', job_id: jobId });
  expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(201);
  expect(saved.body).toMatchObject({ results_origin: 'run' });
  return idOf(saved);
}

describe('POST /save-backtest {from_backtest_id}', () => {
  it("saves a saved run again as 'run', its result copied to a key of its own", async () => {
    const first = await savedRun('again');
    const again = await save('again', { backtest_name: 'SPY calls, renamed', description: 'the same run', from_backtest_id: first });
    expect(again.status, JSON.stringify(again.body).slice(0, 300)).toBe(201);
    const id = idOf(again);
    expect(id).not.toBe(first);
    expect(SavedBacktestSchema.parse((await read('again', id)).body)).toMatchObject({ name: 'SPY calls, renamed', description: 'the same run', strategy: STRATEGY, results: RESULT, results_origin: 'run' });
    // The copy is the new save's own: deleting the first keeps it whole.
    const deleted = await backend.call(deleteBacktest, { method: 'DELETE', path: `/backtests/${first}`, routeKey: 'DELETE /backtests/{id}', pathParameters: { id: first }, user: 'again' });
    expect(deleted.status).toBe(200);
    expect(SavedBacktestSchema.parse((await read('again', id)).body)).toMatchObject({ results: RESULT, results_origin: 'run' });
  });

  it("refuses another user's saved backtest exactly as one that does not exist, and saves nothing", async () => {
    const theirs = await savedRun('victim');
    await deps().users.create('mallory', 3);
    const stolen = await save('mallory', { from_backtest_id: theirs });
    const none = await save('mallory', { from_backtest_id: '00000000-0000-4000-8000-000000000000' });
    expect(stolen).toMatchObject({ status: 404, body: { error: SAVE_FROM_SAVED_MESSAGES.notFound } });
    expect(none.body).toEqual(stolen.body);
    expect(await deps().saved.list('mallory')).toEqual([]);
    expect((await deps().users.get('mallory'))?.saved_count ?? 0).toBe(0);
  });

  it("refuses a sent copy (it stays 'sent'), a strategy that is not the run's and a result no longer kept, in words; the old body still saves as 'sent'", async () => {
    const run = await savedRun('strict');
    const sent = await save('strict', { backtest_name: 'Imported', results: RESULT });
    expect(sent.body).toMatchObject({ results_origin: 'sent' });
    expect(await save('strict', { from_backtest_id: idOf(sent) })).toMatchObject({ status: 409, body: { error: SAVE_FROM_SAVED_MESSAGES.notARun } });

    const tsla = await save('strict', { from_backtest_id: run, strategy: { ...STRATEGY, ticker: 'TSLA' } });
    expect(tsla.status).toBe(400);
    expect(JSON.stringify(tsla.body)).toContain("The strategy sent is not this run's: its Ticker is TSLA, the run's SPY.");
    const spreads = await save('strict', { from_backtest_id: run, strategy: { ticker: 'SPY', start_date: '2024-01-02', end_date: '2024-03-28', legs: [] } });
    expect(JSON.stringify(spreads.body)).toContain('The strategy sent is a spreads strategy, but this run was a covered strategy');
    // Both ways of naming a result at once, or a name and a result: refused as the schema's unknown field.
    expect((await save('strict', { from_backtest_id: run, results: RESULT })).status).toBe(400);
    expect((await save('strict', { from_backtest_id: run, job_id: 'x' })).status).toBe(400);

    const item = await deps().saved.get('strict', run);
    await deps().blobs.delete(item?.results_key ?? 'missing');
    expect(await save('strict', { from_backtest_id: run })).toMatchObject({ status: 410, body: { error: SAVE_FROM_SAVED_MESSAGES.resultGone } });
    // Only the two saves above: no refusal stored anything or kept a slot.
    expect((await deps().saved.list('strict')).length).toBe(2);
    expect((await deps().users.get('strict'))?.saved_count).toBe(2);
  });
});
