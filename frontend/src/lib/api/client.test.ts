import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVE_BODY_MAX_BYTES, SAVE_FROM_JOB_MESSAGES, SAVE_FROM_SAVED_MESSAGES } from '../../../../shared/contracts/limits';
import { fakeBackend } from '../../test/fake-api';
import { setTokenSource } from './token-source';
import { deleteBacktest } from './delete-backtest';
import { getSavedBacktests } from './get-saved-backtests';
import { getSavedBacktest } from './get-saved-backtest';
import { getUserStatus } from './get-user-status';
import { JOB_RESULT_EXPIRED, JOB_RESULT_GONE, saveBacktest } from './save-backtest';
import { startCheckout } from './start-checkout';
import { checkoutReturnPath } from '../checkout-return';
import { cancelSubscription } from './cancel-subscription';
import { startAndAwait } from './run-job';
import { jobIdOfResult } from './result-job';
import { runBacktest } from './run-backtest';
import { runCoveredBacktest } from './run-covered-backtest';
import { apiCall } from './http';

afterEach(() => vi.unstubAllGlobals());

const status = { paid: false, trial: false, trial_end: null, cancel: false, free_backtests_remaining: 2 };

describe('API client: headers and errors (spec sections 6, 7 and 8)', () => {
  it('sends the bearer ID token and a JSON content type to the base URL', async () => {
    const { calls } = fakeBackend(() => ({ status: 200, body: status }));
    await expect(getUserStatus()).resolves.toEqual(status);
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/getuserstatus' });
    expect(calls[0]?.headers).toMatchObject({ authorization: 'Bearer test-id-token', 'content-type': 'application/json' });
  });

  it("fails with 'User not authenticated' without a signed-in user, before any request", async () => {
    const { fetchMock } = fakeBackend(() => ({ status: 200, body: status }));
    setTokenSource(async () => null);
    await expect(getUserStatus()).rejects.toThrow(/^User not authenticated$/);
    await expect(runBacktest({} as never)).rejects.toThrow('Backtest failed: User not authenticated');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a non-OK answer throws its error field, else 'HTTP error! status: {code}'", async () => {
    fakeBackend((call) => (call.url.endsWith('/a') ? { status: 400, body: { error: 'ticker is required' } } : { status: 503, body: { message: 'x' } }));
    await expect(apiCall('/a')).rejects.toMatchObject({ message: 'ticker is required', status: 400 });
    await expect(apiCall('/b')).rejects.toMatchObject({ message: 'HTTP error! status: 503', status: 503 });
  });

  it("no answer at all (network down) reads in words under the call's prefix, not the browser's 'Failed to fetch'", async () => {
    fakeBackend(() => new TypeError('Failed to fetch'));
    await expect(runCoveredBacktest({} as never)).rejects.toThrow(
      /^Covered backtest failed: Could not reach the server\. Check your internet connection and try again\.$/,
    );
    await expect(getSavedBacktests()).rejects.toThrow(/^Failed to fetch backtests: Could not reach the server\./);
  });

  it('wraps errors with the prefix of each call', async () => {
    fakeBackend(() => ({ status: 500 }));
    await expect(runBacktest({} as never)).rejects.toThrow(/^Backtest failed: HTTP error! status: 500$/);
    await expect(runCoveredBacktest({} as never)).rejects.toThrow(/^Covered backtest failed: HTTP error! status: 500$/);
    await expect(saveBacktest({ backtest_name: 'n', strategy: {}, results: {}, description: '', tags: [] })).rejects.toThrow(
      /^Failed to save backtest: HTTP error! status: 500$/,
    );
    await expect(getSavedBacktests()).rejects.toThrow(/^Failed to fetch backtests: HTTP error! status: 500$/);
    await expect(deleteBacktest('b1')).rejects.toThrow(/^Failed to delete backtest: HTTP error! status: 500$/);
  });

  it('payment and status calls have their own fallbacks, and use the error field when present', async () => {
    fakeBackend(() => ({ status: 502 }));
    await expect(startCheckout()).rejects.toThrow(/^Failed to create checkout session: 502$/);
    await expect(getUserStatus()).rejects.toThrow(/^Failed to fetch user status: 502$/);
    await expect(cancelSubscription()).rejects.toThrow(/^Failed to cancel subscription: 502$/);
    fakeBackend(() => ({ status: 409, body: { error: 'No active subscription' } }));
    await expect(cancelSubscription()).rejects.toThrow(/^No active subscription$/);
  });

  it('parses answers by their contract: a malformed answer is an error naming the fields', async () => {
    fakeBackend(() => ({ status: 200, body: { paid: 'yes' } }));
    await expect(getUserStatus()).rejects.toThrow(/Unexpected user status answer.*paid/);
  });

  it('checkout returns the url; list, delete and save call their paths', async () => {
    const saved = { backtest_id: 'b1', name: 'n', description: '', strategy: {}, results: {}, tags: [], created_at: '2025-01-01T00:00:00Z' };
    const { calls } = fakeBackend((call) => {
      if (call.url.endsWith('/stripe/checkout')) return { status: 200, body: { url: 'http://localhost:3000/local-checkout?s=1' } };
      if (call.url.endsWith('/backtests') && call.method === 'GET') return { status: 200, body: { backtests: [saved] } };
      return { status: 200, body: { ok: true } };
    });
    await expect(startCheckout()).resolves.toBe('http://localhost:3000/local-checkout?s=1');
    await expect(getSavedBacktests()).resolves.toEqual([saved]);
    await deleteBacktest('b/1');
    // A plain sent save (an imported file: no job, no saved run named) fell back from nothing: no reason.
    await expect(saveBacktest({ backtest_name: 'Mine', strategy: { a: 1 }, results: { b: 2 }, description: 'd', tags: [] })).resolves.toEqual({ answer: { ok: true } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/stripe/checkout',
      'GET /api/backtests',
      'DELETE /api/backtests/b%2F1',
      'POST /api/save-backtest',
    ]);
    expect(calls[3]?.body).toEqual({ backtest_name: 'Mine', strategy: { a: 1 }, results: { b: 2 }, description: 'd', tags: [] });
  });

  it('refuses a save over the save limit before sending it, saying how large it is and what to do (it came back as a bare 413)', async () => {
    // What API Gateway answers a body over 10 MB: the page showed 'HTTP error! status: 413'.
    const { calls } = fakeBackend(() => ({ status: 413, body: { message: 'Request Entity Too Large' } }));
    const results = { trades: 'x'.repeat(SAVE_BODY_MAX_BYTES) };
    const refused = saveBacktest({ backtest_name: 'Biggest', strategy: { a: 1 }, results, description: '', tags: [] });
    await expect(refused).rejects.toThrow(
      "Failed to save backtest: This backtest's result is 5.1 MB, too large to save (a saved backtest holds at most 5 MB). " +
        'A shorter date range or fewer legs makes a smaller result; the Export trades (CSV) and Export equity (CSV) buttons keep this one.',
    );
    expect(calls).toEqual([]);
    // Just under the limit it is sent as before.
    await saveBacktest({ backtest_name: 'Big', strategy: {}, results: { trades: 'x'.repeat(SAVE_BODY_MAX_BYTES - 200) }, description: '', tags: [] }).catch(() => undefined);
    expect(calls).toHaveLength(1);
  });

  it('saves a result over the save limit by naming its finished job (nothing of the result sent), and follows a saved results_url', async () => {
    const big = { trades: 'x'.repeat(SAVE_BODY_MAX_BYTES) };
    const whole = { total_pnl: 7, trades: [{ pnl: 7 }] };
    const { calls } = fakeBackend((call) => {
      if (call.url.endsWith('/save-backtest')) return { status: 201, body: { backtest_id: 'b1' } };
      if (call.url === 'https://results.example/saved-results/x.json') return { status: 200, body: whole };
      return { status: 200, body: { backtest_id: 'b1', name: 'Biggest', description: '', strategy: { a: 1 }, results: {}, results_url: 'https://results.example/saved-results/x.json', tags: [], created_at: '2026-12-02T00:00:00Z' } };
    });
    await saveBacktest({ backtest_name: 'Biggest', strategy: { a: 1 }, results: big, description: '', tags: [], job_id: 'job-1' });
    expect(calls[0]?.body).toEqual({ backtest_name: 'Biggest', strategy: { a: 1 }, description: '', tags: [], job_id: 'job-1' });
    const loaded = await getSavedBacktest('b1');
    expect(loaded.results).toEqual(whole);
    expect(loaded).not.toHaveProperty('results_url');
  });

  it("saves any run whose job is known by its job, so the saved figures are the server's own record; sends the result only when the job is gone", async () => {
    const jobs: Record<string, number> = { 'job-2': 201, 'job-old': 404, 'job-lost': 410, 'job-err': 500 };
    // The server's own refusals (save-from-job.ts): they say to run it again, wrong once the page's copy is saved.
    const refusal: Record<number, string> = { 404: SAVE_FROM_JOB_MESSAGES.notFound, 410: SAVE_FROM_JOB_MESSAGES.resultGone };
    const { calls } = fakeBackend((call) => {
      const job = (call.body as { job_id?: string }).job_id;
      if (job === undefined) return { status: 201, body: { backtest_id: 'sent' } };
      const status = jobs[job] ?? 404;
      return status === 201 ? { status, body: { backtest_id: 'copied' } } : { status, body: { error: refusal[status] ?? `job ${status}` } };
    });
    // A small result (under the save limit) whose job is known: the job, never the page's copy; copied, no reason.
    await expect(saveBacktest({ backtest_name: 'Small', strategy: {}, results: { b: 2 }, description: '', tags: [], job_id: 'job-2' })).resolves.toEqual({ answer: { backtest_id: 'copied' } });
    expect(calls[0]?.body).toEqual({ backtest_name: 'Small', strategy: {}, description: '', tags: [], job_id: 'job-2' });
    // The job expired (404) or its result is gone (410): the page's copy is sent, once, without the
    // job id, and the outcome says why (audit 23 F2: the fallback was silent).
    for (const [job_id, why] of [['job-old', JOB_RESULT_EXPIRED], ['job-lost', JOB_RESULT_GONE]] as const) {
      calls.length = 0;
      await expect(saveBacktest({ backtest_name: 'Late', strategy: {}, results: { b: 3 }, description: '', tags: [], job_id })).resolves.toEqual({ answer: { backtest_id: 'sent' }, sentBecause: why });
      expect(calls.map((c) => c.body)).toEqual([
        { backtest_name: 'Late', strategy: {}, description: '', tags: [], job_id },
        { backtest_name: 'Late', strategy: {}, results: { b: 3 }, description: '', tags: [] },
      ]);
    }
    // Any other failure is the save's failure: nothing is sent in its place.
    calls.length = 0;
    await expect(saveBacktest({ backtest_name: 'Err', strategy: {}, results: { b: 4 }, description: '', tags: [], job_id: 'job-err' })).rejects.toThrow('Failed to save backtest');
    expect(calls).toHaveLength(1);
  });

  it("saves a saved run loaded again by naming it (audit 22 F6); sends the result when the server cannot copy it", async () => {
    const saved: Record<string, number> = { 'run-1': 201, 'bad-strategy': 400, deleted: 404, 'sent-1': 409, lost: 410, broken: 500 };
    // The server's words for each refusal (save-from-saved.ts, strategy-of-job.ts), and the clause each becomes.
    const refusal: Record<number, [said: string, because: string]> = {
      400: ["The strategy sent is not this run's: its Covered Call Delta is 0.1, the run's 0.3. Save the run with the strategy it ran.", "the strategy sent is not this run's: its Covered Call Delta is 0.1, the run's 0.3"],
      404: [SAVE_FROM_SAVED_MESSAGES.notFound, 'this saved backtest was not found in your saved backtests (deleted, or saved by another account)'],
      409: [SAVE_FROM_SAVED_MESSAGES.notARun, "this saved backtest's results were stored as the browser sent them, not copied from a run, so they cannot be copied as a run's: save them with their results"],
      410: [SAVE_FROM_SAVED_MESSAGES.resultGone, "this saved backtest's results are no longer kept, so they cannot be copied"],
    };
    const { calls } = fakeBackend((call) => {
      const from = (call.body as { from_backtest_id?: string }).from_backtest_id;
      if (from === undefined) return { status: 201, body: { backtest_id: 'sent', results_origin: 'sent' } };
      const status = saved[from] ?? 404;
      return status === 201 ? { status, body: { backtest_id: 'copied', results_origin: 'run' } } : { status, body: { error: refusal[status]?.[0] ?? `saved ${status}` } };
    });
    // Copied ('run'): nothing fell back, so nothing to say.
    await expect(saveBacktest({ backtest_name: 'Again', strategy: {}, results: { b: 2 }, description: '', tags: [], from_backtest_id: 'run-1' })).resolves.toEqual({ answer: { backtest_id: 'copied', results_origin: 'run' } });
    expect(calls.map((c) => c.body)).toEqual([{ backtest_name: 'Again', strategy: {}, description: '', tags: [], from_backtest_id: 'run-1' }]);
    for (const from_backtest_id of ['bad-strategy', 'deleted', 'sent-1', 'lost']) {
      calls.length = 0;
      const because = refusal[saved[from_backtest_id] ?? 0]?.[1];
      await expect(saveBacktest({ backtest_name: 'Again', strategy: {}, results: { b: 3 }, description: '', tags: [], from_backtest_id })).resolves.toEqual({ answer: { backtest_id: 'sent', results_origin: 'sent' }, sentBecause: because });
      expect(calls.map((c) => c.body)).toEqual([
        { backtest_name: 'Again', strategy: {}, description: '', tags: [], from_backtest_id },
        { backtest_name: 'Again', strategy: {}, results: { b: 3 }, description: '', tags: [] },
      ]);
    }
    calls.length = 0;
    await expect(saveBacktest({ backtest_name: 'Again', strategy: {}, results: { b: 4 }, description: '', tags: [], from_backtest_id: 'broken' })).rejects.toThrow('Failed to save backtest');
    expect(calls).toHaveLength(1);
  });

  it('checkout sends no body (spec section 7) and keeps the page it was started from in the tab; never another site', async () => {
    sessionStorage.clear();
    const { calls } = fakeBackend(() => ({ status: 200, body: { url: 'http://localhost:3000/local-checkout?s=1' } }));
    await startCheckout('/backtest/covered');
    expect(checkoutReturnPath()).toBe('/backtest/covered');
    await startCheckout('//evil.example/x');
    expect(calls.map((c) => c.body)).toEqual([undefined, undefined]);
    expect(checkoutReturnPath()).toBe('/backtest/covered');
  });
});

