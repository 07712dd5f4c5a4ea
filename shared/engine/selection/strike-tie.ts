import type { OptionQuote } from '../market/market-data';

/**
 * The tie-break between contracts of one exact whole-number measure: the strike nearer the money.
 * American stock and ETF options at their exercise value (modeled-quote.ts, american-price.ts) all have
 * delta exactly ±1 (and gamma, vega, theta 0), as worthless ones have delta 0: a 0.99-delta call
 * across an ex-date tied every floored strike, and 'the lower strike' sold SPY's lowest listed call
 * (170 with SPY at 278, 2019-02-19) instead of the one at the edge of the floored strikes (261). A
 * trader reads these equal deltas as equal and takes the strike nearest the money. Other ties keep
 * the lower strike: two measures the same distance either side of the target, and plateaus of a
 * vendor's rounded deltas (0.45, 0.45), so imported days choose as before.
 */
export function winsWholeTie(a: OptionQuote, b: OptionQuote, measure: number): boolean {
  return Number.isInteger(measure) && Math.abs(a.strike - a.underlying_price) < Math.abs(b.strike - b.underlying_price);
}
