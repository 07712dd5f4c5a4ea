import { describe, expect, it } from 'vitest';
import { DAYS } from '../../testing/one-contract';
import { createSyntheticMarket, type QuoteRow } from '../../testing/synthetic-market';
import { multiLegRequest, putCreditSpreadLegs } from '../../testing/multileg-fixtures';
import { runMultiLegBacktest } from './run-multileg';
import { payoffRange } from './value-bounds';

describe('payoffRange: what a same-expiry position can be worth at expiration, per unit and share', () => {
  it('a short $5 put spread: between −5 and 0', () => {
    expect(payoffRange([
      { side: 'short', type: 'put', strike: 95, quantity: 1 },
      { side: 'long', type: 'put', strike: 90, quantity: 1 },
    ])).toEqual({ min: -5, max: 0 });
  });

  it('a long call butterfly 90/100/110: between 0 and its wing', () => {
    expect(payoffRange([
      { side: 'short', type: 'call', strike: 100, quantity: 2 },
      { side: 'long', type: 'call', strike: 90, quantity: 1 },
      { side: 'long', type: 'call', strike: 110, quantity: 1 },
    ])).toEqual({ min: 0, max: 10 });
  });

  it('an iron condor with $5 and $10 wings: its wider side', () => {
    expect(payoffRange([
      { side: 'short', type: 'put', strike: 90, quantity: 1 },
      { side: 'long', type: 'put', strike: 85, quantity: 1 },
      { side: 'short', type: 'call', strike: 110, quantity: 1 },
      { side: 'long', type: 'call', strike: 120, quantity: 1 },
    ])).toEqual({ min: -10, max: 0 });
  });

  it('unbounded where the calls are net short or long', () => {
    expect(payoffRange([
      { side: 'short', type: 'put', strike: 90, quantity: 1 },
      { side: 'short', type: 'call', strike: 110, quantity: 1 },
    ])).toEqual({ min: -Infinity, max: 0 });
    expect(payoffRange([{ side: 'long', type: 'call', strike: 100, quantity: 1 }])).toEqual({ min: 0, max: Infinity });
  });
});

// A put credit spread, short 95 / long 90, 19 Jan, one unit, frictionless but for slippage where set.
const EXPIRY = '2024-01-19';
const spread = putCreditSpreadLegs();

type Leg = Pick<QuoteRow, 'price' | 'bid' | 'ask'>;

function spreadMarket(closes: number[], short: Leg[], long: Leg[]) {
  const days = DAYS.slice(0, closes.length);
  return createSyntheticMarket({
    bars: days.map((date, i) => ({ date, close: closes[i]! })),
    quotes: days.flatMap((date, i) => [
      { date, expiry: EXPIRY, type: 'put' as const, strike: 95, delta: -0.3, ...short[i]! },
      { date, expiry: EXPIRY, type: 'put' as const, strike: 90, delta: -0.1, ...long[i]! },
    ]),
  });
}

describe('a same-expiry spread is never marked, closed or opened outside what it can pay', () => {
  // Entry: credit 2.00 − 0.50 = 1.50. Next day the legs' own quotes value the $5 spread at
  // 9.00 − 2.50 = 6.50, more than it can ever cost (the SPXW 2855/2850 put spread of 2018-01-30).
  const wide = spreadMarket([100, 88, 88], [{ price: 2 }, { price: 9 }, { price: 9 }], [{ price: 0.5 }, { price: 2.5 }, { price: 2.5 }]);

  it('closes for no more than the width: loses width − credit, not the legs\' 6.50', () => {
    const r = runMultiLegBacktest(multiLegRequest({ legs: spread, max_units_per_position: 1, global_exit_conditions: [{ type: 'percentage_loss', value: 100 }] }), wide);
    const t = r.trades[0]!;
    expect(t.exit_date).toBe(DAYS[1]);
    expect(t.pnl).toBe(150 - 500);
    // The exit fires on the bounded mark: 350 = 233.33% of the credit (the legs said 500 = 333.33%).
    expect(t.reason).toBe(
      'Stop Loss (%): loss $350.00, 233.33% of the $150.00 credit (limit 100.00%). Closed: the legs\' fills valued the position at -$6.50 a share, '
      + 'outside what it can be worth at expiration (-$5.00 to $0.00), so it was priced at -$5.00',
    );
    expect(r.end_balance).toBe(100_000 - 350);
  });

  it('marks the open spread at no more than its width', () => {
    const r = runMultiLegBacktest(multiLegRequest({ legs: spread, max_units_per_position: 1 }), wide);
    // Day 2: cash 100 150, the spread owes at most 5 × 100.
    expect(r.equity_curve[1]!.equity).toBe(100_000 + 150 - 500);
  });

  it('opens no spread whose legs\' fills price it outside its range (a credit spread sold for a debit)', () => {
    // Wide quotes (the SPXW 2525/2520 puts of 2018-02-05: 49/59 and 48/58) and a quarter of the
    // spread slipped: the short sells at 54 − 2.50, the long buys at 53 + 2.50, a 4.00 debit to take on risk.
    const m = spreadMarket([100, 100, 100], [54, 54, 54].map((p) => ({ price: p, bid: 49, ask: 59 })), [53, 53, 53].map((p) => ({ price: p, bid: 48, ask: 58 })));
    const r = runMultiLegBacktest(multiLegRequest({ legs: spread, max_units_per_position: 1, price_source: 'mid' }, { slippage_pct_of_spread: 25 }), m);
    expect(r.trades).toEqual([]);
    expect(r.diagnostics.skipped_entries[0]).toEqual({
      date: DAYS[0],
      reason: 'the legs\' fills value the position at $4.00 a share, outside what it can be worth at expiration (-$5.00 to $0.00): not a price the position could trade at, so no position was opened',
    });
  });
});

describe('legs that cancel', () => {
  it('a calendar whose two DTE targets find the same expiry buys and sells one contract: no position', () => {
    const days = DAYS.slice(0, 3);
    const m = createSyntheticMarket({
      bars: days.map((date) => ({ date, close: 100 })),
      quotes: days.map((date) => ({ date, expiry: EXPIRY, type: 'call' as const, strike: 100, price: 2, bid: 1.9, ask: 2.1, delta: 0.5 })),
    });
    const calendar = [{
      side: 'short' as const, option_type: 'call' as const, dte_target: 10, target_strike_condition: { type: 'delta' as const, value: 0.5 },
      children: [{ side: 'long' as const, option_type: 'call' as const, dte_target: 40, strike_offset: 0, strike_offset_tolerance: 0 }],
    }];
    const r = runMultiLegBacktest(multiLegRequest({ legs: calendar, max_units_per_position: 10 }, { slippage_pct_of_spread: 25 }), m);
    expect(r.trades).toEqual([]);
    expect(r.diagnostics.skipped_entries[0]?.reason).toBe(
      'Leg 1 and Leg 1 child 1 found the same contract (TEST240119C00100000), one bought and one sold: they cancel, so no position was opened',
    );
  });
});
