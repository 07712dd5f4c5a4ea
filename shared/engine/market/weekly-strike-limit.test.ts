import { describe, expect, it } from 'vitest';
import { createModeledChainProvider, modeledDayContexts, type ModeledChainInput } from './modeled-chain';
import { createDayListings } from './day-listings';
import { isShortTermWeekly } from './calendar';
import { shortTermStrikeLimit } from './chain-rules';
import { expiryKind, limitShortTermStrikes } from './strikes';
import { syntheticBars } from './testing/synthetic-market';

// The early Weeklys' strike limit (chain-rules.ts section 2) on the modeled chain.
const spy = syntheticBars('2010-06-01', '2013-06-28', 120, 0.01);
const aapl = syntheticBars('2010-06-01', '2013-06-28', 300, 0.015, 2);
const spx = spy.map((b) => ({ ...b, open: b.open * 10, high: b.high * 10, low: b.low * 10, close: b.close * 10 }));

function input(ticker: 'SPY' | 'AAPL' | 'SPX'): ModeledChainInput {
  const bars = ticker === 'AAPL' ? aapl : ticker === 'SPX' ? spx : spy;
  return { ticker, bars, benchmarkBars: spy, vix: () => 20, riskFreeRate: () => 0.01, dividends: [], ...(ticker === 'SPX' ? { yieldBars: spy } : {}) };
}
const spotOn = (bars: typeof spy, date: string): number => bars.find((b) => b.date === date)?.close ?? Number.NaN;

describe('early Weeklys strike limit', () => {
  it('keeps the strikes within the band, then the nearest ones, ascending', () => {
    const grid = Array.from({ length: 41 }, (_, i) => 100 + i);
    expect(limitShortTermStrikes(grid, 120.3, { count: 20, band: undefined })).toEqual(Array.from({ length: 20 }, (_, i) => 111 + i));
    const wide = Array.from({ length: 81 }, (_, i) => 60 + i);
    const banded = limitShortTermStrikes(wide, 100, { count: 100, band: 0.3 });
    expect([banded[0], banded.at(-1), banded.length]).toEqual([70, 130, 61]);
  });

  it('applies 20 strikes, then 30 within 30% of spot from the SEC order of 2011-11-17, and none from 2012-11-15', () => {
    expect(shortTermStrikeLimit('2011-11-16')).toEqual({ count: 20, band: undefined });
    expect(shortTermStrikeLimit('2011-11-17')).toEqual({ count: 30, band: 0.3 });
    expect(shortTermStrikeLimit('2012-11-14')).toEqual({ count: 30, band: 0.3 });
    expect(shortTermStrikeLimit('2012-11-15')).toBeUndefined();
  });

  it('names the Short Term series: stock and ETF weeklies, not monthlies, ETF quarterlies or SPX', () => {
    expect(isShortTermWeekly('SPY', '2011-09-23')).toBe(true);
    expect(isShortTermWeekly('SPY', '2011-09-30')).toBe(false); // quarter-end Quarterly
    expect(isShortTermWeekly('AAPL', '2011-09-30')).toBe(true); // no Quarterlys on AAPL
    expect(isShortTermWeekly('SPY', '2011-09-16')).toBe(false); // monthly
    expect(isShortTermWeekly('SPX', '2011-09-23')).toBe(false); // End-of-Week SPXW
  });

  it('lists at most 20 strikes, the nearest the spot, on an SPY or AAPL weekly of 2011', () => {
    for (const [ticker, bars] of [['SPY', spy], ['AAPL', aapl]] as const) {
      const p = createModeledChainProvider(input(ticker));
      const weekly = p.strikes?.('2011-03-01', '2011-03-04') ?? [];
      const monthly = p.strikes?.('2011-03-01', '2011-03-18') ?? [];
      expect(weekly).toHaveLength(20);
      expect(monthly.length).toBeGreaterThan(30); // a monthly lists the whole grid
      const spot = spotOn(bars, '2011-03-01');
      const farthest = Math.max(...weekly.map((k) => Math.abs(k - spot)));
      for (const k of monthly) if (!weekly.includes(k)) expect(Math.abs(k - spot)).toBeGreaterThanOrEqual(farthest);
      expect(p.lowestStrike?.('2011-03-01', '2011-03-04')).toBe(weekly[0]);
      expect(p.chain('2011-03-01', '2011-03-04', 'put').map((q) => q.strike)).toEqual(weekly);
    }
  });

  it('lists 30 strikes within 30% of spot in 2012, the whole grid from 2012-11-15, and never limits SPX', () => {
    const p = createModeledChainProvider(input('SPY'));
    const spot = spotOn(spy, '2012-06-01');
    const w2012 = p.strikes?.('2012-06-01', '2012-06-08') ?? [];
    expect(w2012).toHaveLength(30);
    for (const k of w2012) expect(Math.abs(k - spot)).toBeLessThanOrEqual(0.3 * spot);
    expect((p.strikes?.('2013-03-01', '2013-03-08') ?? []).length).toBeGreaterThan(30);
    const x = createModeledChainProvider(input('SPX'));
    expect((x.strikes?.('2011-03-01', '2011-03-04') ?? []).length).toBeGreaterThan(30);
  });

  it('lists a stock weekly on the standard increments before 2012-11-15 ($5 above $200, as the monthlies)', () => {
    expect(expiryKind('2011-03-04', 3 / 365, '2011-03-01')).toBe('standard');
    expect(expiryKind('2012-11-23', 8 / 365, '2012-11-15')).toBe('weekly');
    const p = createModeledChainProvider(input('AAPL'));
    const steps = (date: string, expiry: string) => {
      const ks = (p.strikes?.(date, expiry) ?? []).filter((k) => k >= 200);
      return new Set(ks.slice(1).map((k, i) => k - (ks[i] ?? 0)));
    };
    expect(spotOn(aapl, '2011-03-01')).toBeGreaterThan(220);
    expect([...steps('2011-03-01', '2011-03-04')]).toEqual([5]);
    expect(spotOn(aapl, '2013-03-01')).toBeGreaterThan(220);
    expect(steps('2013-03-01', '2013-03-08').has(2.5)).toBe(true);
  });

  it('answers the same lowest strike on a model-risk chain (the lean path of modeled-chain.ts)', () => {
    const family = createDayListings('SPY', undefined);
    const lean = createModeledChainProvider(input('SPY'), modeledDayContexts(input('SPY')), family);
    const plain = createModeledChainProvider(input('SPY'));
    expect(lean.lowestStrike?.('2011-03-01', '2011-03-04')).toBe(plain.strikes?.('2011-03-01', '2011-03-04')?.[0]);
    expect(lean.lowestStrike?.('2011-03-01', '2011-03-04')).toBeGreaterThan(lean.lowestStrike?.('2011-03-01', '2011-03-18') ?? Infinity);
  });
});
