/**
 * The local "Lambdas" of the state machine's tasks, in two lanes of warm workers (task-pool.ts):
 * the engine lane runs RunBacktest and the sweeps' batches, shared round robin by the job's owner; the bookkeeping lane
 * runs MarkFinished and MarkFailed, which take milliseconds and must never queue behind engine
 * work (on AWS each task is its own Lambda; queued behind backtests they hit States.Timeout).
 */
import { startTaskPool, type TaskPool } from './task-pool';

export interface TaskDef {
  entry: string;
  name: string;
  timeoutSeconds: number;
}

export interface TaskLanes {
  /** Each engine worker's warm-up at start, in ms (task-warmup.ts). */
  readonly warmedMs: number[];
  /** Invokes the named task with the state's input, as Step Functions invokes its Lambda. */
  invoke(task: TaskDef, event: unknown): Promise<unknown>;
  close(): Promise<void>;
}

/** The job owner in a task's input (`{job_id, user_id}`, functions/adapters/executions.ts). */
export function ownerOf(event: unknown): string | undefined {
  const owner = typeof event === 'object' && event !== null ? (event as { user_id?: unknown }).user_id : undefined;
  return typeof owner === 'string' ? owner : undefined;
}

export async function startTaskLanes(options: {
  engine: TaskDef[];
  engineWorkers: number;
  /** Engine workers kept for users with nothing running (task-pool.ts). */
  engineReserved?: number;
  bookkeeping: TaskDef[];
  bookkeepingWorkers: number;
}): Promise<TaskLanes> {
  const pools = await Promise.allSettled([
    startTaskPool(options.engineWorkers, options.engine.map((t) => t.entry), options.engineReserved ?? 0),
    startTaskPool(options.bookkeepingWorkers, options.bookkeeping.map((t) => t.entry)),
  ]);
  const [engine, bookkeeping] = pools.map((p) => (p.status === 'fulfilled' ? p.value : undefined));
  if (!engine || !bookkeeping) {
    await Promise.all([engine?.close(), bookkeeping?.close()]);
    throw pools.find((p): p is PromiseRejectedResult => p.status === 'rejected')?.reason;
  }
  const engineNames = new Set(options.engine.map((t) => t.name));
  const laneOf = (task: TaskDef): TaskPool => (engineNames.has(task.name) ? engine : bookkeeping);
  return {
    warmedMs: engine.warmedMs,
    invoke(task, event) {
      return laneOf(task).run({ entry: task.entry, name: task.name, timeoutSeconds: task.timeoutSeconds, event, fairKey: ownerOf(event) });
    },
    async close() {
      await Promise.all([engine.close(), bookkeeping.close()]);
    },
  };
}
