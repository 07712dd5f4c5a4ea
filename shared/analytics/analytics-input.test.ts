import { describe, expect, it } from 'vitest';
import { BacktestResultSchema } from '../contracts/results';
import { exampleContract, standardResult } from '../contracts/test-support/examples';
import { analyticsInputOf, benchmarkEquityOf, benchmarkReturnPctOf } from './analytics-input';
import { analyticsMetrics } from './analytics-metrics';

/** A put credit spread: short 450 put, long 445 put, one unit; `prices` the legs' fills, when the result has them. */
function spread(prices?: [number, number]) {
  const short = exampleContract({ id: 'SPY220218P00450000', call_or_put: 'put', strike: 450, last_trade_price: 6.6 });
  const long = exampleContract({ id: 'SPY220218P00445000', call_or_put: 'put', strike: 445, last_trade_price: 6.45 });
  const leg = (contract: typeof short, side: 'short' | 'long', i: number) => ({ contract, side, quantity: 1, ...(prices ? { price: prices[i] } : {}) });
  const trade = { ...standardResult.trades[0], entry_contracts: [leg(short, 'short', 0), leg(long, 'long', 1)], exit_contracts: [] };
  return BacktestResultSchema.parse({ ...standardResult, trades: [trade] });
}

describe('analytics input of a spreads result', () => {
  it("takes a trade's credit from the legs' fills, not their last prices (a stale last: 6.60 quoted 7.10/7.30)", () => {
    // Filled at 7.15 and 6.70: a 45-dollar credit, where the last prices read 15.
    expect(analyticsInputOf(spread([7.15, 6.7])).trades[0]?.credit).toBeCloseTo(45, 9);
  });

  it('reads the last prices for a result saved before legs carried fills', () => {
    expect(analyticsInputOf(spread()).trades[0]?.credit).toBeCloseTo(15, 9);
  });
});

describe('the short-term part of a trade for tax (a written option is short term however long it was held)', () => {
  it('is all of a covered trade and a spread less its long legs; nothing of a long-only trade', () => {
    const short = exampleContract({ id: 'SPY230120P00450000', call_or_put: 'put', strike: 450 });
    const long = exampleContract({ id: 'SPY230120P00445000', call_or_put: 'put', strike: 445 });
    const leg = (contract: typeof short, side: 'short' | 'long', price: number) => ({ contract, side, quantity: 2, price });
    // Sold 7.15 / bought 6.70, closed at 2.00 / 1.50: the long leg lost (1.50 - 6.70) x 2 x 100 = -1,040.
    const trade = { ...standardResult.trades[0], entry_date: '2021-12-01', exit_date: '2023-01-10', pnl: 24.8, entry_contracts: [leg(short, 'short', 7.15), leg(long, 'long', 6.7)], exit_contracts: [leg(short, 'short', 2), leg(long, 'long', 1.5)] };
    const spreadTrade = analyticsInputOf(BacktestResultSchema.parse({ ...standardResult, trades: [trade] })).trades[0];
    expect(spreadTrade?.shortTermPnl).toBeCloseTo(24.8 + 1040, 9);
    const longOnly = { ...trade, entry_contracts: [leg(long, 'long', 6.7)], exit_contracts: [leg(long, 'long', 1.5)] };
    expect(analyticsInputOf(BacktestResultSchema.parse({ ...standardResult, trades: [longOnly] })).trades[0]?.shortTermPnl).toBe(0);
    // Saved before legs carried fills: all of it, as it has a written leg.
    expect(analyticsInputOf(spread()).trades[0]?.shortTermPnl).toBe(standardResult.trades[0]?.pnl);
  });
});

describe('the short-term part of a spread a split adjusted while open', () => {
  it("takes the long leg's P&L in each side's own contracts: in 2 × 940 at 24.70, out 20 × 94 at 1.00", () => {
    // NVDA's 10-for-1 (audit 6, run 10), closed early: the long leg lost 1.00 × 100 × 20 − 24.70 × 100 × 2
    // = −2,940, not (1.00 − 24.70) × 100 × 2 = −4,740 (the entry's contracts at a post-split price).
    const put = (strike: number) => exampleContract({ id: `NVDA240719P0${String(strike * 1000).padStart(7, '0')}`, call_or_put: 'put', strike });
    const adjusted = (strike: number) => ({ split_adjusted: { contracts: 20, strike, shares_per_contract: 100 } });
    const trade = {
      ...standardResult.trades[0], entry_date: '2024-05-24', exit_date: '2024-06-20', pnl: 1_000,
      entry_contracts: [{ contract: put(990), side: 'short', quantity: 2, price: 38.55, ...adjusted(99) }, { contract: put(940), side: 'long', quantity: 2, price: 24.7, ...adjusted(94) }],
      exit_contracts: [{ contract: put(99), side: 'short', quantity: 20, price: 2 }, { contract: put(94), side: 'long', quantity: 20, price: 1 }],
    };
    expect(analyticsInputOf(BacktestResultSchema.parse({ ...standardResult, trades: [trade] })).trades[0]?.shortTermPnl).toBeCloseTo(1_000 + 2_940, 9);
  });
});

