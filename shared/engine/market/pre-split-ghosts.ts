/**
 * Pre-split rows left in a vendor's post-split files (audit 12 D1). LEAN's AAPL files after the 7:1
 * of 2014-06-09 still list every pre-split strike (2,180 of 4,360 rows on 06-09), each at volume 0
 * with its close frozen at the last pre-split trade, beside the adjusted series the exchange listed
 * in its place (the 625 call of 07-11 at 31.35, and its adjusted twin, the 89.29 call, at 5.05, on
 * a $93.70 stock). Read as a quote, the 625 call implied 663% and a 0.50-delta short call sold it
 * for +$6,268.70 where the real contract made +$90.70.
 *
 * Volume 0 alone is no test (70% of LEAN's rows have volume 0, most of them fresh: their closes
 * move). A row is such a ghost when all of these hold:
 * - it is last-price-only (no vendor bid/ask) and did not trade that day (volume 0);
 * - the day is on or after a split of the underlying, and its expiry no more than
 *   LONG_LISTING_YEARS after the split (a series that could have been listed before it);
 * - the same day lists, for the same expiry and type, its adjusted twin: strike / ratio to the cent
 *   (OCC's adjustment of that series; a real post-split strike has no such twin in pre-split units);
 * - its close is frozen (the same as on the previous imported day, or that day is before the split:
 *   the first day after it has nothing after the split to compare with), or it is no price of an
 *   option on the day's underlying (outside its no-arbitrage bounds: LEAN refreshes some ghosts
 *   against the pre-split spot, the 760 put of 07-19 at 114.98 on a $94.25 stock, whose intrinsic
 *   value is 665.75).
 * Such a row is not quoted: the day answers the contract from the model, flagged as a modeled quote
 * on an imported day. Measured (test/audits/scripts12/lean-ghost-count.ts) on LEAN's AAPL files: every
 * row at a strike over 200 on 06-09..06-16 (2,176 a day to 06-12, 2,022 on 06-13 and 06-16)
 * and the 195 and 200 calls and puts of 2015-01-17, no other row.
 */
import type { OptionQuote, OptionType, Split } from './market-data';

/** Equity LEAPS are listed up to about 2 years 8 months out: a series of an expiry later than this after a split was listed after it. */
export const LONG_LISTING_YEARS = 3;

/** What the ghost test reads of the imported source. */
export interface GhostSource {
  days(): readonly string[];
  quote(date: string, expiry: string, type: OptionType, strike: number): OptionQuote | undefined;
}

const cents = (x: number): number => Math.round(x * 100) / 100;

/** How far (a share of the bound, at least 5 cents) a close may sit outside its no-arbitrage bounds and still be a price of the day. */
const BOUND_TOLERANCE = 0.05;

/**
 * True when `q`'s last is outside what an option on its underlying can be worth: under its
 * intrinsic value, or over the spot (a call) or the strike (a put), by more than the tolerance.
 */
export function outsideBounds(q: Pick<OptionQuote, 'call_or_put' | 'strike' | 'underlying_price' | 'last_trade_price'>): boolean {
  const { strike: k, underlying_price: spot, last_trade_price: last } = q;
  const intrinsic = Math.max(q.call_or_put === 'call' ? spot - k : k - spot, 0);
  const upper = q.call_or_put === 'call' ? spot : k;
  const slack = (bound: number): number => Math.max(BOUND_TOLERANCE * bound, 0.05);
  return last < intrinsic - slack(intrinsic) || last > upper + slack(upper);
}

function yearsLater(date: string, years: number): string {
  return `${String(Number(date.slice(0, 4)) + years).padStart(4, '0')}${date.slice(4)}`;
}

/** The imported day before `date` (undefined: none). */
function previousDay(days: readonly string[], date: string): string | undefined {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((days[mid] as string) < date) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? days[lo - 1] : undefined;
}

/**
 * The ghost test of a source, or undefined when the underlying has no split (nothing to test).
 * `splitsOn(date)` says whether any split could leave ghosts on `date` (the day's chain is then
 * scanned and filtered, not searched).
 */
export function preSplitGhosts(source: GhostSource, splits: readonly Split[]): { isGhost: (date: string, q: OptionQuote) => boolean; splitsOn: (date: string) => boolean } | undefined {
  const real = splits.filter((s) => s.ratio > 0 && s.ratio !== 1);
  if (real.length === 0) return undefined;
  const splitsOn = (date: string): boolean => real.some((s) => s.date <= date && date <= yearsLater(s.date, LONG_LISTING_YEARS));
  const isGhost = (date: string, q: OptionQuote): boolean => {
    if (q.last_only !== true || q.volume !== 0) return false;
    for (const s of real) {
      if (s.date > date || q.expiry_date > yearsLater(s.date, LONG_LISTING_YEARS)) continue;
      const twin = cents(q.strike / s.ratio);
      if (twin === q.strike || source.quote(date, q.expiry_date, q.call_or_put, twin) === undefined) continue;
      const previous = previousDay(source.days(), date);
      if (previous === undefined || previous < s.date || outsideBounds(q)) return true;
      const before = source.quote(previous, q.expiry_date, q.call_or_put, q.strike);
      if (before !== undefined && before.last_trade_price === q.last_trade_price) return true;
    }
    return false;
  };
  return { isGhost, splitsOn };
}
