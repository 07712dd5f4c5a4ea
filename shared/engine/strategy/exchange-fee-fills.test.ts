import { describe, expect, it } from 'vitest';
import { createSyntheticMarket } from '../testing/synthetic-market';
import { multiLegRequest } from '../testing/multileg-fixtures';
import { coveredRequest, leg } from '../testing/covered-fixtures';
import { runMultiLegBacktest } from './multileg/run-multileg';
import { runCoveredBacktest } from './covered/run-covered';

/**
 * Cboe's SPX customer fee (exchange-fees.ts: $0.44 a contract from 2019-02-07; from 2024-11-01 $0.36
 * under a $1.00 premium, $0.45 at $1.00 or more) on every SPX fill of a request with
 * `exchange_fees`, in both engines, through the cost model: in the trade's commissions and P&L,
 * and named in `exchange_fees`. Settlements make no fill and pay none.
 */
const DAYS = ['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-08', '2024-01-09', '2024-01-10', '2024-01-11', '2024-01-12', '2024-01-16', '2024-01-17', '2024-01-18', '2024-01-19'];
const EXPIRY = '2024-01-19';

describe('multi-leg: an SPX calendar pays the fee on each filled contract', () => {
  // Short the 2024-01-19 SPX 105 call at 2.00, long the 2024-02-16 105 call at 3.00 ($100 debit);
  // the short settles at expiry's open (no fill), the long is sold at 2.50 that day (one fill).
  const m = createSyntheticMarket({
    ticker: 'SPX',
    bars: DAYS.map((date) => (date === EXPIRY ? { date, open: 108, close: 104 } : { date, close: 100 })),
    quotes: DAYS.flatMap((date) => [
      { date, expiry: EXPIRY, type: 'call' as const, strike: 105, price: date === EXPIRY ? 0 : 2, delta: 0.3 },
      { date, expiry: '2024-02-16', type: 'call' as const, strike: 105, price: date === EXPIRY ? 2.5 : 3, delta: 0.35 },
    ]),
  });
  const legs = [{
    side: 'short' as const, option_type: 'call' as const, dte_target: 17, target_strike_condition: { type: 'delta' as const, value: 0.3 },
    children: [{ side: 'long' as const, option_type: 'call' as const, dte_target: 45, strike_offset: 0, strike_offset_tolerance: 0 }],
  }];
  const run = (exchange_fees: boolean) =>
    runMultiLegBacktest(multiLegRequest({ legs, max_units_per_position: 1, global_exit_conditions: [] }, { ticker: 'SPX', commission_per_contract: 0.65, exchange_fees }), m);

  it('3 contracts filled (2 to open, 1 to close): $0.44 × 3 more commission, P&L that much lower', () => {
    const off = run(false).trades[0]!;
    const on = run(true);
    const t = on.trades[0]!;
    expect(off.commissions).toBe(1.95);
    expect(off.exchange_fees).toBeUndefined();
    expect(t.commissions).toBe(1.95 + 1.32);
    expect(t.exchange_fees).toBe(1.32);
    expect(t.pnl).toBe(Math.round((off.pnl - 1.32) * 100) / 100);
    expect(on.costs?.exchange_fees).toBe(true);
  });
});

describe('multi-leg: from 2024-11-01 each leg pays the tier of its own fill premium', () => {
  // Short the 2024-11-15 SPX 105 call at 0.60 (under $1.00: $0.36), long the 2024-12-20 105 call
  // at 3.00 ($0.45); the short settles at expiry (no fill), the long is sold at 2.50 ($0.45).
  const days = ['2024-11-04', '2024-11-05', '2024-11-06', '2024-11-07', '2024-11-08', '2024-11-11', '2024-11-12', '2024-11-13', '2024-11-14', '2024-11-15'];
  const expiry = '2024-11-15';
  const m = createSyntheticMarket({
    ticker: 'SPX',
    bars: days.map((date) => (date === expiry ? { date, open: 108, close: 104 } : { date, close: 100 })),
    quotes: days.flatMap((date) => [
      { date, expiry, type: 'call' as const, strike: 105, price: date === expiry ? 0 : 0.6, delta: 0.3 },
      { date, expiry: '2024-12-20', type: 'call' as const, strike: 105, price: date === expiry ? 2.5 : 3, delta: 0.35 },
    ]),
  });
  const legs = [{
    side: 'short' as const, option_type: 'call' as const, dte_target: 11, target_strike_condition: { type: 'delta' as const, value: 0.3 },
    children: [{ side: 'long' as const, option_type: 'call' as const, dte_target: 46, strike_offset: 0, strike_offset_tolerance: 0 }],
  }];
  const run = (exchange_fees: boolean) =>
    runMultiLegBacktest(multiLegRequest({ legs, max_units_per_position: 1, global_exit_conditions: [] }, { ticker: 'SPX', commission_per_contract: 0.65, exchange_fees }), m);

  it('$0.36 + $0.45 to open, $0.45 to close: $1.26, not 3 × $0.44', () => {
    const off = run(false).trades[0]!;
    const t = run(true).trades[0]!;
    expect(t.entry_contracts.map((l) => l.price)).toEqual([0.6, 3]);
    expect(t.exchange_fees).toBe(1.26);
    expect(t.commissions).toBe(1.95 + 1.26);
    expect(t.pnl).toBe(Math.round((off.pnl - 1.26) * 100) / 100);
  });
});

