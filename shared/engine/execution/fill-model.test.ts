import { describe, expect, it } from 'vitest';
import type { OptionQuote } from '../market/market-data';
import { basePrice, createFillModel } from './fill-model';

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
});
