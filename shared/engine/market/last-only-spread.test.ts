import { describe, expect, it } from 'vitest';
import { outwardSpread, imputeIfLastOnly, type SpreadAround } from './last-only-spread';
import { createImportedChainProvider } from './imported-chain';
import { importedQuote, type StoredContract } from './imported-quote';
import type { OptionQuote } from './market-data';

const stored = (over: Partial<StoredContract>): StoredContract => ({
  root: 'AAPL', expiry: '2014-07-03', type: 'call', strike: 650, bid: null, ask: null, last: 9.72, volume: 0, openInterest: 10,
  underlying: 645, iv: null, delta: null, gamma: null, theta: null, vega: null, rho: null, ...over,
});

/** A model that quotes every contract 0.30 wide around the price asked, on the penny program's grid (AAPL's in 2014). */
const spread: SpreadAround = (_date, _expiry, price) => outwardSpread('penny', price, 0.3);

describe('outwardSpread', () => {
  it('puts each side on the tick, rounded against the trader', () => {
    // AAPL's 9.72 (audit 12 D2, off the $0.05 tick): 9.57 down to 9.55, 9.87 up to 9.90.
    expect(outwardSpread('penny', 9.72, 0.3)).toEqual({ bid: 9.55, ask: 9.9 });
    // SPX's 50.55 off the $0.10 tick: 50.05 down to 50.00, 51.05 up to 51.10.
    expect(outwardSpread('index', 50.55, 1)).toEqual({ bid: 50, ask: 51.1 });
    // On the tick already: no wider than asked.
    expect(outwardSpread('penny', 5, 0.3)).toEqual({ bid: 4.85, ask: 5.15 });
    // A close under half the width: bid 0, the ask at least a tick.
    expect(outwardSpread('penny', 0.02, 0.1)).toEqual({ bid: 0, ask: 0.07 });
    expect(outwardSpread('penny-all', 0, 0)).toEqual({ bid: 0, ask: 0.01 });
  });
});

describe('imputeIfLastOnly', () => {
  it('gives a last-only quote the spread around its last, its other fields unchanged', () => {
    const q = importedQuote(stored({}), '2014-06-09', 0.0004);
    expect(q.bid_price).toBe(q.ask_price);
    const out = imputeIfLastOnly(q, '2014-06-09', 0.0004, spread) as OptionQuote;
    expect(out).toMatchObject({ bid_price: 9.55, ask_price: 9.9, last_trade_price: 9.72, last_only: true, quote_source: 'imported', delta: q.delta, volume: 0 });
    expect(out.id).toBe(q.id);
    expect(out.gamma).toBe(q.gamma);
    // The sides' vols come from the new sides: below and above the close's.
    expect(out.bid_implied_volatility).toBeGreaterThan(0);
    expect(out.bid_implied_volatility).toBeLessThan(out.ask_implied_volatility);
    // Plain data: JSON sees every field.
    expect(Object.keys(JSON.parse(JSON.stringify(out)))).toEqual(Object.keys(JSON.parse(JSON.stringify(q))));
  });

  it('leaves a quote with a vendor bid/ask, and a last-only one the model cannot quote', () => {
    const real = importedQuote(stored({ bid: 9.6, ask: 9.8 }), '2014-06-09', 0.0004);
    expect(imputeIfLastOnly(real, '2014-06-09', 0.0004, spread)).toBe(real);
    const q = importedQuote(stored({}), '2014-06-09', 0.0004);
    expect(imputeIfLastOnly(q, '2014-06-09', 0.0004, () => undefined)).toBe(q);
    expect(imputeIfLastOnly(q, '2014-06-09', 0.0004, undefined)).toBe(q);
  });
});

describe('createImportedChainProvider with a spread', () => {
  const day = [importedQuote(stored({}), '2014-06-09', 0.0004), importedQuote(stored({ strike: 655, bid: 7, ask: 7.4, last: 7.2 }), '2014-06-09', 0.0004)];
  const days = new Map([['2014-06-09', day]]);

  it('answers last-only rows with the imputed spread through quote, probe and chain; priceAt keeps the close as the mid', () => {
    const plain = createImportedChainProvider(days, () => 0.0004);
    const imputed = createImportedChainProvider(days, () => 0.0004, spread);
    expect(plain.quote('2014-06-09', '2014-07-03', 'call', 650)).toMatchObject({ bid_price: 9.72, ask_price: 9.72 });
    expect(imputed.quote('2014-06-09', '2014-07-03', 'call', 650)).toMatchObject({ bid_price: 9.55, ask_price: 9.9, last_trade_price: 9.72 });
    expect(imputed.probe?.('2014-06-09', '2014-07-03', 'call', 650)).toMatchObject({ bid_price: 9.55, ask_price: 9.9 });
    const chain = imputed.chain('2014-06-09', '2014-07-03', 'call');
    expect(chain.map((q) => [q.bid_price, q.ask_price])).toEqual([[9.55, 9.9], [7, 7.4]]);
    expect(imputed.chain('2014-06-09', '2014-07-03', 'call')).toBe(chain);
    expect(imputed.priceAt('2014-06-09', '2014-07-03', 'call', 650, 645)).toBeCloseTo(9.72, 6);
  });
});
