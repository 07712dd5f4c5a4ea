import { describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest } from '../../shared/engine';
import type { MarketData, OptionQuote } from '../../shared/engine/market/market-data';
import { createMarketData } from '../../shared/engine/market/create-market-data';
import { pickExpiration } from '../../shared/engine/selection/expiration';
import { readBundledMarketInput } from '../../functions/market/load-market-data';
import { shortPutRequest, wheelRequest } from '../bench/scenarios';
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
    expect(fast.diagnostics?.notes.some((n) => /more days without an entry or roll not listed/.test(n))).toBe(true);
  });
});

/**
 * The same shortcut on days of imported data (the market's `lowestLiquidPut`): the bound is the
 * lowest put the search could pick, with at least the minimum volume. Imported here: the modeled
 * SPY chain of the expiry the 30-DTE put picks, February 2010 to 2014, whose cash falls behind
 * SPY from mid-2012. In the first half of 2014 every put has volume 0: the search misses for volume
 * on those days, which the liquidity note counts past the skip-list cap, so the shortcut must not
 * fire there (a bound ignoring volume would drop those days from the count).
 */
describe('cash-secured put on imported chains: the no-search skip changes nothing', async () => {
  const input = await readBundledMarketInput('SPY');
  const modeled = createMarketData(input);
  const imported = new Map<string, OptionQuote[]>();
  for (const bar of modeled.bars) {
    if (bar.date < '2010-02-01' || bar.date > '2014-12-31') continue;
    const expiry = pickExpiration(modeled.options.expirations(bar.date), bar.date, 30, false);
    if (!expiry) continue;
    const illiquid = bar.date >= '2014-01-01' && bar.date < '2014-07-01';
    imported.set(bar.date, modeled.options.chain(bar.date, expiry, 'put').filter((q) => q.strike >= 0.9 * bar.close).map((q) => ({ ...q, quote_source: 'imported' as const, ...(illiquid ? { volume: 0 } : {}) })));
  }
  const real = createMarketData({ ...input, imported });
  let answered = 0;
  const lowest = real.options.lowestLiquidPut;
  const market: MarketData = {
    ...real,
    options: { ...real.options, lowestLiquidPut: (date, expiry, minVolume) => { const k = lowest?.(date, expiry, minVolume); if (k !== undefined) answered += 1; return k; } },
  };
  const withoutShortcut: MarketData = { ...market, options: { ...market.options, lowestLiquidPut: undefined } };

  it('a 2010-2014 short put is identical with and without the shortcut, which did fire', () => {
    const request = CoveredBacktestRequestSchema.parse(shortPutRequest('2014-12-31'));
    const fast = runCoveredBacktest(request, market);
    expect(answered).toBeGreaterThan(100);
    const searched = runCoveredBacktest(request, withoutShortcut);
    expect(fast.data_source).not.toBe('modeled');
    expect(JSON.stringify(fast)).toBe(JSON.stringify(searched));
    expect(fast.diagnostics?.notes.some((n) => /more days without an entry or roll not listed/.test(n))).toBe(true);
    // The illiquid half-year was searched and counted (about 120 trading days).
    expect(fast.diagnostics?.notes.some((n) => /It stopped an entry or roll on 1\d\d days/.test(n))).toBe(true);
  });
});
