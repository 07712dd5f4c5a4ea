import { describe, expect, it } from 'vitest';
import { DAYS } from '../../testing/one-contract';
import { createSyntheticMarket } from '../../testing/synthetic-market';
import { multiLegRequest, putCreditSpreadLegs } from '../../testing/multileg-fixtures';
import { runMultiLegBacktest } from './run-multileg';

// A put credit spread to the third Friday 2024-01-19: short the 95 put at 2.00, long the 90 at 0.50.
const EXPIRY = '2024-01-19';
const spread = putCreditSpreadLegs();

/** Expiry day opens at 93 and closes at 97 (out of the money at the close, in at the open). */
function market(ticker: string) {
  const days = DAYS.slice(0, 14);
  return createSyntheticMarket({
    ticker,
    bars: days.map((date) => (date === EXPIRY ? { date, open: 93, close: 97 } : { date, close: 100 })),
    quotes: days.flatMap((date) => [
      { date, expiry: EXPIRY, type: 'put' as const, strike: 95, price: date === EXPIRY ? 0 : 2, delta: -0.3 },
      { date, expiry: EXPIRY, type: 'put' as const, strike: 90, price: date === EXPIRY ? 0 : 0.5, delta: -0.1 },
    ]),
  });
}

const run = (ticker: string, over: object = {}) =>
  runMultiLegBacktest(multiLegRequest({ legs: spread, max_units_per_position: 1, global_exit_conditions: [{ type: 'percentage_profit', value: 90 }] }, { ticker, ...over }), market(ticker));

describe('multi-leg settlement as listed (issue 14 item 4)', () => {
  it('an SPX monthly settles at the expiration day\'s open, with no exit fill that day', () => {
    const t = run('SPX').trades[0]!;
    expect(t.exit_scenario).toBe('EXPIRATION');
    expect(t.reason).toBe("Expiration on 2024-01-19: settled at intrinsic value, AM-settled (SPX monthly, trading stopped the day before) at the expiration day's special opening quotation, modelled as the market's open, 93.00");
    // 150 credit − (95 − 93) × 100 on the short; cash-settled index: no per-share commission.
    expect(t.pnl).toBe(150 - 200);
    // Settled at its expiration, not assigned early: its exit leg carries no assigned_early.
    expect(t.exit_contracts.some((c) => 'assigned_early' in c)).toBe(false);
  });

  it('a PM-settled spread trades on expiration day: the 90% profit exit fills at the day\'s quotes', () => {
    const t = run('TEST').trades[0]!;
    expect(t.exit_scenario).toBe('percentage_profit');
    expect(t.pnl).toBe(150);
  });

  // The bull put spread settled half in the money: the short 95 put assigned at 92, the 90 put worthless.
  const halfInTheMoney = (commission: number) => {
    const days = DAYS.slice(0, 14);
    const m = createSyntheticMarket({
      bars: days.map((date) => ({ date, close: date === EXPIRY ? 92 : 100 })),
      quotes: days.flatMap((date) => [
        { date, expiry: EXPIRY, type: 'put' as const, strike: 95, price: 2, delta: -0.3 },
        { date, expiry: EXPIRY, type: 'put' as const, strike: 90, price: 0.5, delta: -0.1 },
      ]),
    });
    return runMultiLegBacktest(multiLegRequest({ legs: spread, max_units_per_position: 1, global_exit_conditions: [] }, { commission_per_share: commission }), m);
  };

  it('an in-the-money equity option settled at expiration is a stock trade: it pays commission_per_share', () => {
    const r = halfInTheMoney(0.01);
    // 150 − (95 − 92) × 100 − 100 assigned shares × $0.01 − the same 100 shares sold at the close × $0.01
    // (the 90 put expires worthless: no trade). Before audit 15 the sale was not charged: −151.
    expect(r.trades[0]!.pnl).toBe(150 - 300 - 1 - 1);
    expect(r.trades[0]!.commissions).toBe(1 + 1);
    expect(r.trades[0]!.reason).toContain('The 100 shares the exercise or assignment left long were sold at the close 92.00 (commission $1.00)');
  });

  it('at no share commission the reason still says the assignment left shares and how they were closed (audit 16 F3)', () => {
    const t = halfInTheMoney(0).trades[0]!;
    // The same trade, no stock commission: a broker would have left the account long 100 shares over the weekend.
    expect(t.pnl).toBe(150 - 300);
    expect(t.reason).toBe(
      'Expiration on 2024-01-19: settled at intrinsic value, PM-settled at the close 92.00. '
        + 'The 100 shares the exercise or assignment left long were sold at the close 92.00 (no commission)',
    );
  });
});

