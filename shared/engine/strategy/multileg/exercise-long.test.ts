import { describe, expect, it } from 'vitest';
import { DAYS } from '../../testing/one-contract';
import { createSyntheticMarket } from '../../testing/synthetic-market';
import { multiLegRequest } from '../../testing/multileg-fixtures';
import { runMultiLegBacktest } from './run-multileg';

// A long American leg left by an assignment or an expiration is exercised rather than sold below
// its intrinsic value (book.ts 'fillOrExercise'), when that nets more after each route's costs.

const EXPIRY = '2024-01-19';

describe('early assignment: the long leg is exercised when its bid is below intrinsic', () => {
  // Bear call spread: short the 100 call at 2.00, long the 105 call at 0.50 ($150 credit). The stock
  // climbs to 108 by Friday 2024-01-05, the day before the $1.00 dividend's ex-date: the 100 put is
  // 0.05 (no rate here), less than the dividend, so the short is assigned; the long 105 is quoted
  // 2.90/3.02 (mid 2.96) while exercising it is worth 3.00.
  const closes = [100, 104, 106, 108, 107, 107];
  const short = [2, 4.5, 6.3, 8.1, 7.2, 7.1];
  const long = [0.5, 1.7, 2.2, 2.96, 2.3, 2.2];
  const days = DAYS.slice(0, closes.length);
  // AMD: a stock on the penny program's grid (chain-rules.ts PENNY_HISTORY), the one these fills are counted on.
  const market = createSyntheticMarket({
    ticker: 'AMD',
    bars: days.map((date, i) => ({ date, close: closes[i]! })),
    dividends: [{ exDate: '2024-01-08', amount: 1 }],
    quotes: days.flatMap((date, i) => [
      { date, expiry: EXPIRY, type: 'call' as const, strike: 100, price: short[i]!, delta: 0.5 },
      { date, expiry: EXPIRY, type: 'put' as const, strike: 100, price: 0.05, delta: -0.05 },
      date === '2024-01-05'
        ? { date, expiry: EXPIRY, type: 'call' as const, strike: 105, price: 2.96, bid: 2.9, ask: 3.02, delta: 0.2 }
        : { date, expiry: EXPIRY, type: 'call' as const, strike: 105, price: long[i]!, delta: 0.2 },
    ]),
  });
  const legs = [{
    side: 'short' as const, option_type: 'call' as const, dte_target: 17, target_strike_condition: { type: 'delta' as const, value: 0.5 },
    children: [{ side: 'long' as const, option_type: 'call' as const, dte_target: 17, strike_offset: 5, strike_offset_tolerance: 0 }],
  }];
  const run = (over: object = {}) =>
    runMultiLegBacktest(multiLegRequest({ legs, price_source: 'mid', max_units_per_position: 1, global_exit_conditions: [{ type: 'time_stop', value: 4 }] }, over), market).trades[0]!;

  it('books the long at its intrinsic value, a stock trade, and names it in the reason', () => {
    const t = run();
    expect([t.exit_date, t.exit_scenario]).toEqual(['2024-01-05', 'ASSIGNMENT']);
    expect(t.exit_contracts.map((c) => [c.side, c.contract.strike, c.price])).toEqual([['short', 100, 8], ['long', 105, 3]]);
    // The exercised leg says so itself (the after-tax estimate reads it: exercised-longs.ts); the assigned short is no exercise of a long.
    expect(t.exit_contracts.map((c) => c.exercised_at_close)).toEqual([undefined, true]);
    expect(t.reason).toContain(
      "the position's other legs closed at the day's prices; the notice arrives the next morning (the ex-date): no new position before the next trading day. " +
        'Exercised rather than sold: the long 105 call (1 contract) at its intrinsic value $3.00 a share against the close 108.00, more than selling it at $2.96',
    );
    // 150 credit − 800 settled on the short + 300 exercised (sold at the 2.96 mid it was −354).
    expect(t.pnl).toBe(-350);
  });

  it('with the short assigned, exercising the long costs no more in share commissions than selling it', () => {
    // $0.05 a share: exercising nets 300 − 5 = 295 and covers the 100 shares the short delivered; selling
    // nets 296 but leaves those shares short, bought back at the close for another $5 (291). Before
    // audit 15 the buy-back was not charged, so the sale (296) won and the run booked one stock trade for two.
    const t = run({ commission_per_share: 0.05 });
    expect(t.exit_contracts.map((c) => [c.side, c.price])).toEqual([['short', 8], ['long', 3]]);
    expect(t.exit_contracts.map((c) => c.exercised_at_close)).toEqual([undefined, true]);
    expect(t.pnl).toBe(150 - 800 - 5 + 300 - 5);
    expect(t.reason).not.toContain('bought back at the close');
    // $0.01 a share: 300 − 1 = 299 beats 296; both stock trades pay it (200 shares, $2).
    const cheap = run({ commission_per_share: 0.01 });
    expect(cheap.exit_contracts.map((c) => c.price)).toEqual([8, 3]);
    expect(cheap.exit_contracts.map((c) => c.exercised_at_close)).toEqual([undefined, true]);
    expect(cheap.reason).toContain('at its intrinsic value $3.00 a share against the close 108.00 less the $1.00 share commission, more than selling it at $2.96');
    expect(cheap.pnl).toBe(150 - 800 + 300 - 2);
  });
});

