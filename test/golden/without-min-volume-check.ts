import type { BacktestResult, CoveredBacktestResult } from '../../shared/contracts/results';
import { MIN_VOLUME_CHECK_NOTE_START } from '../../shared/engine/strategy/min-volume-check';

/**
 * A worker's result without what its run with no minimum volume added (shared/engine/strategy/
 * min-volume-check.ts): `min_volume_check` and its note, the last one written. What is left is the
 * run the trader asked for, which must equal the single run's result (the check changes no run).
 */
export function withoutMinVolumeCheck<R extends CoveredBacktestResult | BacktestResult>(result: R): R {
  const { min_volume_check: check, ...rest } = result;
  if (check === undefined) return result;
  const notes = result.diagnostics.notes;
  const last = notes.at(-1);
  if (last === undefined || !last.startsWith(MIN_VOLUME_CHECK_NOTE_START)) throw new Error('min_volume_check without its note last');
  return { ...rest, diagnostics: { ...result.diagnostics, notes: notes.slice(0, -1) } } as R;
}
