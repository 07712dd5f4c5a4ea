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
import { createMarketData } from '../../shared/engine/market/create-market-data';
import { readBundledMarketInput } from './load-market-data';
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

  it('imputes the model\'s width around the last, charges the slippage on it, and says so', async () => {
    const market = await lastOnlyMarket(['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05']);
    const result = runMultiLegBacktest(request('2024-01-02', '2024-01-31'), market);
    const first = result.trades[0];
    expect(first?.entry_date).toBe('2024-01-02');
    const entry = first?.entry_contracts[0];
    const leg = entry?.contract;
    expect(leg).toMatchObject({ quote_source: 'imported', last_only: true });
    if (!leg || !entry) throw new Error('no leg');
    // Audit 12 D2: the close used to be the fill (bid = ask = last, no spread paid). Now the quote
    // is the model's width around it and the sale receives the last less the run's 25% of that width.
    expect(leg.bid_price).toBeLessThan(leg.last_trade_price);
    expect(leg.ask_price).toBeGreaterThan(leg.last_trade_price);
    // The width is the model's for that contract and day (taken at the last, within a tick of the model's own price).
    const model = createMarketData(await readBundledMarketInput('SPY')).options.quote('2024-01-02', leg.expiry_date, 'put', leg.strike);
    expect(Math.abs(leg.ask_price - leg.bid_price - ((model?.ask_price ?? 0) - (model?.bid_price ?? 0)))).toBeLessThanOrEqual(0.011);
    expect(entry.price).toBeLessThan(leg.last_trade_price);
    expect(entry.price).toBe(Math.max(Math.floor((leg.last_trade_price - 0.25 * (leg.ask_price - leg.bid_price)) * 100 + 1e-6) / 100, leg.bid_price));
    expect(first?.reason).toContain(`[last-price-only data, no bid/ask that day: a spread of the model's width imputed around the vendor's last (on the tick, rounded outward), the fill paying the run's slippage share of it: ${leg.id} on 2024-01-02: last $`);
    expect(first?.reason).toContain(`imputed bid/ask $${leg.bid_price.toFixed(2)}/$${leg.ask_price.toFixed(2)}, filled at $${(entry.price ?? Number.NaN).toFixed(2)}`);
    expect(first?.reason).not.toContain('no spread paid');
    const note = result.diagnostics.notes.find((n) => n.includes('imputed'));
    expect(note).toMatch(/^1 trade filled on 1 day whose imported data have no bid\/ask .*spread imputed .*days: 2024-01-02\.$/);
    // Trades on modeled days carry no such flag.
    for (const trade of result.trades.slice(1)) expect(trade.reason).not.toContain('last-price-only');
  });

  it('says nothing of last prices when the imported days are never traded', async () => {
    const market = await lastOnlyMarket(['2024-01-02']);
    const result = runMultiLegBacktest(request('2024-02-01', '2024-02-29'), market);
    expect(result.trades.length).toBeGreaterThan(0);
    expect(result.diagnostics.notes.some((n) => n.includes('last price'))).toBe(false);
  });
});