describe('expiration: a calendar\'s later long leg', () => {
  // Short the 2024-01-19 100 call at 2.00, long the 2024-02-16 100 call at 3.00 ($100 debit). On
  // expiration day the stock closes at 110: the short settles at 10, the February call is quoted
  // 9.86/10.04 (mid 9.95) against an intrinsic value of 10.
  const days = DAYS.slice(0, 14);
  const market = (ticker: string) => createSyntheticMarket({
    ticker,
    bars: days.map((date) => ({ date, close: date === EXPIRY ? 110 : 100 })),
    quotes: days.flatMap((date) => [
      { date, expiry: EXPIRY, type: 'call' as const, strike: 100, price: date === EXPIRY ? 10 : 2, delta: 0.5 },
      date === EXPIRY
        ? { date, expiry: '2024-02-16', type: 'call' as const, strike: 100, price: 9.95, bid: 9.86, ask: 10.04, delta: 0.9 }
        : { date, expiry: '2024-02-16', type: 'call' as const, strike: 100, price: 3, delta: 0.55 },
    ]),
  });
  const legs = [{
    side: 'short' as const, option_type: 'call' as const, dte_target: 17, target_strike_condition: { type: 'delta' as const, value: 0.5 },
    children: [{ side: 'long' as const, option_type: 'call' as const, dte_target: 45, strike_offset: 0, strike_offset_tolerance: 0 }],
  }];
  const run = (ticker: string) =>
    runMultiLegBacktest(multiLegRequest({ legs, price_source: 'mid', max_units_per_position: 1, global_exit_conditions: [] }, { ticker }), market(ticker)).trades[0]!;

  it('a stock or ETF long is exercised at intrinsic instead of sold below it', () => {
    const t = run('AMD');
    expect([t.exit_date, t.exit_scenario]).toEqual([EXPIRY, 'EXPIRATION']);
    expect(t.exit_contracts.map((c) => [c.side, c.contract.expiry_date, c.price])).toEqual([['short', EXPIRY, 10], ['long', '2024-02-16', 10]]);
    expect(t.reason).toContain('Exercised rather than sold: the long 100 call (1 contract) at its intrinsic value $10.00 a share against the close 110.00');
    // The later leg exercised at the close is flagged; the short settled at its expiration is not.
    expect(t.exit_contracts.map((c) => c.exercised_at_close)).toEqual([undefined, true]);
    // −100 debit − 1,000 on the short + 1,000 exercised (sold at 9.95: −105).
    expect(t.pnl).toBe(-100);
  });

  it('an SPX long (European, no early exercise) keeps its fill', () => {
    // Sold at the 9.95 mid down to SPX's $0.10 tick, 9.90 (fill-model.ts).
    const t = run('SPX');
    expect(t.exit_contracts.map((c) => [c.side, c.price])).toEqual([['short', 10], ['long', 9.9]]);
    expect(t.reason).not.toContain('Exercised');
    expect(t.exit_contracts.map((c) => c.exercised_at_close)).toEqual([undefined, undefined]);
    expect(t.pnl).toBe(-110);
  });
});
