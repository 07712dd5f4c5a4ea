/**
 * The calendar bound of American options: a contract is worth at least the same contract (type,
 * strike) of any earlier expiry, as its holder can do all the earlier one's holder can (exercise
 * at the same moments, or hold). The modeled chain prices each expiry's lattice on that expiry's
 * own vol at the strike (american-price.ts: one vol over the contract's whole life), so the
 * variance a later contract's lattice sees up to an earlier moment is its own vol² × that time,
 * not the surface's total variance to that moment at the strike. Across an ex-date this is the
 * whole value of a deep call: on SPY 2024-03-13 (ex-date 03-15) the 03-14 call (1 session) is
 * quoted at 21.1% at the 508 strike, and the 03-15 and 03-18 calls, whose value is mostly their
 * exercise at the 03-14 eve, at 16.6% and 12.4% (the strike is nearer the money in a longer
 * expiry's standardised moneyness, and the 03-18 expiry's 3 sessions over 5 calendar days quote
 * 0.93 times the knot vol against 1.2): their lattices saw about half the earlier call's variance
 * to the eve, and sold the earlier call at its bid and bought the later at its ask for a credit
 * that cannot lose (audit 10, test/audits/2026-12-noarb.md; up to 0.11 on the model-risk band's
 * low run, whose wing tilt moves a strike by its z).
 *
 * The repair is the bound itself: an American contract's model price is the larger of its own
 * lattice price and the same contract's floored price at the previous listed expiry of the day
 * (so the largest over every earlier listed expiry). It is what a lattice with the surface's term
 * structure at the strike would give at least (its exercise at the earlier expiry's moments sees
 * that expiry's variance), without one: a lattice on a variance clock is a rewrite of the pricer
 * and of every American price, where this moves only the contracts the bound binds on.
 */
import type { OptionType } from './market-data';
import type { AmericanValue } from './american-price';
import type { ExpiryContext } from './modeled-quote';

/** An American contract's value after the calendar floor, and the earlier expiry whose price it took (none: its own). */
export interface CalendarFloored {
  value: AmericanValue;
  /** The earlier expiry whose contract set the price, or undefined (its own lattice's). */
  from?: ExpiryContext;
  /** The contract's own lattice value (its greeks are read around it). */
  own: AmericanValue;
}

/**
 * Whether a contract of `e` is floored: a call whose expiry comes after an expected ex-date. Only
 * there do a later expiry's lattice and an earlier one disagree by more than the quotes' rounding
 * (audit 10 found no other calendar at executable prices on its 118 ticker-days): a call is
 * exercised early only at an eve, and the earlier expiries then have fewer dividends (the earliest
 * of them, before the first ex-date, none, and the recursion stops there: calls with the same
 * dividends are ordered by the surface's total variance). A put gains from the dividends ahead
 * (the later expiry is the dearer), and its early exercise for the interest on the strike is
 * near its exercise value in both expiries. Why the restriction: every earlier expiry's contract
 * priced for every contract cost the iron condor benchmark three times its time.
 */
export function floorsAcross(e: ExpiryContext, type: OptionType): boolean {
  return type === 'call' && e.dividends.years.length > 0;
}

/**
 * What a contract's lattice price is at most, without its lattice (modeled-quote.ts
 * americanBoundOf: american-price.ts americanPriceBound on the same inputs as `raw`).
 */
export type AmericanBound = (e: ExpiryContext, type: OptionType, strike: number) => number;

/**
 * An earlier contract whose bound is this much under the later one's price is not priced: the
 * bound holds to the lattice's error (american-price.test.ts: 0.002), and a cent more costs nothing.
 */
const BOUND_MARGIN = 0.01;

/**
 * `own`'s price floored at the same contract's price at every earlier listed expiry of the day
 * reached through expiries that themselves float (floorsAcross): the largest of their own lattice
 * prices, the latest expiry of equal ones (as the recursion of each expiry floored at the previous
 * one's floored price gives). `raw` prices a contract of an expiry on its own lattice
 * (modeled-quote.ts rawAmerican); an earlier expiry whose `bound` is under `own`'s price cannot lift
 * it and is not priced (the condor benchmark's calls priced 28,417 earlier lattices, 1,167 of them
 * could bind): the same prices, at a twentieth of the lattices.
 */
export function calendarFloored(e: ExpiryContext, type: OptionType, strike: number, raw: RawAmerican, bound: AmericanBound): CalendarFloored {
  const memo = (e.floored ??= { call: new Map(), put: new Map() })[type];
  const hit = memo.get(strike);
  if (hit !== undefined) return hit;
  const own = raw(e, type, strike);
  let best: AmericanValue | undefined;
  let from: ExpiryContext | undefined;
  if (floorsAcross(e, type)) {
    for (let p = e.earlier?.(); p !== undefined; p = floorsAcross(p, type) ? p.earlier?.() : undefined) {
      if (bound(p, type, strike) + BOUND_MARGIN < own.price) continue;
      const before = raw(p, type, strike);
      // Strictly above: of equal prices the later expiry's is kept.
      if (before.price > (best?.price ?? own.price)) {
        best = before;
        from = p;
      }
    }
  }
  const result: CalendarFloored = best === undefined
    ? { value: own, own }
    : {
        // The earlier contract's price; the delta stays this contract's own (the lattice's): the
        // earlier one's, steeper, made the deltas of neighbouring strikes non-monotone where one is
        // floored and the next not (a selection by delta searches them as monotone).
        value: { ...own, price: best.price, hold: Math.max(own.hold, best.price) },
        from,
        own,
      };
  memo.set(strike, result);
  return result;
}

/**
 * `own`, a price of a contract of `e` away from the quote's inputs (the open's, open-price.ts; a
 * spot other than the close's, modeled-chain.ts priceAt), floored as the quote is: at the same
 * contract's price at each earlier listed expiry the floor reaches (`priceOf`, the same pricing on
 * that expiry: NaN, an expiry already past, is skipped). Without it a floored call was quoted at the
 * earlier expiry's price but its stop checked and filled at its own lattice's, a lower price for the
 * short call the floor's dearer quote had sold. An earlier expiry whose `boundOf` (what `priceOf`
 * gives at most, without its lattice) is under the best price so far by BOUND_MARGIN cannot lift it
 * and is not priced, as in calendarFloored: the same price (calendar-floor.test.ts).
 */
export function flooredAway(
  e: ExpiryContext, type: OptionType, own: number, priceOf: (earlier: ExpiryContext) => number, boundOf: (earlier: ExpiryContext) => number,
): number {
  let best = own;
  if (!floorsAcross(e, type)) return best;
  for (let p = e.earlier?.(); p !== undefined; p = floorsAcross(p, type) ? p.earlier?.() : undefined) {
    // A NaN bound (an expiry already past) is not pruned here; its NaN price is skipped below.
    if (boundOf(p) + BOUND_MARGIN < best) continue;
    const price = priceOf(p);
    if (price > best) best = price;
  }
  return best;
}

/** A contract of an expiry priced on its own lattice. */
export type RawAmerican = (e: ExpiryContext, type: OptionType, strike: number) => AmericanValue;
