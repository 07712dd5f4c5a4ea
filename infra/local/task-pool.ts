/**
 * A few warm task workers (task-worker.ts), each running one invocation at a time, like a small
 * pool of Lambda instances. An error keeps its name and message across the thread boundary: the
 * state machine's Retry and Catch match on the name, as they match Lambda's errorType.
 *
 * Waiting invocations are served round robin by `fairKey` (the user who owns the job), not first
 * come first served: one user who queues many backtests delays another user's backtest by at most
 * one invocation per busy user, instead of by the whole queue (issue 17).
 *
 * Round robin alone still let one user hold every worker: with the user's cap of running jobs at
 * least the pool size, another user's short backtest waited for one of the first user's long ones to
 * end (measured: 0.55-1.2 s alone, 10-14 s while one user saturates). So `reserved` workers are kept
 * for users with nothing running: the last idle workers go only to such a user, and a user alone
 * runs at most size - reserved invocations at once (issue 17).
 */
import { Worker } from 'node:worker_threads';
import type { TaskReply, TaskRequest } from './task-worker';

interface Slot {
  worker: Worker;
  busy: boolean;
  /** The fair key of the invocation running on it. */
  key?: string;
}

type TaskInput = Omit<TaskRequest, 'id'> & {
  /** Whose invocation this is; invocations without one share a single turn. */
  fairKey?: string;
};

interface Waiting {
  key: string;
  task: Omit<TaskRequest, 'id'>;
  resolve(v: unknown): void;
  reject(e: Error): void;
}

export interface TaskPool {
  /** Each worker's engine warm-up at start, in ms (-1: it failed; see task-warmup.ts). */
  readonly warmedMs: number[];
  run(task: TaskInput): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * Per-key FIFO queues taken in turn: the next item comes from the waiting key served least
 * recently (never served first), so a key that just had a turn goes behind every other waiting key.
 */
export function fairQueue<T>() {
  const queues = new Map<string, T[]>();
  // Turn number at which each key was last served (one number per key ever seen: a local runtime).
  const lastServed = new Map<string, number>();
  let turn = 0;
  return {
    push(key: string, item: T): void {
      const q = queues.get(key);
      if (q) q.push(item);
      else queues.set(key, [item]);
    },
    /** The next item, from keys that pass `eligible` only (undefined when none does). */
    shift(eligible: (key: string) => boolean = () => true): T | undefined {
      let pick: string | undefined;
      for (const key of queues.keys()) {
        if (!eligible(key)) continue;
        if (pick === undefined || (lastServed.get(key) ?? -1) < (lastServed.get(pick) ?? -1)) pick = key;
      }
      if (pick === undefined) return undefined;
      const q = queues.get(pick) ?? [];
      const item = q.shift();
      if (q.length === 0) queues.delete(pick);
      lastServed.set(pick, turn++);
      return item;
    },
    get size(): number {
      let n = 0;
      for (const q of queues.values()) n += q.length;
      return n;
    },
    drain(): T[] {
      const all = [...queues.values()].flat();
      queues.clear();
      return all;
    },
  };
}

/**
 * `reserved`: how many workers only a user with nothing running may take (0: none; ignored when
 * the pool is not larger than it). `warm`: run the engines once per worker at start (task-warmup.ts;
 * false for a pool that never runs a backtest).
 */
export async function startTaskPool(size: number, preload: string[], reserved = 0, warm = true): Promise<TaskPool> {
  const url = new URL('./task-worker.ts', import.meta.url);
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void; slot: Slot }>();
  const queue = fairQueue<Waiting>();
  let nextId = 1;
  let closed = false;
  const warmedMs: number[] = [];

  const slots: Slot[] = await Promise.all(
    Array.from({ length: size }, async () => {
      // The worker loads TypeScript itself (tsx), whatever loader the parent runs under.
      const worker = new Worker(url, { execArgv: ['--import', 'tsx'] });
      const slot: Slot = { worker, busy: false };
      worker.on('message', (m: TaskReply | { preloaded: number; warmedMs: number }) => {
        if (!('id' in m)) return;
        const p = pending.get(m.id);
        if (!p) return;
        pending.delete(m.id);
        if (m.ok) p.resolve(m.result);
        else p.reject(Object.assign(new Error(m.error.message), { name: m.error.name, stack: m.error.stack }));
        slot.busy = false;
        slot.key = undefined;
        pump();
      });
      worker.on('error', (err) => {
        // A crashed worker fails its invocation (as a crashed Lambda would) and is not reused.
        for (const [id, p] of pending) {
          if (p.slot !== slot) continue;
          pending.delete(id);
          p.reject(err);
        }
        slots.splice(slots.indexOf(slot), 1);
        if (slots.length === 0) for (const q of queue.drain()) q.reject(new Error(`every task worker crashed: ${err.message}`));
      });
      await new Promise<void>((resolve) => {
        worker.once('message', (m: { warmedMs?: number }) => {
          warmedMs.push(m.warmedMs ?? -1);
          resolve();
        });
        worker.postMessage({ preload, warm });
      });
      return slot;
    }),
  );

  const runningFor = (key: string) => slots.filter((s) => s.busy && s.key === key).length;

  function pump(): void {
    for (const slot of slots) {
      if (slot.busy || queue.size === 0) continue;
      const idle = slots.filter((s) => !s.busy).length;
      const onlyIdleUsers = reserved > 0 && slots.length > reserved && idle <= reserved;
      const picked = queue.shift(onlyIdleUsers ? (key) => runningFor(key) === 0 : undefined);
      if (!picked) return;
      const { key, ...next } = picked;
      const id = nextId++;
      slot.busy = true;
      slot.key = key;
      pending.set(id, { resolve: next.resolve, reject: next.reject, slot });
      slot.worker.postMessage({ id, ...next.task } satisfies TaskRequest);
    }
  }

  return {
    warmedMs,
    run({ fairKey, ...task }) {
      if (closed) return Promise.reject(new Error('the local runtime is stopping'));
      return new Promise((resolve, reject) => {
        queue.push(fairKey ?? '', { key: fairKey ?? '', task, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
