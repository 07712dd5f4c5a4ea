import { describe, expect, it } from 'vitest';
import { createSyntheticMarket } from '../../testing/synthetic-market';
import { coveredRequest, leg } from '../../testing/covered-fixtures';
import { runCoveredBacktest } from './run-covered';

// Tue 16 … Fri 19 Jan 2024 (19 Jan is the third Friday). A 4,700 put sold Tuesday at 10.00.
const week = (ticker: string) =>
  createSyntheticMarket({
    ticker,
    bars: [
      { date: '2024-01-16', close: 4_760 },
      { date: '2024-01-17', close: 4_740 },
      { date: '2024-01-18', close: 4_720 },
      // Opens above the strike, closes below it.
      { date: '2024-01-19', open: 4_710, close: 4_690 },
    ],
    quotes: [
      { date: '2024-01-16', expiry: '2024-01-19', type: 'put', strike: 4_700, price: 10, delta: -0.3 },
      { date: '2024-01-17', expiry: '2024-01-19', type: 'put', strike: 4_700, price: 8, delta: -0.3 },
      { date: '2024-01-18', expiry: '2024-01-19', type: 'put', strike: 4_700, price: 6, delta: -0.3 },
      { date: '2024-01-19', expiry: '2024-01-19', type: 'put', strike: 4_700, price: 0, delta: -0.3 },
    ],
  });

// Take profit at 90% of the credit: only Friday's quote (0.00) would reach it.
const putStrategy = {
  start_type: 'cash_secured_put' as const,
  min_volume_for_entry: 0,
  cash_secured_put_config: leg({ strike_target_condition: { type: 'delta', delta: -0.3, tolerance: null }, exit_conditions: [{ type: 'take_profit_credit_capture', tp_pct: 0.9 }] }),
};

describe('settlement as listed (issue 14 item 4)', () => {
  it('an SPX monthly stops trading Thursday and settles at Friday\'s open: out of the money at 4,710', () => {
    const r = runCoveredBacktest(coveredRequest(putStrategy, { ticker: 'SPX', shares_multiple: 100 }), week('SPX'));
    const t = r.trades[0]!;
    expect(t.entry_position.contract.id).toBe('SPX240119P04700000');
    // No buy-back on Friday (no trading that day): it expires, keeping the 10.00 × 100 credit.
    expect(t.exit_scenario).toBe(1);
    expect(t.pnl).toBe(1_000);
    expect(t.reason).toBe(
      "Expired out of the money: AM-settled (SPX monthly, trading stopped the day before) at the expiration day's special opening quotation, modelled as the market's open, 4710.00, vs the 4700 put strike on 2024-01-19",
    );
  });

  it('a PM-settled option trades on expiration day: the take profit fires at Friday\'s quote', () => {
    const r = runCoveredBacktest(coveredRequest(putStrategy, { ticker: 'SPXW', shares_multiple: 100 }), week('SPXW'));
    const t = r.trades[0]!;
    expect(t.exit_scenario).toBe(2);
    expect(t.exit_date).toBe('2024-01-19');
    expect(t.pnl).toBe(1_000);
  });

  it('PM settlement against the close: assigned at 4,690, the reason says so', () => {
    const pm = { ...putStrategy, cash_secured_put_config: leg({ strike_target_condition: { type: 'delta', delta: -0.3, tolerance: null } }) };
    const r = runCoveredBacktest(coveredRequest(pm, { ticker: 'SPXW', shares_multiple: 100, commission_per_share: 0.01 }), week('SPXW'));
    const t = r.trades[0]!;
    expect(t.exit_scenario).toBe(3);
    expect(t.reason).toContain('Assigned at expiration: PM-settled at the close 4690.00, below the 4700 strike; 100 shares bought at 4700 (commission $1.00)');
    expect(t.reason).toContain('without the wheel, the shares are sold at the close 4690.00 (commission $1.00)');
    // Option P&L: 10.00 × 100 credit − (4,700 − 4,690) × 100 intrinsic − $1.00 on the assignment's 100 shares.
    expect(t.pnl).toBe(1_000 - 1_000 - 1);
    // Cash: 476,000 (100 × the first close) + 1,000 − 470,000 − 1 + 469,000 − 1 (sold back) = 475,998.
    expect(r.end_balance).toBe(475_998);
  });
});

