/**
 * POST /save-backtest `{backtest_name, strategy, job_id, description, tags}`: saves a finished run
 * by naming its job instead of sending its result back, so a result of any legal size (30.6 MB for
 * the largest, README "Largest requests") can be saved. The job's stored result is copied within
 * S3 to a key of the saved backtest's own (`results_key`), which outlives the job and is deleted
 * with the save; GET /backtests/{id} and POST /shared answer it through a presigned URL
 * when it is too large to answer inline.
 */
import { SAVE_FROM_JOB_MESSAGES, SAVED_RESULT_MAX_BYTES } from '../../shared/contracts/limits';
import type { JsonObject, SaveFromJobPayload, SavedBacktest } from '../../shared/contracts/saved';
import type { JobsTable } from '../adapters/jobs-table';
import { resultKeyOf } from '../jobs/job-service';
import { AppError, notFound } from '../platform/errors';
import type { LocalLinks } from '../platform/result-link';
import { savedResultsKey } from './saved-result-key';
import { inSavedSlot, newItem, storeItem, toRecord, type CountedStores } from './saved-service';
import { summarise } from './saved-summary';
import { withoutUnknownKeys } from './run-strategy-keys';
import { strategyNotTheJobs } from './strategy-of-job';

export async function saveFromJob(s: CountedStores & { jobs: JobsTable }, userId: string, p: SaveFromJobPayload, local?: LocalLinks): Promise<SavedBacktest> {
  const job = await s.jobs.get(p.job_id);
  // Another user's job answers as one that does not exist (nothing says whether it does); a
  // sweep's record shares the table but holds no backtest result.
  if (!job || job.user_id !== userId || job.kind === 'sweep') throw notFound('save.job_not_found', SAVE_FROM_JOB_MESSAGES.notFound);
  if (job.status === 'running') throw new AppError('save.job_running', 409, SAVE_FROM_JOB_MESSAGES.running);
  if (job.status === 'failed') throw new AppError('save.job_failed', 409, SAVE_FROM_JOB_MESSAGES.failed);
  // Stored as 'run', so the settings shown over the result must be the run's (strategy-of-job.ts).
  const notTheRuns = strategyNotTheJobs(job, p.strategy);
  if (notTheRuns !== undefined) throw new AppError('save.strategy_not_the_runs', 400, notTheRuns);
  const stored = { ...p, strategy: withoutUnknownKeys(job.kind, p.strategy) };
  return saveCopyOf(s, userId, stored, job.result_key ?? resultKeyOf(job.job_id), new AppError('save.result_gone', 410, SAVE_FROM_JOB_MESSAGES.resultGone), local);
}

/**
 * Saves `p` with the result stored at `from` (a finished job's, or a saved run's: save-from-saved.ts)
 * copied to a key of the new save's own; `gone` is thrown when nothing is stored there any more.
 * `refuse`: why the strategy may not be saved over that result (read with it), or undefined.
 */
export async function saveCopyOf(
  s: CountedStores,
  userId: string,
  p: Pick<SaveFromJobPayload, 'backtest_name' | 'strategy' | 'description' | 'tags' | 'filing_status'>,
  from: string,
  gone: AppError,
  local?: LocalLinks,
  refuse?: (results: JsonObject) => string | undefined,
): Promise<SavedBacktest> {
  const bytes = await s.blobs.sizeIfPresent(from);
  if (bytes === undefined) throw gone;
  if (bytes > SAVED_RESULT_MAX_BYTES) throw new AppError('save.result_too_large', 413, SAVE_FROM_JOB_MESSAGES.tooLarge(bytes));
  // Read once for what the Saved card shows (its total P&L, period, data source).
  const results = (await s.blobs.getJson(from)) as JsonObject;
  const refused = refuse?.(results);
  if (refused !== undefined) throw new AppError('save.strategy_not_the_runs', 400, refused);
  return inSavedSlot(s, userId, async (backtestId, now) => {
    const item = newItem(userId, backtestId, now, p, summarise({ strategy: p.strategy, results }));
    item.results_key = savedResultsKey();
    await s.blobs.copy(from, item.results_key);
    try {
      await storeItem(s, item, { strategy: p.strategy });
    } catch (e) {
      // Nothing names the copy: it goes (the slot goes back in inSavedSlot).
      await s.blobs.delete(item.results_key).catch(() => undefined);
      throw e;
    }
    return toRecord(s, item, local);
  });
}
