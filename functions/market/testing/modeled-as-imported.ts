/**
 * For the tests of imported-data fills (imported-gap-fills, last-only-fills): SPY's bundled market
 * data with, on the days asked, the first six expiries of its own modeled chain stored as an import
 * would store them and read back through importedQuote like any import. `prices` is the vendor's
 * side of each row (bid/ask, or a last price only); undefined leaves the contract out of the file.
 */
import { createMarketData, createRiskFreeRate } from '../../../shared/engine/market/create-market-data';
import { importedQuote } from '../../../shared/engine/market/imported-quote';
import type { MarketData, OptionQuote } from '../../../shared/engine/market/market-data';
import { readBundledMarketInput } from '../load-market-data';

export interface VendorPrices {
  bid: number | null;
  ask: number | null;
  last: number | null;
}

export async function spyModeledAsImported(
  days: (bars: readonly { date: string }[]) => readonly string[],
  prices: (q: OptionQuote, date: string) => VendorPrices | undefined,
): Promise<MarketData> {
  const input = await readBundledMarketInput('SPY');
  const modeled = createMarketData(input);
  const rate = createRiskFreeRate(input.rates);
  const imported = new Map<string, OptionQuote[]>();
  for (const date of days(input.bars)) {
    const quotes: OptionQuote[] = [];
    for (const expiry of modeled.options.expirations(date).slice(0, 6)) {
      for (const type of ['call', 'put'] as const) {
        for (const q of modeled.options.chain(date, expiry, type)) {
          const vendor = prices(q, date);
          if (!vendor) continue;
          quotes.push(importedQuote({
            root: 'SPY', expiry, type, strike: q.strike, ...vendor, volume: 100, openInterest: 1000,
            underlying: q.underlying_price, iv: null, delta: null, gamma: null, theta: null, vega: null, rho: null,
          }, date, rate(date)));
        }
      }
    }
    imported.set(date, quotes);
  }
  return createMarketData({ ...input, imported });
}
