/**
 * The run note of a run that opened far puts on days the modeled put tail fell short of Cboe's
 * SKEW (chain-rules.ts SKEW_SHORTFALL_NOTE_FROM; test/audits/2026-12-skew-tail.md): SKEW printed
 * higher than the smile's form reaches, so puts past the tail's start were priced under what the
 * market's own SKEW said that day. A buyer of them (a tail hedge, a condor's long put wing) reads
 * better than he would have fared, a seller worse. Why a note and not a fix: a form that reaches
 * SKEW was measured and not adopted (the write-up).
 *
 * Not the far-put note (far-put-note.ts): that one is a gap measured against a real chain (SPXW
 * 2018, puts under 0.01 delta, on days the fit reached SKEW); this one is the model's own shortfall
 * against the day's index, on the days it happened, for every put past the tail's start. Kept
 * apart because one is evidence from real quotes and the other the fit's residual: merged, a
 * reader could not tell which number is which. A put under 0.01 delta on such a day is in both.
 */
import type { OptionChainProvider } from '../market/market-data';
import { SKEW_SHORTFALL_NOTE_FROM, TAIL_START } from '../market/chain-rules';
import type { OpenedPosition } from './far-put-note';
import { openedWords, underpricedPutEffect } from './put-note-words';

/** An opened option position and the day it was opened (its quote's day). */
export interface DatedOpening extends OpenedPosition { date: string }

/** What the note says: the puts counted, on which days, and the largest shortfall among them. */
export interface SkewTailCount {
  bought: number;
  sold: number;
  /** Distinct opening days, ascending. */
  days: string[];
  /** The largest shortfall of those days, in SKEW points: the fit's, and the 30-day smile's as quoted (when the chain says). */
  largest: number;
  largestQuoted?: number;
  /** The counted puts' |delta| at entry, least and most. */
  delta: { low: number; high: number };
}

/**
 * The modeled far puts opened on shortfall days: a put quoted by the model (not imported, not held
 * to an imported day's real neighbours; an imported day has no volModel either) whose strike sits
 * past the tail's start on the day's smile (smileZ under −TAIL_START), on a day whose fitted tail
 * fell more than SKEW_SHORTFALL_NOTE_FROM short (volModel's skewShortfall: SPX and SPY only).
 * Reads two numbers a counted put; no strip is priced.
 */
type SkewChain = Pick<OptionChainProvider, 'volModel' | 'smileZ' | 'quotedSkewShortfall'>;

export function skewTailCount(chain: SkewChain, opened: readonly DatedOpening[]): SkewTailCount | undefined {
  if (chain.volModel === undefined || chain.smileZ === undefined) return undefined;
  let bought = 0;
  let sold = 0;
  let largest = 0;
  let largestQuoted: number | undefined;
  let low = Infinity;
  let high = 0;
  const days = new Set<string>();
  for (const p of opened) {
    const c = p.contract;
    if (c.call_or_put !== 'put' || c.quote_source === 'imported' || c.neighbour_bounded === true) continue;
    const shortfall = chain.volModel(p.date)?.skewShortfall;
    if (shortfall === undefined || !(shortfall > SKEW_SHORTFALL_NOTE_FROM)) continue;
    const z = chain.smileZ(p.date, c.expiry_date, c.strike);
    if (z === undefined || !(z < -TAIL_START)) continue;
    if (p.side === 'long') bought += p.quantity;
    else sold += p.quantity;
    if (!days.has(p.date)) {
      days.add(p.date);
      // Once a counted day: a butterfly check, not a strip.
      const quoted = chain.quotedSkewShortfall?.(p.date);
      if (quoted !== undefined) largestQuoted = Math.max(largestQuoted ?? 0, quoted);
    }
    largest = Math.max(largest, shortfall);
    low = Math.min(low, Math.abs(c.delta));
    high = Math.max(high, Math.abs(c.delta));
  }
  if (bought + sold === 0) return undefined;
  return { bought, sold, days: [...days].sort(), largest, ...(largestQuoted === undefined ? {} : { largestQuoted }), delta: { low, high } };
}

/** |delta| as a trader reads it: two decimals, three under 0.01 (a 0.004 put is not "0.00"). */
const deltaText = (d: number): string => (d < 0.01 ? d.toFixed(3) : d.toFixed(2));

/** The note's text for a count, or undefined when nothing was counted. */
export function skewTailNoteText(count: SkewTailCount | undefined): string | undefined {
  if (count === undefined) return undefined;
  const { bought, sold, days, largest, largestQuoted, delta } = count;
  const what = openedWords(bought, sold);
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? '';
  const when = days.length === 1 ? `on 1 day (${first})` : `on ${days.length} days (${first} to ${last})`;
  const deltas = deltaText(delta.low) === deltaText(delta.high) ? `${deltaText(delta.low)} delta` : `${deltaText(delta.low)}-${deltaText(delta.high)} delta`;
  const quoted = largestQuoted === undefined ? 'further' : `up to ${largestQuoted.toFixed(1)}`;
  // 'may': the shortfall is the fit's against the index; no real chain of those days is held.
  const effect = underpricedPutEffect(bought, sold, false);
  return `Far puts on days the model's put tail fell short of Cboe's SKEW: ${when} the run ${what} of puts (${deltas}) beyond where the modeled put tail starts, `
    + `while SKEW printed higher than the modeled smile can reach (its 30-day SKEW up to ${largest.toFixed(1)} points under the index as fitted, and ${quoted} as quoted, where the tail is cut to keep butterflies non-negative). `
    + `The model priced these puts under what the market's own SKEW implied those days; ${effect}.`;
}

/** The note of a run's openings on `chain`, or undefined (no such put, or not SPX/SPY: chain-rules.ts SKEW_SHORTFALL_NOTE_FROM). */
export function skewTailNote(chain: SkewChain, opened: readonly DatedOpening[]): string | undefined {
  return skewTailNoteText(skewTailCount(chain, opened));
}
