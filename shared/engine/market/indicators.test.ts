import { describe, expect, it } from 'vitest';
import type { Bar } from './market-data';
import { atr, createIndicators, ema, indicatorSeries, macd, rsi, sma } from './indicators';

const closes = [10, 11, 12, 11, 13, 14];
const bar = (date: string, high: number, low: number, close: number): Bar => ({ date, open: close, high, low, close, volume: 1 });
const noVix = (): undefined => undefined;

function expectSeries(actual: readonly (number | undefined)[], expected: readonly (number | undefined)[]): void {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((e, i) => {
    if (e === undefined) expect(actual[i]).toBeUndefined();
    else expect(actual[i]).toBeCloseTo(e, 4);
  });
}

describe('indicators (hand-computed)', () => {
  it('sma(3)', () => {
    expectSeries(sma(closes, 3), [undefined, undefined, 11, 11.3333, 12, 12.6667]);
  });

  it('ema(3): alpha 0.5 seeded with the first SMA', () => {
    expectSeries(ema(closes, 3), [undefined, undefined, 11, 11, 12, 13]);
  });

  it('rsi(3), Wilder smoothing', () => {
    // gains 1,1,0 → 2/3, losses 0,0,1 → 1/3 → RSI 66.67; then 10/9 vs 2/9 → 83.33; 29/27 vs 4/27 → 87.88
    expectSeries(rsi(closes, 3), [undefined, undefined, undefined, 66.6667, 83.3333, 87.8788]);
  });

  it('rsi is 100 on a rising series and 50 on a flat one', () => {
    expect(rsi([1, 2, 3, 4], 2)[3]).toBe(100);
    expect(rsi([5, 5, 5, 5], 2)[3]).toBe(50);
  });

  it('macd(2, 3) is the MACD line ema(2) - ema(3)', () => {
    expectSeries(macd(closes, 2, 3), [undefined, undefined, 0.5, 0.16667, 0.38889, 0.46296]);
  });

  it('atr(3), Wilder, true range uses the previous close', () => {
    const bars = [bar('d0', 10.5, 9.5, 10), bar('d1', 11.5, 10, 11), bar('d2', 12.2, 11.2, 12), bar('d3', 12, 10.5, 11)];
    // TR = 1, 1.5, 1.2, 1.5 → ATR 1.2333 then (1.2333·2 + 1.5)/3
    expectSeries(atr(bars, 3), [undefined, undefined, 1.23333, 1.32222]);
  });

  it('percent_offset scales the value in percent; vix reads the VIX close of the date', () => {
    const bars = closes.map((c, i) => bar(`d${i}`, c, c, c));
    expectSeries(indicatorSeries({ kind: 'sma', period: 3, percent_offset: -10 }, bars, noVix), [undefined, undefined, 9.9, 10.2, 10.8, 11.4]);
    const vix = (d: string): number | undefined => ({ d1: 20, d2: 25 } as Record<string, number>)[d];
    expectSeries(indicatorSeries({ kind: 'vix', percent_offset: 10 }, bars, vix), [undefined, 22, 27.5, undefined, undefined, undefined]);
    expectSeries(indicatorSeries({ kind: 'price' }, bars, noVix), closes);
  });

  it('rejects a missing or bad period, naming the indicator', () => {
    const bars = [bar('d0', 1, 1, 1)];
    expect(() => indicatorSeries({ kind: 'sma' }, bars, noVix)).toThrow(/sma: period/);
    expect(() => indicatorSeries({ kind: 'rsi', period: 0 }, bars, noVix)).toThrow(/rsi: period/);
  });
});

describe('no look-ahead', () => {
  it('every value on day t is the same when the series stops at t', () => {
    const bars: Bar[] = [];
    let c = 100;
    for (let i = 0; i < 80; i += 1) {
      c *= 1 + Math.sin(i * 1.7) * 0.02;
      bars.push(bar(`d${i}`, c * 1.01, c * 0.98, c));
    }
    const specs = [
      { kind: 'sma', period: 10 },
      { kind: 'ema', period: 10 },
      { kind: 'rsi', period: 14 },
      { kind: 'macd' },
      { kind: 'atr', period: 14 },
    ] as const;
    const full = createIndicators(bars, noVix);
    for (const t of [5, 30, 60]) {
      const cut = createIndicators(bars.slice(0, t + 1), noVix);
      for (const spec of specs) expect(cut.at(spec, t)).toBe(full.at(spec, t));
    }
    expect(full.series({ kind: 'macd' })).toBe(full.series({ kind: 'macd' }));
    expect(full.at({ kind: 'macd' }, 24)).toBeUndefined();
    expect(full.at({ kind: 'macd' }, 25)).toBeTypeOf('number');
  });

  it('with a split, series are continuous and in the units that traded each day', () => {
    // As traded: 40, 44, 48 then a 4-for-1 split: 11, 13 (continuous: 10, 11, 12, 11, 13).
    const traded = [40, 44, 48, 11, 13].map((c, i) => bar(`2024-01-0${i + 2}`, c, c, c));
    const ind = createIndicators(traded, noVix, [{ date: '2024-01-05', ratio: 4 }]);
    // SMA(3) on 10, 11, 12, 11, 13 = 11, 11.333, 12; before the split in ×4 units: 44.
    expectSeries(ind.series({ kind: 'sma', period: 3 }), [undefined, undefined, 44, 11.3333, 12]);
    expectSeries(ind.series({ kind: 'price' }), [40, 44, 48, 11, 13]);
    // RSI(2) has no unit: the same as on 10, 11, 12, 11, 13.
    expectSeries(ind.series({ kind: 'rsi', period: 2 }), rsi([10, 11, 12, 11, 13], 2));
  });
});
