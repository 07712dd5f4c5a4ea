import { describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest } from '../../shared/engine';
import type { MarketData } from '../../shared/engine/market/market-data';
import { wheelRequest } from '../bench/scenarios';
import { realMarket } from './real-market';

/**
 * A wheel whose cash fell behind SPY's price skips the put most days. Once the diagnostics' skip
 * list is full, entry.ts checks the cash against the lowest listed strike and skips without the
 * contract search (the market's `lowestStrike`). The result must be exactly the one the search
 * gives: the same run on the same chain with `lowestStrike` hidden never takes the shortcut.
 */
describe('cash-secured put: the no-search skip changes nothing', async () => {
  const real = await realMarket('SPY');
  let asked = 0;
  const lowest = real.options.lowestStrike;
  const market: MarketData = {
    ...real,
    options: { ...real.options, lowestStrike: (date, expiry) => ((asked += 1), lowest?.(date, expiry)) },
  };
  const withoutShortcut: MarketData = { ...market, options: { ...market.options, lowestStrike: undefined } };

  it('the 2010-2019 bench wheel is identical with and without the shortcut, which did fire', () => {
    const request = CoveredBacktestRequestSchema.parse(wheelRequest('2019-12-31'));
    const fast = runCoveredBacktest(request, market);
    expect(asked).toBeGreaterThan(500);
    const searched = runCoveredBacktest(request, withoutShortcut);
    expect(fast).toEqual(searched);
    // The skip list is full and more skips were counted.
    expect(fast.diagnostics?.notes.some((n) => /more skipped entry days not listed/.test(n))).toBe(true);
  });
});
