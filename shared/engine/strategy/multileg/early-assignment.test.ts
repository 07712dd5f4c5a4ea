import { describe, expect, it } from 'vitest';
import { DAYS } from '../../testing/one-contract';
import { createSyntheticMarket } from '../../testing/synthetic-market';
import { multiLegRequest } from '../../testing/multileg-fixtures';
import { runMultiLegBacktest } from './run-multileg';

// A bear call spread to 2024-01-19: short the 100 call at 2.00, long the 105 call at 0.50 ($150
// credit). The stock jumps to 104 (the short 4 in the money); the $1.00 dividend goes ex on Monday
// 2024-01-08, so Friday 2024-01-05 is the day before, when the 100 put is 0.15 (no rate here):
// exercising the 100 call gives up less than the dividend gains.
const EXPIRY = '2024-01-19';
const CLOSES = [100, 104, 104, 104, 103, 103];
const SHORT = [2, 4.5, 4.4, 4.2, 3.15, 3.1];
const LONG = [0.5, 1.7, 1.6, 1.5, 1, 0.95];
const bearCall = [
  {
    side: 'short' as const,
    option_type: 'call' as const,
    dte_target: 17,
    target_strike_condition: { type: 'delta' as const, value: 0.5 },
    children: [{ side: 'long' as const, option_type: 'call' as const, dte_target: 17, strike_offset: 5, strike_offset_tolerance: 0 }],
  },
];

function market(ticker: string, dividend: number, exDate = '2024-01-08', closes = CLOSES, short = SHORT, long = LONG, put = 0.15) {
  const days = DAYS.slice(0, closes.length);
  return createSyntheticMarket({
    ticker,
    bars: days.map((date, i) => ({ date, close: closes[i]! })),
    dividends: [{ exDate, amount: dividend }],
    quotes: days.flatMap((date, i) => [
      { date, expiry: EXPIRY, type: 'call' as const, strike: 100, price: short[i]!, delta: 0.5 },
      { date, expiry: EXPIRY, type: 'call' as const, strike: 105, price: long[i]!, delta: 0.2 },
      { date, expiry: EXPIRY, type: 'put' as const, strike: 100, price: put, delta: -0.1 },
    ]),
  });
}

// Without an assignment, the time stop closes the spread on the ex-date at its prices.
const run = (ticker: string, dividend: number, over: object = {}, m = market(ticker, dividend)) =>
  runMultiLegBacktest(
    multiLegRequest({ legs: bearCall, max_units_per_position: 1, global_exit_conditions: [{ type: 'time_stop', value: 4 }] }, { ticker, ...over }),
    m,
  ).trades[0]!;

