import { describe, expect, it } from 'vitest';
import type { Bar } from './market-data';
import { createDayContexts, lastIndexOnOrBefore, trailingRealisedVol } from './day-context';
import { ATM_TO_VIX, RATIO_FALLBACK } from './chain-rules';
import { tradingDays } from './calendar';

const days = tradingDays('2021-01-04', '2021-12-31');
/** Alternating ±x log returns: realised vol exactly x·√252 (sample sd of ±x with zero mean). */
function zigzag(x: number, start = 100): Bar[] {
  return days.map((date, i) => {
    const close = start * Math.exp(i % 2 === 0 ? 0 : x);
    return { date, open: close, high: close, low: close, close, volume: 1 };
  });
}

describe('day context', () => {
  const spy = zigzag(0.01, 400);
  const stock = zigzag(0.02, 50);
  const base = { benchmarkBars: spy, vix: () => 20, riskFreeRate: () => 0.03, yieldDividends: [] };

  it('realised vol: sample sd of the last 63 log returns, annualised with √252', () => {
    const rv = trailingRealisedVol(spy);
    expect(rv[5]).toBeUndefined(); // fewer than 10 returns
    // ±0.01 alternating over an even window: mean 0 or ±0.01/63, sd ≈ 0.01·√(63/62)
    expect(rv[100]).toBeCloseTo(0.01 * Math.sqrt(252) * Math.sqrt(63 / 62), 3);
  });

  it('scales VIX by the ratio of realised vols (data up to the day), 1 for SPY', () => {
    const ctx = createDayContexts({ ...base, ticker: 'TSLA', bars: stock, yieldBars: stock });
    const day = days[150] ?? '';
    expect(ctx(day)?.ratio).toBeCloseTo(2, 2);
    expect(ctx(day)?.atm30).toBeCloseTo(0.2 * ATM_TO_VIX * 2, 3);
    expect(ctx(days[3] ?? '')?.ratio).toBe(RATIO_FALLBACK.stock);
    const spyCtx = createDayContexts({ ...base, ticker: 'SPY', bars: spy, yieldBars: spy });
    expect(spyCtx(day)?.ratio).toBe(1);
    expect(ctx('2021-07-04')).toBeUndefined();
  });

  it('dividend yield: dividends of the last 365 days over the close', () => {
    const divs = [{ exDate: '2020-12-18', amount: 9 }, { exDate: '2021-03-19', amount: 1 }, { exDate: '2021-06-18', amount: 2 }];
    const ctx = createDayContexts({ ...base, ticker: 'SPY', bars: spy, yieldBars: spy, yieldDividends: divs });
    expect(ctx('2021-03-18')?.dividendYield).toBeCloseTo(9 / (spy.find((b) => b.date === '2021-03-18')?.close ?? 1), 10);
    expect(ctx('2021-06-18')?.dividendYield).toBeCloseTo(12 / (spy.find((b) => b.date === '2021-06-18')?.close ?? 1), 10);
    expect(ctx('2021-12-20')?.dividendYield).toBeCloseTo(3 / (spy.find((b) => b.date === '2021-12-20')?.close ?? 1), 10);
  });

  it('carries the last VIX forward when the day has none', () => {
    const vix = (d: string): number | undefined => (d === '2021-03-01' ? 30 : undefined);
    const ctx = createDayContexts({ ...base, vix, ticker: 'SPY', bars: spy, yieldBars: spy });
    expect(ctx('2021-03-03')?.atm30).toBeCloseTo(0.3 * ATM_TO_VIX, 10);
    expect(ctx('2021-02-26')).toBeUndefined();
  });

  it('lastIndexOnOrBefore', () => {
    expect(lastIndexOnOrBefore(['a', 'c', 'e'], 'd')).toBe(1);
    expect(lastIndexOnOrBefore(['a', 'c', 'e'], 'e')).toBe(2);
    expect(lastIndexOnOrBefore(['b'], 'a')).toBe(-1);
  });
});
