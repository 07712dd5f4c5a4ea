/**
 * A few warm task workers (task-worker.ts), each running one invocation at a time, like a small
 * pool of Lambda instances. An error keeps its name and message across the thread boundary: the
 * state machine's Retry and Catch match on the name, as they match Lambda's errorType.
 */
import { Worker } from 'node:worker_threads';
import type { TaskReply, TaskRequest } from './task-worker';

interface Slot {
  worker: Worker;
  busy: boolean;
}

export interface TaskPool {
  /** Each worker's engine warm-up at start, in ms (-1: it failed; see task-warmup.ts). */
  readonly warmedMs: number[];
  run(task: Omit<TaskRequest, 'id'>): Promise<unknown>;
  close(): Promise<void>;
}

export async function startTaskPool(size: number, preload: string[]): Promise<TaskPool> {
  const url = new URL('./task-worker.ts', import.meta.url);
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void; slot: Slot }>();
  const queue: { task: Omit<TaskRequest, 'id'>; resolve(v: unknown): void; reject(e: Error): void }[] = [];
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
        if (slots.length === 0) for (const q of queue.splice(0)) q.reject(new Error(`every task worker crashed: ${err.message}`));
      });
      await new Promise<void>((resolve) => {
        worker.once('message', (m: { warmedMs?: number }) => {
          warmedMs.push(m.warmedMs ?? -1);
          resolve();
        });
        worker.postMessage({ preload });
      });
      return slot;
    }),
  );

  function pump(): void {
    for (const slot of slots) {
      if (slot.busy || queue.length === 0) continue;
      const next = queue.shift();
      if (!next) return;
      const id = nextId++;
      slot.busy = true;
      pending.set(id, { resolve: next.resolve, reject: next.reject, slot });
      slot.worker.postMessage({ id, ...next.task } satisfies TaskRequest);
    }
  }

  return {
    warmedMs,
    run(task) {
      if (closed) return Promise.reject(new Error('the local runtime is stopping'));
      return new Promise((resolve, reject) => {
        queue.push({ task, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
