import { describe, expect, it } from 'vitest';
import type { Bar } from './market-data';
import { createVolAnchors, type IndexDay } from './vol-anchors';
import { tradingDays } from './calendar';

const days = tradingDays('2021-01-04', '2021-06-30');
/** Alternating ±x log returns (a steady realised vol). */
const zigzag = (x: number, start: number): Bar[] =>
  days.map((date, i) => {
    const close = start * Math.exp(i % 2 === 0 ? 0 : x);
    return { date, open: close, high: close, low: close, close, volume: 1 };
  });

const FULL = { vix9d: 18, vix3m: 22, vix6m: 23, skew: 135, vxn: 25, vxapl: 30 };
const GAP = days[100] ?? '';
/** Every index on every day, except GAP, where Cboe printed only VIX (as on VIX9D 2019-09-23). */
const indices: IndexDay[] = days.map((date) => ({ date, values: date === GAP ? {} : { ...FULL } }));

function anchorsOf(ticker: string) {
  return createVolAnchors({ ticker, bars: zigzag(0.015, 100), benchmarkBars: zigzag(0.01, 400), indices, vix: () => 20 });
}

describe('vol anchors: a day that carries an index value says so', () => {
  it('SPY: a carried SKEW and carried term-structure indices are named as that day’s fallback', () => {
    const at = anchorsOf('SPY');
    expect(at(99)?.fallback).toBeUndefined();
    const gap = at(100);
    expect(gap?.anchor).toBe('VIX');
    for (const name of ['SKEW', 'VIX9D', 'VIX3M', 'VIX6M']) expect(gap?.fallback).toContain(`${name} missing: last ${name} carried`);
    // The carried values still fit the surface: the same knots as the day before.
    expect(gap?.surface.knots).toEqual(at(99)?.surface.knots);
    expect(at(101)?.fallback).toBeUndefined();
  });

  it("QQQ and AAPL: their own index carried is named too, next to the market's", () => {
    const qqq = anchorsOf('QQQ')(100);
    expect(qqq?.anchor).toBe('VXN');
    expect(qqq?.fallback).toContain('VXN missing: last VXN carried');
    expect(qqq?.fallback).toContain('SKEW missing: last SKEW carried');
    const aapl = anchorsOf('AAPL')(100);
    expect(aapl?.anchor).toBe('VXAPL');
    expect(aapl?.fallback).toContain('VXAPL missing: last VXAPL carried');
    expect(anchorsOf('AAPL')(99)?.fallback).toBeUndefined();
  });
});
