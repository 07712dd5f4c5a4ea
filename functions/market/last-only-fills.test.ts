/**
 * Last-price-only imported days (LEAN universes, Polygon day aggregates: no bid/ask) named in the
 * result: a short put that trades on such days says, in its trade's reason, that the fill came from
 * a last price, and the diagnostics name the days. The "vendor" chain here is SPY's own modeled
 * chain for January 2024 stored as a last-only layout would store it (last = the model's mid, no
 * bid, no ask), read through importedQuote like any import.
 */
import { describe, expect, it } from 'vitest';
import { BacktestRequestSchema } from '../../shared/contracts';
import { runMultiLegBacktest } from '../../shared/engine';
import { importedQuote } from '../../shared/engine/market/imported-quote';
import { spyModeledAsImported } from './testing/modeled-as-imported';

const request = (start: string, end: string) =>
  BacktestRequestSchema.parse({
    ticker: 'SPY', start_date: start, end_date: end, balance: 100_000, min_volume: 0,
    strategy: {
      name: 'SPY short put', ticker: 'SPY', starting_balance: 100_000, min_volume: 0, max_margin_percentage_per_position: 100,
      legs: [{ side: 'short', option_type: 'put', quantity: 1, dte_target: 14, target_strike_condition: { type: 'delta', value: -0.3 }, entry_conditions: [] }],
      global_exit_conditions: [],
    },
  });

/** SPY's modeled chain stored on `days` as a last-only layout stores it: last = the model's mid, no bid, no ask. */
const lastOnlyMarket = (days: readonly string[]) =>
  spyModeledAsImported(
    () => days,
    (q) => {
      const last = Math.round(((q.bid_price + q.ask_price) / 2) * 100) / 100;
      return last > 0 ? { bid: null, ask: null, last } : undefined;
    },
  );

describe('fills on last-price-only imported days', () => {
  it('a last-only vendor quote says so, and prices bid = ask = last', async () => {
    const q = importedQuote({ root: 'SPY', expiry: '2024-01-19', type: 'put', strike: 460, bid: null, ask: null, last: 1.23, volume: 10, openInterest: 5, underlying: 470, iv: null, delta: null, gamma: null, theta: null, vega: null, rho: null }, '2024-01-05', 0.05);
    expect(q).toMatchObject({ bid_price: 1.23, ask_price: 1.23, last_trade_price: 1.23, quote_source: 'imported', last_only: true });
    const withSpread = importedQuote({ root: 'SPY', expiry: '2024-01-19', type: 'put', strike: 460, bid: 1.2, ask: 1.26, last: 1.23, volume: 10, openInterest: 5, underlying: 470, iv: null, delta: null, gamma: null, theta: null, vega: null, rho: null }, '2024-01-05', 0.05);
    expect(withSpread.last_only).toBeUndefined();
  });

  it('names the fill in the trade reason and the days in the diagnostics', async () => {
    const market = await lastOnlyMarket(['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05']);
    const result = runMultiLegBacktest(request('2024-01-02', '2024-01-31'), market);
    const first = result.trades[0];
    expect(first?.entry_date).toBe('2024-01-02');
    const leg = first?.entry_contracts[0]?.contract;
    expect(leg).toMatchObject({ quote_source: 'imported', last_only: true });
    expect(leg?.bid_price).toBe(leg?.ask_price);
    expect(first?.reason).toContain(`[filled at the vendor's last price, no bid/ask that day (last-price-only data, no spread paid): ${leg?.id} at $`);
    // The vendor's last in dollars, as a fill is written ('$1.25').
    expect(first?.reason).toMatch(/ at \$\d+\.\d{2,4} on 2024-01-02\]/);
    const note = result.diagnostics.notes.find((n) => n.includes('last price'));
    expect(note).toMatch(/^1 trade\(s\) filled at a last price on 1 day\(s\) whose imported data have no bid\/ask .*days: 2024-01-02$/);
    // Trades on modeled days carry no such flag.
    for (const trade of result.trades.slice(1)) expect(trade.reason).not.toContain('last price');
  });

  it('says nothing of last prices when the imported days are never traded', async () => {
    const market = await lastOnlyMarket(['2024-01-02']);
    const result = runMultiLegBacktest(request('2024-02-01', '2024-02-29'), market);
    expect(result.trades.length).toBeGreaterThan(0);
    expect(result.diagnostics.notes.some((n) => n.includes('last price'))).toBe(false);
  });
});