describe('the exercised part of a trade for tax (a long option exercised starts the shares\' holding period)', () => {
  // A long strangle held 400 days: the 110 call bought at 5.00 and exercised at 20.00 against a
  // close of 130 (+3,000 on 2 contracts), the 90 put bought at 4.00 sold at 0.10 (−780); $4.00 of
  // costs: +2,216.
  const call = exampleContract({ id: 'SPY230120C00110000', call_or_put: 'call', strike: 110, expiry_date: '2023-01-20' });
  const put = exampleContract({ id: 'SPY230120P00090000', call_or_put: 'put', strike: 90, expiry_date: '2023-01-20' });
  const leg = (contract: typeof call, price?: number) => ({ contract, side: 'long', quantity: 2, ...(price === undefined ? {} : { price }) });
  const strangle = (reason: string, prices = true) => ({
    ...standardResult.trades[0], entry_date: '2021-12-01', exit_date: '2023-01-05', pnl: 2_216, exit_scenario: 'time_stop', reason,
    entry_contracts: [leg(call, prices ? 5 : undefined), leg(put, prices ? 4 : undefined)],
    exit_contracts: [leg(call, prices ? 20 : undefined), leg(put, prices ? 0.1 : undefined)],
  });
  const exercisedOf = (trade: object) => analyticsInputOf(BacktestResultSchema.parse({ ...standardResult, trades: [trade] })).trades[0]?.exercisedPnl;
  const named = (legs: string) => `Time Stop (days): 400 days held (limit 400 days). Exercised rather than sold: ${legs}. Sold for nothing, no bid: none`;
  const callWords = 'the long 110 call (2 contracts) at its intrinsic value $20.00 a share against the close 130.00, more than selling it at $19.90';

  it("is the exercised leg's fill P&L when the reason names it, all of the P&L when every long leg was exercised", () => {
    expect(exercisedOf(strangle(named(callWords)))).toBeCloseTo(3_000, 9);
    expect(exercisedOf(strangle(named(`${callWords}; the long 90 put (2 contracts) at its intrinsic value $0.10 a share`)))).toBe(2_216);
    // Sold, not exercised: nothing (a leg of the same strike and type but another count is another leg).
    expect(exercisedOf(strangle('Time Stop (days): 400 days held (limit 400 days)'))).toBe(0);
    expect(exercisedOf(strangle(named(callWords.replace('(2 contracts)', '(3 contracts)'))))).toBe(0);
  });

  it('a trade saved without leg fills that exercised a leg: all of it (its legs cannot be told apart)', () => {
    expect(exercisedOf(strangle(named(callWords), false))).toBe(2_216);
  });

  it('at expiration: the long legs that expired in the money, not those expiring later or out of the money', () => {
    const expired = { ...strangle('Expiration on 2023-01-20: settled at intrinsic value, PM-settled at the close 130.00'), exit_date: '2023-01-20', exit_scenario: 'EXPIRATION' };
    expect(exercisedOf({ ...expired, exit_contracts: [leg(call, 20), leg(put, 0)] })).toBeCloseTo(3_000, 9);
    // Saved without its exit scenario: the reason says it.
    const { exit_scenario: _, ...unnamed } = expired;
    expect(exercisedOf({ ...unnamed, exit_contracts: [leg(call, 20), leg(put, 0)] })).toBeCloseTo(3_000, 9);
    // A calendar-like later put (expiring after the day) closed at its fill: not exercised, the call is.
    const later = exampleContract({ id: 'SPY230217P00090000', call_or_put: 'put', strike: 90, expiry_date: '2023-02-17' });
    expect(exercisedOf({ ...expired, entry_contracts: [leg(call, 5), leg(later, 4)], exit_contracts: [leg(call, 20), leg(later, 0.1)] })).toBeCloseTo(3_000, 9);
    // An SPX option settles in cash: no shares, no exercise.
    const spx = exampleContract({ id: 'SPX230120C04000000', call_or_put: 'call', strike: 4000, expiry_date: '2023-01-20' });
    expect(exercisedOf({ ...expired, entry_contracts: [leg(spx, 5)], exit_contracts: [leg(spx, 20)] })).toBe(0);
  });
});

describe('Return on Max Capital of a spreads result', () => {
  it("leaves out the interest on the cash the spread left idle (bull-call-spread.json: 466.67%, its trades' 200%)", () => {
    // The example run: trades +1,862.00 on at most 931.00 of debit; the other 2,713.65 of its
    // +4,575.65 was the T-bill on the $100,000 balance, which the 931 did not earn.
    const trade = { ...standardResult.trades[0], pnl: 1862, entry_capital_required: 931 };
    const result = BacktestResultSchema.parse({ ...standardResult, total_pnl: 4575.65, interest_earned: 2713.65, interest_paid: 0, trades: [trade] });
    expect(analyticsMetrics(analyticsInputOf(result)).returnOnMaxCapitalPct).toBe(200);
  });
});

describe('which buy and hold a result has (audit 7 N9)', () => {
  const curve = standardResult.equity_curve.map((p) => ({ date: p.date, equity: 101_000 }));
  it("reads 'reinvested' for a run since the fix and 'kept_as_cash' for a result saved before it, its stored curve as it was", () => {
    const fresh = benchmarkEquityOf(BacktestResultSchema.parse({ ...standardResult, benchmark_equity: curve, benchmark_dividends: 'reinvested' }));
    expect(fresh).toEqual({ benchmark: curve, benchmarkKind: 'reinvested' });
    const saved = BacktestResultSchema.parse(JSON.parse(JSON.stringify({ ...standardResult, benchmark_equity: curve })));
    expect(benchmarkEquityOf(saved)).toEqual({ benchmark: curve, benchmarkKind: 'kept_as_cash' });
    // Both are total returns: the excess return reads their end.
    expect(benchmarkReturnPctOf(saved)).toBeCloseTo(1, 9);
    expect(benchmarkEquityOf(BacktestResultSchema.parse(standardResult)).benchmarkKind).not.toMatch(/reinvested|kept_as_cash/);
  });
});
