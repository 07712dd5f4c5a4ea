/**
 * Issue 17: no answer exceeds Lambda's 6 MB response limit. A 10 MB job result is answered as a
 * presigned URL the client follows (it was answered inline: unreadable deployed), and 300 saves,
 * three of them 4 MB, list as pages of 50 summaries (the list was 12 MB with three large saves)
 * while GET /backtests/{id} answers one whole record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SavedBacktestListSchema, SavedBacktestSchema } from '../../shared/contracts/saved';
import { SAVED_PAGE_SIZE } from '../../shared/contracts/limits';
import { handler as startCovered } from '../backtests/start-covered-backtest.http';
import { handler as getJob } from '../jobs/get-job.http';
import { handler as markFailed } from '../jobs/mark-failed.task';
import { handler as markFinished } from '../jobs/mark-finished.task';
import { deps } from '../platform/deps';
import { startBackend, type Answer, type Backend } from '../testing/backend-harness';
import { handler as getBacktest } from './get-backtest.http';
import { handler as listBacktests } from './list-backtests.http';
import { handler as saveBacktest } from './save-backtest.http';

const LAMBDA_RESPONSE_MAX = 6 * 1024 * 1024;
const size = (a: Answer) => JSON.stringify(a.body).length;
/** A result-shaped object of about `mb` MB (many trades), as a huge max_open_positions produced. */
const bigResult = (mb: number) => ({
  total_pnl: 42,
  data_period: { start_date: '2010-01-04', end_date: '2026-03-27' },
  trades: Array.from({ length: Math.round((mb * 1024 * 1024) / 68) }, (_, i) => ({ id: i, entry_date: '2020-01-02', exit_date: '2020-02-03', pnl: i % 97 })),
});

const RESULT = bigResult(10);
let backend: Backend;
beforeAll(async () => {
  // RunBacktest stands in for an engine run whose result is 10 MB (the engine's limits now keep
  // real results smaller; the serving path must hold whatever size is stored).
  const run = async (input: unknown) => {
    const { job_id } = input as { job_id: string };
    await deps().blobs.putJson(`jobs/${job_id}/result.json`, RESULT);
    return { job_id, result_key: `jobs/${job_id}/result.json` };
  };
  backend = await startBackend({ RunBacktest: run, MarkFinished: markFinished, MarkFailed: markFailed });
});
afterAll(() => backend.stop());

describe('answers under the Lambda response limit', () => {
  it('answers a 10 MB job result as a presigned URL that holds the whole result', async () => {
    expect(JSON.stringify(RESULT).length).toBeGreaterThan(10 * 1024 * 1024 * 0.95);
    await deps().users.create('big-result', 3);
    const started = await backend.call(startCovered, { method: 'POST', path: '/backtest/covered', user: 'big-result', body: { ticker: 'SPY', start_date: '2024-01-02', end_date: '2024-03-28', strategy: { covered_call_config: {} } } });
    expect([200, 202], JSON.stringify(started.body).slice(0, 300)).toContain(started.status);
    expect(size(started)).toBeLessThan(LAMBDA_RESPONSE_MAX);
    const jobId = (started.body as { job_id?: string }).job_id ?? String(started.headers['x-job-id']);
    await backend.sfn.idle();
    const job = await backend.call(getJob, { method: 'GET', path: `/jobs/${jobId}`, routeKey: 'GET /jobs/{jobId}', pathParameters: { jobId }, user: 'big-result' });
    expect(size(job)).toBeLessThan(LAMBDA_RESPONSE_MAX);
    const { job_status, result_url } = job.body as { job_status: string; result_url: string };
    expect(job_status, JSON.stringify(job.body).slice(0, 300)).toBe('finished');
    const followed = await fetch(result_url);
    expect(followed.status).toBe(200);
    expect(await followed.json()).toEqual(RESULT);
    // The URL is the permission: changing the key breaks the signature.
    expect((await fetch(result_url.replace(jobId, `${jobId}x`))).status).toBeGreaterThanOrEqual(400);
  });

  it('lists 300 saves (three of 4 MB) as pages of 50 summaries, and answers one whole save by id', async () => {
    const user = 'hoarder';
    const save = (i: number, results: unknown) =>
      backend.call(saveBacktest, { method: 'POST', path: '/save-backtest', user, body: { backtest_name: `Save ${i}`, strategy: { name: `S${i}`, ticker: 'SPY', legs: [] }, results } });
    const large: string[] = [];
    for (let i = 0; i < 300; i++) {
      const answer = await save(i, i % 100 === 0 ? bigResult(4) : { total_pnl: i, trades: [{ pnl: i }] });
      expect(answer.status).toBe(201);
      if (i % 100 === 0) large.push((answer.body as { backtest_id: string }).backtest_id);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await backend.call(listBacktests, { method: 'GET', path: '/backtests', user, ...(cursor ? { queryStringParameters: { cursor } } : {}) });
      expect(page.status).toBe(200);
      expect(size(page)).toBeLessThan(256 * 1024);
      const body = SavedBacktestListSchema.parse(page.body);
      expect(body.backtests.length).toBeLessThanOrEqual(SAVED_PAGE_SIZE);
      seen.push(...body.backtests.map((b) => b.backtest_id));
      cursor = body.next_cursor;
      pages++;
    } while (cursor && pages < 20);
    expect(seen).toHaveLength(300);
    expect(new Set(seen).size).toBe(300);
    expect([...seen].sort().reverse()).toEqual(seen);
    expect(pages).toBeGreaterThanOrEqual(300 / SAVED_PAGE_SIZE);

    const one = await backend.call(getBacktest, { method: 'GET', path: `/backtests/${large[0]}`, routeKey: 'GET /backtests/{id}', pathParameters: { id: large[0] ?? '' }, user });
    expect(size(one)).toBeLessThan(LAMBDA_RESPONSE_MAX);
    expect(SavedBacktestSchema.parse(one.body).results).toEqual(bigResult(4));
    const notMine = await backend.call(getBacktest, { method: 'GET', path: `/backtests/${large[0]}`, routeKey: 'GET /backtests/{id}', pathParameters: { id: large[0] ?? '' }, user: 'someone' });
    expect(notMine).toMatchObject({ status: 404, body: { error: 'Backtest not found' } });
  });
});
