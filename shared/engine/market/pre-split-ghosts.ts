/**
 * Pre-split rows left in a vendor's post-split files (audit 12 D1, audit 13 D1). When a stock splits
 * r:1, OCC adjusts every listed series: the K strike becomes K / r (r contracts for each one held),
 * so after the split the exchange no longer lists the pre-split K series. LEAN's AAPL files after
 * the 7:1 of 2014-06-09 still list every pre-split strike (2,180 of 4,360 rows on 06-09) at volume 0,
 * priced as options on the pre-split stock, beside the adjusted series (the 625 call of 07-11 at
 * 31.35 beside its adjusted twin, the 89.29 call, at 5.05, on a $93.70 stock). Read as a quote, the
 * 625 call implied 663% and a 0.50-delta short call sold it for +$6,268.70 where the real contract
 * made +$90.70.
 *
 * After a 2:1 (or 3:1, 4:1) split a real new series can share its strike with a pre-split one: the
 * strike is no test, the price is. A row is such a ghost when all of these hold:
 * - it is last-price-only (no vendor bid/ask) and did not trade that day (volume 0): a row that
 *   traded is a price of the day;
 * - the day is on or after a split of the underlying, and its expiry no more than
 *   LONG_LISTING_YEARS after the split (a series that could have been listed before it);
 * - the same day lists, for the same expiry and type, its adjusted twin: strike / ratio to the cent;
 * - its close is a price of the pre-split series, not of an option on the day's stock, by one of:
 *   - it breaks the order of prices in strike against its twin: a pre-split call is worth `ratio`
 *     of its twin, so it is dearer than the twin call of the lower strike, which no call is;
 *   - it is outside its no-arbitrage bounds at every spot the stock had on the imported days from
 *     the split to that day (a real row whose close is some days old was a price at one of them;
 *     LEAN refreshes some ghosts against the pre-split spot: the 760 put of 07-19 at 114.98 on a
 *     $94.25 stock, under its intrinsic value 665.75);
 *   - it is frozen at its pre-split price: the same series' close on the last imported day before
 *     the split, when that day is in pre-split units (its spot over sqrt(ratio) times the day's; a
 *     vendor that already adjusted its last pre-split file, as LEAN did 06-06, gives nothing to
 *     compare with).
 * A close merely unchanged from the day before is no test (a real far row that did not trade keeps
 * its close: the rule before audit 13 dropped 51-91 real rows a day at 2:1 so). When the import lacks
 * the last pre-split day, or starts on the first day after the split, only the first two tests
 * apply: a pre-split close that is also a possible price of the day (a far-from-the-money row, a few
 * cents either way) is kept, quoted as the real row it may be.
 * Such a row is not quoted: the day answers the contract from the model, flagged as a modeled quote
 * on an imported day. Measured (test/audits/scripts14/ghost-false-positives.ts) on LEAN's AAPL files:
 * every pre-split row out on the real 7:1 (2,180 a day to 06-12, 2,026 on 06-13 and 06-16), and with
 * the split taken as 2:1..5:1 no real row out (see README, "pre-split ghosts").
 */
import type { OptionQuote, OptionType, Split } from './market-data';

/** Equity LEAPS are listed up to about 2 years 8 months out: a series of an expiry later than this after a split was listed after it. */
export const LONG_LISTING_YEARS = 3;

/** What the ghost test reads of the imported source. */
export interface GhostSource {
  days(): readonly string[];
  expirations(date: string): readonly string[];
  chain(date: string, expiry: string, type: OptionType): readonly OptionQuote[];
  quote(date: string, expiry: string, type: OptionType, strike: number): OptionQuote | undefined;
}

const cents = (x: number): number => Math.round(x * 100) / 100;

/** How far (a share of the bound, at least 5 cents) a close may sit outside a no-arbitrage bound and still be a price of the day. */
const BOUND_TOLERANCE = 0.05;
const slack = (bound: number): number => Math.max(BOUND_TOLERANCE * Math.abs(bound), 0.05);

