/**
 * The work of the sweep state machine's tasks (issue 19): plan the cells, run a batch of cells on
 * market data loaded once, reduce the batch outputs to the sweep result, or record a failure.
 * Every step releases or keeps the user's running-sweep slot consistently: it is freed exactly
 * when the sweep ends (finished or failed).
 */
import { parameterValues, sweepFieldDef } from '../../shared/contracts/sweep';
import type { SweepCellResult, SweepResult } from '../../shared/contracts/sweep-result';
import { SWEEP_BATCH_FAILED, SWEEP_FAILED } from '../../shared/domain/sweep-messages';
import type { MarketData } from '../../shared/engine/market/market-data';
import { runCells } from '../../shared/sweep/run-cells';
import { BacktestFailedError, causeMessage } from '../jobs/task-errors';
import { describeCause, redact } from '../platform/errors';
import { log } from '../platform/logger';
import type { SweepDeps } from './sweep-deps';
import { sweepBatchKey, sweepRequestOf, sweepResultKey } from './sweep-service';

type Stores = Pick<SweepDeps, 'sweeps' | 'slots' | 'blobs'>;

export type SweepMarketLoader = (ticker: string) => Promise<MarketData>;

/** A batch's output in S3. */
interface BatchOutput {
  cells: SweepCellResult[];
  split_date: string | null;
  /** Absent in outputs written before 2026-12-02. */
  last_date?: string | null;
}

/** What the Map collects per batch: where a batch wrote its cells, or which cells a failed batch had. */
export type BatchSummary = { key: string; cells: number; failed: number } | { failed_cells: number[]; error?: string };

async function runningRecord(stores: Stores, sweepId: string) {
  const record = await stores.sweeps.get(sweepId);
  if (!record) throw new BacktestFailedError(`Sweep ${sweepId} does not exist`);
  return record;
}

/**
 * CPU time of this thread in ms (Node 24's process.threadCpuUsage: locally a batch runs in a worker
 * thread beside others, where process.cpuUsage would count them all), else of the process.
 */
