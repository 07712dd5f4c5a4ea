import { describe, expect, it } from 'vitest';
import { RESULT_INLINE_MAX_BYTES } from '../../shared/contracts/limits';
import type { BlobStore } from '../adapters/blob-store';
import type { Executions } from '../adapters/executions';
import type { JobRecord, JobsTable } from '../adapters/jobs-table';
import type { UserRecord, UsersTable } from '../adapters/users-table';
import { startBacktest } from './start-backtest-service';

/** In-memory stores with the tables' semantics (conditional counter, running → ended once). */
function stores(free: number) {
  const user: UserRecord = { user_id: 'u', free_backtests_remaining: free, paid: false, trial: false, trial_end: null, cancel: false, created_at: '' };
  const jobs = new Map<string, JobRecord>();
  const end = (id: string, patch: Partial<JobRecord>) => {
    const job = jobs.get(id);
    if (!job || job.status !== 'running') return false;
    jobs.set(id, { ...job, ...patch });
    return true;
  };
  const users = {
    get: async () => user,
    create: async () => user,
    takeFreeBacktest: async () => (user.free_backtests_remaining > 0 ? (user.free_backtests_remaining -= 1, true) : false),
    returnFreeBacktest: async () => void (user.free_backtests_remaining += 1),
    takeJobSlot: async () => true,
    releaseJobSlot: async () => undefined,
  } as unknown as UsersTable;
  const jobsTable: JobsTable = {
    create: async (j) => void jobs.set(j.job_id, j),
    get: async (id) => jobs.get(id),
    markFinished: async (id, key) => end(id, { status: 'finished', result_key: key }),
    markFailed: async (id, error) => end(id, { status: 'failed', error }),
  };
  const blobs = { getJson: async () => ({ total_pnl: 1 }), size: async () => 20 } as unknown as BlobStore;
  return { user, jobs, d: { users, jobs: jobsTable, blobs } };
}

describe('starting a backtest', () => {
  it('answers 202-style accepted when the execution has not finished within the fast-path window', async () => {
    const { user, jobs, d } = stores(3);
    const executions: Executions = { start: async () => undefined };
    const answer = await startBacktest({ ...d, executions }, 'u', 'covered', { ticker: 'SPY' }, 0);
    expect(answer.kind).toBe('accepted');
    expect(jobs.get(answer.jobId)).toMatchObject({ user_id: 'u', kind: 'covered', status: 'running', used_free_backtest: true });
    expect(user.free_backtests_remaining).toBe(2);
  });

  it('answers with the result when the execution finishes within the window', async () => {
    const { jobs, d } = stores(3);
    const executions: Executions = { start: async (id) => void setTimeout(() => void d.jobs.markFinished(id, 'k'), 20) };
    const answer = await startBacktest({ ...d, executions }, 'u', 'covered', {}, 1000);
    expect(answer).toMatchObject({ kind: 'finished', result: { total_pnl: 1 } });
    expect(jobs.size).toBe(1);
  });

  it('answers a finished result over RESULT_INLINE_MAX_BYTES as accepted: the fast path never carries one past 4 MB (README, save body)', async () => {
    const { d } = stores(3);
    const blobs = { ...d.blobs, size: async () => RESULT_INLINE_MAX_BYTES + 1, readUrl: async () => 'https://results.example/r.json' } as BlobStore;
    const executions: Executions = { start: async (id) => void (await d.jobs.markFinished(id, 'k')) };
    const answer = await startBacktest({ ...d, blobs, executions }, 'u', 'covered', {}, 1000);
    expect(answer.kind).toBe('accepted');
  });

  it('fails the job and gives the credit back when the execution cannot start', async () => {
    const { user, jobs, d } = stores(1);
    const executions: Executions = { start: async () => Promise.reject(new Error('StateMachineDoesNotExist')) };
    await expect(startBacktest({ ...d, executions }, 'u', 'covered', {}, 0)).rejects.toThrow('StateMachineDoesNotExist');
    expect([...jobs.values()][0]).toMatchObject({ status: 'failed' });
    expect(user.free_backtests_remaining).toBe(1);
  });

  it('refuses with 402 and starts nothing when no free backtest is left', async () => {
    const { jobs, d } = stores(0);
    const executions: Executions = { start: async () => undefined };
    await expect(startBacktest({ ...d, executions }, 'u', 'covered', {}, 0)).rejects.toMatchObject({ status: 402, code: 'billing.no_free_backtests' });
    expect(jobs.size).toBe(0);
  });
});
