import { describe, expect, it } from 'vitest';
import { createSyntheticMarket, type QuoteRow } from '../../testing/synthetic-market';
import { coveredRequest, leg } from '../../testing/covered-fixtures';
import { runCoveredBacktest } from './run-covered';

// Tue 2 Jan 2024 … Mon 8 Jan 2024 (a weekend between Fri 5 and Mon 8); the underlying stays at 100.
const dates = ['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-08'];
const market = (quotes: QuoteRow[], rate: number) =>
  createSyntheticMarket({ bars: dates.map((date) => ({ date, close: 100 })), quotes, rate });

// A 95 put expiring Mon 8 Jan, sold at 1.00 on Tuesday, marked down to 0 by expiration.
const otmPut: QuoteRow[] = dates.map((date, i) => ({
  date, expiry: '2024-01-08', type: 'put', strike: 95, price: [1, 0.8, 0.6, 0.3, 0][i]!, delta: -0.3,
}));
const putStrategy = (wheel = false) => ({
  start_type: 'cash_secured_put' as const,
  wheel_enabled: wheel,
  min_volume_for_entry: 0,
  cash_secured_put_config: leg({ DTE_target: 6, strike_target_condition: { type: 'delta', delta: -0.3, tolerance: null } }),
  covered_call_config: leg(),
});

describe('cash earns the T-bill rate (issue 14 item 2), hand-computed', () => {
  it('a cash-secured put: the cash and the premium earn 5 % a year, credited daily on calendar days', () => {
    const result = runCoveredBacktest(coveredRequest(putStrategy()), market(otmPut, 0.05));
    // Start: 100 shares × 100 = 10,000 in cash; Tuesday the put is sold: cash 10,100.
    // Wed: 10,100 × 0.05 / 365 = 1.3836 → 1.38; Thu: 10,101.38 → 1.38; Fri: 10,102.76 → 1.38;
    // Mon, 3 days from Friday: 10,104.14 × 0.05 × 3 / 365 = 4.1524 → 4.15. Total 8.29.
    expect(result.interest_earned).toBe(8.29);
    expect(result.interest_paid).toBe(0);
    expect(result.trades).toHaveLength(1);
    expect(result.trades[0]!.pnl).toBe(100);
    expect(result.equity_curve).toEqual([
      ['2024-01-02', 10_000],
      ['2024-01-03', 10_101.38 - 80],
      ['2024-01-04', 10_102.76 - 60],
      ['2024-01-05', 10_104.14 - 30],
      ['2024-01-08', 10_108.29],
    ]);
    expect(result.end_balance).toBe(10_108.29);
    // Buy and hold of 10,000 at a flat 100: 10,000 every day (the benchmark holds no cash).
    expect(result.benchmark_equity?.map(([, v]) => v)).toEqual([10_000, 10_000, 10_000, 10_000, 10_000]);
    expect(result.benchmark_return_pct).toBe(0);
  });

  it('negative cash pays the T-bill rate + 1.5 points (a covered call that rebought its shares)', () => {
    // The 100 shares are bought with the whole start (cash 0); a 95 call is sold at 6.00 on Tuesday
    // (cash 600) and assigned at Friday's close of 110; without the wheel the shares are bought back.
    const calls: QuoteRow[] = dates.slice(0, 4).map((date, i) => ({
      date, expiry: '2024-01-05', type: 'call', strike: 95, price: [6, 5.5, 5.2, 5][i]!, delta: 0.3,
    }));
    const result = runCoveredBacktest(
      coveredRequest({ start_type: 'covered_call', min_volume_for_entry: 0, covered_call_config: leg() }),
      createSyntheticMarket({
        bars: [
          { date: '2024-01-02', close: 100 },
          { date: '2024-01-03', close: 100 },
          { date: '2024-01-04', close: 100 },
          { date: '2024-01-05', close: 110 },
          { date: '2024-01-08', close: 110 },
        ],
        quotes: calls.map((q) => (q.date === '2024-01-05' ? { ...q, price: 15 } : q)),
        rate: 0.04,
      }),
    );
    // Cash 600 from Wed to Fri earns 600 × 0.04 / 365 = 0.0658 → 0.07 a day: 0.07, 0.07, 0.07.
    // Friday: assigned at 95 (cash 600.21 + 9,500 = 10,100.21), shares rebought at 110: cash −899.79.
    // Monday, 3 days: −899.79 × (0.04 + 0.015) × 3 / 360 = −0.4124 → −0.41.
    expect(result.interest_earned).toBe(0.21);
    expect(result.interest_paid).toBe(0.41);
    expect(result.end_balance).toBe(-899.79 - 0.41 + 11_000);
  });
});

