import { describe, expect, it } from 'vitest';
import { standardMetrics } from './standard-metrics';

const day = (i: number) => new Date(Date.UTC(2023, 0, 2 + i)).toISOString().slice(0, 10);
const curve = (values: number[]) => values.map((equity, i) => ({ date: day(i), equity }));

describe('standard metrics: N/A rules (issue 14 item 7)', () => {
  it('no trades: Sharpe, win rate and CAGR are null even when the curve moves (interest)', () => {
    // 400 days of T-bill interest on idle cash: a smooth rise whose Sharpe would be huge noise.
    const values = Array.from({ length: 400 }, (_, i) => 10_000 + i * 1.1);
    const m = standardMetrics(10_000, curve(values), [], () => 0.04);
    expect(m.sharpe_ratio).toBeNull();
    expect(m.win_rate).toBeNull();
    expect(m.cagr_pct).toBeNull();
    expect(m.total_trades).toBe(0);
    // The total return is still reported: (10438.9 − 10000) / 10000 = 4.389 %.
    expect(m.total_return_pct).toBeCloseTo(4.389, 4);
  });
  it('a flat curve with trades (every trade at 0): null too', () => {
    const m = standardMetrics(10_000, curve(Array.from({ length: 400 }, () => 10_000)), [0, 0], () => 0);
    expect(m.sharpe_ratio).toBeNull();
    expect(m.win_rate).toBeNull();
    expect(m.cagr_pct).toBeNull();
  });
  it('under one year: CAGR null, total return shown; win rate computed', () => {
    // 2023-01-02 → 2023-07-01 (180 days), +26.2 %.
    const m = standardMetrics(100, curve([100, 110, 126.2]).map((p, i) => (i === 2 ? { ...p, date: '2023-07-01' } : p)), [26.2], () => 0);
    expect(m.cagr_pct).toBeNull();
    expect(m.total_return_pct).toBe(26.2);
    expect(m.win_rate).toBe(100);
  });
});

describe("standard metrics: day 1's move from the start balance", () => {
  it("a loss on day 1 (an entry's costs) is a drawdown and a return", () => {
    // Start 10,000; day 1 marks 9,900 after the entry's spread and fees, then the curve rises.
    const values = [9_900, 9_950, 10_000, 10_050, 10_100];
    const m = standardMetrics(10_000, curve(values), [100], () => 0);
    // The fall from the start balance to 9,900: 1 % (read from day 1 on, the curve never fell).
    expect(m.max_drawdown_pct).toBe(1);
    // Four returns from day 1 on are all gains; the start's −1 % is one of the five returns.
    const rising = standardMetrics(9_900, curve(values), [100], () => 0);
    expect(m.sharpe_ratio!).toBeLessThan(rising.sharpe_ratio!);
  });
});
