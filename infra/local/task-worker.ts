/**
 * A task "Lambda" of the local state machine: a worker thread that imports the task modules once
 * and runs one invocation at a time. Tasks run off the main thread as on AWS they run in their own
 * Lambda, so a long backtest never stalls the API (polls, health, the start handler's fast-path
 * window, which then answers 202 as deployed).
 */
import { parentPort } from 'node:worker_threads';
import { lambdaContext, loadHandler } from './handlers';
import { warmUpEngines } from './task-warmup';

export interface TaskRequest {
  id: number;
  entry: string;
  name: string;
  timeoutSeconds: number;
  event: unknown;
}

export type TaskReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: { name: string; message: string; stack?: string } };

const port = parentPort;
if (port) {
  port.on('message', (msg: TaskRequest | { preload: string[]; warm?: boolean }) => {
    if ('preload' in msg) {
      // Modules first, then one short run of each engine (task-warmup.ts: why the first run was slow).
      // A failed warm-up only costs speed: the worker still answers.
      void Promise.allSettled(msg.preload.map((e) => loadHandler(e)))
        .then(async (r) => ({ preloaded: r.filter((x) => x.status === 'fulfilled').length, warmedMs: msg.warm === false ? 0 : await warmUpEngines().catch(() => -1) }))
        .then((reply) => port.postMessage(reply));
      return;
    }
    loadHandler(msg.entry)
      .then((handler) => handler(msg.event, lambdaContext(msg.name, msg.timeoutSeconds)))
      .then(
        (result) => port.postMessage({ id: msg.id, ok: true, result } satisfies TaskReply),
        (err: unknown) => {
          const e = err instanceof Error ? err : new Error(String(err));
          port.postMessage({ id: msg.id, ok: false, error: { name: e.name, message: e.message, ...(e.stack ? { stack: e.stack } : {}) } } satisfies TaskReply);
        },
      );
  });
}