describe('early assignment of a spread\'s short call before an ex-dividend date', () => {
  it('a deep in-the-money short call whose put and interest on the strike are below the dividend is assigned the day before', () => {
    const t = run('TEST', 1);
    expect([t.exit_date, t.exit_scenario]).toEqual(['2024-01-05', 'ASSIGNMENT']);
    expect(t.reason).toBe(
      "Early assignment before the ex-dividend date 2024-01-08: the $1.00 dividend exceeds what exercising gives up, the 100 put's $0.15 " +
        'and the interest on the strike to expiry $0.00, together $0.15: the call trades at its exercise value ' +
        '(close 104.00, strike 100); the short 100 call was assigned: 100 shares delivered short at 100, ' +
        'settled at its intrinsic value $4.00 a share against this close, as covering them on the ex-date costs about as much: ' +
        "the stock opens about the dividend lower and the short owes the dividend; the position's other legs closed at the day's prices; " +
        'the notice arrives the next morning (the ex-date): no new position before the next trading day. ' +
        // With the long sold, the assignment left the account short 100 shares: named at $0 a share too (audit 16 F3).
        'The 100 shares the exercise or assignment left short were bought back at the close 104.00 (no commission)',
    );
    // The short settles at its intrinsic value $4.00, the long 105 is sold at the day's 1.50.
    expect(t.exit_contracts.map((c) => [c.side, c.contract.strike, c.price])).toEqual([['short', 100, 4], ['long', 105, 1.5]]);
    // 150 − 400 + 150. Not assigned, the spread would have closed on the ex-date at 3.15 / 1.00,
    // −65: the short call's fall with the stock's ex-dividend drop is what its holder took instead.
    expect(t.pnl).toBe(-100);
  });

  it('flags the assigned short\'s exit leg assigned_early (Contract Details reads it), not the long sold nor a leg closed by the time stop', () => {
    const t = run('TEST', 1);
    expect(t.exit_contracts.map((c) => [c.side, c.assigned_early])).toEqual([['short', true], ['long', undefined]]);
    // Its quote is the settlement: bid = ask = last = the intrinsic value, the close its underlying.
    expect([t.exit_contracts[0]!.contract.bid_price, t.exit_contracts[0]!.contract.ask_price, t.exit_contracts[0]!.contract.underlying_price]).toEqual([4, 4, 104]);
    const held = run('TEST', 0.1);
    expect(held.exit_contracts.map((c) => 'assigned_early' in c)).toEqual([false, false]);
  });

  it('opens the next position no earlier than the next trading day: the assignment notice arrives that morning', () => {
    const result = runMultiLegBacktest(
      multiLegRequest({ legs: bearCall, max_units_per_position: 1, global_exit_conditions: [{ type: 'time_stop', value: 4 }] }, { ticker: 'TEST' }),
      market('TEST', 1),
    );
    expect(result.trades[0]!.exit_date).toBe('2024-01-05');
    // Without the rule the next spread opened at the same 5 Jan close.
    expect(result.trades[1]!.entry_date).toBe('2024-01-08');
    expect(result.diagnostics.skipped_entries).toContainEqual({
      date: '2024-01-05',
      reason: 'early assignment at this close: its notice arrives the next morning, so the next entry waits for the next trading day',
    });
  });

  it('the assigned shares pay commission_per_share, said in the reason', () => {
    const t = run('TEST', 1, { commission_per_share: 0.01 });
    // The long sold, the 100 shares delivered short are bought back at the close: two stock trades,
    // $1.00 each (before audit 15 only the delivery was charged: −101).
    expect(t.pnl).toBe(-102);
    expect(t.reason).toContain('a share against this close (commission $1.00), as covering');
    expect(t.reason).toContain('The 100 shares the exercise or assignment left short were bought back at the close');
  });

  it('a call whose extrinsic value is above the dividend is not assigned', () => {
    const t = run('TEST', 0.1);
    expect([t.exit_date, t.exit_scenario, t.pnl]).toEqual(['2024-01-08', 'time_stop', -65]);
  });

  it('a call whose put and interest on the strike outweigh the dividend is not assigned, though its extrinsic value is below it', () => {
    // The 0.20 of extrinsic value is already net of the dividend (call − intrinsic = put − dividend +
    // interest on the strike); with the put at 1.05 exercising would give up more than the 1.00 it gains.
    const t = run('TEST', 1, {}, market('TEST', 1, '2024-01-08', CLOSES, SHORT, LONG, 1.05));
    expect([t.exit_date, t.exit_scenario, t.pnl]).toEqual(['2024-01-08', 'time_stop', -65]);
  });

  it('an SPX call (European, cash-settled) is never assigned early', () => {
    const t = run('SPX', 1);
    expect([t.exit_date, t.exit_scenario, t.pnl]).toEqual(['2024-01-08', 'time_stop', -65]);
  });

  it('a spread opened the day before the ex-date is assigned that night: its buyer may exercise the call the day it bought it', () => {
    // Opened with the stock at 104: short the 100 call at 4.20 (extrinsic 0.20), long the 105 at 1.50.
    const m = market('TEST', 1, '2024-01-03', [104, 103, 103], [4.2, 3.15, 3.1], [1.5, 1, 0.95]);
    const t = run('TEST', 1, {}, m);
    expect([t.entry_date, t.exit_date, t.exit_scenario]).toEqual(['2024-01-02', '2024-01-02', 'ASSIGNMENT']);
    // 270 credit − 400 intrinsic on the short + 150 for the long.
    expect(t.pnl).toBe(20);
  });
});
