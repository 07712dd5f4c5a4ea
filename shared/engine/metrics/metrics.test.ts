import { describe, expect, it } from 'vitest';
import { benchmarkPrices } from './benchmark';
import { cagrPct } from './cagr';
import { maxDrawdownPct } from './max-drawdown';
import { netPremiumReceived } from './net-premium';
import { sharpeRatio } from './sharpe-ratio';
import { totalPnl } from './total-pnl';
import { totalReturnPct } from './total-return';
import { totalTrades } from './total-trades';
import { winRate } from './win-rate';

const curve = (values: number[]) => values.map((equity, i) => ({ date: `2024-01-${String(i + 2).padStart(2, '0')}`, equity }));

describe('total P&L and total return', () => {
  it('is zero on an empty (flat) account', () => {
    expect(totalPnl(0, 0)).toBe(0);
    expect(totalReturnPct(0, 0)).toBe(0);
    expect(totalPnl(1000, 1000)).toBe(0);
    expect(totalReturnPct(1000, 1000)).toBe(0);
  });
  it('is end minus start, and that over start in percent', () => {
    expect(totalPnl(10_000, 10_512.345)).toBe(512.35);
    expect(totalReturnPct(10_000, 10_500)).toBe(5);
    expect(totalReturnPct(20_000, 15_000)).toBe(-25);
  });
});

describe('win rate', () => {
  it('is 0 without trades and counts pnl > 0 only (0 is a loss)', () => {
    expect(winRate([])).toBe(0);
    expect(winRate([0, 0])).toBe(0);
    expect(winRate([10, -5, 0, 3])).toBe(50);
    expect(winRate([1, 1, -1])).toBeCloseTo(66.6667, 4);
  });
});

describe('max drawdown', () => {
  it('is 0 for empty and flat series', () => {
    expect(maxDrawdownPct([])).toBe(0);
    expect(maxDrawdownPct([100, 100, 100])).toBe(0);
  });
  it('takes the worst fall from the running peak', () => {
    // peak 120 then 90: 25 %; later peak 130 then 110: 15.38 %
    expect(maxDrawdownPct([100, 120, 90, 130, 110])).toBe(25);
  });
});

describe('CAGR', () => {
  it('is 0 for no time or a flat account', () => {
    expect(cagrPct(100, 100, '2024-01-02', '2024-01-02')).toBe(0);
    expect(cagrPct(100, 100, '2023-01-01', '2024-01-01')).toBe(0);
  });
  it('compounds over a 365-day year', () => {
    expect(cagrPct(100, 121, '2022-01-01', '2024-01-01')).toBeCloseTo((Math.pow(1.21, 365 / 730) - 1) * 100, 4);
    expect(cagrPct(100, 110, '2023-01-01', '2024-01-01')).toBe(10);
    expect(cagrPct(100, 0, '2023-01-01', '2024-01-01')).toBe(-100);
  });
});

describe('Sharpe ratio', () => {
  it('is null (cannot be computed) for empty and flat series', () => {
    expect(sharpeRatio([], () => 0)).toBeNull();
    expect(sharpeRatio(curve([100, 100, 100, 100]), () => 0)).toBeNull();
  });
  it('annualises the mean over the sample deviation of daily excess returns', () => {
    // returns +1 %, −1 %, +2 % with rf 2.52 % a year = 0.01 % a day
    const c = curve([100, 101, 99.99, 101.9898]);
    const e = [0.01 - 0.0001, -0.01 - 0.0001, 0.02 - 0.0001];
    const mean = (e[0]! + e[1]! + e[2]!) / 3;
    const sd = Math.sqrt(e.reduce((s, x) => s + (x - mean) ** 2, 0) / 2);
    expect(sharpeRatio(c, () => 0.0252)!).toBeCloseTo((mean / sd) * Math.sqrt(252), 3);
  });
});

describe('counts, premium and benchmark', () => {
  it('handle empty input', () => {
    expect(totalTrades([])).toBe(0);
    expect(netPremiumReceived([])).toBe(0);
    expect(benchmarkPrices([])).toEqual([]);
  });
  it('sum premium received minus paid and list closes', () => {
    expect(totalTrades([{}, {}])).toBe(2);
    expect(netPremiumReceived([{ premium: 250 }, { premium: -120.5 }, { premium: 300 }])).toBe(429.5);
    expect(benchmarkPrices([{ date: '2024-01-02', open: 1, high: 2, low: 1, close: 1.5, volume: 10 }])).toEqual([
      { date: '2024-01-02', price: 1.5 },
    ]);
  });
});
