import { afterEach, describe, expect, it } from 'vitest';
import { startTaskLanes, type TaskLanes } from './task-lanes';
import { startTaskPool, type TaskPool } from './task-pool';

// A real task module of the backend whose input check fails fast, without any AWS call.
const MARK_FINISHED = 'functions/jobs/mark-finished.task.ts';

// Waits event.ms, then answers {tag, endedAt}: stands in for a backtest or a bookkeeping task.
const SLEEP = 'infra/local/fixtures/sleep.task.ts';
const sleepTask = (name: string) => ({ entry: SLEEP, name, timeoutSeconds: 10 });

let pool: TaskPool | undefined;
let lanes: TaskLanes | undefined;
afterEach(async () => {
  await pool?.close();
  await lanes?.close();
  pool = lanes = undefined;
});

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

  it('serve waiting invocations round robin by owner: one user with a queue does not hold back another', async () => {
    pool = await startTaskPool(1, [SLEEP]);
    const run = (owner: string, tag: string) =>
      pool?.run({ ...sleepTask('RunBacktest'), event: { ms: 150, tag }, fairKey: owner }) as Promise<{ tag: string; endedAt: number }>;
    const busy = ['a1', 'a2', 'a3', 'a4'].map((tag) => run('alice', tag));
    const other = run('bob', 'b1');
    const order = (await Promise.all([...busy, other])).sort((x, y) => x.endedAt - y.endedAt).map((r) => r.tag);
    // FIFO would end b1 last; round robin runs it right after the invocation already running.
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3', 'a4']);
  });
});

describe('task lanes', () => {
  it('never queue MarkFinished behind engine work', async () => {
    lanes = await startTaskLanes({ engine: [sleepTask('RunBacktest')], engineWorkers: 1, bookkeeping: [sleepTask('MarkFinished')], bookkeepingWorkers: 1 });
    const started = Date.now();
    const engine = ['r1', 'r2', 'r3'].map((tag) => lanes?.invoke(sleepTask('RunBacktest'), { ms: 1000, tag, user_id: 'alice' }));
    const mark = (await lanes.invoke(sleepTask('MarkFinished'), { ms: 10, tag: 'm' })) as { endedAt: number };
    // The engine lane is busy for 3 s; the bookkeeping task ends long before its first backtest.
    expect(mark.endedAt - started).toBeLessThan(800);
    await Promise.all(engine);
  });
});
