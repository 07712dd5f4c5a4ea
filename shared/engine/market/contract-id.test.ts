import { describe, expect, it, vi } from 'vitest';
import { createMarketData } from './create-market-data';
import { syntheticBars } from './testing/synthetic-market';
import { occSymbol } from './strikes';

// Counts the OCC symbols built (modeled-quote.ts ModeledContract.id).
const built = vi.hoisted(() => ({ symbols: 0 }));
vi.mock('./strikes', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./strikes')>();
  return {
    ...actual,
    occSymbol: (...args: Parameters<typeof actual.occSymbol>) => {
      built.symbols += 1;
      return actual.occSymbol(...args);
    },
  };
});

const bars = syntheticBars('2020-01-02', '2020-06-30', 300, 0.012);
const market = createMarketData({ ticker: 'SPY', bars, dividends: [], vix: bars.map((b) => ({ date: b.date, close: 18 })), rates: [{ date: '2020-01-02', rate: 0.01 }], benchmarkBars: bars });

describe('a modeled contract\'s OCC symbol (modeled-quote.ts ModeledContract.id)', () => {
  it('is built once however often it is read (a model-risk run reads its entries\' every day they are held)', () => {
    const date = bars[40]?.date ?? '';
    const expiry = market.options.expirations(date)[3] ?? '';
    const strike = market.options.strikes?.(date, expiry)?.[20] ?? 0;
    const contract = market.options.probe?.(date, expiry, 'put', strike);
    built.symbols = 0;
    const ids = [contract?.id, contract?.id, contract?.id];
    expect(ids).toEqual(Array(3).fill(occSymbol('SPY', expiry, 'put', strike)));
    // The expected symbol above is one build; the contract's own three reads, one more.
    expect(built.symbols).toBe(2);
  });
});
