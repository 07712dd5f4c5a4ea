/**
 * The run note of a run that opened far puts on days the modeled put tail fell short of Cboe's
 * SKEW (chain-rules.ts SKEW_SHORTFALL_NOTE_FROM; test/audits/2026-12-skew-tail.md): SKEW printed
 * higher than the smile's form reaches, so puts past the tail's start were priced under what the
 * market's own SKEW said that day. A buyer of them (a tail hedge, a condor's long put wing) reads
 * better than he would have fared, a seller worse. Why a note and not a fix: a form that reaches
 * SKEW was measured and not adopted (the write-up).
 *
 * It also counts such puts a run CLOSES at the day's price on such a day (audit 19 F1): a short put
 * bought back there (a take profit on a put seller) cost the run less than the market's SKEW said,
 * a long put sold there fetched less. Closes that use no quote are not counted: a settlement at
 * expiry, an assignment or an exercise, all at intrinsic value.
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
import { closedWords, openedWords, underpricedCloseEffect, underpricedPutEffect } from './put-note-words';
import { countWords } from '../core/count-text';

/** An opened option position and the day it was opened (its quote's day). */
export type DatedOpening = OpenedPosition;

/**
 * An option position closed at the day's price (a fill, slippage included: not a settlement at
 * intrinsic value), its contract as quoted on `date`, the close's day; `side` is the position's, so
 * a short was bought back and a long sold.
 */
export type DatedClose = DatedOpening;

/** The counted puts of one kind (openings or closes): contracts by side, their days and their |delta| on those days. */
export interface PutTally {
  /** Opened long, or (closes) a short bought back. */
  bought: number;
  /** Opened short, or (closes) a long sold. */
  sold: number;
  /** Distinct days, ascending. */
  days: string[];
  /** The counted puts' |delta| on those days, least and most. */
  delta: { low: number; high: number };
}

/** What the note says: the puts counted, opened and closed, and the largest shortfall of their days. */
export interface SkewTailCount {
  opened?: PutTally;
  closed?: PutTally;
  /** The largest shortfall of the counted days, in SKEW points: the fit's, and the 30-day smile's as quoted (when the chain says). */
  largest: number;
  largestQuoted?: number;
}

type SkewChain = Pick<OptionChainProvider, 'volModel' | 'smileZ' | 'quotedSkewShortfall'>;

/** A tally being filled: its counts, days and delta range. */
class Tally {
  bought = 0;
  sold = 0;
  low = Infinity;
  high = 0;
  readonly days = new Set<string>();

  add(p: DatedOpening, buys: boolean): void {
    if (buys) this.bought += p.quantity;
    else this.sold += p.quantity;
    this.days.add(p.date);
    const d = Math.abs(p.contract.delta);
    this.low = Math.min(this.low, d);
    this.high = Math.max(this.high, d);
  }

  done(): PutTally | undefined {
    return this.bought + this.sold === 0 ? undefined : { bought: this.bought, sold: this.sold, days: [...this.days].sort(), delta: { low: this.low, high: this.high } };
  }
}

/**
 * The modeled far puts opened, and closed at a price, on shortfall days: a put quoted by the model
 * (not imported, not held to an imported day's real neighbours; an imported day has no volModel
 * either) whose strike sits past the tail's start on that day's smile (smileZ under −TAIL_START, at
 * the expiry's forward and ATM vol of the day: the opening's day for an opening, the close's for a
 * close, as the quote that set the price), on a day whose fitted tail fell more than
 * SKEW_SHORTFALL_NOTE_FROM short (volModel's skewShortfall: SPX and SPY only). `closed` holds only
 * closes by a fill: a settlement at intrinsic value reads no quote. Reads two numbers a counted put;
 * no strip is priced.
 */
