import { describe, expect, it } from 'vitest';
import type { Bar } from './market-data';
import { createDayContexts, lastIndexOnOrBefore } from './day-context';
import { atmVol } from './vol-surface';
import { atmFromIndex, stripMoments } from './vol-index-formulas';
import { indexSmileFor, MARKET_TAIL_DEFAULT, SMILE } from './chain-rules';
import { tradingDays } from './calendar';

const days = tradingDays('2021-01-04', '2021-12-31');
/** Alternating ±x log returns: realised vol exactly x·√252 (sample sd of ±x with zero mean). */
function zigzag(x: number, start = 100): Bar[] {
  return days.map((date, i) => {
    const close = start * Math.exp(i % 2 === 0 ? 0 : x);
    return { date, open: close, high: close, low: close, close, volume: 1 };
  });
}

/** The sample sd of 21 alternating ±x log returns (11 of one sign, 10 of the other), annualised. */
function zigzagVol(x: number): number {
  const n = 21;
  const mean = x / n;
  return Math.sqrt(((n * x * x - n * mean * mean) / (n - 1)) * 252);
}

describe('day context', () => {
  const spy = zigzag(0.01, 400);
  const stock = zigzag(0.02, 50);
  const base = { benchmarkBars: spy, vix: () => 20, riskFreeRate: () => 0.03, yieldDividends: [] };

  it('SPY: the 30-day ATM reproduces VIX by the variance-swap formula; a stock adds beta × market and its own part', () => {
    const spyCtx = createDayContexts({ ...base, ticker: 'SPY', bars: spy, yieldBars: spy });
    const day = days[150] ?? '';
    const s = spyCtx(day);
    // No SKEW in this input: the default tail, named as a fallback.
    expect(s?.surface.tail).toBe(MARKET_TAIL_DEFAULT);
    expect(s?.fallback).toContain('SKEW missing');
    expect(s?.anchor).toBe('VIX');
    const atm30 = atmVol(s?.surface ?? { knots: [], tail: 0, shape: SMILE.index }, 30 / 365);
    // The smile's level follows VIX over SPY's 21-return realised vol (the zigzag's ±1%: 15.9%).
    const shape = indexSmileFor(0.2 / zigzagVol(0.01));
    expect(s?.surface.shape.beta).toBeCloseTo(shape.beta, 10);
    expect(atm30).toBeCloseTo(atmFromIndex(0.2, 30 / 365, MARKET_TAIL_DEFAULT, shape), 10);
    // Cboe's variance swap on that smile, integrated directly (not from the tables), gives VIX back.
    const swap = atm30 * Math.sqrt(stripMoments(atm30 * Math.sqrt(30 / 365), MARKET_TAIL_DEFAULT, shape).varianceRatio);
    expect(Math.abs(swap / 0.2 - 1)).toBeLessThan(1e-3); // the tables read between grid points
    expect(atm30).toBeLessThan(0.2); // the variance swap includes the smile
    // The zigzag stock moves twice SPY's log returns in step: beta 2, no own part but the floor.
    const ctx = createDayContexts({ ...base, ticker: 'TSLA', bars: stock, yieldBars: stock });
    const stockAtm = atmVol(ctx(day)?.surface ?? { knots: [], tail: 0, shape: SMILE.stock }, 30 / 365);
    expect(ctx(day)?.anchor).toBe('single-name model');
    expect(stockAtm).toBeGreaterThan(2 * atm30);
    expect(stockAtm).toBeLessThan(2.3 * atm30);
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
    const c = ctx('2021-03-03');
    const shape = indexSmileFor(0.3 / zigzagVol(0.01));
    expect(atmVol(c?.surface ?? { knots: [], tail: 0, shape: SMILE.index }, 30 / 365)).toBeCloseTo(atmFromIndex(0.3, 30 / 365, 0, shape), 10);
    expect(c?.fallback).toContain('VIX missing: last VIX carried');
    expect(ctx('2021-02-26')).toBeUndefined();
  });

  it('vixSurge: the VIX over the mean of the previous 21 closes, nothing after the day', () => {
    const spike = days[100] ?? '';
    // VIX 10 for the first 100 sessions, 40 on day 100, then 15; days without a VIX are skipped.
    const vix = (d: string): number | undefined => (d === days[90] ? undefined : d < spike ? 10 : d === spike ? 40 : 15);
    const ctx = createDayContexts({ ...base, vix, ticker: 'SPX', bars: spy, yieldBars: spy });
    expect(ctx(spike)?.vixSurge).toBeCloseTo(4, 12);
    // Day 101: 20 closes of 10 (day 90 has none) and day 100's 40.
    expect(ctx(days[101] ?? '')?.vixSurge).toBeCloseTo(15 / ((19 * 10 + 40) / 20), 12);
    expect(ctx(days[99] ?? '')?.vixSurge).toBe(1);
    // The first day has no earlier closes: no surge.
    expect(ctx(days[0] ?? '')?.vixSurge).toBe(1);
    // Every class's quotes widen on a surge (ETFs and stocks by assumption, chain-rules.ts rule 5).
    expect(createDayContexts({ ...base, vix, ticker: 'SPY', bars: spy, yieldBars: spy })(spike)?.vixSurge).toBeCloseTo(4, 12);
  });

  it("realisedVol: the index's own 21-return realised vol, this day's included; 0 before 21 returns or for a class that does not read it", () => {
    const spx = createDayContexts({ ...base, ticker: 'SPX', bars: spy, yieldBars: spy });
    expect(spx(days[100] ?? '')?.realisedVol).toBeCloseTo(zigzagVol(0.01), 12);
    expect(spx(days[21] ?? '')?.realisedVol).toBeCloseTo(zigzagVol(0.01), 12);
    expect(spx(days[20] ?? '')?.realisedVol).toBe(0);
    // The day's own return counts: a 5% jump on day 100 raises that day's reading, not day 99's.
    const jump = spy.map((b, i) => (i >= 100 ? { ...b, close: b.close * Math.exp(0.05) } : b));
    const jumped = createDayContexts({ ...base, ticker: 'SPX', bars: jump, yieldBars: jump });
    expect(jumped(days[99] ?? '')?.realisedVol).toBeCloseTo(zigzagVol(0.01), 12);
    expect(jumped(days[100] ?? '')?.realisedVol).toBeGreaterThan(zigzagVol(0.01) * 1.25);
    expect(createDayContexts({ ...base, ticker: 'SPY', bars: spy, yieldBars: spy })(days[100] ?? '')?.realisedVol).toBe(0);
  });

  it("vixRange: the day's own VIX range for the index, 0 when unknown or for a class that does not read it", () => {
    const day = days[100] ?? '';
    const vixRange = (d: string): number | undefined => (d === day ? 0.8 : d === days[101] ? undefined : 0.1);
    const vix = (): number => 20;
    const spx = createDayContexts({ ...base, vix, vixRange, ticker: 'SPX', bars: spy, yieldBars: spy });
    expect(spx(day)?.vixRange).toBe(0.8);
    expect(spx(days[99] ?? '')?.vixRange).toBe(0.1);
    expect(spx(days[101] ?? '')?.vixRange).toBe(0);
    expect(createDayContexts({ ...base, vix, ticker: 'SPX', bars: spy, yieldBars: spy })(day)?.vixRange).toBe(0);
    expect(createDayContexts({ ...base, vix, vixRange, ticker: 'SPY', bars: spy, yieldBars: spy })(day)?.vixRange).toBe(0);
  });

  it('lastIndexOnOrBefore', () => {
    expect(lastIndexOnOrBefore(['a', 'c', 'e'], 'd')).toBe(1);
    expect(lastIndexOnOrBefore(['a', 'c', 'e'], 'e')).toBe(2);
    expect(lastIndexOnOrBefore(['b'], 'a')).toBe(-1);
  });
});