describe('a cash-secured put is secured (issue 14 item 2)', () => {
  // An in-the-money 105 put: 10,500 of cash secures one contract.
  const itmPut: QuoteRow[] = dates.map((date) => ({ date, expiry: '2024-01-08', type: 'put', strike: 105, price: 5.5, delta: -0.3 }));

  it('writes only as many contracts as the cash covers at the strike', () => {
    // 200 shares × 100 = 20,000 of cash: floor(20,000 / 10,500) = 1 contract, not 2.
    const result = runCoveredBacktest(coveredRequest(putStrategy(), { shares_multiple: 200 }), market(itmPut, 0));
    expect(result.trades[0]!.entry_position.quantity).toBe(1);
  });

  it('a wheel of 3 lots whose cash secures 2 writes 2 puts and a run note says so, counted by days', () => {
    // 300 shares × 100 = 30,000 of cash: floor(30,000 / 10,500) = 2 contracts of the 3 lots asked.
    const result = runCoveredBacktest(coveredRequest(putStrategy(true), { shares_multiple: 300 }), market(itmPut, 0));
    expect(result.trades[0]!.entry_position.quantity).toBe(2);
    expect(result.diagnostics.notes).toContain(
      'Cash-secured put: 3 lots asked, cash secured fewer on 1 of the 1 day a put was written: puts written for 2 on 1 day; '
      + 'first 2024-01-02: cash $30,000.00 secured 2 at the 105 strike, puts written for 2.',
    );
    // Lots the cash secures in full leave no such note: 30,000 secures 3 puts at the 95 strike.
    const full = runCoveredBacktest(coveredRequest(putStrategy(true), { shares_multiple: 300 }), market(otmPut, 0));
    expect(full.trades[0]!.entry_position.quantity).toBe(3);
    expect(full.diagnostics.notes.filter((n) => n.includes('lots asked'))).toEqual([]);
  });

  it('a roll the cash cuts below the position\'s contracts counts as a day of fewer puts', () => {
    // 3 puts at 95 sold at 1.00 on Tue (28,500 of 30,000 secured; cash 30,300); at 0.40 on Wed 60% is
    // captured: bought back (cash 30,180) and rolled to the 12 Jan 105 put, of which 30,180 secures 2.
    const quotes: QuoteRow[] = [
      ...dates.map((date, i) => ({ date, expiry: '2024-01-08', type: 'put' as const, strike: 95, price: [1, 0.4, 0.3, 0.2, 0][i]!, delta: -0.3 })),
      ...dates.slice(1).map((date) => ({ date, expiry: '2024-01-12', type: 'put' as const, strike: 105, price: 5.5, delta: -0.3 })),
    ];
    const strategy = {
      ...putStrategy(true),
      cash_secured_put_config: leg({
        DTE_target: 6,
        strike_target_condition: { type: 'delta', delta: -0.3, tolerance: null },
        roll_config: { DTE_offset: 3, roll_on_conditions: [{ type: 'take_profit_credit_capture', tp_pct: 0.5 }], strike_target_condition: { type: 'delta', delta: -0.3, tolerance: null }, max_rolls: 1 },
      }),
    };
    const result = runCoveredBacktest(coveredRequest(strategy, { shares_multiple: 300 }), market(quotes, 0));
    expect(result.trades.map((t) => t.entry_position.quantity)).toEqual([3, 2]);
    expect(result.diagnostics.notes).toContain(
      'Cash-secured put: 3 lots asked, cash secured fewer on 1 of the 2 days a put was written: puts written for 2 on 1 day; '
      + 'first 2024-01-03: cash $30,180.00 secured 2 at the 105 strike, puts written for 2.',
    );
  });

  it('with cash for none, does not trade and says why in the diagnostics; the wheel follows the same rule', () => {
    for (const wheel of [false, true]) {
      const result = runCoveredBacktest(coveredRequest(putStrategy(wheel)), market(itmPut, 0));
      expect(result.trades).toEqual([]);
      expect(result.diagnostics.skipped_entries[0]).toEqual({
        date: '2024-01-02',
        reason: 'cash-secured put: cash $10,000.00 does not secure one put at the 105 strike ($10,500.00 needed): no trade',
      });
      expect(result.end_balance).toBe(10_000);
    }
  });
});
