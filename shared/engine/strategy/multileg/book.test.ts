import { describe, expect, it } from 'vitest';
import type { Trade } from '../../../contracts/results';
import { DAYS } from '../../testing/one-contract';
import { createSyntheticMarket, type QuoteRow } from '../../testing/synthetic-market';
import { multiLegRequest, putCreditSpreadLegs } from '../../testing/multileg-fixtures';
import { runMultiLegBacktest } from './run-multileg';

// A put credit spread to the third Friday 2024-01-19: short the 95 put, long the 90 put (5 below).
const EXPIRY = '2024-01-19';
const spread = putCreditSpreadLegs();

type Quote = Pick<QuoteRow, 'price' | 'bid' | 'ask'>;

/** The spread's two puts priced by hand each day (underlying closes `closes`). */
function market(closes: number[], short: Quote[], long: Quote[]) {
  const days = DAYS.slice(0, closes.length);
  return createSyntheticMarket({
    bars: closes.map((close, i) => ({ date: days[i]!, close })),
    quotes: days.flatMap((date, i) => [
      { date, expiry: EXPIRY, type: 'put' as const, strike: 95, delta: -0.3, ...short[i]! },
      { date, expiry: EXPIRY, type: 'put' as const, strike: 90, delta: -0.1, ...long[i]! },
    ]),
  });
}

/** Σ over legs of (exit − entry) × sign × contracts × 100 shares, each side at its own quantity. */
function legsPnl(t: Trade): number {
  return t.entry_contracts.reduce((sum, entry, i) => {
    const exit = t.exit_contracts[i]!;
    const sign = entry.side === 'long' ? 1 : -1;
    return sum + sign * (exit.price! * exit.quantity - entry.price! * entry.quantity) * 100;
  }, 0);
}

describe('a multi-leg trade records each leg at the price its P&L was booked on', () => {
  it('entry and exit fills, slippage included, a stale last read at the mid: the legs add up to the trade', () => {
    // Entry: the 95 put's last 2.60 lies outside its 1.90/2.10 quote, so it sells at the mid 2.00
    // less a quarter of the 0.20 spread = 1.95; the 90 put buys at 0.50 + 0.025 = 0.525, up to the tick, 0.55.
    // Exit (1-day time stop): the 95 buys back at 1.00 + 0.05 = 1.05, the 90 sells at 0.25 − 0.025 = 0.225,
    // down to the tick, 0.20 (fill-model.ts: each fill on its tick against the trader; TEST, a class
    // the penny program never named, on the nickel under $3: chain-rules.ts tickGrid).
    const m = market(
      [100, 101],
      [{ price: 2.6, bid: 1.9, ask: 2.1 }, { price: 1, bid: 0.9, ask: 1.1 }],
      [{ price: 0.5, bid: 0.45, ask: 0.55 }, { price: 0.25, bid: 0.2, ask: 0.3 }],
    );
    const r = runMultiLegBacktest(multiLegRequest(
      { legs: spread, max_units_per_position: 3, global_exit_conditions: [{ type: 'time_stop', value: 1 }] },
      { slippage_pct_of_spread: 25, commission_per_contract: 0.65 },
    ), m);
    const t = r.trades[0]!;
    expect(t.entry_contracts.map((l) => [l.side, l.quantity, l.contract.last_trade_price, l.price])).toEqual([['short', 3, 2.6, 1.95], ['long', 3, 0.5, 0.55]]);
    expect(t.exit_contracts.map((l) => [l.side, l.quantity, l.contract.last_trade_price, l.price])).toEqual([['short', 3, 1, 1.05], ['long', 3, 0.25, 0.2]]);
    // (1.95 − 1.05) × 300 + (0.20 − 0.55) × 300 = 165, less 12 contracts × 0.65.
    expect(t.pnl).toBe(157.2);
    expect(legsPnl(t) - 12 * 0.65).toBeCloseTo(t.pnl, 9);
    // The trade says what it paid: the log shows legs + commissions = P&L.
    expect(t.commissions).toBe(7.8);
  });

  it('a leg settled at expiration is recorded at its intrinsic value', () => {
    // Expiry close 92: the short 95 put settles at 3.00, the long 90 put at 0 (settled: no commission).
    const m = market(
      Array.from({ length: 14 }, (_, i) => (i === 13 ? 92 : 100)),
      Array.from({ length: 14 }, () => ({ price: 2 })),
      Array.from({ length: 14 }, () => ({ price: 0.5 })),
    );
    const t = runMultiLegBacktest(multiLegRequest({ legs: spread, max_units_per_position: 1, global_exit_conditions: [] }), m).trades[0]!;
    expect(t.exit_scenario).toBe('EXPIRATION');
    expect(t.entry_contracts.map((l) => l.price)).toEqual([2, 0.5]);
    expect(t.exit_contracts.map((l) => l.price)).toEqual([3, 0]);
    expect(t.pnl).toBe(150 - 300);
    expect(legsPnl(t)).toBeCloseTo(t.pnl, 9);
  });

  it('a split while open: the entry legs keep the price they traded at, the exit legs the adjusted contracts\' fills', () => {
    // 1 unit of 380/360 sold at 8 and 2; after a 4-for-1 split, 4 × 95/90 bought back at 1 and 0.25.
    const days = DAYS.slice(0, 4);
    const m = createSyntheticMarket({
      bars: [400, 400, 100, 100].map((close, i) => ({ date: days[i]!, close })),
      splits: [{ date: days[2]!, ratio: 4 }],
      quotes: days.flatMap((date, i) => (i < 2
        ? [{ date, expiry: EXPIRY, type: 'put' as const, strike: 380, price: 8, delta: -0.3 }, { date, expiry: EXPIRY, type: 'put' as const, strike: 360, price: 2, delta: -0.1 }]
        : [{ date, expiry: EXPIRY, type: 'put' as const, strike: 95, price: [1.5, 1][i - 2]!, delta: -0.3 }, { date, expiry: EXPIRY, type: 'put' as const, strike: 90, price: [0.5, 0.25][i - 2]!, delta: -0.1 }])),
    });
    const legs = putCreditSpreadLegs(20);
    const t = runMultiLegBacktest(multiLegRequest({ legs, max_units_per_position: 1, global_exit_conditions: [] }), m).trades[0]!;
    expect(t.entry_contracts.map((l) => [l.contract.strike, l.quantity, l.price])).toEqual([[380, 1, 8], [360, 1, 2]]);
    expect(t.exit_contracts.map((l) => [l.contract.strike, l.quantity, l.price])).toEqual([[95, 4, 1], [90, 4, 0.25]]);
    expect(t.pnl).toBe(300);
    expect(legsPnl(t)).toBeCloseTo(t.pnl, 9);
  });

  it('a close held to the spread\'s width: the legs keep their own fills, the reason gives the gap to the trade', () => {
    // Next day the legs' quotes value the $5 spread at 9.00 − 2.50 = 6.50; it is bought back for 5.00
    // (value-bounds.ts). The legs show what each leg's quote filled at, so they lose 150 more than the trade.
    const m = market([100, 88, 88], [{ price: 2 }, { price: 9 }, { price: 9 }], [{ price: 0.5 }, { price: 2.5 }, { price: 2.5 }]);
    const t = runMultiLegBacktest(multiLegRequest({ legs: spread, max_units_per_position: 1, global_exit_conditions: [{ type: 'percentage_loss', value: 100 }] }), m).trades[0]!;
    expect(t.exit_contracts.map((l) => l.price)).toEqual([9, 2.5]);
    expect(t.pnl).toBe(150 - 500);
    expect(legsPnl(t)).toBeCloseTo(150 - 650, 9);
    expect(t.reason).toContain('the legs\' fills valued the position at -$6.50 a share, outside what it can be worth at expiration (-$5.00 to $0.00), so it was priced at -$5.00');
  });

  it('a close held to the spread\'s width reports its commissions alone, not the gap to the legs', () => {
    // As above with $0.65 a contract: 4 fills, $2.60; the $150 gap is the bound's, not a cost.
    const m = market([100, 88, 88], [{ price: 2 }, { price: 9 }, { price: 9 }], [{ price: 0.5 }, { price: 2.5 }, { price: 2.5 }]);
    const t = runMultiLegBacktest(multiLegRequest(
      { legs: spread, max_units_per_position: 1, global_exit_conditions: [{ type: 'percentage_loss', value: 100 }] },
      { commission_per_contract: 0.65 },
    ), m).trades[0]!;
    expect(t.pnl).toBe(150 - 500 - 2.6);
    expect(t.commissions).toBe(2.6);
    expect(legsPnl(t) - t.commissions! + 150).toBeCloseTo(t.pnl, 9);
  });
});

