/**
 * POST /save-backtest `{backtest_name, strategy, from_backtest_id, description, tags}` (audit 22 F6):
 * a saved run loaded into a builder and saved again (under a new name, say) has no job any more; sent
 * back as a body it would be stored as 'sent', though it is the backtester's record. Named instead,
 * the caller's own saved backtest's stored result is copied as a job's is (save-from-job.ts) and the
 * new save is 'run' too, but only when that one is itself a run's copy: a sent copy stays sent. The
 * strategy must be that run's (every setting that changes the result), as a save by job is held to.
 */
import { SAVE_FROM_SAVED_MESSAGES } from '../../shared/contracts/limits';
import { strategyTypeOf, type JsonObject, type SaveFromSavedPayload, type SavedBacktest } from '../../shared/contracts/saved';
import { AppError, notFound } from '../platform/errors';
import type { LocalLinks } from '../platform/result-link';
import { saveCopyOf } from './save-from-job';
import { payloadOf, type CountedStores } from './saved-service';
import { withoutUnknownKeys } from './run-strategy-keys';
import { strategyNotTheSaved } from './strategy-of-job';

export async function saveFromSaved(s: CountedStores, userId: string, p: SaveFromSavedPayload, local?: LocalLinks): Promise<SavedBacktest> {
  // Keyed by the caller: another user's backtest answers as one that does not exist.
  const source = await s.saved.get(userId, p.from_backtest_id);
  if (!source) throw notFound('save.backtest_not_found', SAVE_FROM_SAVED_MESSAGES.notFound);
  if (!source.results_key) throw new AppError('save.backtest_not_a_run', 409, SAVE_FROM_SAVED_MESSAGES.notARun);
  const savedStrategy = (await payloadOf(s, source)).strategy ?? {};
  // Checked with the run's result, read once by saveCopyOf: a saved strategy that leaves out its
  // costs or dates loads with the result's (strategy-of-job.ts strategyNotTheSaved).
  const notTheRuns = (results: JsonObject) => strategyNotTheSaved(savedStrategy, results, p.strategy);
  // Stored without keys no contract knows (run-strategy-keys.ts); the check reads them as absent.
  const stored = { ...p, strategy: withoutUnknownKeys(strategyTypeOf(p.strategy) === 'covered' ? 'covered' : 'multileg', p.strategy) };
  return saveCopyOf(s, userId, stored, source.results_key, new AppError('save.result_gone', 410, SAVE_FROM_SAVED_MESSAGES.resultGone), local, notTheRuns);
}
