import { describe, expect, it } from 'vitest';
import { DAYS } from '../../testing/one-contract';
import { createSyntheticMarket, type QuoteRow } from '../../testing/synthetic-market';
import { multiLegRequest, putCreditSpreadLegs } from '../../testing/multileg-fixtures';
import { runMultiLegBacktest } from './run-multileg';

// The 95 and 90 puts of 19 Jan 2024 (scenarios.test.ts' spread), at a 25% slippage: a quote with no
// bid (bid 0) is what the far wings of a modeled or imported chain show.
const EXPIRY = '2024-01-19';
const put = (date: string, strike: number, price: number, bid?: number, ask?: number): QuoteRow => ({
  date,
  expiry: EXPIRY,
  type: 'put',
  strike,
  price,
  delta: strike === 95 ? -0.3 : -0.1,
  ...(bid === undefined ? {} : { bid }),
  ...(ask === undefined ? {} : { ask }),
});
const market = (quotes: QuoteRow[], days = 4) =>
  createSyntheticMarket({ bars: DAYS.slice(0, days).map((date) => ({ date, close: 100 })), quotes });
const slipped = { slippage_pct_of_spread: 25 };

describe('a sale of a contract nobody bids for receives nothing (fill-model.ts)', () => {
  it('a put credit spread closed while its long wing has no bid: the wing sells for 0, and the reason says so', () => {
    const [d1, d2, d3] = DAYS;
    const m = market([
      put(d1, 95, 2), put(d1, 90, 0.5),
      put(d2, 95, 1.5), put(d2, 90, 0.2),
      // Day 3: the 90 put's last 0.05 lies inside its 0.00/0.10 quote; no one bids for it.
      put(d3, 95, 1), put(d3, 90, 0.05, 0, 0.1),
    ], 3);
    const r = runMultiLegBacktest(multiLegRequest({ legs: putCreditSpreadLegs(), max_units_per_position: 1, global_exit_conditions: [{ type: 'time_stop', value: 2 }] }, slipped), m);
    const t = r.trades[0]!;
    expect(t.exit_date).toBe(d3);
    // Credit 2.00 − 0.50 = $150; bought back the 95 at 1.00, sold the 90 for nothing: $50 (it had
    // received 0.05 − 25% × 0.10 = 0.025 a share from the last, $52.50).
    expect(t.exit_contracts.map((c) => [c.side, c.contract.strike, c.price])).toEqual([['short', 95, 1], ['long', 90, 0]]);
    expect(t.pnl).toBe(50);
    expect(t.reason).toBe('Time Stop (days): 2 days held (limit 2 days). Sold for nothing, no bid: the long 90 put (1 contract), bid/ask $0.00/$0.10');
    // The day's equity marks the wing at its price (a broker's mark), the sale books 0.
    expect(r.end_balance).toBe(100_050);
  });

  it('opens no short put that has no bid, and sells it the day a bid appears', () => {
    const [d1, d2, d3] = DAYS;
    const shortPut = [{ side: 'short' as const, option_type: 'put' as const, dte_target: 17, target_strike_condition: { type: 'delta' as const, value: -0.3 } }];
    const m = market([put(d1, 95, 0.05, 0, 0.1), put(d2, 95, 0.06, 0.02, 0.1), put(d3, 95, 0.06, 0.02, 0.1)], 3);
    const r = runMultiLegBacktest(multiLegRequest({ legs: shortPut, max_units_per_position: 1, max_open_positions: 1 }, slipped), m);
    expect(r.diagnostics.skipped_entries).toContainEqual({
      date: d1,
      reason: 'Leg 1, the short 95 put (TEST240119P00095000), has no bid (bid/ask $0.00/$0.10): a sale would not fill, so no position was opened',
    });
    // Opened on day 2 at 0.06 − 25% × 0.08 = 0.04 a share, down to TEST's nickel (a class the penny
    // program never named: chain-rules.ts tickGrid) 0.00 and held to the 0.02 bid, not on day 1 for nothing.
    expect(r.trades[0]?.entry_date).toBe(d2);
    expect(r.trades[0]?.entry_contracts[0]?.price).toBeCloseTo(0.02, 10);
  });
});
