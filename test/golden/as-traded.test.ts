import { describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest } from '../../shared/engine';
import { realMarket } from './real-market';

const leg = (delta: number) => ({
  DTE_target: 30,
  strike_target_condition: { type: 'delta', delta, tolerance: 0.05 },
  exit_conditions: [],
});

/** Issue 14 item 1 on the bundled data: prices, strikes and shares as they traded that day. */
describe('as-traded units on real data', async () => {
  const [nvda, aapl] = await Promise.all([realMarket('NVDA'), realMarket('AAPL')]);

  it('NVDA 2022 cash-secured put: strikes of $100-$350 and a start balance of 100 real shares (~$30,000)', () => {
    const request = CoveredBacktestRequestSchema.parse({
      ticker: 'NVDA', shares_multiple: 100, start_date: '2022-01-03', end_date: '2022-12-30',
      strategy: { start_type: 'cash_secured_put', cash_secured_put_config: leg(-0.3) },
    });
    const r = runCoveredBacktest(request, nvda);
    // NVDA closed at $301.21 on 2022-01-03 (before the 2024 10-for-1 split).
    expect(r.start_balance).toBe(30_121);
    expect(r.trades.length).toBeGreaterThan(5);
    for (const t of r.trades) {
      const k = t.entry_position.contract;
      expect(k.strike).toBeGreaterThanOrEqual(100);
      expect(k.strike).toBeLessThanOrEqual(350);
      // The OCC id carries the same strike the trade log shows.
      expect(k.id.slice(-8)).toBe(String(Math.round(k.strike * 1000)).padStart(8, '0'));
      expect(t.entry_position.quantity).toBe(1);
    }
  });

  it('AAPL covered call across the 2020-08-31 4-for-1 split: 400 shares before, 1,600 after, no jump in equity', () => {
    const request = CoveredBacktestRequestSchema.parse({
      ticker: 'AAPL', shares_multiple: 400, start_date: '2020-06-01', end_date: '2020-12-31',
      strategy: { start_type: 'covered_call', covered_call_config: leg(0.3) },
    });
    const r = runCoveredBacktest(request, aapl);
    // 400 shares at the 2020-06-01 close of $321.85.
    expect(r.start_balance).toBe(128_740);
    const before = r.trades.filter((t) => t.exit_date < '2020-08-31');
    const after = r.trades.filter((t) => t.entry_date >= '2020-08-31');
    expect(before.length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    for (const t of before) expect(t.entry_position.quantity).toBe(4);
    for (const t of after) expect(t.entry_position.quantity).toBe(16);
    expect(r.diagnostics.notes.some((n) => n.startsWith('4-for-1 split on 2020-08-31: 400 shares became 1,600'))).toBe(true);
    // Around the split the equity moves with the market only: AAPL rose 3.4% on 2020-08-31,
    // so 1,600 shares (~$206k) move the equity by less than 5% of it, not 4×.
    const eq = new Map(r.equity_curve);
    const friday = eq.get('2020-08-28') ?? 0;
    const monday = eq.get('2020-08-31') ?? 0;
    expect(Math.abs(monday / friday - 1)).toBeLessThan(0.05);
    // The benchmark is continuous in first-day units: 2020-08-31's $129.04 × 4.
    const bench = new Map(r.benchmark_prices);
    expect(bench.get('2020-08-31')).toBeCloseTo(516.16, 6);
    expect(Math.abs((bench.get('2020-08-31') ?? 0) / (bench.get('2020-08-28') ?? 1) - 1)).toBeLessThan(0.05);
  });
});
