import { describe, expect, it } from 'vitest';
import { benchmarkPrices } from './benchmark';
import { netPremiumReceived } from './net-premium';
import { totalTrades } from './total-trades';

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
