/**
 * A run's result of any legal size is saved by naming its finished job (POST /save-backtest
 * `{job_id}`): the largest legal result is 30.6 MB, over the 5 MB save body, and was refused. The
 * job's stored result is copied to the save's own key; GET /backtests/{id} and POST /shared
 * answer it through a presigned URL. Another user's job, an unfinished one, a failed one and one
 * whose result is gone are refused in words, and the old body form still saves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_FROM_JOB_MESSAGES, SAVE_BODY_MAX_BYTES } from '../../shared/contracts/limits';
import { SavedBacktestSchema } from '../../shared/contracts/saved';
import { SharedBacktestSchema } from '../../shared/contracts/share';
import { handler as startCovered } from '../backtests/start-covered-backtest.http';
import { newJob, resultKeyOf } from '../jobs/job-service';
import { handler as markFailed } from '../jobs/mark-failed.task';
import { handler as markFinished } from '../jobs/mark-finished.task';
import { deps } from '../platform/deps';
import { handler as getShared } from '../shares/get-shared-backtest.http';
import { handler as revokeShare } from '../shares/revoke-share.http';
import { newShareToken } from '../shares/share-service';
import { startBackend, type Backend } from '../testing/backend-harness';
import { handler as deleteBacktest } from './delete-backtest.http';
import { handler as getBacktest } from './get-backtest.http';
import { handler as listBacktests } from './list-backtests.http';
import { handler as saveBacktest } from './save-backtest.http';

/** A result-shaped object of about `mb` MB (many trades), as a long 8-leg run makes. */
const bigResult = (mb: number) => ({
  total_pnl: 4242,
  data_period: { start_date: '2010-01-04', end_date: '2026-07-13' },
  trades: Array.from({ length: Math.round((mb * 1024 * 1024) / 68) }, (_, i) => ({ id: i, entry_date: '2020-01-02', exit_date: '2020-02-03', pnl: i % 97 })),
});
const RESULT = bigResult(12);
// The covered run finishedJob starts, as the builder's form holds it (a save by job must carry the run's strategy).
const STRATEGY = { ticker: 'SPY', shares_multiple: 100, start_date: '2024-01-02', end_date: '2024-03-28', strategy: { covered_call_config: {} } };

let backend: Backend;
beforeAll(async () => {
  // RunBacktest stands in for the engine run whose result is 12 MB (the serving and saving path holds any size stored).
  const run = async (input: unknown) => {
    const { job_id } = input as { job_id: string };
    await deps().blobs.putJson(resultKeyOf(job_id), RESULT);
    return { job_id, result_key: resultKeyOf(job_id) };
  };
  backend = await startBackend({ RunBacktest: run, MarkFinished: markFinished, MarkFailed: markFailed });
});
afterAll(() => backend.stop());

async function finishedJob(user: string): Promise<string> {
  await deps().users.create(user, 3);
  const started = await backend.call(startCovered, { method: 'POST', path: '/backtest/covered', user, body: { ticker: 'SPY', start_date: '2024-01-02', end_date: '2024-03-28', strategy: { covered_call_config: {} } } });
  expect([200, 202], JSON.stringify(started.body).slice(0, 300)).toContain(started.status);
  await backend.sfn.idle();
  return (started.body as { job_id?: string }).job_id ?? String(started.headers['x-job-id']);
}

const save = (user: string, body: Record<string, unknown>) => backend.call(saveBacktest, { method: 'POST', path: '/save-backtest', user, body: { backtest_name: 'Biggest', strategy: STRATEGY, ...body } });
const read = (user: string, id: string) => backend.call(getBacktest, { method: 'GET', path: `/backtests/${id}`, routeKey: 'GET /backtests/{id}', pathParameters: { id }, user });

