import type { OptionType } from './market-data';
import { bsmDeltaOf } from './black-scholes';
import { AMERICAN_EXERCISE } from './chain-rules';
import { modelVol, type ExpiryContext } from './modeled-quote';

/**
 * The strike of `strikes` (the expiry's grid) just below where its contracts' deltas reach `target`:
 * where a targeted search by delta should start (selection/targeted-search.ts), found without
 * pricing any contract. Why: an American contract's delta comes from a lattice, the largest cost of
 * a run, while the European BSM delta on the same surface vol (the American pricer's own answer
 * where early exercise is worth nothing, american-price.ts americanPrice; the European class's
 * exact delta) costs a few exp/log calls and falls at nearly the same strike. A bisection of those
 * deltas over the grid (falling in the strike for calls and puts) finds the cell the exact search
 * then confirms with its two contracts: on SPY 2010-2025 (every 7th session, the expiry nearest 30
 * days, 0.16 and 0.30 deltas) the exact cell in 2,099 of 2,336 searches, one strike off in the rest
 * but 14. A seed only: the search's answer does not depend on it.
 */
export function europeanDeltaSeed(e: ExpiryContext, strikes: readonly number[], type: OptionType, target: number): number {
  const n = strikes.length;
  if (n === 0) return Number.NaN;
  // The American pricer's escrowed spot carries the dividends (no yield); the European class reads its yield.
  const q = AMERICAN_EXERCISE[e.day.cls] ? 0 : e.day.dividendYield;
  // `below` has not reached the target (-1: left of the grid), `at` has (n: right of it).
  let below = -1;
  let at = n;
  while (at - below > 1) {
    const mid = (below + at) >>> 1;
    const strike = strikes[mid] as number;
    const delta = bsmDeltaOf(type, e.pricingSpot, strike, e.years, e.day.rate, q, modelVol(e, strike));
    if (delta <= target) at = mid;
    else below = mid;
  }
  return strikes[Math.min(Math.max(at - 1, 0), n - 1)] as number;
}
