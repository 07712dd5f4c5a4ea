/**
 * The minimum volume on modeled chains, shown beside the run instead of inside it (audit 15 F1).
 * The modeled volume (market/liquidity-model.ts) is fitted on AAPL 2014 and GOOG 2015 chains, when
 * single-name weeklies a few weeks out were thin; applied to a 2020s single name it leaves most
 * strikes under the default minimum of 100, and the filter then takes whatever round strike passes:
 * an AAPL 2023 25-delta strangle sold puts from 0.05 to 0.47 delta and returned +13.82%, the same
 * request with no minimum +5.61%. No real chain of those names and years is bundled, so which is
 * nearer what a trader would have traded cannot be known here; what can be done is to show both.
 *
 * When the filter changed what the run traded on modeled days (a pick moved off the contract nearest
 * its target, however little, an expiry moved, an entry stopped, or an entry it shaped then refused
 * for margin or cash: diagnostics.ts ModeledVolumeEffect), the worker runs the same request with no
 * minimum volume (metrics only: band-run.ts) and the result carries that run's headline
 * (`min_volume_check`) and a note that says how far the picks moved and what the run without the
 * filter returned. The run itself is not changed: the trader asked for the minimum.
 */
import { DIAGNOSTICS_MAX_NOTES, type BacktestResult, type CoveredBacktestResult, type MinVolumeCheck } from '../../contracts/results';
import { formatReturnPercent } from '../../analytics/format-metric';
import { fixedHalfAway } from '../../analytics/decimal-round';
import { EngineError } from '../core/engine-error';
import type { BandRun } from './band-run';
import type { ModeledVolumeEffect } from './diagnostics';
import { countText } from '../core/count-text';

type Result = CoveredBacktestResult | BacktestResult;

/** How the check's note opens (a reader of the notes, a test, can find it). */
export const MIN_VOLUME_CHECK_NOTE_START = 'The minimum volume of ';

/** True when the minimum volume changed anything the run traded on a modeled day: only then is the run without it made. */
export function filterChangedModeledRun(minVolume: number, effect: ModeledVolumeEffect): boolean {
  return minVolume > 0 && effect.movedPicks + effect.fartherExpiries + effect.stoppedDays + effect.refusedTries > 0;
}

/**
 * `base` with `min_volume_check` and its note, from `rerunWithoutMinimum` (the same request at
 * minimum volume 0), when filterChangedModeledRun; else `base` unchanged. A run without the minimum
 * that the engine refuses leaves a note saying so instead.
 */
export function withMinVolumeCheck<R extends Result>(
  base: R,
  minVolume: number,
  effect: ModeledVolumeEffect,
  rerunWithoutMinimum: () => BandRun,
): R {
  if (!filterChangedModeledRun(minVolume, effect)) return base;
  let without: BandRun;
  try {
    without = rerunWithoutMinimum();
  } catch (e) {
    if (!(e instanceof EngineError)) throw e;
    return withNote(base, `${changedWords(minVolume, effect)}; the same strategy with no minimum volume could not be run (${e.message}), so its result is not shown.`);
  }
  const check: MinVolumeCheck = {
    min_volume: minVolume,
    moved_picks: effect.movedPicks,
    largest_move_delta: Number(fixedHalfAway(effect.largestMove, 3)),
    farther_expiries: effect.fartherExpiries,
    stopped_days: effect.stoppedDays,
    ...(effect.refusedTries > 0 ? { refused_entries: effect.refusedTries } : {}),
    without_minimum: without.metrics,
  };
  return withNote({ ...base, min_volume_check: check }, minVolumeCheckNote(check, base.total_return_pct));
}

function withNote<R extends Result>(result: R, note: string): R {
  const notes = result.diagnostics.notes.length < DIAGNOSTICS_MAX_NOTES ? [...result.diagnostics.notes, note] : result.diagnostics.notes;
  return { ...result, diagnostics: { ...result.diagnostics, notes } };
}

const plural = (n: number, one: string, many: string): string => `${countText(n)} ${n === 1 ? one : many}`;

/** 'The minimum volume of 100 was checked against modeled volume, … and moved 46 picks off the contract nearest the target (by up to 0.249 of delta) …', no full stop. */
function changedWords(minVolume: number, effect: ModeledVolumeEffect): string {
  const what = [
    effect.movedPicks > 0
      ? `moved ${plural(effect.movedPicks, 'pick', 'picks')} off the contract nearest the target`
        + (effect.largestMove > 0 ? ` (by up to ${fixedHalfAway(effect.largestMove, 3)} of delta)` : '')
      : null,
    effect.fartherExpiries > 0 ? `sent ${plural(effect.fartherExpiries, 'entry or roll', 'entries or rolls')} to a farther expiry` : null,
    effect.stoppedDays > 0 ? `stopped an entry or roll on ${plural(effect.stoppedDays, 'day', 'days')}` : null,
    effect.refusedTries > 0
      ? `chose the contract or expiry of an entry or roll refused afterwards (margin, cash or no bid) on ${plural(effect.refusedTries, 'day', 'days')}, `
        + 'where the run without the minimum tried others'
      : null,
  ].filter((w): w is string => w !== null);
  const listed = what.length < 2 ? what.join('') : `${what.slice(0, -1).join(', ')} and ${what.at(-1)}`;
  return `${MIN_VOLUME_CHECK_NOTE_START}${countText(minVolume)} was checked against modeled volume, not contracts that really traded, and ${listed}`;
}

/** The note in a trader's words: what the filter did, the run without it, this run, and why the two can differ. */
export function minVolumeCheckNote(check: MinVolumeCheck, thisRunReturnPct: number): string {
  const effect = {
    movedPicks: check.moved_picks, largestMove: check.largest_move_delta, fartherExpiries: check.farther_expiries, stoppedDays: check.stopped_days, refusedTries: check.refused_entries ?? 0,
  };
  const w = check.without_minimum;
  return `${changedWords(check.min_volume, effect)}; with no minimum volume the same strategy returned ${formatReturnPercent(w.total_return_pct)} `
    + `(max drawdown ${fixedHalfAway(w.max_drawdown_pct, 2)}%), this run ${formatReturnPercent(thisRunReturnPct)}. `
    + 'On real chains of these dates the filter could have moved other picks, fewer or none: the gap between the two returns is what it did '
    + 'on modeled volume, and no real chain of these dates is here to say which of the two a trader would have traded.';
}