describe('the far-put note counts the exit legs closed at the day\'s price, not those settled (book.ts filledCloses, audit 19 F1)', () => {
  // The long 90 put is bought at 0.05 delta (not a far put), then drifts under 0.01 delta: closed at a price it is counted, settled it is not.
  const NOTE = 'Far out-of-the-money puts on modeled quotes';
  const drifting = (n: number, closes: number[]) => {
    const days = DAYS.slice(0, n);
    return createSyntheticMarket({
      bars: closes.map((close, i) => ({ date: days[i]!, close })),
      quotes: days.flatMap((date, i) => [
        { date, expiry: EXPIRY, type: 'put' as const, strike: 95, delta: -0.3, price: 2 },
        { date, expiry: EXPIRY, type: 'put' as const, strike: 90, delta: i === 0 ? -0.05 : -0.005, price: 0.5, bid: 0.45, ask: 0.55 },
      ]),
    });
  };

  it('a 1-day time stop sells the long put at the fill: counted as sold; held to expiry it settles at 0: not counted', () => {
    const stopped = runMultiLegBacktest(multiLegRequest({ legs: spread, max_units_per_position: 2, global_exit_conditions: [{ type: 'time_stop', value: 1 }] }), drifting(2, [100, 100]));
    expect(stopped.trades[0]?.exit_contracts[1]?.contract.delta).toBe(-0.005);
    expect(stopped.diagnostics.notes.find((n) => n.startsWith(NOTE))).toMatch(
      /^Far out-of-the-money puts on modeled quotes: the run sold 2 contracts of its long puts at the model's price with under 0\.01 delta left\. .*; sold to close, they may have fetched more than this run received; an exit rule/,
    );
    const held = runMultiLegBacktest(multiLegRequest({ legs: spread, max_units_per_position: 2, global_exit_conditions: [] }), drifting(14, Array.from({ length: 14 }, () => 100)));
    const t = held.trades[0]!;
    expect(t.exit_scenario).toBe('EXPIRATION');
    // Its exit leg still shows the day's delta under 0.01, at its settlement value: a count of exit legs would take it.
    expect(t.exit_contracts[1]?.contract.delta).toBe(-0.005);
    expect(t.exit_contracts[1]?.price).toBe(0);
    expect(held.diagnostics.notes.some((n) => n.startsWith(NOTE))).toBe(false);
  });
});
