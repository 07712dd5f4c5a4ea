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

describe('worker reserved for users with nothing running', () => {
  const run = (owner: string, tag: string, ms: number) =>
    pool?.run({ ...sleepTask('RunBacktest'), event: { ms, tag }, fairKey: owner }) as Promise<{ tag: string; endedAt: number }>;

  it('start another user at once while one user has every slot it may take (round robin alone made them wait a whole run)', async () => {
    pool = await startTaskPool(3, [SLEEP], 1);
    const started = Date.now();
    const alice = ['a1', 'a2', 'a3', 'a4'].map((tag) => run('alice', tag, 1500));
    await new Promise((r) => setTimeout(r, 100));
    const bob = await run('bob', 'b1', 50);
    // Without the reserve, alice's runs fill all 3 workers and b1 ends after 1.5 s.
    expect(bob.endedAt - started).toBeLessThan(1000);
    const ends = await Promise.all(alice);
    // Alice alone ran 2 at a time (size - reserved): a3 started when a1 or a2 ended.
    const a = Object.fromEntries(ends.map((r) => [r.tag, r.endedAt - started]));
    expect(a.a3).toBeGreaterThanOrEqual(2900);
    expect(Math.abs((a.a1 ?? 0) - (a.a2 ?? 0))).toBeLessThan(400);
  });

  it('keep the pool whole for one user when nothing is reserved', async () => {
    pool = await startTaskPool(2, [SLEEP]);
    const started = Date.now();
    const ends = await Promise.all(['a1', 'a2'].map((tag) => run('alice', tag, 600)));
    for (const end of ends) expect(end.endedAt - started).toBeLessThan(1100);
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
