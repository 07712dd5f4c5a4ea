import { describe, expect, it } from 'vitest';
import { CoveredBacktestResultSchema } from '../../../contracts';
import { createSyntheticMarket } from '../../testing/synthetic-market';
import { coveredRequest, leg } from '../../testing/covered-fixtures';
import { runCoveredBacktest } from './run-covered';

// Tue 2 Jan 2024 … Fri 5 Jan 2024; a 105 call expiring Friday sold at 1.00 on Tuesday.
const week = (friClose: number) =>
  createSyntheticMarket({
    bars: [
      { date: '2024-01-02', close: 100 },
      { date: '2024-01-03', close: 101 },
      { date: '2024-01-04', close: 101.5 },
      { date: '2024-01-05', close: friClose },
    ],
    quotes: [
      { date: '2024-01-02', expiry: '2024-01-05', type: 'call', strike: 105, price: 1.0, delta: 0.3 },
      { date: '2024-01-02', expiry: '2024-01-05', type: 'call', strike: 110, price: 0.3, delta: 0.1 },
      { date: '2024-01-03', expiry: '2024-01-05', type: 'call', strike: 105, price: 0.8, delta: 0.3 },
      { date: '2024-01-04', expiry: '2024-01-05', type: 'call', strike: 105, price: 0.5, delta: 0.25 },
      { date: '2024-01-05', expiry: '2024-01-05', type: 'call', strike: 105, price: Math.max(0, friClose - 105), delta: 0.1 },
    ],
  });

const callStrategy = { start_type: 'covered_call' as const, min_volume_for_entry: 0, covered_call_config: leg() };

describe('covered call, hand-computed', () => {
  it('expires worthless: keeps the 100 premium and the shares', () => {
    const result = runCoveredBacktest(coveredRequest(callStrategy), week(102));
    expect(result.start_balance).toBe(10_000);
    expect(result.trades).toHaveLength(1);
    const t = result.trades[0]!;
    expect(t.entry_position.contract.strike).toBe(105);
    expect(t.entry_position.price).toBe(1);
    expect(t.exit_scenario).toBe(1);
    expect(t.exit_position).toBeNull();
    expect(t.pnl).toBe(100);
    expect(t.reason).toContain('Expired out of the money');
    // cash 100 + 100 shares × 102
    expect(result.end_balance).toBe(10_300);
    expect(result.total_pnl).toBe(300);
    expect(result.net_premium_received).toBe(100);
    expect(result.equity_curve).toEqual([
      ['2024-01-02', 10_000],
      ['2024-01-03', 100 + 10_100 - 80],
      ['2024-01-04', 100 + 10_150 - 50],
      ['2024-01-05', 10_300],
    ]);
    expect(result.win_rate).toBe(100);
    expect(() => CoveredBacktestResultSchema.parse(result)).not.toThrow();
  });

  it('is assigned in the money: shares called away at the strike, option P&L = premium − intrinsic', () => {
    const result = runCoveredBacktest(coveredRequest(callStrategy), week(107));
    const t = result.trades[0]!;
    expect(t.exit_scenario).toBe(3);
    expect(t.pnl).toBe(100 - 200);
    expect(t.reason).toContain('100 shares called away at 105');
    // Without the wheel the shares are bought again at the close: cash 100 + 10 500 − 10 700.
    expect(t.reason).toContain('bought back at the close 107.00');
    expect(result.end_balance).toBe(10_600);
    expect(result.total_pnl).toBe(600);
    expect(result.win_rate).toBe(0);
  });

  it('applies commission and slippage to every option fill', () => {
    const market = createSyntheticMarket({
      bars: [
        { date: '2024-01-02', close: 100 },
        { date: '2024-01-03', close: 101 },
      ],
      quotes: [
        { date: '2024-01-02', expiry: '2024-01-05', type: 'call', strike: 105, price: 1.0, bid: 0.9, ask: 1.1, delta: 0.3 },
        { date: '2024-01-03', expiry: '2024-01-05', type: 'call', strike: 105, price: 0.8, bid: 0.7, ask: 0.9, delta: 0.3 },
      ],
    });
    const req = coveredRequest(
      { ...callStrategy, price_source: 'mid' },
      { commission_per_contract: 0.65, slippage_pct_of_spread: 50 },
    );
    const result = runCoveredBacktest(req, market);
    const t = result.trades[0]!;
    // sold at mid 1.00 − 50% × 0.20 = 0.90, bought back at the end at 0.80 + 0.10 = 0.90; two commissions.
    expect(t.entry_position.price).toBe(0.9);
    expect(t.exit_position?.price).toBe(0.9);
    expect(t.exit_scenario).toBe(2);
    expect(t.reason).toBe("End of the backtest range (2024-01-03): bought back at the day's price $0.90");
    expect(t.pnl).toBe(-1.3);
  });
});
