import type { Diagnostics as DiagnosticsResult } from '../../contracts/results';
import { DIAGNOSTICS_MAX_NOTES, DIAGNOSTICS_MAX_SKIPPED } from '../../contracts/results';
import { isVolumeMiss } from '../selection/select-contract';
import { VOLUME_MOVE_NOTE_FROM } from '../selection/volume-moved';
import { moreSkipsNote, skipCause, type SkipCause } from '../../domain/skip-causes';
import type { OptionChainProvider } from '../market/market-data';
import { countText } from '../core/count-text';

/**
 * What the minimum-volume filter did on days whose volume was modeled (min-volume-check.ts): the
 * picks it changed (a contract nearer the target had less volume: volume-moved.ts volumeMoveCheck),
 * the largest such move in delta (delta targets), the entries or rolls it sent to a farther expiry,
 * and the days it stopped one. All zero: it changed nothing the run traded on them.
 */
export interface ModeledVolumeEffect {
  movedPicks: number;
  largestMove: number;
  fartherExpiries: number;
  stoppedDays: number;
  /**
   * Days an entry or roll whose contract or expiry the filter chose was then refused (margin, cash,
   * no bid …): nothing traded, but the run without the minimum tried other contracts and may have.
   */
  refusedTries: number;
}

/**
 * Why the engine did not trade when it could have (no contract matched, not enough cash …) and
 * notes on what it did beyond the trade log (stock bought back, rolls exhausted). Never silence:
 * past the contract's caps the first entries are kept and a note says how many were dropped.
 */
/**
 * A run note as a sentence: every note ends with a full stop, however its builder ended it (a
 * note closing on a figure or a bracket, 'Dividends received on shares held: $261.67', read as
 * cut off beside the notes that closed with one). Notes saved before are shown as they were.
 */
export function fullStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

export class Diagnostics {
  /**
   * `watchesModeledVolume`: look for every pick the minimum volume changed on a modeled day (a
   * selection at minimum volume 0 per pick: volume-moved.ts volumeMoveCheck), for the worker's run
   * without the minimum (min-volume-check.ts). Off for the runs that do not use it: the single run,
   * band runs and sweep cells pay nothing for it.
   */
  constructor(readonly watchesModeledVolume = false) {}

  /** Whether this run looks for every change the minimum volume made on `date` (watched, and a day of modeled volume). */
  watchesVolumeOn(chains: OptionChainProvider, date: string): boolean {
    return this.watchesModeledVolume && chains.source(date) !== 'imported';
  }

  private readonly skipped: Array<{ date: string; reason: string }> = [];
  private readonly notes: string[] = [];
  /** Skips past the list's cap, by cause (the run note counts each: a cooldown is not cash that fell short). */
  private readonly dropped: Partial<Record<SkipCause, number>> = {};
  private droppedCount = 0;
  private droppedNotes = 0;
  /** Days on which the minimum-volume filter stopped an entry or a roll (select-contract.ts's miss). */
  private readonly volumeMissDays = new Set<string>();
  /** Entries and rolls that traded a farther expiry than the nearest, illiquid one, and the first one's words. */
  private fartherExpiries = 0;
  private firstFartherExpiry = '';
  /** Entries and rolls (or their legs) whose DTE target lay past every listed expiration (dte-beyond-listings.ts), and the first one's words. */
  private beyondListings = 0;
  private firstBeyondListings = '';
  /** Entries and rolls whose delta pick the minimum volume moved (volume-moved.ts), and the first one's words. */
  private volumeMovedPicks = 0;
  private firstVolumeMovedPick = '';
  /** The same on modeled days only, and the largest of those moves in delta (ModeledVolumeEffect). */
  private readonly modeled = { movedPicks: 0, largestMove: 0, fartherExpiries: 0 };
  /** Modeled days whose try the filter shaped and the run then refused (ModeledVolumeEffect.refusedTries). */
  private readonly refusedTryDays = new Set<string>();

  skip(date: string, reason: string): void {
    if (isVolumeMiss(reason)) this.volumeMissDays.add(date);
    if (this.skipped.length < DIAGNOSTICS_MAX_SKIPPED) this.skipped.push({ date, reason });
    else this.drop(skipCause(reason));
  }

  private drop(cause: SkipCause): void {
    this.dropped[cause] = (this.dropped[cause] ?? 0) + 1;
    this.droppedCount += 1;
  }

  /**
   * A skip once the list is full (keepsSkipReasons false), whose reason is no volume miss: only
   * counted under the `cause` its caller knows, as `skip` would, without building a reason nobody
   * keeps (covered/entry.ts securesNoPut: a sweep cell whose cash fell behind the price skips
   * ~3,500 days this way). The cause is the caller's: it once booked 'cash' whoever called.
   */
  countSkipPastCap(cause: SkipCause): void {
    if (this.keepsSkipReasons()) throw new Error('countSkipPastCap: the skip list still keeps reasons');
    this.drop(cause);
  }