describe('POST /save-backtest {job_id}', () => {
  it('saves a 12 MB result by its job id and reads it back whole, by its owner and by its share link', async () => {
    expect(JSON.stringify(RESULT).length).toBeGreaterThan(2 * SAVE_BODY_MAX_BYTES);
    const jobId = await finishedJob('saver');
    const saved = await save('saver', { job_id: jobId, description: 'whole range' });
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(201);
    expect(JSON.stringify(saved.body).length).toBeLessThan(64 * 1024);
    const id = SavedBacktestSchema.parse(saved.body).backtest_id;

    const one = await read('saver', id);
    expect(one.status).toBe(200);
    const record = SavedBacktestSchema.parse(one.body);
    expect(record).toMatchObject({ name: 'Biggest', description: 'whole range', strategy: STRATEGY, results: {}, results_origin: 'run' });
    expect(JSON.stringify(one.body).length).toBeLessThan(64 * 1024);
    const followed = await fetch(record.results_url ?? 'missing');
    expect(followed.status).toBe(200);
    expect(await followed.json()).toEqual(RESULT);

    // The copy is the save's own: the job's result going does not take it.
    await deps().blobs.delete(resultKeyOf(jobId));
    const again = SavedBacktestSchema.parse((await read('saver', id)).body);
    expect(await (await fetch(again.results_url ?? 'missing')).json()).toEqual(RESULT);

    // Shared: the visitor gets the same link, whose key names neither the owner nor the backtest.
    const token = newShareToken();
    await deps().shares.create({ token, user_id: 'saver', backtest_id: id, created_at: new Date().toISOString() });
    expect(await deps().saved.setShareToken('saver', id, token)).toBe(true);
    const shared = await backend.call(getShared, { method: 'POST', path: '/shared', routeKey: 'POST /shared', body: { token } });
    expect(shared.status).toBe(200);
    const visitor = SharedBacktestSchema.parse(shared.body);
    expect(Object.keys(shared.body as object).sort()).toEqual(['created_at', 'description', 'name', 'results', 'results_origin', 'results_url', 'shared_at', 'strategy', 'tags']);
    // Copied from the owner's own run: the visitor is not told otherwise.
    expect(visitor.results_origin).toBe('run');
    const url = new URL(visitor.results_url ?? 'http://missing');
    expect(url.pathname).toMatch(/\/saved-results\/[0-9a-f-]{36}\.json$/);
    expect(url.href).not.toContain('saver');
    expect(url.href).not.toContain(id);
    expect(await (await fetch(url)).json()).toEqual(RESULT);

    // Deleting the save deletes its copy.
    const deleted = await backend.call(deleteBacktest, { method: 'DELETE', path: `/backtests/${id}`, routeKey: 'DELETE /backtests/{id}', pathParameters: { id }, user: 'saver' });
    expect(deleted.status).toBe(200);
    expect(await deps().blobs.sizeIfPresent(url.pathname.split('/').slice(-2).join('/'))).toBeUndefined();
  });

  it("ends a revoked share's presigned results_url at once (S3 cannot revoke one: the result moves), and keeps the result whole", async () => {
    const jobId = await finishedJob('revoker');
    const id = SavedBacktestSchema.parse((await save('revoker', { job_id: jobId, description: 'shared, then revoked' })).body).backtest_id;
    const share = async () => {
      const token = newShareToken();
      await deps().shares.create({ token, user_id: 'revoker', backtest_id: id, created_at: new Date().toISOString() });
      expect(await deps().saved.setShareToken('revoker', id, token)).toBe(true);
      const shared = await backend.call(getShared, { method: 'POST', path: '/shared', routeKey: 'POST /shared', body: { token } });
      return SharedBacktestSchema.parse(shared.body).results_url ?? 'missing';
    };
    const visitorLink = await share();
    expect((await fetch(visitorLink)).status).toBe(200);

    const revoked = await backend.call(revokeShare, { method: 'DELETE', path: `/backtests/${id}/share`, routeKey: 'DELETE /backtests/{id}/share', pathParameters: { id }, user: 'revoker' });
    expect(revoked.status).toBe(200);
    // The visitor's link, still within its 15 minutes, reads nothing any more.
    expect((await fetch(visitorLink)).status).toBe(404);
    // The owner's result is whole under its new key, and a new share serves it.
    const own = SavedBacktestSchema.parse((await read('revoker', id)).body);
    expect(own.results_url).not.toBe(visitorLink);
    expect(await (await fetch(own.results_url ?? 'missing')).json()).toEqual(RESULT);
    expect(await (await fetch(await share())).json()).toEqual(RESULT);
  });

  it("refuses another user's job exactly as one that does not exist, and saves nothing", async () => {
    const jobId = await finishedJob('owner');
    const theirs = await save('mallory', { job_id: jobId });
    const none = await save('mallory', { job_id: '00000000-0000-4000-8000-000000000000' });
    expect(theirs).toMatchObject({ status: 404, body: { error: SAVE_FROM_JOB_MESSAGES.notFound } });
    expect(none.status).toBe(404);
    expect(none.body).toEqual(theirs.body);
    expect(await deps().saved.list('mallory')).toEqual([]);
  });

  it('refuses a running job, a failed one and one whose result is gone, in words', async () => {
    await deps().users.create('waiter', 3);
    const running = newJob('waiter', 'covered', {}, false);
    await deps().jobs.create(running);
    expect(await save('waiter', { job_id: running.job_id })).toMatchObject({ status: 409, body: { error: SAVE_FROM_JOB_MESSAGES.running } });
    await deps().jobs.markFailed(running.job_id, 'No data');
    expect(await save('waiter', { job_id: running.job_id })).toMatchObject({ status: 409, body: { error: SAVE_FROM_JOB_MESSAGES.failed } });

    const gone = await finishedJob('late');
    await deps().blobs.delete(resultKeyOf(gone));
    expect(await save('late', { job_id: gone })).toMatchObject({ status: 410, body: { error: SAVE_FROM_JOB_MESSAGES.resultGone } });
    expect(await deps().saved.list('waiter')).toEqual([]);
    expect(await deps().saved.list('late')).toEqual([]);
    // Refusals take no slot of the 500.
    expect((await deps().users.get('late'))?.saved_count ?? 0).toBe(0);
  });

  it('refuses a body with both results and job_id, and still saves the old body form', async () => {
    const both = await save('both', { job_id: 'x', results: { total_pnl: 1 } });
    expect(both).toMatchObject({ status: 400, body: { error: expect.stringContaining('results') } });
    const old = await save('both', { results: { total_pnl: 1, trades: [{ pnl: 1 }] } });
    expect(old.status).toBe(201);
    const id = SavedBacktestSchema.parse(old.body).backtest_id;
    expect(old.body).toMatchObject({ results_origin: 'sent' });
    // Stored as sent, so marked as such in every answer: the backtester cannot vouch for it (audit 21 F2).
    expect(SavedBacktestSchema.parse((await read('both', id)).body)).toMatchObject({ strategy: STRATEGY, results: { total_pnl: 1, trades: [{ pnl: 1 }] }, results_origin: 'sent' });
    const listed = await backend.call(listBacktests, { method: 'GET', path: '/backtests', routeKey: 'GET /backtests', user: 'both' });
    expect((listed.body as { backtests: unknown[] }).backtests).toEqual([expect.objectContaining({ backtest_id: id, results_origin: 'sent' })]);
  });

  it("refuses, in words, a strategy that is not the job's (another ticker, other dates, the other builder), and saves nothing (audit 22 F3)", async () => {
    const jobId = await finishedJob('mislabel');
    const tsla = await save('mislabel', { job_id: jobId, strategy: { ...STRATEGY, name: 'TSLA weekly calls', ticker: 'TSLA' } });
    expect(tsla.status).toBe(400);
    expect(JSON.stringify(tsla.body)).toContain("The strategy sent is not this run's: its Ticker is TSLA, the run's SPY.");
    const dates = await save('mislabel', { job_id: jobId, strategy: { ...STRATEGY, start_date: '2020-01-02' } });
    expect(dates.status).toBe(400);
    expect(JSON.stringify(dates.body)).toContain("its Start Date is 2020-01-02, the run's 2024-01-02");
    const spreads = await save('mislabel', { job_id: jobId, strategy: { name: 'SPY put spread', ticker: 'SPY', start_date: '2024-01-02', end_date: '2024-03-28', legs: [] } });
    expect(spreads.status).toBe(400);
    expect(JSON.stringify(spreads.body)).toContain('The strategy sent is a spreads strategy, but this run was a covered strategy');
    const listed = await backend.call(listBacktests, { method: 'GET', path: '/backtests', routeKey: 'GET /backtests', user: 'mislabel' });
    expect((listed.body as { backtests: unknown[] }).backtests).toEqual([]);
    // The run's own strategy, its ticker in lower case as typed, saves.
    const own = await save('mislabel', { job_id: jobId, strategy: { ...STRATEGY, ticker: 'spy' } });
    expect(own.status, JSON.stringify(own.body).slice(0, 300)).toBe(201);
  });
});