describe('covered: an SPX cash-secured put pays the fee on its sale, none on its cash settlement', () => {
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
  const run = (exchange_fees: boolean) =>
    runCoveredBacktest(coveredRequest({ start_type: 'cash_secured_put', min_volume_for_entry: 0, cash_secured_put_config: put }, { ticker: 'SPX', commission_per_contract: 0.65, exchange_fees }), spx);

  it('one contract sold: $0.65 + $0.44', () => {
    const t = run(true).trades[0]!;
    expect(t.commissions).toBe(1.09);
    expect(t.exchange_fees).toBe(0.44);
    expect(t.pnl).toBe(-1.09);
    expect(run(false).trades[0]!.pnl).toBe(-0.65);
  });

  it('a SPY run is untouched by the switch (no fee exists there)', () => {
    const spy = createSyntheticMarket({
      ticker: 'SPY',
      bars: [{ date: '2024-01-16', close: 476 }, { date: '2024-01-17', close: 474 }, { date: '2024-01-18', close: 472 }, { date: '2024-01-19', close: 472 }],
      quotes: ['2024-01-16', '2024-01-17', '2024-01-18', '2024-01-19'].map((date, i) => ({ date, expiry: '2024-01-19', type: 'put' as const, strike: 470, price: [1, 0.8, 0.6, 0][i]!, delta: -0.3 })),
    });
    const r = (exchange_fees: boolean) =>
      runCoveredBacktest(coveredRequest({ start_type: 'cash_secured_put', min_volume_for_entry: 0, cash_secured_put_config: put }, { ticker: 'SPY', commission_per_contract: 0.65, exchange_fees }), spy);
    const { costs: a, ...on } = r(true);
    const { costs: b, ...off } = r(false);
    expect(on).toEqual(off);
    expect([a?.exchange_fees, b?.exchange_fees]).toEqual([true, false]);
  });
});

describe('covered: from 2024-11-01 a sale pays the tier of its premium', () => {
  const put = leg({ strike_target_condition: { type: 'delta', delta: -0.3, tolerance: null } });
  const sold = (premium: number) => {
    const spx = createSyntheticMarket({
      ticker: 'SPX',
      bars: [
        { date: '2024-11-11', close: 6_000 },
        { date: '2024-11-12', close: 5_990 },
        { date: '2024-11-13', close: 5_985 },
        { date: '2024-11-14', close: 5_980 },
        { date: '2024-11-15', open: 5_960, close: 5_900 },
        { date: '2024-11-18', close: 5_950 },
      ],
      quotes: ['2024-11-11', '2024-11-12', '2024-11-13', '2024-11-14', '2024-11-15'].map((date, i) => ({ date, expiry: '2024-11-15', type: 'put' as const, strike: 5_800, price: i === 4 ? 0 : premium, delta: -0.3 })),
    });
    return runCoveredBacktest(coveredRequest({ start_type: 'cash_secured_put', min_volume_for_entry: 0, cash_secured_put_config: put }, { ticker: 'SPX', commission_per_contract: 0.65, exchange_fees: true }), spx).trades[0]!;
  };

  it('sold at 0.80 (under $1.00): $0.65 + $0.36', () => {
    const t = sold(0.8);
    expect(t.entry_position.price).toBe(0.8);
    expect(t.exchange_fees).toBe(0.36);
    expect(t.commissions).toBe(1.01);
  });

  it('sold at 1.00 (the tier starts there): $0.65 + $0.45', () => {
    const t = sold(1);
    expect(t.exchange_fees).toBe(0.45);
    expect(t.commissions).toBe(1.1);
  });
});
