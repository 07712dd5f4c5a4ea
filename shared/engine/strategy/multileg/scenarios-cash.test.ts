import { describe, expect, it } from 'vitest';
import { createSyntheticMarket } from '../../testing/synthetic-market';
import { multiLegRequest } from '../../testing/multileg-fixtures';
import { runMultiLegBacktest } from './run-multileg';

// A naked short 95 put sold at 2.00 on Tue 2 Jan (spot 100), one unit, on a 3,000 account.
const EXPIRY = '2024-01-19';
const nakedPut = [{ side: 'short' as const, option_type: 'put' as const, dte_target: 17, target_strike_condition: { type: 'delta' as const, value: -0.3 } }];
const market = (closes: number[], puts: number[], rate = 0) => {
  const days = ['2024-01-02', '2024-01-03', '2024-01-04'].slice(0, closes.length);
  return createSyntheticMarket({
    bars: days.map((date, i) => ({ date, close: closes[i]! })),
    quotes: days.map((date, i) => ({ date, expiry: EXPIRY, type: 'put' as const, strike: 95, price: puts[i]!, delta: -0.3 })),
    rate,
  });
};
const request = multiLegRequest({ legs: nakedPut, max_units_per_position: 1 }, { balance: 3_000 });

describe('spreads: Reg-T requirement re-marked daily, margin call (issue 14 item 2)', () => {
  it('closes the position the day equity falls below the re-marked requirement, and says so', () => {
    // Entry: margin (2 + max(20 − 5, 9.5)) × 100 = 1,700; cash 3,000 + 200 = 3,200.
    // Wed: spot 85, the put marks 11: equity 3,200 − 1,100 = 2,100 < requirement
    // (11 + max(17 − 0, 9.5)) × 100 = 2,800 → margin call, bought back at 11: P&L 200 − 1,100 = −900.
    const r = runMultiLegBacktest(request, market([100, 85, 85], [2, 11, 11]));
    expect(r.trades).toHaveLength(1);
    const t = r.trades[0]!;
    expect(t.entry_margin_required).toBe(1_700);
    expect([t.exit_date, t.exit_scenario, t.pnl]).toEqual(['2024-01-03', 'MARGIN_CALL', -900]);
    expect(t.reason).toBe(
      "Margin call on 2024-01-03: equity $2,100.00 below the Reg-T maintenance requirement $2,800.00 (re-marked at the close 85.00); position closed at the day's prices",
    );
    expect(r.equity_curve.map((p) => p.equity)).toEqual([3_000, 2_100, 2_100]);
  });

  it('keeps the position while the equity covers it', () => {
    // Wed: spot 97, put 3: equity 2,900 ≥ (3 + max(19.4 − 2, 9.5)) × 100 = 2,040.
    const r = runMultiLegBacktest(request, market([100, 97, 97], [2, 3, 3]));
    expect(r.trades[0]!.exit_scenario).toBe('END_OF_RANGE');
  });
});

describe('spreads: cash earns the T-bill rate (issue 14 item 2)', () => {
  it('credits the cash (premium included) daily and reports it', () => {
    // Cash 3,200 after the sale; Wed: 3,200 × 0.05 / 365 = 0.438 → 0.44; Thu: 3,200.44 → 0.44.
    const r = runMultiLegBacktest(request, market([100, 100, 100], [2, 2, 2], 0.05));
    expect(r.interest_earned).toBe(0.88);
    expect(r.interest_paid).toBe(0);
    expect(r.end_balance).toBe(3_000.88);
    // The trade's P&L is the option's alone; the interest shows in the equity.
    expect(r.trades[0]!.pnl).toBe(0);
  });
});

describe('spreads: buy-and-hold benchmark with the same balance (issue 14 item 5)', () => {
  it('is sent as a series and as a total return', () => {
    // 3,000 / 100 = 30 shares; at 85: 2,550 → −15 %.
    const r = runMultiLegBacktest(request, market([100, 85, 85], [2, 11, 11]));
    expect(r.benchmark_equity).toEqual([
      { date: '2024-01-02', equity: 3_000 },
      { date: '2024-01-03', equity: 2_550 },
      { date: '2024-01-04', equity: 2_550 },
    ]);
    expect(r.benchmark_return_pct).toBe(-15);
    expect(r.benchmark_prices.map((p) => p.price)).toEqual([100, 85, 85]);
  });
});
