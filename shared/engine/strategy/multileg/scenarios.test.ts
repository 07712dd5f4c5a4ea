import { describe, expect, it } from 'vitest';
import type { MultiLegExitCondition } from '../../../contracts';
import { DAYS } from '../../testing/one-contract';
import { createSyntheticMarket, type QuoteRow } from '../../testing/synthetic-market';
import { multiLegRequest, putCreditSpreadLegs } from '../../testing/multileg-fixtures';
import { runMultiLegBacktest } from './run-multileg';

// A put credit spread: short the −0.30-delta 95 put, long the 90 put (child, offset −5), 19 Jan.
const EXPIRY = '2024-01-19';
const spread = putCreditSpreadLegs();

/** Prices of the 95 and 90 puts on each day; closes given too. */
function market(closes: number[], short: number[], long: number[], extra: QuoteRow[] = []) {
  const days = DAYS.slice(0, closes.length);
  return createSyntheticMarket({
    bars: days.map((date, i) => ({ date, close: closes[i]! })),
    quotes: [
      ...days.flatMap((date, i) => [
        { date, expiry: EXPIRY, type: 'put' as const, strike: 95, price: short[i]!, delta: -0.3 },
        { date, expiry: EXPIRY, type: 'put' as const, strike: 90, price: long[i]!, delta: -0.1 },
      ]),
      ...extra,
    ],
  });
}

const run = (exits: MultiLegExitCondition[], m: ReturnType<typeof market>, over: object = {}) =>
  runMultiLegBacktest(multiLegRequest({ legs: spread, max_units_per_position: 1, global_exit_conditions: exits, ...over }), m);

describe('multi-leg exits, hand-computed (credit 2.00 − 0.50 = $150)', () => {
  const flat = [100, 100, 100, 100];

  it('percentage_profit of the entry credit', () => {
    const r = run([{ type: 'percentage_profit', value: 50 }], market(flat, [2, 1.6, 1.2, 1], [0.5, 0.5, 0.45, 0.4]));
    const t = r.trades[0]!;
    expect(t.exit_date).toBe('2024-01-04');
    expect(t.pnl).toBe(75);
    expect(t.exit_scenario).toBe('percentage_profit');
    expect(t.reason).toBe('Profit Target (%): P&L +$75.00, 50.00% of the $150.00 credit (target 50.00%)');
    expect(t.entry_contracts.map((c) => [c.side, c.contract.strike, c.quantity])).toEqual([['short', 95, 1], ['long', 90, 1]]);
    expect(t.exit_contracts.map((c) => c.contract.last_trade_price)).toEqual([1.2, 0.45]);
    // defined risk: width 5 − credit 1.50 = $350
    expect(t.entry_margin_required).toBe(350);
  });

  it('percentage_loss of the entry credit', () => {
    const r = run([{ type: 'percentage_loss', value: 100 }], market([100, 97, 96, 96], [2, 2.8, 3.5, 3.6], [0.5, 0.6, 0.5, 0.5]));
    const t = r.trades[0]!;
    expect(t.exit_date).toBe('2024-01-04');
    expect(t.pnl).toBe(-150);
    expect(t.reason).toBe('Stop Loss (%): loss $150.00, 100.00% of the $150.00 credit (limit 100.00%)');
  });

  it('a % exit says the entry commissions it counts in the P&L, not in the credit (audit 6, N4)', () => {
    const withCommissions = (exits: MultiLegExitCondition[], m: ReturnType<typeof market>) =>
      runMultiLegBacktest(multiLegRequest({ legs: spread, max_units_per_position: 1, global_exit_conditions: exits }, { commission_per_contract: 0.65 }), m);
    // 4 Jan: marks −(3.50 − 0.50) × 100 + 150 = −150.00, less the 2 × 0.65 paid opening: −151.30, 100.87% of 150.
    const stop = withCommissions([{ type: 'percentage_loss', value: 100 }], market([100, 97, 96, 96], [2, 2.8, 3.5, 3.6], [0.5, 0.6, 0.5, 0.5])).trades[0]!;
    expect(stop.exit_date).toBe('2024-01-04');
    expect(stop.reason).toBe('Stop Loss (%): loss $151.30 incl. $1.30 entry commissions, 100.87% of the $150.00 credit (limit 100.00%)');
    // 4 Jan: marks −(1.20 − 0.45) × 100 + 150 = 75.00, less 1.30: 73.70, 49.13% of 150: the target waits; 5 Jan: 150 − 60 − 1.30 = 88.70.
    const target = withCommissions([{ type: 'percentage_profit', value: 50 }], market([100, 100, 100, 100], [2, 1.6, 1.2, 1], [0.5, 0.5, 0.45, 0.4])).trades[0]!;
    expect(target.exit_date).toBe('2024-01-05');
    expect(target.reason).toBe('Profit Target (%): P&L +$88.70 after $1.30 entry commissions, 59.13% of the $150.00 credit (target 50.00%)');
  });

  it('dollar_profit and dollar_loss in dollars per position', () => {
    const win = run([{ type: 'dollar_profit', value: 60 }, { type: 'dollar_loss', value: 100 }], market(flat, [2, 1.6, 1.2, 1], [0.5, 0.5, 0.45, 0.4]));
    expect(win.trades[0]!.exit_date).toBe('2024-01-04');
    expect(win.trades[0]!.reason).toBe('Profit Target ($): P&L +$75.00 (target $60.00)');
    const loss = run([{ type: 'dollar_profit', value: 60 }, { type: 'dollar_loss', value: 100 }], market([100, 97, 96, 96], [2, 2.8, 3.5, 3.6], [0.5, 0.6, 0.5, 0.5]));
    // 3 Jan: −(2.80 − 0.60) × 100 + 150 = −70, under the stop; 4 Jan: −(3.50 − 0.50) × 100 + 150 = −150
    expect(loss.trades[0]!.exit_date).toBe('2024-01-04');
    expect(loss.trades[0]!.pnl).toBe(-150);
    expect(loss.trades[0]!.reason).toBe('Stop Loss ($): loss $150.00 (limit $100.00)');
  });

  it('time_stop after the days held', () => {
    const r = run([{ type: 'time_stop', value: 2 }], market(flat, [2, 2, 2, 2], [0.5, 0.5, 0.5, 0.5]));
    expect(r.trades[0]!.exit_date).toBe('2024-01-04');
    expect(r.trades[0]!.reason).toBe('Time Stop (days): 2 days held (limit 2 days)');
  });

  it('settles at intrinsic value against the close at expiration', () => {
    const days = DAYS.slice(0, 14);
    const closes = days.map((d) => (d === EXPIRY ? 92 : 100));
    const m = market(closes, days.map(() => 2), days.map(() => 0.5));
    const r = run([], m);
    const t = r.trades[0]!;
    expect(t.exit_date).toBe(EXPIRY);
    expect(t.exit_scenario).toBe('EXPIRATION');
    // The short 95 put assigned alone: the 100 shares it left are named, at $0 a share too (audit 16 F3).
    expect(t.reason).toBe('Expiration on 2024-01-19: settled at intrinsic value, PM-settled at the close 92.00. The 100 shares the exercise or assignment left long were sold at the close 92.00 (no commission)');
    // 150 credit − (95 − 92) × 100 on the short; the long 90 put expires worthless
    expect(t.pnl).toBe(150 - 300);
    expect(r.end_balance).toBe(100_000 - 150);
  });
});