type BoundsQuote = Pick<OptionQuote, 'call_or_put' | 'strike' | 'underlying_price' | 'last_trade_price'>;

/**
 * True when `q`'s last is outside what an option on its underlying can be worth at any spot from
 * `low` to `high`: under its intrinsic value at the most favourable of them, or over the highest
 * spot (a call) or the strike (a put), by more than the tolerance.
 */
function outsideBoundsAtSpots(q: BoundsQuote, low: number, high: number): boolean {
  const { strike: k, last_trade_price: last } = q;
  const intrinsic = Math.max(q.call_or_put === 'call' ? low - k : k - high, 0);
  const upper = q.call_or_put === 'call' ? high : k;
  return last < intrinsic - slack(intrinsic) || last > upper + slack(upper);
}

/** True when `q`'s last is outside its no-arbitrage bounds against its own underlying price. */
export function outsideBounds(q: BoundsQuote): boolean {
  return outsideBoundsAtSpots(q, q.underlying_price, q.underlying_price);
}

/**
 * True when `q` and `twin` (the same day, expiry and type) break the order of prices in strike: a
 * call dearer than a call of a lower strike, or a put dearer than a put of a higher strike, by more
 * than the tolerance. No option on one underlying is priced so; a pre-split call is, against its
 * adjusted twin (it is `ratio` of them).
 */
export function breaksStrikeOrder(q: BoundsQuote, twin: BoundsQuote): boolean {
  const [lower, higher] = q.strike < twin.strike ? [q, twin] : [twin, q];
  const [cheap, dear] = q.call_or_put === 'call' ? [lower, higher] : [higher, lower];
  return dear.last_trade_price > cheap.last_trade_price + slack(cheap.last_trade_price);
}

function yearsLater(date: string, years: number): string {
  return `${String(Number(date.slice(0, 4)) + years).padStart(4, '0')}${date.slice(4)}`;
}

