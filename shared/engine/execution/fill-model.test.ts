import { describe, expect, it } from 'vitest';
import type { OptionQuote } from '../market/market-data';
import { basePrice, createFillModel, hasNoBid } from './fill-model';

/** The real SPXW 2765 call of 2018-01-31 on 2018-01-24 (historicaloptiondata sample): last 88.96, bid/ask 74.30/76.70. */
const quote = (last: number, bid = 74.3, ask = 76.7): OptionQuote =>
  ({ last_trade_price: last, bid_price: bid, ask_price: ask }) as OptionQuote;

describe('fill model', () => {
  it('reads the last trade when it lies within the bid/ask, the midpoint for price_source mid', () => {
    expect(basePrice(quote(75), 'last')).toBe(75);
    expect(basePrice(quote(74.3), 'last')).toBe(74.3);
    expect(basePrice(quote(75), 'mid')).toBe(75.5);
  });

  it('reads the midpoint, not a stale last outside the bid/ask (a trade earlier that day or before)', () => {
    expect(basePrice(quote(88.96), 'last')).toBe(75.5);
    expect(basePrice(quote(60), 'last')).toBe(75.5);
    // Buying it back (a short call's exit) at 25% of the spread: 75.50 + 0.60, not 88.96 + 0.60.
    const fill = createFillModel({ priceSource: 'last', slippageFractionOfSpread: 0.25 });
    expect(fill.fill(quote(88.96), 'buy')).toBeCloseTo(76.1, 10);
    expect(fill.mark(quote(88.96))).toBe(75.5);
  });

  it('keeps a last-price-only quote (bid = ask = last) at its last', () => {
    expect(basePrice(quote(2.5, 2.5, 2.5), 'last')).toBe(2.5);
  });

  it('sells a contract nobody bids for (bid 0) for nothing, whatever its ask, last or slippage; buys it toward the ask', () => {
    const wing = (last: number, ask: number): OptionQuote => quote(last, 0, ask);
    for (const priceSource of ['last', 'mid'] as const) {
      for (const slippage of [0, 0.25, 1]) {
        const fill = createFillModel({ priceSource, slippageFractionOfSpread: slippage });
        // Priced from the midpoint a 25% slippage had received 0.025 (ask 0.10) and 0.0625 (ask 0.25) a share.
        expect(fill.fill(wing(0.05, 0.1), 'sell')).toBe(0);
        expect(fill.fill(wing(0.2, 0.25), 'sell')).toBe(0);
        expect(fill.fill(wing(0, 0), 'sell')).toBe(0);
      }
    }
    const fill = createFillModel({ priceSource: 'mid', slippageFractionOfSpread: 0.25 });
    // The mark stays the midpoint (a broker's mark), and a buy pays toward the ask someone offered.
    expect(fill.mark(wing(0.05, 0.1))).toBeCloseTo(0.05, 10);
    expect(fill.fill(wing(0.05, 0.1), 'buy')).toBeCloseTo(0.075, 10);
    // A bid of one cent is a market: the sale fills a quarter of the spread below the midpoint.
    expect(fill.fill(quote(0.055, 0.01, 0.1), 'sell')).toBeCloseTo(0.0325, 10);
    expect(hasNoBid(wing(0.05, 0.1))).toBe(true);
    expect(hasNoBid(quote(0.055, 0.01, 0.1))).toBe(false);
  });
});