export function skewTailCount(chain: SkewChain, opened: readonly DatedOpening[], closed: readonly DatedClose[] = []): SkewTailCount | undefined {
  if (chain.volModel === undefined || chain.smileZ === undefined) return undefined;
  let largest = 0;
  let largestQuoted: number | undefined;
  const quotedDays = new Set<string>();
  /** The day's fitted shortfall when `p` is a modeled put past the tail's start on a day over the threshold, else undefined. */
  const shortfallOf = (p: DatedOpening): number | undefined => {
    const c = p.contract;
    if (c.call_or_put !== 'put' || c.quote_source === 'imported' || c.neighbour_bounded === true) return undefined;
    const shortfall = chain.volModel?.(p.date)?.skewShortfall;
    if (shortfall === undefined || !(shortfall > SKEW_SHORTFALL_NOTE_FROM)) return undefined;
    const z = chain.smileZ?.(p.date, c.expiry_date, c.strike);
    return z !== undefined && z < -TAIL_START ? shortfall : undefined;
  };
  const count = (positions: readonly DatedOpening[], buys: (p: DatedOpening) => boolean): PutTally | undefined => {
    const tally = new Tally();
    for (const p of positions) {
      const shortfall = shortfallOf(p);
      if (shortfall === undefined) continue;
      tally.add(p, buys(p));
      largest = Math.max(largest, shortfall);
      if (!quotedDays.has(p.date)) {
        quotedDays.add(p.date);
        // Once a counted day: a butterfly check, not a strip.
        const quoted = chain.quotedSkewShortfall?.(p.date);
        if (quoted !== undefined) largestQuoted = Math.max(largestQuoted ?? 0, quoted);
      }
    }
    return tally.done();
  };
  // An opening buys a long; a close buys back a short.
  const openedCount = count(opened, (p) => p.side === 'long');
  const closedCount = count(closed, (p) => p.side === 'short');
  if (openedCount === undefined && closedCount === undefined) return undefined;
  return {
    ...(openedCount === undefined ? {} : { opened: openedCount }),
    ...(closedCount === undefined ? {} : { closed: closedCount }),
    largest,
    ...(largestQuoted === undefined ? {} : { largestQuoted }),
  };
}

/** |delta| as a trader reads it: two decimals, three under 0.01 (a 0.004 put is not "0.00"). */
const deltaText = (d: number): string => (d < 0.01 ? d.toFixed(3) : d.toFixed(2));

/** 'on 3 days (2024-02-09 to 2025-12-19)', 'on 1 day (2024-02-09)'. */
const daysText = (days: readonly string[]): string => {
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? '';
  return `on ${countWords(days.length, 'day', 'days')} (${days.length === 1 ? first : `${first} to ${last}`})`;
};

/** '0.05 delta', '0.05-0.09 delta'. */
const deltasText = ({ low, high }: PutTally['delta']): string =>
  deltaText(low) === deltaText(high) ? `${deltaText(low)} delta` : `${deltaText(low)}-${deltaText(high)} delta`;

/** The note's text for a count, or undefined when nothing was counted. */
export function skewTailNoteText(count: SkewTailCount | undefined): string | undefined {
  if (count === undefined) return undefined;
  const { opened, closed, largest, largestQuoted } = count;
  const openings = opened && `${daysText(opened.days)} the run ${openedWords(opened.bought, opened.sold)} of puts (${deltasText(opened.delta)}) beyond where the modeled put tail starts`;
  const closes = closed && (openings
    ? `and ${daysText(closed.days)} it ${closedWords(closed.bought, closed.sold)} (${deltasText(closed.delta)}) at the model's price, beyond where the tail started that day`
    : `${daysText(closed.days)} the run ${closedWords(closed.bought, closed.sold)} (${deltasText(closed.delta)}) at the model's price, beyond where the modeled put tail started that day`);
  const quoted = largestQuoted === undefined ? 'further' : `up to ${largestQuoted.toFixed(1)}`;
  // 'may': the shortfall is the fit's against the index; no real chain of those days is held.
  const effect = [
    opened ? underpricedPutEffect(opened.bought, opened.sold, false) : '',
    closed ? underpricedCloseEffect(closed.bought, closed.sold, (opened?.bought ?? 0) > 0) : '',
  ].filter(Boolean).join('; ');
  return `Far puts on days the model's put tail fell short of Cboe's SKEW: ${[openings, closes].filter(Boolean).join(', ')}, `
    + `while SKEW printed higher than the modeled smile can reach (its 30-day SKEW up to ${largest.toFixed(1)} points under the index as fitted, and ${quoted} as quoted, where the tail is cut to keep butterflies non-negative). `
    + `The model priced these puts under what the market's own SKEW implied those days; ${effect}.`;
}

/**
 * The note of a run's openings and closes at a price on `chain`, or undefined (no such put, or not
 * SPX/SPY: chain-rules.ts SKEW_SHORTFALL_NOTE_FROM). Only a run that keeps its trade log asks (a
 * model-risk band run or a sweep cell writes no notes).
 */
export function skewTailNote(chain: SkewChain, opened: readonly DatedOpening[], closed: readonly DatedClose[] = []): string | undefined {
  return skewTailNoteText(skewTailCount(chain, opened, closed));
}