describe('multi-leg entries', () => {
  it('opens no position unless every leg is found, and says which leg missed', () => {
    const noWing = createSyntheticMarket({
      bars: [{ date: '2024-01-02', close: 100 }, { date: '2024-01-03', close: 100 }],
      quotes: [{ date: '2024-01-02', expiry: EXPIRY, type: 'put', strike: 95, price: 2, delta: -0.3 }],
    });
    const r = run([], noWing);
    expect(r.trades).toEqual([]);
    expect(r.diagnostics.skipped_entries).toEqual([
      { date: '2024-01-02', reason: 'Leg 1 child 1: no put exactly at the parent strike − 5' },
    ]);
  });

  it('opens at most one position a day, up to max_open_positions', () => {
    const m = market([100, 100, 100, 100, 100], [2, 2, 2, 2, 2], [0.5, 0.5, 0.5, 0.5, 0.5]);
    const r = run([], m, { max_open_positions: 2 });
    expect(r.trades.map((t) => t.entry_date)).toEqual(['2024-01-02', '2024-01-03']);
    expect(r.trades.every((t) => t.exit_date === '2024-01-08' && t.exit_scenario === 'END_OF_RANGE')).toBe(true);
  });

  it('sizes units under the per-position margin share of equity', () => {
    const m = market([100, 100, 100], [2, 2, 2], [0.5, 0.5, 0.5]);
    // 20% of 100 000 = 20 000 / 350 a unit = 57 units
    const r = run([], m, { max_units_per_position: null, max_margin_percentage_per_position: 20 });
    expect(r.trades[0]!.entry_contracts[0]!.quantity).toBe(57);
    expect(r.trades[0]!.entry_margin_required).toBe(57 * 350);
  });
});

describe('multi-leg margin by expiration', () => {
  it('a reverse calendar (long expiring first) reserves the short as naked: the long is no cover once it expires', () => {
    const days = DAYS.slice(0, 3);
    const m = createSyntheticMarket({
      bars: days.map((date) => ({ date, close: 100 })),
      quotes: days.flatMap((date) => [
        { date, expiry: EXPIRY, type: 'call' as const, strike: 100, price: 2, delta: 0.5 },
        { date, expiry: '2024-02-16', type: 'call' as const, strike: 100, price: 3, delta: 0.5 },
      ]),
    });
    const reverse = [{
      side: 'long' as const, option_type: 'call' as const, dte_target: 17, target_strike_condition: { type: 'delta' as const, value: 0.5 },
      children: [{ side: 'short' as const, option_type: 'call' as const, dte_target: 45, strike_offset: 0, strike_offset_tolerance: 0 }],
    }];
    const r = runMultiLegBacktest(multiLegRequest({ legs: reverse, max_units_per_position: 1 }), m);
    // The long's 2 paid in full + the short's 3 + max(20% × 100 − 0, 10) = 25 a share (was $0).
    expect(r.trades[0]!.entry_margin_required).toBe(2500);
  });
});