describe('startAndAwait (spec section 7: 202 + polling, or the result directly)', () => {
  const parse = (raw: unknown) => raw as object;

  it('a 200 answer is the result itself: no poll is made', async () => {
    const { calls } = fakeBackend(() => ({ status: 200, body: { total_pnl: 1 } }));
    await expect(startAndAwait('/backtest', { x: 1 }, parse)).resolves.toEqual({ total_pnl: 1 });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/backtest', body: { x: 1 } });
  });

  it("a 200 answer's job id (x-job-id) is remembered: a fast-path result over the save limit is saved by its job, as a polled one", async () => {
    const big = { trades: 'x'.repeat(SAVE_BODY_MAX_BYTES) };
    const { calls } = fakeBackend((call) =>
      call.url.endsWith('/save-backtest') ? { status: 201, body: { backtest_id: 'b1' } } : { status: 200, body: big, headers: { 'x-job-id': 'fast-1' } },
    );
    const result = await startAndAwait('/backtest', {}, parse);
    expect(jobIdOfResult(result)).toBe('fast-1');
    await saveBacktest({ backtest_name: 'Fast', strategy: { a: 1 }, results: { ...result }, description: '', tags: [], job_id: jobIdOfResult(result) });
    expect(calls[1]).toMatchObject({ url: '/api/save-backtest', body: { backtest_name: 'Fast', strategy: { a: 1 }, description: '', tags: [], job_id: 'fast-1' } });
    expect(calls[1]?.body).not.toHaveProperty('results');
    // A 200 without the header (an older server) is still the result, with no job remembered.
    fakeBackend(() => ({ status: 200, body: { total_pnl: 2 } }));
    expect(jobIdOfResult(await startAndAwait('/backtest', {}, parse))).toBeUndefined();
  });

  it('a 202 with job_id or jobId polls GET /jobs/{id}', async () => {
    for (const start of [{ job_id: 'j1' }, { jobId: 'j1' }]) {
      const { calls } = fakeBackend((call) =>
        call.method === 'POST' ? { status: 202, body: start } : { status: 200, body: { job_status: 'finished', result: { result: { r: 1 } } } },
      );
      const result = await startAndAwait('/backtest/covered', {}, parse, { sleep: async () => {} });
      expect(result).toEqual({ r: 1 });
      expect(calls[1]).toMatchObject({ method: 'GET', url: '/api/jobs/j1' });
    }
  });

  it("a 202 without a job id gives 'No job id returned from server'", async () => {
    fakeBackend(() => ({ status: 202, body: {} }));
    await expect(startAndAwait('/backtest', {}, parse)).rejects.toThrow(/^No job id returned from server$/);
  });
});
