import { describe, expect, it } from 'vitest';
import type { OptionQuote } from '../market/market-data';
import { basePrice, createFillModel, hasNoBid } from './fill-model';

/** A day when every class these tests name was on its present grid (chain-rules.ts PENNY_HISTORY: AAPL's penny from 2012-02-28, SPY's $0.01 from 2010-02-01). */
const D = '2023-06-01';

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
    const fill = createFillModel({ priceSource: 'last', slippageFractionOfSpread: 0.25, ticker: 'SPX' });
    expect(fill.fill(quote(88.96), 'buy', D)).toBe(76.1);
    expect(fill.mark(quote(88.96))).toBe(75.5);
  });

  it('keeps a last-price-only quote (bid = ask = last) at its last', () => {
    expect(basePrice(quote(2.5, 2.5, 2.5), 'last')).toBe(2.5);
  });

  it('sells a contract nobody bids for (bid 0) for nothing, whatever its ask, last or slippage; buys it toward the ask', () => {
    const wing = (last: number, ask: number): OptionQuote => quote(last, 0, ask);
    for (const priceSource of ['last', 'mid'] as const) {
      for (const slippage of [0, 0.25, 1]) {
        const fill = createFillModel({ priceSource, slippageFractionOfSpread: slippage, ticker: 'SPX' });
        // Priced from the midpoint a 25% slippage had received 0.025 (ask 0.10) and 0.0625 (ask 0.25) a share.
        expect(fill.fill(wing(0.05, 0.1), 'sell', D)).toBe(0);
        expect(fill.fill(wing(0.2, 0.25), 'sell', D)).toBe(0);
        expect(fill.fill(wing(0, 0), 'sell', D)).toBe(0);
      }
    }
    const fill = createFillModel({ priceSource: 'mid', slippageFractionOfSpread: 0.25, ticker: 'SPY' });
    // The mark stays the midpoint (a broker's mark), and a buy pays toward the ask someone offered:
    // 0.075 on SPY's penny grid is 0.08.
    expect(fill.mark(wing(0.05, 0.1))).toBeCloseTo(0.05, 10);
    expect(fill.fill(wing(0.05, 0.1), 'buy', D)).toBe(0.08);
    // A bid of one cent is a market: the sale fills a quarter of the spread below the midpoint (0.0325), down to 0.03.
    expect(fill.fill(quote(0.055, 0.01, 0.1), 'sell', D)).toBe(0.03);
    expect(hasNoBid(wing(0.05, 0.1))).toBe(true);
    expect(hasNoBid(quote(0.055, 0.01, 0.1))).toBe(false);
  });

  describe('on the tick, against the trader', () => {
    const q = (bid: number, ask: number, last = (bid + ask) / 2): OptionQuote =>
      ({ last_trade_price: last, bid_price: bid, ask_price: ask }) as OptionQuote;
    const model = (ticker: string, slippage = 0.25, priceSource: 'last' | 'mid' = 'mid') =>
      createFillModel({ priceSource, slippageFractionOfSpread: slippage, ticker });

    it('rounds a buy up and a sale down to the penny (AAPL under $3)', () => {
      // The AAPL put of the defect: bid/ask 0.25/0.31, mid 0.28 ± 0.015 = 0.295 / 0.265.
      const fill = model('AAPL');
      expect(fill.fill(q(0.25, 0.31), 'buy', D)).toBe(0.3);
      expect(fill.fill(q(0.25, 0.31), 'sell', D)).toBe(0.26);
      // Bought back at bid/ask 0/0.01: 0.005 + 0.0025 = 0.0075 pays the one-cent ask, not 0.0075.
      expect(fill.fill(q(0, 0.01), 'buy', D)).toBe(0.01);
      // The mark is not a fill: it keeps the midpoint.
      expect(fill.mark(q(0.25, 0.31))).toBeCloseTo(0.28, 10);
    });

    it("rounds on SPX's $0.05 grid under $3 and $0.10 from $3", () => {
      const fill = model('SPX');
      // 58.60/59.00: mid 58.80 + 0.10 = 58.90 is on the grid; 58.70 likewise for the sale.
      expect(fill.fill(q(58.6, 59), 'buy', D)).toBe(58.9);
      expect(fill.fill(q(58.6, 59), 'sell', D)).toBe(58.7);
      // 58.60/58.90: 58.75 ± 0.075 = 58.825 / 58.675, to 58.90 and 58.60 (a 0.01 grid would give 58.83 / 58.67).
      expect(fill.fill(q(58.6, 58.9), 'buy', D)).toBe(58.9);
      expect(fill.fill(q(58.6, 58.9), 'sell', D)).toBe(58.6);
      // Under $3 the grid is $0.05: 1.00/1.10, 1.05 ± 0.025 = 1.075 / 1.025, to 1.10 and 1.00.
      expect(fill.fill(q(1, 1.1), 'buy', D)).toBe(1.1);
      expect(fill.fill(q(1, 1.1), 'sell', D)).toBe(1);
    });

    it('reads the grid at the fill price: a stock fill crossing $3 moves to the nickel, an ETF stays on the penny', () => {
      // 2.90/3.20 mid 3.05 ± 0.075 = 3.125 / 2.975. A stock buys at 3.15 ($0.05 from $3), sells at 2.97 (penny under $3).
      expect(model('AAPL').fill(q(2.9, 3.2), 'buy', D)).toBe(3.15);
      expect(model('AAPL').fill(q(2.9, 3.2), 'sell', D)).toBe(2.97);
      // SPY is a penny class at every price: 3.13 and 2.97.
      expect(model('SPY').fill(q(2.9, 3.2), 'buy', D)).toBe(3.13);
      expect(model('SPY').fill(q(2.9, 3.2), 'sell', D)).toBe(2.97);
      // A stock sale at 3.02 (3.00/3.10 less a nickel: 3.05 − 0.025 = 3.025) is 3.00, the nickel below.
      expect(model('AAPL').fill(q(3, 3.1), 'sell', D)).toBe(3);
      // Just under $3 a buy rounds up to exactly 3.00 (on both grids).
      expect(model('AAPL', 0).fill(q(2.99, 3), 'buy', D)).toBe(3);
    });

    it('never buys above the ask nor sells below the bid (a last at a side plus slippage, or the rounding)', () => {
      // price_source last with the last at the ask: 0.31 + 0.015 had paid 0.325, above the 0.31 offered.
      expect(model('AAPL', 0.25, 'last').fill(q(0.25, 0.31, 0.31), 'buy', D)).toBe(0.31);
      // ...and the last at the bid: 0.25 − 0.015 had received 0.235, below the 0.25 bid.
      expect(model('AAPL', 0.25, 'last').fill(q(0.25, 0.31, 0.25), 'sell', D)).toBe(0.25);
      // A last inside the quote rounds like the midpoint: 0.27 + 0.015 = 0.285 -> 0.29; 0.27 − 0.015 = 0.255 -> 0.25.
      expect(model('AAPL', 0.25, 'last').fill(q(0.25, 0.31, 0.27), 'buy', D)).toBe(0.29);
      expect(model('AAPL', 0.25, 'last').fill(q(0.25, 0.31, 0.27), 'sell', D)).toBe(0.25);
      // SPX quoted one tick wide under $3 (0.05/0.10): the $0.10 above 3 never carries a buy past the ask.
      expect(model('SPX', 1).fill(q(2.95, 3), 'buy', D)).toBe(3);
      // 100% slippage reaches the side itself, no further.
      expect(model('SPX', 1).fill(q(58.6, 59), 'buy', D)).toBe(59);
      expect(model('SPX', 1).fill(q(58.6, 59), 'sell', D)).toBe(58.6);
      // A last-price-only imported row (bid = ask = the vendor's last, off any grid) fills at that price.
      expect(model('AAPL', 0.25, 'last').fill(q(3.12, 3.12, 3.12), 'buy', D)).toBe(3.12);
      expect(model('AAPL', 0.25, 'last').fill(q(3.12, 3.12, 3.12), 'sell', D)).toBe(3.12);
    });

    it('on a real quote, sells at most at the midpoint and buys at least at it, on the tick (audit 6, N1)', () => {
      // The SPXW sample's 2730 put of 2018-01-16: bid/ask 6.60/6.90, the vendor's last 6.90 (at the ask).
      // The last less a quarter of the spread, 6.825, had sold at 6.80, above the 6.75 midpoint; now
      // at most the midpoint, on SPX's $0.10 grid down: 6.70.
      const real = (bid: number, ask: number, last: number): OptionQuote => ({ ...q(bid, ask, last), quote_source: 'imported' }) as OptionQuote;
      expect(model('SPX', 0.25, 'last').fill(real(6.6, 6.9, 6.9), 'sell', D)).toBe(6.7);
      // Its long 2705 put: 4.20/4.50, last 4.22 near the bid; 4.22 + 0.075 had bought at 4.30, under the
      // 4.35 midpoint; now at least the midpoint, up to the grid: 4.40.
      expect(model('SPX', 0.25, 'last').fill(real(4.2, 4.5, 4.22), 'buy', D)).toBe(4.4);
      // A modeled quote's last is the model price, not a print at one side: the rule is unchanged.
      expect(model('SPX', 0.25, 'last').fill(q(6.6, 6.9, 6.9), 'sell', D)).toBe(6.8);
      expect(model('SPX', 0.25, 'last').fill(q(4.2, 4.5, 4.22), 'buy', D)).toBe(4.3);
      // Already past the midpoint (a last on the trader's side, or price_source mid): unchanged.
      expect(model('SPX', 0.25, 'last').fill(real(6.6, 6.9, 6.6), 'sell', D)).toBe(6.6);
      expect(model('SPX', 0.25, 'mid').fill(real(6.6, 6.9, 6.9), 'sell', D)).toBe(6.6);
      // Never past the bid or ask either: a last-price-only row (bid = ask = last, off the grid) keeps its price.
      expect(model('AAPL', 0.25, 'last').fill(real(3.12, 3.12, 3.12), 'sell', D)).toBe(3.12);
      expect(model('AAPL', 0.25, 'last').fill(real(3.12, 3.12, 3.12), 'buy', D)).toBe(3.12);
    });

    it('sells at 0 with no bid and never below 0, whatever the grid', () => {
      expect(model('SPX', 1).fill(q(0, 0.05), 'sell', D)).toBe(0);
      expect(model('AAPL', 1).fill(q(0.01, 0.05), 'sell', D)).toBe(0.01);
    });

    it("fills a stop's level on the tick against the trader, not held to the close's quote", () => {
      // A catch stop at 1.234 buying back an AAPL call quoted 0.90/1.00 at the close: 1.234 + 0.025 = 1.259 -> 1.26.
      expect(model('AAPL').fillAtLevel(q(0.9, 1), 1.234, 'buy', D)).toBe(1.26);
      // SPX above $3: 12.34 + 0.05 (0.20 wide) = 12.39 -> 12.40.
      expect(model('SPX').fillAtLevel(q(5, 5.2), 12.34, 'buy', D)).toBe(12.4);
    });
  });
});