/** Index of the first of `days` on or after `date` (days.length: none). */
function firstOnOrAfter(days: readonly string[], date: string): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((days[mid] as string) < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface PreSplitGhostTest {
  isGhost: (date: string, q: OptionQuote) => boolean;
  splitsOn: (date: string) => boolean;
}

/** The splits a ghost test looks at (a ratio of 1, or none, leaves nothing behind). */
const realSplits = (splits: readonly Split[]): Split[] => splits.filter((s) => s.ratio > 0 && s.ratio !== 1);

/** Whether any split of `splits` could leave ghosts on `date` (needs no source: the import's quality report asks it first). */
export function inGhostWindow(splits: readonly Split[], date: string): boolean {
  return realSplits(splits).some((s) => s.date <= date && date <= yearsLater(s.date, LONG_LISTING_YEARS));
}

/**
 * The ghost test of a source, or undefined when the underlying has no split (nothing to test).
 * `splitsOn(date)` says whether any split could leave ghosts on `date` (the day's chain is then
 * scanned and filtered, not searched).
 */
export function preSplitGhosts(source: GhostSource, splits: readonly Split[]): PreSplitGhostTest | undefined {
  const real = realSplits(splits);
  if (real.length === 0) return undefined;
  const spots = new Map<string, number | undefined>();
  /** The day's underlying price, read from its first stored row (every row of a day carries the same). */
  const spotOn = (date: string): number | undefined => {
    if (spots.has(date)) return spots.get(date);
    let spot: number | undefined;
    for (const expiry of source.expirations(date)) {
      const first = source.chain(date, expiry, 'call')[0] ?? source.chain(date, expiry, 'put')[0];
      if (first !== undefined && first.underlying_price > 0) {
        spot = first.underlying_price;
        break;
      }
    }
    spots.set(date, spot);
    return spot;
  };
  // The lowest and highest spot of the imported days from a split to a day, both included, grown as asked.
  const ranges = new Map<Split, { low: number[]; high: number[] }>();
  const spotRangeSince = (s: Split, date: string): { low: number; high: number } | undefined => {
    const days = source.days();
    const start = firstOnOrAfter(days, s.date);
    const end = firstOnOrAfter(days, date);
    if (days[end] !== date) return undefined;
    let r = ranges.get(s);
    if (r === undefined) ranges.set(s, (r = { low: [], high: [] }));
    for (let i = start + r.low.length; i <= end; i++) {
      const spot = spotOn(days[i] as string);
      const j = i - start;
      r.low[j] = Math.min(spot ?? Infinity, j > 0 ? (r.low[j - 1] as number) : Infinity);
      r.high[j] = Math.max(spot ?? -Infinity, j > 0 ? (r.high[j - 1] as number) : -Infinity);
    }
    const low = r.low[end - start] as number;
    const high = r.high[end - start] as number;
    return Number.isFinite(low) && Number.isFinite(high) ? { low, high } : undefined;
  };
  /**
   * The close of the same series on the last imported day before the split, when that day is in
   * pre-split units (its spot nearer `ratio` times the day's than the day's itself: a vendor may
   * already have adjusted its last pre-split file, as LEAN did its 06-06).
   */
  const preSplitClose = (s: Split, date: string, q: OptionQuote): number | undefined => {
    const days = source.days();
    const before = days[firstOnOrAfter(days, s.date) - 1];
    if (before === undefined) return undefined;
    const spotBefore = spotOn(before);
    if (spotBefore === undefined || !(q.underlying_price > 0)) return undefined;
    const unitsApart = spotBefore / q.underlying_price;
    const preSplitUnits = s.ratio > 1 ? unitsApart > Math.sqrt(s.ratio) : unitsApart < Math.sqrt(s.ratio);
    return preSplitUnits ? source.quote(before, q.expiry_date, q.call_or_put, q.strike)?.last_trade_price : undefined;
  };
  /** A row the tests apply to: last-price-only and untraded that day (a row that traded is a price of the day). */
  const candidate = (q: OptionQuote): boolean => q.last_only === true && q.volume === 0;
  /** The row's own price, read as a price of the pre-split series of split `s`. */
  const pricedPreSplit = (date: string, q: OptionQuote, s: Split): boolean => {
    const twinStrike = cents(q.strike / s.ratio);
    if (twinStrike === q.strike) return false;
    const twin = source.quote(date, q.expiry_date, q.call_or_put, twinStrike);
    if (twin === undefined) return false;
    // Priced on the pre-split stock: dearer than its twin across the strikes, or outside its bounds at every spot since the split.
    if (breaksStrikeOrder(q, twin)) return true;
    // Inside its bounds at the day's spot, it is inside them at some spot since the split: the range is read only past that.
    if (outsideBounds(q)) {
      const range = spotRangeSince(s, date) ?? { low: q.underlying_price, high: q.underlying_price };
      if (outsideBoundsAtSpots(q, Math.min(range.low, q.underlying_price), Math.max(range.high, q.underlying_price))) return true;
    }
    // Frozen at its pre-split price.
    return preSplitClose(s, date, q) === q.last_trade_price;
  };
  const isGhost = (date: string, q: OptionQuote): boolean => {
    if (!candidate(q)) return false;
    for (const s of real) {
      if (s.date > date || q.expiry_date > yearsLater(s.date, LONG_LISTING_YEARS)) continue;
      if (pricedPreSplit(date, q, s)) return true;
      // The pre-split series were listed in pairs: a row whose other half (the call or put of the
      // same strike and expiry, untraded too) is priced on the pre-split stock is its pair's ghost.
      // A near-the-money pre-split put keeps the strike order against its twin and sits inside its
      // bounds at the new spot, yet its call is dearer than the twin call of the lower strike
      // (audit 14 G1: 89-96 such puts a day after a 2:1 built from LEAN's 7:1 ghosts, bought at
      // pennies where the real put asked dollars).
      const other = source.quote(date, q.expiry_date, q.call_or_put === 'call' ? 'put' : 'call', q.strike);
      if (other !== undefined && candidate(other) && pricedPreSplit(date, other, s)) return true;
    }
    return false;
  };
  return { isGhost, splitsOn: (date) => inGhostWindow(real, date) };
}
