import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { pollJob } from './poll-job';

type Step = unknown | Error;

/** A scripted GET /jobs/{id}: each poll takes the next step; records when each poll happened. */
function scriptedJob(steps: Step[]) {
  const times: number[] = [];
  const start = Date.now();
  const fetchJob = vi.fn(async (jobId: string) => {
    expect(jobId).toBe('job-1');
    times.push(Date.now() - start);
    const step = steps.length > 1 ? steps.shift() : steps[0];
    if (step instanceof Error) throw step;
    return step;
  });
  return { fetchJob, times };
}

const identity = (raw: unknown) => raw;

describe('pollJob (spec sections 4, 8 and 9)', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-02T00:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('waits 2 s before the first poll, then 1.8 times longer each time, capped at 60 s', async () => {
    const running = { status: 'running' };
    const { fetchJob, times } = scriptedJob([running, running, running, running, running, running, running, running, { status: 'finished', result: { result: { ok: 1 } } }]);
    const done = pollJob('job-1', identity, { fetchJob });
    await vi.advanceTimersByTimeAsync(400_000);
    await expect(done).resolves.toEqual({ ok: 1 });
    const waits = times.map((t, i) => t - (times[i - 1] ?? 0));
    expect(waits).toEqual([2000, 3600, 6480, 11664, 20995.2, 37791.36, 60000, 60000, 60000].map((w) => expect.closeTo(w, 0)));
  });

  it('tells the caller the server status, the checks so far and the next wait while the job is pending', async () => {
    const { fetchJob } = scriptedJob([{ job_status: 'running' }, { status: 'queued' }, { status: 'finished', result: { result: 1 } }]);
    const onPending = vi.fn();
    const done = pollJob('job-1', identity, { fetchJob, onPending });
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(done).resolves.toBe(1);
    expect(onPending.mock.calls.map((c) => c[0])).toEqual([
      { status: 'running', checks: 1, nextCheckMs: 3600 },
      { status: 'queued', checks: 2, nextCheckMs: expect.closeTo(6480, 3) },
    ]);
  });

  it('does not poll before the first 2 seconds', async () => {
    const { fetchJob } = scriptedJob([{ status: 'finished', result: { result: 1 } }]);
    void pollJob('job-1', identity, { fetchJob });
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchJob).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchJob).toHaveBeenCalledTimes(1);
  });

  it('doubles the wait after a network failure or a non-OK answer', async () => {
    const { fetchJob, times } = scriptedJob([new TypeError('Failed to fetch'), new ApiError('HTTP error! status: 502', 502), { job_status: 'running' }, { job_status: 'completed', result: { result: 'r' } }]);
    const done = pollJob('job-1', identity, { fetchJob });
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(done).resolves.toBe('r');
    const waits = times.map((t, i) => t - (times[i - 1] ?? 0));
    expect(waits).toEqual([2000, 4000, 8000, 14400]);
  });

  it("reads the status from 'status' or 'job_status'", async () => {
    for (const answer of [{ status: 'finished', result: { result: 'a' } }, { job_status: 'finished', result: { result: 'a' } }]) {
      const { fetchJob } = scriptedJob([answer]);
      const done = pollJob('job-1', identity, { fetchJob });
      await vi.advanceTimersByTimeAsync(2000);
      await expect(done).resolves.toBe('a');
    }
  });

  it("'completed' is the same as 'finished' and the result comes from result.result, parsed", async () => {
    const { fetchJob } = scriptedJob([{ status: 'completed', result: { result: { total_pnl: 5 } } }]);
    const parse = vi.fn((raw: unknown) => ({ parsed: raw }));
    const done = pollJob('job-1', parse, { fetchJob });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(done).resolves.toEqual({ parsed: { total_pnl: 5 } });
    expect(parse).toHaveBeenCalledWith({ total_pnl: 5 });
  });

  it("a finished job without a result gives 'Job finished but no result payload'", async () => {
    const { fetchJob } = scriptedJob([{ status: 'finished', result: {} }]);
    const done = pollJob('job-1', identity, { fetchJob });
    const assertion = expect(done).rejects.toThrow('Job finished but no result payload');
    await vi.advanceTimersByTimeAsync(2000);
    await assertion;
  });

  it("a failed job uses the server's error, otherwise 'Job failed'", async () => {
    const first = scriptedJob([{ job_status: 'failed', error: 'No data for ZZZZ' }]);
    const a = pollJob('job-1', identity, { fetchJob: first.fetchJob });
    const aAssert = expect(a).rejects.toThrow('No data for ZZZZ');
    await vi.advanceTimersByTimeAsync(2000);
    await aAssert;
    const second = scriptedJob([{ job_status: 'failed' }]);
    const b = pollJob('job-1', identity, { fetchJob: second.fetchJob });
    const bAssert = expect(b).rejects.toThrow(/^Job failed$/);
    await vi.advanceTimersByTimeAsync(2000);
    await bAssert;
  });

  it('keeps polling on any other status', async () => {
    const { fetchJob } = scriptedJob([{ status: 'queued' }, { status: 'RUNNING' }, {}, { status: 'finished', result: { result: 7 } }]);
    const done = pollJob('job-1', identity, { fetchJob });
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(done).resolves.toBe(7);
    expect(fetchJob).toHaveBeenCalledTimes(4);
  });

  it("gives up after 15 minutes with 'Job polling timed out. Please try again later.'", async () => {
    const { fetchJob, times } = scriptedJob([{ status: 'running' }]);
    const done = pollJob('job-1', identity, { fetchJob });
    const assertion = expect(done).rejects.toThrow('Job polling timed out. Please try again later.');
    await vi.advanceTimersByTimeAsync(900_000);
    await assertion;
    expect(times.at(-1)).toBe(900_000);
    expect(times.every((t) => t <= 900_000)).toBe(true);
  });

  it('stops at once when the user is signed out', async () => {
    const { fetchJob } = scriptedJob([new ApiError('User not authenticated', 401)]);
    const done = pollJob('job-1', identity, { fetchJob });
    const assertion = expect(done).rejects.toThrow('User not authenticated');
    await vi.advanceTimersByTimeAsync(2000);
    await assertion;
    expect(fetchJob).toHaveBeenCalledTimes(1);
  });
});
