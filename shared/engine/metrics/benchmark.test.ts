import { describe, expect, it } from 'vitest';
import { buyAndHoldEquity } from './benchmark';

const bar = (date: string, close: number) => ({ date, open: close, high: close, low: close, close, volume: 1 });

describe('buy-and-hold total-return benchmark (issue 14 item 5)', () => {
  it('is empty without bars', () => {
    expect(buyAndHoldEquity([], [], 10_000, () => 0)).toEqual([]);
  });
  it('is flat on a flat price without dividends', () => {
    const flat = buyAndHoldEquity([bar('2024-01-02', 50), bar('2024-01-03', 50)], [], 10_000, () => 0.05);
    expect(flat.map((p) => p.equity)).toEqual([10_000, 10_000]);
  });
  it('holds start / first close shares, takes dividends as cash on the ex-date, and that cash earns the T-bill rate', () => {
    // 40,000 buys 100 shares at 400. A 1.50 dividend on Wed 3 Jan: 150 of cash.
    // Thu 4 Jan: 150 × 0.05 / 365 = 0.0205 → 0.02 of interest.
    const points = buyAndHoldEquity(
      [bar('2024-01-02', 400), bar('2024-01-03', 398), bar('2024-01-04', 405)],
      [{ exDate: '2024-01-03', amount: 1.5 }, { exDate: '2023-12-01', amount: 9 }],
      40_000,
      () => 0.05,
    );
    expect(points).toEqual([
      { date: '2024-01-02', equity: 40_000 },
      { date: '2024-01-03', equity: 39_800 + 150 },
      { date: '2024-01-04', equity: 40_500 + 150.02 },
    ]);
  });
  it('buys fractional shares so the whole balance is invested', () => {
    // 3,000 / 412 = 7.2816 shares; at 420: 3,058.25.
    const points = buyAndHoldEquity([bar('2024-01-02', 412), bar('2024-01-03', 420)], [], 3_000, () => 0);
    expect(points[1]!.equity).toBe(3_058.25);
  });
});