function threadCpuMs(): number {
  const threadCpu = (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage;
  const u = threadCpu ? threadCpu.call(process) : process.cpuUsage();
  return (u.user + u.system) / 1000;
}

export async function planSweep(stores: Stores, sweepId: string): Promise<{ cells: number[] }> {
  const record = await runningRecord(stores, sweepId);
  return { cells: Array.from({ length: record.cells_total }, (_, i) => i) };
}

export async function runSweepBatch(stores: Stores, sweepId: string, cells: readonly number[], loadMarket: SweepMarketLoader): Promise<BatchSummary> {
  const started = performance.now();
  const cpuStart = threadCpuMs();
  const record = await runningRecord(stores, sweepId);
  const sweep = sweepRequestOf(record);
  const key = sweepBatchKey(sweepId, cells[0] ?? 0);
  let output: BatchOutput;
  let loaded = started;
  let ran = started;
  try {
    const market = await loadMarket(sweep.base.ticker);
    loaded = performance.now();
    const runs = runCells(sweep, cells, market);
    ran = performance.now();
    for (const r of runs) if (r.internal) log.error('sweep cell failed', { sweep_id: sweepId, cell: r.cell.index, ...describeCause(r.internal) });
    output = { cells: runs.map((r) => r.cell), split_date: runs.find((r) => r.splitDate)?.splitDate ?? null, last_date: runs.find((r) => r.lastDate)?.lastDate ?? null };
  } catch (e) {
    // The data could not be loaded for this ticker: every cell of the batch fails with the reason.
    if (!(e instanceof BacktestFailedError)) throw e;
    output = { cells: cells.map((index) => ({ index, values: [], status: 'failed', error: e.message })), split_date: null, last_date: null };
  }
  await stores.blobs.putJson(key, output);
  const failed = output.cells.filter((c) => c.status === 'failed').length;
  await stores.sweeps.addProgress(sweepId, cells.length, failed);
  // Where a batch's time goes (issue 19's speed work): the data load, the engine, the stores.
  const ms = (a: number, b: number) => Math.round(Math.max(0, b - a));
  log.info('sweep batch done', {
    sweep_id: sweepId, cells: cells.length, cells_failed: failed, record_and_load_ms: ms(started, loaded), cells_ms: ms(loaded, ran),
    store_ms: ms(ran, performance.now()), cpu_ms: Math.round(threadCpuMs() - cpuStart),
  });
  return { key, cells: cells.length, failed };
}

export async function reduceSweep(stores: Stores, sweepId: string, batches: readonly BatchSummary[]): Promise<{ sweep_id: string; status: 'finished' }> {
  const record = await runningRecord(stores, sweepId);
  const sweep = sweepRequestOf(record);
  const byIndex = new Map<number, SweepCellResult>();
  let splitDate: string | null = null;
  let lastDate: string | null = null;
  for (const batch of batches) {
    if ('key' in batch) {
      const output = (await stores.blobs.getJson(batch.key)) as BatchOutput;
      splitDate ??= output.split_date;
      lastDate ??= output.last_date ?? null;
      for (const cell of output.cells) byIndex.set(cell.index, cell);
    } else {
      const reason = `${SWEEP_BATCH_FAILED}${batch.error ? ` (${batch.error})` : ''}`;
      for (const index of batch.failed_cells) byIndex.set(index, { index, values: [], status: 'failed', error: reason });
    }
  }
  const lists = sweep.parameters.map(parameterValues);
  const cells = Array.from({ length: record.cells_total }, (_, index) => byIndex.get(index) ?? { index, values: [], status: 'failed' as const, error: SWEEP_BATCH_FAILED });
  // Failed cells carry their values too, so the table can name them.
  for (const cell of cells) if (cell.values.length === 0) cell.values = lists.map((l, d) => l[cellCoord(lists, cell.index, d)] ?? 0);
  const failed = cells.filter((c) => c.status === 'failed').length;
  const result: SweepResult = {
    sweep_id: sweepId,
    axes: sweep.parameters.map((p, d) => {
      const def = sweepFieldDef(sweep.kind, sweep.base, p.field);
      return { field: p.field, label: typeof def === 'string' ? p.field : def.label, values: lists[d] ?? [] };
    }),
    split_date: splitDate,
    last_date: lastDate,
    cells,
    cells_failed: failed,
  };
  const key = sweepResultKey(sweepId);
  await stores.blobs.putJson(key, result);
  if (!(await stores.sweeps.markFinished(sweepId, key, cells.length, failed))) log.warn('sweep already ended', { sweep_id: sweepId, outcome: 'finish_ignored' });
  await stores.slots.release(record.user_id, sweepId);
  log.info('sweep finished', { sweep_id: sweepId, user_id: record.user_id, cells: cells.length, cells_failed: failed });
  return { sweep_id: sweepId, status: 'finished' };
}

/** Coordinate d of a row-major cell index. */
function cellCoord(lists: readonly number[][], index: number, d: number): number {
  const stride = lists.slice(d + 1).reduce((p, l) => p * l.length, 1);
  return Math.floor(index / stride) % (lists[d]?.length ?? 1);
}

export async function failSweep(stores: Stores, sweepId: string, error: { Error?: string; Cause?: string } | undefined): Promise<void> {
  // Deployed, Cause is Lambda's JSON with the stack trace: log its message only, redacted, as MarkFailed does.
  log.error('sweep failed', { sweep_id: sweepId, error_name: error?.Error, error_message: redact(causeMessage(error?.Cause)).slice(0, 2000) });
  const record = await stores.sweeps.get(sweepId);
  if (!record) return;
  await stores.sweeps.markFailed(sweepId, SWEEP_FAILED);
  await stores.slots.release(record.user_id, sweepId);
}
