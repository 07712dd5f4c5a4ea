import type { OptionQuote } from '../market/market-data';

/**
 * Whether `a`'s strike is strictly nearer its underlying than `b`'s: the tie-break between contracts
 * of the same measure. American stock and ETF options at their exercise value (black-scholes.ts
 * americanFloor) all have delta exactly ±1 (and gamma, vega, theta 0): a 0.99-delta call across an
 * ex-date tied every floored strike, and 'the lower strike' sold SPY's lowest listed call (170 with
 * SPY at 278, 2019-02-19) instead of the one at the edge of the floored strikes. A trader reads
 * equal deltas as equal and takes the strike nearest the money. Contracts of different measures at
 * the same distance from the target (one on each side of it) still go to the lower strike.
 */
export function nearerTheMoney(a: OptionQuote, b: OptionQuote): boolean {
  return Math.abs(a.strike - a.underlying_price) < Math.abs(b.strike - b.underlying_price);
}
