import type { OptionType } from '../../market/market-data';
import { intrinsicValue } from '../../market/black-scholes';
import { dollarsText } from '../../core/money';

/** One leg as the payoff sees it: contracts per unit. */
export interface PayoffLeg {
  side: 'long' | 'short';
  type: OptionType;
  strike: number;
  quantity: number;
}

/** The least and greatest a position can be worth, per unit and per share (±Infinity when unbounded). */
export interface ValueBounds {
  min: number;
  max: number;
}

const sign = (side: 'long' | 'short'): number => (side === 'long' ? 1 : -1);

function payoffAt(legs: readonly PayoffLeg[], s: number): number {
  let v = 0;
  for (const l of legs) v += sign(l.side) * l.quantity * intrinsicValue(l.type, l.strike, s);
  return v;
}

/**
 * The range of a same-expiry position's payoff at expiration over every underlying price, per unit
 * and per share, premiums excluded (a long position's value positive). The payoff is piecewise
 * linear with kinks at the strikes: its extremes over [0, ∞) are at 0 or a strike, or unbounded
 * along the slope above the highest strike (the net call quantity).
 */
export function payoffRange(legs: readonly PayoffLeg[]): ValueBounds {
  let min = payoffAt(legs, 0);
  let max = min;
  for (const l of legs) {
    const v = payoffAt(legs, l.strike);
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const upSlope = legs.reduce((s, l) => s + (l.type === 'call' ? sign(l.side) * l.quantity : 0), 0);
  if (upSlope > 0) max = Infinity;
  if (upSlope < 0) min = -Infinity;
  return { min, max };
}

/**
 * The no-arbitrage bounds of a position whose legs all expire together: it can never be worth less
 * than its least payoff at expiration nor more than its greatest (a $5 vertical between 0 and 5, a
 * butterfly between 0 and its wing, European or American). Each leg's end-of-day quote is a market
 * of its own, and on a day of fast moves real quotes taken leg by leg can value the whole outside
 * them: the SPXW sample's 2855/2850 put spread of 2018-01-30 costs 7.80 to close leg by leg (lasts
 * 32.30 and 26.00, a quarter of $3 spreads slipped), more than the 5 it can ever pay. No trader buys
 * a $5 spread back for more than $5: holding it to expiration costs at most that. Undefined for a
 * position with legs of different expirations (a calendar), which no such bound fits.
 */
export function sameExpiryBounds(legs: readonly (PayoffLeg & { expiry: string })[]): ValueBounds | undefined {
  const expiry = legs[0]?.expiry;
  if (expiry === undefined || legs.some((l) => l.expiry !== expiry)) return undefined;
  return payoffRange(legs);
}

/** Below a hundredth of a cent a share, a value past a bound is rounding, not a price outside it. */
const EPSILON = 1e-6;

/** `value` moved into `bounds`, or undefined when it already lies within them. */
export function outsideBounds(value: number, bounds: ValueBounds | undefined): number | undefined {
  if (bounds === undefined) return undefined;
  if (value < bounds.min - EPSILON) return bounds.min;
  if (value > bounds.max + EPSILON) return bounds.max;
  return undefined;
}

/** What a position can be worth at expiration, a share: '-$5.00 to $0.00', 'unbounded' where it has no end. */
export function valueRangeWords(bounds: ValueBounds): string {
  const end = (v: number): string => (Number.isFinite(v) ? dollarsText(v) : 'unbounded');
  return `${end(bounds.min)} to ${end(bounds.max)}`;
}

/** Words for a trade's reason: the legs' price of the whole, and the bound it was held to. */
export function boundWords(what: string, raw: number, bound: number, bounds: ValueBounds): string {
  return `${what}: the legs' fills valued the position at ${dollarsText(raw)} a share, outside what it can be worth at expiration `
    + `(${valueRangeWords(bounds)}), so it was priced at ${dollarsText(bound)}`;
}
