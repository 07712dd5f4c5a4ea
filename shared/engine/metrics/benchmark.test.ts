import { describe, expect, it } from 'vitest';
import { buyAndHoldEquity } from './benchmark';

const bar = (date: string, close: number) => ({ date, open: close, high: close, low: close, close, volume: 1 });

describe('buy-and-hold total-return benchmark (issue 14 item 5, dividends reinvested: audit 7 N9)', () => {
  it('is empty without bars', () => {
    expect(buyAndHoldEquity([], [], 10_000)).toEqual([]);
  });
  it('is flat on a flat price without dividends', () => {
    const flat = buyAndHoldEquity([bar('2024-01-02', 50), bar('2024-01-03', 50)], [], 10_000);
    expect(flat.map((p) => p.equity)).toEqual([10_000, 10_000]);
  });
  it('holds start / first close shares and reinvests each dividend in fractional shares at its ex-date close', () => {
    // 40,000 buys 100 shares at 400 (a 9.00 dividend before the run is not received).
    // Wed 3 Jan, ex 1.50: 150.00 buys 150 / 398 = 0.376884 shares -> 100.376884; 100.376884 × 398 = 39,950.00.
    // Thu 4 Jan: 100.376884 × 405 = 40,652.64 (kept as cash it read 40,500 + 150 = 40,650.00).
    // Fri 5 Jan, ex 2.00 on the reinvested shares too: 200.75 buys 200.75 / 410 = 0.489644 -> 100.866528;
    // × 410 = 41,355.28. Mon 8 Jan: 100.866528 × 415 = 41,859.61 (as cash: 41,500 + 150 + 200 = 41,850).
    const points = buyAndHoldEquity(
      [bar('2024-01-02', 400), bar('2024-01-03', 398), bar('2024-01-04', 405), bar('2024-01-05', 410), bar('2024-01-08', 415)],
      [{ exDate: '2024-01-03', amount: 1.5 }, { exDate: '2023-12-01', amount: 9 }, { exDate: '2024-01-05', amount: 2 }],
      40_000,
    );
    expect(points).toEqual([
      { date: '2024-01-02', equity: 40_000 },
      { date: '2024-01-03', equity: 39_950 },
      { date: '2024-01-04', equity: 40_652.64 },
      { date: '2024-01-05', equity: 41_355.28 },
      { date: '2024-01-08', equity: 41_859.61 },
    ]);
  });
  it('does not receive a dividend whose ex-date is the first day (bought at that close, already ex)', () => {
    const points = buyAndHoldEquity([bar('2024-01-02', 400), bar('2024-01-03', 400)], [{ exDate: '2024-01-02', amount: 1.5 }], 40_000);
    expect(points.map((p) => p.equity)).toEqual([40_000, 40_000]);
  });
  it('multiplies the shares on a split, reinvested ones included', () => {
    // 100 shares at 400; ex 4.00 at 400 -> 101 shares; a 2-for-1 split on 5 Jan -> 202 shares at 201 = 40,602.
    const points = buyAndHoldEquity(
      [bar('2024-01-03', 400), bar('2024-01-04', 400), bar('2024-01-05', 201)],
      [{ exDate: '2024-01-04', amount: 4 }],
      40_000,
      [{ date: '2024-01-05', ratio: 2 }],
    );
    expect(points.map((p) => p.equity)).toEqual([40_000, 40_400, 40_602]);
  });
  it('buys fractional shares so the whole balance is invested', () => {
    // 3,000 / 412 = 7.2816 shares; at 420: 3,058.25.
    const points = buyAndHoldEquity([bar('2024-01-02', 412), bar('2024-01-03', 420)], [], 3_000);
    expect(points[1]!.equity).toBe(3_058.25);
  });
});
