/**
 * Starting and reading sweeps (issue 19). A sweep is Pro only (402 with the paywall message for
 * free users), spends no free backtest, and a user has at most one running (409 for a second).
 * Its record lives in the Jobs table, its batch outputs and result in the results bucket.
 */
import { randomUUID } from 'node:crypto';
import { parseStored } from '../../shared/contracts/stored';
import { sweepCellCount, SweepRequestSchema, type SweepRequest } from '../../shared/contracts/sweep';
import type { SweepAnswer, SweepResult } from '../../shared/contracts/sweep-result';
import { SWEEP_ALREADY_RUNNING, SWEEP_FAILED, SWEEP_NOT_STARTED, SWEEP_PRO_ONLY } from '../../shared/domain/sweep-messages';
import type { SweepRecord } from '../adapters/sweeps-table';
import { AppError, notFound } from '../platform/errors';
import { log } from '../platform/logger';
import { getOrCreateUser, hasUnlimitedBacktests } from '../users/user-status-service';
import type { SweepDeps } from './sweep-deps';
import { SWEEP_TIMEOUT_SECONDS } from './sweep-state-machine';
import { RESULTS_PREFIX } from '../platform/resources';

/** Sweeps are kept 30 days, like jobs. */
const SWEEP_TTL_SECONDS = 30 * 24 * 3600;
/** The running-sweep slot outlives the state machine's own timeout by this margin. */
const SLOT_MARGIN_SECONDS = 300;

export const sweepResultKey = (id: string): string => `${RESULTS_PREFIX.sweeps}${id}/result.json`;
export const sweepBatchKey = (id: string, firstCell: number): string => `${RESULTS_PREFIX.sweeps}${id}/batches/${firstCell}.json`;

export async function startSweep(d: Omit<SweepDeps, 'config'>, userId: string, sweep: SweepRequest): Promise<{ sweep_id: string; cells_total: number }> {
  const user = await getOrCreateUser(d.users, userId);
  if (!hasUnlimitedBacktests(user)) throw new AppError('sweep.pro_only', 402, SWEEP_PRO_ONLY);
  const now = new Date();
  const sweepId = randomUUID();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (!(await d.slots.take(userId, sweepId, nowSeconds + SWEEP_TIMEOUT_SECONDS + SLOT_MARGIN_SECONDS))) {
    throw new AppError('sweep.already_running', 409, SWEEP_ALREADY_RUNNING);
  }
  const cellsTotal = sweepCellCount(sweep.parameters);
  const record: SweepRecord = {
    job_id: sweepId,
    user_id: userId,
    kind: 'sweep',
    request_json: JSON.stringify(sweep),
    status: 'running',
    used_free_backtest: false,
    cells_total: cellsTotal,
    cells_done: 0,
    cells_failed: 0,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    expires_at: nowSeconds + SWEEP_TTL_SECONDS,
  };
  try {
    await d.sweeps.create(record);
  } catch (e) {
    await d.slots.release(userId, sweepId);
    throw e;
  }
  try {
    await d.executions.start(sweepId);
  } catch (e) {
    await d.sweeps.markFailed(sweepId, SWEEP_NOT_STARTED);
    await d.slots.release(userId, sweepId);
    throw e;
  }
  log.info('sweep started', { sweep_id: sweepId, user_id: userId, kind: sweep.kind, cells: cellsTotal });
  return { sweep_id: sweepId, cells_total: cellsTotal };
}

/**
 * The stored request of a sweep record (written by startSweep from a parsed request), read
 * tolerantly: a key written by the version that started it is left out, not a failed sweep.
 */
export const sweepRequestOf = (record: SweepRecord): SweepRequest => parseStored(SweepRequestSchema, JSON.parse(record.request_json));

/** GET /sweeps/{id}: the owner's sweep with its progress, and the result when finished; 404 otherwise. */
export async function readSweep(d: Pick<SweepDeps, 'sweeps' | 'blobs'>, userId: string, sweepId: string): Promise<SweepAnswer> {
  const record = await d.sweeps.get(sweepId);
  if (!record || record.user_id !== userId) throw notFound('sweep.not_found', 'Sweep not found');
  const answer: SweepAnswer = {
    sweep_id: sweepId,
    status: record.status,
    cells_total: record.cells_total,
    // A retried batch may add its cells twice while running; the reduce step writes exact counts.
    cells_done: Math.min(record.cells_total, record.cells_done),
    cells_failed: Math.min(record.cells_total, record.cells_failed),
    request: sweepRequestOf(record),
  };
  if (record.status === 'failed') answer.error = record.error ?? SWEEP_FAILED;
  if (record.status === 'finished') answer.result = (await d.blobs.getJson(record.result_key ?? sweepResultKey(sweepId))) as SweepResult;
  return answer;
}