  /** False once the skip list is full: a further skip only adds to the count, its reason is not kept. */
  keepsSkipReasons(): boolean {
    return this.skipped.length < DIAGNOSTICS_MAX_SKIPPED;
  }

  /** How many days the minimum-volume filter stopped an entry or roll (kept past the skip-list cap). */
  volumeMissDayCount(): number {
    return this.volumeMissDays.size;
  }

  /** An entry or roll traded a farther expiry (expiry-fallback.ts); `text` is its trade reason's note; `modeled`: on a day of modeled volume. */
  enteredFartherExpiry(text: string, modeled: boolean): void {
    if (this.fartherExpiries === 0) this.firstFartherExpiry = text;
    this.fartherExpiries += 1;
    if (modeled) this.modeled.fartherExpiries += 1;
  }

  /** An entry or roll (or a leg of one) took the farthest expiry, its DTE target past them all; `text` is its reason's note (which names the day). */
  enteredBeyondListings(text: string): void {
    if (this.beyondListings === 0) this.firstBeyondListings = text;
    this.beyondListings += 1;
  }

  /** A delta pick (a covered entry or roll, a multi-leg entry's leg) the minimum volume moved (volume-moved.ts); `text` is its date and reason's note. */
  pickMovedByVolume(text: string): void {
    if (this.volumeMovedPicks === 0) this.firstVolumeMovedPick = text;
    this.volumeMovedPicks += 1;
  }

  /** On a day of modeled volume, a pick the minimum volume changed (volume-moved.ts volumeMoveCheck), `by` that much delta. */
  modeledPickMoved(by: number): void {
    this.modeled.movedPicks += 1;
    this.modeled.largestMove = Math.max(this.modeled.largestMove, by);
  }

  /** On a watched modeled day, an entry or roll the minimum volume shaped was refused after its pick (counted once a day). */
  modeledTryRefused(date: string): void {
    this.refusedTryDays.add(date);
  }

  /** What the minimum volume did on the days `chains` modeled (ModeledVolumeEffect). */
  modeledVolumeEffect(chains: OptionChainProvider): ModeledVolumeEffect {
    let stoppedDays = 0;
    for (const date of this.volumeMissDays) if (chains.source(date) !== 'imported') stoppedDays += 1;
    return { ...this.modeled, stoppedDays, refusedTries: this.refusedTryDays.size };
  }

  /** One note for all the picks the minimum volume moved. */
  volumeMovedNote(): string | undefined {
    const n = this.volumeMovedPicks;
    if (n === 0) return undefined;
    return `Minimum volume: ${countText(n)} delta ${n === 1 ? 'pick' : 'picks'} (of entries, rolls or their legs) took a contract more than ${VOLUME_MOVE_NOTE_FROM} of delta from the one nearest the target, `
      + `which had less than the minimum volume; each such trade's reason says which. First: ${this.firstVolumeMovedPick}.`;
  }

  /** One note for all the picks whose DTE target was past the listed expirations. */
  beyondListingsNote(): string | undefined {
    const n = this.beyondListings;
    if (n === 0) return undefined;
    return `DTE target past the listed expirations: ${countText(n)} ${n === 1 ? 'pick' : 'picks'} (of entries, rolls or their legs) took the farthest expiration listed that day, `
      + `nearer than the target; each such trade's reason says so. First: ${this.firstBeyondListings}.`;
  }

  /** One note for all the entries on a farther expiry (a note each could crowd out the others). */
  fartherExpiryNote(): string | undefined {
    const n = this.fartherExpiries;
    if (n === 0) return undefined;
    return `Flexible DTE matching: ${countText(n)} ${n === 1 ? 'entry or roll' : 'entries or rolls'} traded a farther expiry because the nearest to the DTE target `
      + `had no strike meeting the minimum volume; each such trade's reason says which. First: ${this.firstFartherExpiry}.`;
  }

  note(text: string): void {
    if (this.notes.length < DIAGNOSTICS_MAX_NOTES - 2) this.notes.push(fullStop(text));
    else this.droppedNotes += 1;
  }

  result(): DiagnosticsResult {
    const notes = [...this.notes];
    if (this.droppedCount > 0) notes.push(fullStop(moreSkipsNote(this.dropped)));
    if (this.droppedNotes > 0) notes.push(`${this.droppedNotes} more notes not listed.`);
    return { skipped_entries: [...this.skipped], notes };
  }
}
