import { afterEach, describe, expect, it } from 'vitest';
import { startTaskPool, type TaskPool } from './task-pool';

// A real task module of the backend whose input check fails fast, without any AWS call.
const MARK_FINISHED = 'functions/jobs/mark-finished.task.ts';

let pool: TaskPool | undefined;
afterEach(async () => pool?.close());

describe('task workers', () => {
  it('run a task module off the main thread and keep the error name and message for Retry/Catch', async () => {
    pool = await startTaskPool(1, [MARK_FINISHED]);
    const error = (await pool.run({ entry: MARK_FINISHED, name: 'MarkFinished', timeoutSeconds: 10, event: { job_id: '' } }).then(
      () => new Error('resolved'),
      (e: unknown) => e,
    )) as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ZodError');
    expect(error.message).toMatch(/job_id/);
  });

  it('queue invocations beyond the pool size and answer each one', async () => {
    pool = await startTaskPool(1, []);
    const missing = { entry: 'functions/jobs/no-such.task.ts', name: 'Nope', timeoutSeconds: 10, event: {} };
    const results = await Promise.allSettled([pool.run(missing), pool.run(missing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/no-such\.task\.ts cannot be loaded/);
  });

  it('warm each worker with a short run of both engines before answering, so the first user run is not a cold one', async () => {
    pool = await startTaskPool(1, []);
    expect(pool.warmedMs).toHaveLength(1);
    expect(pool.warmedMs[0]).toBeGreaterThan(0);
  });
});