describe('commission_per_share on stock trades', () => {
  it('the covered call start and the rebuy after an assignment pay it; start balance is the shares\' value', () => {
    const market = createSyntheticMarket({
      bars: [{ date: '2024-01-02', close: 100 }, { date: '2024-01-03', close: 101 }, { date: '2024-01-04', close: 101.5 }, { date: '2024-01-05', close: 107 }],
      quotes: [
        { date: '2024-01-02', expiry: '2024-01-05', type: 'call', strike: 105, price: 1.0, delta: 0.3 },
        { date: '2024-01-03', expiry: '2024-01-05', type: 'call', strike: 105, price: 0.8, delta: 0.3 },
        { date: '2024-01-04', expiry: '2024-01-05', type: 'call', strike: 105, price: 0.5, delta: 0.3 },
        { date: '2024-01-05', expiry: '2024-01-05', type: 'call', strike: 105, price: 2, delta: 0.9 },
      ],
    });
    const r = runCoveredBacktest(
      coveredRequest({ start_type: 'covered_call', min_volume_for_entry: 0, covered_call_config: leg() }, { commission_per_share: 0.005 }),
      market,
    );
    expect(r.start_balance).toBe(10_000);
    // Day 1: 100 shares bought at 100 for $0.50 commission, 1.00 call sold: 10,000 − 0.50.
    expect(r.equity_curve[0]).toEqual(['2024-01-02', 9_999.5]);
    const t = r.trades[0]!;
    // 100 − (107 − 105) × 100 − 0.50 (the assignment's 100 shares).
    expect(t.pnl).toBe(-100.5);
    // Cash −0.50 + 100 + 10,500 − 0.50 − 10,700 − 0.50 (rebuy) + 100 × 107 held = 10,598.50.
    expect(r.end_balance).toBe(10_598.5);
  });
});

describe('index options settle in cash (SPX)', () => {
  // The 4,700 put sold Tuesday at 10.00; Friday opens at 4,690 (the AM settlement), then Monday 4,800.
  const spx = createSyntheticMarket({
    ticker: 'SPX',
    bars: [
      { date: '2024-01-16', close: 4_760 },
      { date: '2024-01-17', close: 4_740 },
      { date: '2024-01-18', close: 4_720 },
      { date: '2024-01-19', open: 4_690, close: 4_720 },
      { date: '2024-01-22', close: 4_800 },
    ],
    quotes: ['2024-01-16', '2024-01-17', '2024-01-18', '2024-01-19'].map((date, i) => ({ date, expiry: '2024-01-19', type: 'put' as const, strike: 4_700, price: [10, 8, 6, 0][i]!, delta: -0.3 })),
  });
  const put = leg({ strike_target_condition: { type: 'delta', delta: -0.3, tolerance: null } });

  it('an in-the-money SPX put pays its intrinsic value in cash: no shares bought and sold, no per-share commission', () => {
    const r = runCoveredBacktest(coveredRequest({ start_type: 'cash_secured_put', min_volume_for_entry: 0, cash_secured_put_config: put }, { ticker: 'SPX', commission_per_share: 0.01 }), spx);
    const t = r.trades[0]!;
    expect(t.exit_scenario).toBe(3);
    expect(t.reason).toBe(
      "Settled in cash at expiration: AM-settled (SPX monthly, trading stopped the day before) at the expiration day's special opening quotation, modelled as the market's open, 4690.00, "
      + "below the 4700 strike; the put's intrinsic value $10.00 a share paid (index options settle in cash: no shares change hands)",
    );
    // 10.00 × 100 credit − 10.00 × 100 paid; no $1.00 + $1.00 of per-share commission on stock trades that never happen.
    expect(t.pnl).toBe(0);
    expect(r.end_balance).toBe(r.start_balance);
  });

  it('the wheel on SPX is not handed 100 index shares by a cash-settled put: nothing is held after it', () => {
    const wheel = { wheel_enabled: true, start_type: 'cash_secured_put' as const, min_volume_for_entry: 0, cash_secured_put_config: put, covered_call_config: leg() };
    const r = runCoveredBacktest(coveredRequest(wheel, { ticker: 'SPX' }), spx);
    // Monday's close (4,800) moves nothing: no SPX "shares" were bought at 4,700 (they were: +8,000 over Friday's 4,720).
    expect(r.equity_curve.at(-1)?.[1]).toBe(r.equity_curve.at(-2)?.[1]);
    expect(r.end_balance).toBe(r.start_balance);
  });
});