describe('an expiration that is not a trading day', () => {
  it('settles at the last trading day before it, not at a close from after it (a formal Saturday expiration)', () => {
    // Imported chains before February 2015 list a monthly's formal Saturday expiration (the LEAN AAPL
    // universe: AAPL140621P…, settled at Friday 2014-06-20's 90.91, not Monday's 90.83).
    const saturday = '2024-01-20';
    const days = [...DAYS.slice(0, 14), '2024-01-22'];
    const m = createSyntheticMarket({
      bars: days.map((date) => ({ date, close: date === '2024-01-19' ? 92 : date === '2024-01-22' ? 97 : 100 })),
      quotes: days.flatMap((date) => [
        { date, expiry: saturday, type: 'put' as const, strike: 95, price: 2, delta: -0.3 },
        { date, expiry: saturday, type: 'put' as const, strike: 90, price: 0.5, delta: -0.1 },
      ]),
    });
    const t = runMultiLegBacktest(multiLegRequest({ legs: spread.map((l) => ({ ...l, dte_target: 18, children: (l.children ?? []).map((c) => ({ ...c, dte_target: 18 })) })), max_units_per_position: 1 }), m).trades[0]!;
    expect(t.exit_scenario).toBe('EXPIRATION');
    expect(t.exit_date).toBe('2024-01-19');
    // The short 95 put assigned, the 90 worthless: the 100 shares it left are named, at $0 a share too (audit 16 F3).
    expect(t.reason).toBe('Expiration on 2024-01-20: settled at intrinsic value, PM-settled at the close 92.00 of 2024-01-19, the last trading day before its 2024-01-20 expiration. '
      + 'The 100 shares the exercise or assignment left long were sold at the close 92.00 (no commission)');
    // 150 credit − (95 − 92) × 100 on the short (Monday's 97 would have let it expire worthless: +150).
    expect(t.pnl).toBe(150 - 300);
  });
});

describe('a calendar whose short leg is an AM-settled SPX monthly', () => {
  it('settles the short at the open and sells the later long at the day\'s close, and says so', () => {
    // Short the 2024-01-19 SPX 105 call at 2.00, long the 2024-02-16 105 call at 3.00 ($100 debit).
    // Expiration Friday opens at 108 (the short 3 in the money) and closes at 104 (the long at 2.50).
    const days = DAYS.slice(0, 14);
    const m = createSyntheticMarket({
      ticker: 'SPX',
      bars: days.map((date) => (date === EXPIRY ? { date, open: 108, close: 104 } : { date, close: 100 })),
      quotes: days.flatMap((date) => [
        { date, expiry: EXPIRY, type: 'call' as const, strike: 105, price: date === EXPIRY ? 0 : 2, delta: 0.3 },
        { date, expiry: '2024-02-16', type: 'call' as const, strike: 105, price: date === EXPIRY ? 2.5 : 3, delta: 0.35 },
      ]),
    });
    const legs = [{
      side: 'short' as const, option_type: 'call' as const, dte_target: 17, target_strike_condition: { type: 'delta' as const, value: 0.3 },
      children: [{ side: 'long' as const, option_type: 'call' as const, dte_target: 45, strike_offset: 0, strike_offset_tolerance: 0 }],
    }];
    const t = runMultiLegBacktest(multiLegRequest({ legs, max_units_per_position: 1, global_exit_conditions: [] }, { ticker: 'SPX' }), m).trades[0]!;
    expect([t.exit_date, t.exit_scenario]).toEqual([EXPIRY, 'EXPIRATION']);
    expect(t.reason).toBe(
      "Expiration on 2024-01-19: settled at intrinsic value, AM-settled (SPX monthly, trading stopped the day before) at the expiration day's special opening quotation, modelled as the market's open, 108.00; " +
        "the legs expiring later held through the session and closed at the day's closing prices (end-of-day quotes: the close is the day's price a trader could take, the exit decided before the open)",
    );
    expect(t.exit_contracts.map((c) => [c.side, c.contract.expiry_date, c.price])).toEqual([['short', EXPIRY, 3], ['long', '2024-02-16', 2.5]]);
    // −100 debit − 300 settled on the short + 250 for the long at the close.
    expect(t.pnl).toBe(-150);
  });
});
