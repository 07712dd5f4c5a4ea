import { describe, expect, it } from 'vitest';
import { PENNY_HISTORY, tickGrid, tickSize } from './chain-rules';
import { createFillModel } from '../execution/fill-model';
import type { OptionQuote } from './market-data';

const q = (bid: number, ask: number): OptionQuote => ({ last_trade_price: (bid + ask) / 2, bid_price: bid, ask_price: ask }) as OptionQuote;

describe('tickGrid: the penny program by its cited dates (chain-rules.ts PENNY_HISTORY)', () => {
  it('puts a class on the nickel/dime grid before its cited join and on the penny grid from it', () => {
    // AAPL: among the penny classes by 2012-02-28 (the first dated source found), not before.
    expect(tickGrid('AAPL', '2012-02-27')).toBe('nickel-dime');
    expect(tickGrid('aapl', '2012-02-28')).toBe('penny');
    // IWM: in the pilot from 2007-02-09 at $0.01/$0.05, $0.01 at every price from 2010-02-01.
    expect(tickGrid('IWM', '2010-01-29')).toBe('penny');
    expect(tickGrid('IWM', '2010-02-01')).toBe('penny-all');
    // SPY: $0.01 at every price from 2010-02-01; no dated join before it.
    expect(tickGrid('SPY', '2010-01-29')).toBe('nickel-dime');
    expect(tickGrid('SPY', '2010-02-01')).toBe('penny-all');
    // QQQ, MSFT, AMD: the pilot's first classes, penny at every date the product offers.
    expect(tickGrid('QQQ', '2010-01-04')).toBe('penny-all');
    expect(tickGrid('MSFT', '2010-01-04')).toBe('penny');
    expect(tickGrid('AMD', '2010-01-04')).toBe('penny');
  });

  it('keeps a class with no cited date on the nickel/dime grid at every date, and SPX on its own', () => {
    for (const ticker of ['TSLA', 'META', 'NVDA', 'AMZN', 'GOOGL', 'NFLX', 'GLD', 'AVGO', 'BABA', 'PLTR', 'HOOD', 'MSTR', 'UNKNOWN']) {
      expect(PENNY_HISTORY[ticker]).toBeUndefined();
      for (const date of ['2010-01-04', '2013-06-03', '2024-06-03']) expect(tickGrid(ticker, date)).toBe('nickel-dime');
    }
    expect(tickGrid('SPX', '2013-06-03')).toBe('index');
  });

  it('gives each grid its increments', () => {
    expect([tickSize('nickel-dime', 2.99), tickSize('nickel-dime', 3)]).toEqual([0.05, 0.1]);
    expect([tickSize('index', 2.99), tickSize('index', 3)]).toEqual([0.05, 0.1]);
    expect([tickSize('penny', 2.99), tickSize('penny', 3)]).toEqual([0.01, 0.05]);
    expect([tickSize('penny-all', 2.99), tickSize('penny-all', 30)]).toEqual([0.01, 0.01]);
  });

  it('fills a class on the grid of the fill day: coarser, against the trader, before its join', () => {
    const fill = createFillModel({ priceSource: 'mid', slippageFractionOfSpread: 0.25, ticker: 'AAPL' });
    // 0.25/0.31: mid 0.28 ± 0.015. On the penny grid a buy pays 0.30, a sale gets 0.26; on the
    // nickel grid before 2012-02-28 the buy pays 0.30 (0.295 up), the sale 0.25 (0.265 down).
    expect(fill.fill(q(0.25, 0.31), 'sell', '2012-02-28')).toBe(0.26);
    expect(fill.fill(q(0.25, 0.31), 'sell', '2012-02-27')).toBe(0.25);
    // From $3 the dime: 4.10/4.30, mid 4.20 + 0.05 = 4.25 buys at 4.25 on the nickel, 4.30 on the dime.
    expect(fill.fill(q(4.1, 4.3), 'buy', '2013-01-02')).toBe(4.25);
    expect(fill.fill(q(4.1, 4.3), 'buy', '2012-01-03')).toBe(4.3);
    // A stop's level likewise: 1.234 + 0.025 = 1.259 -> 1.26 on the penny, 1.30 on the nickel.
    expect(fill.fillAtLevel(q(0.9, 1), 1.234, 'buy', '2013-01-02')).toBe(1.26);
    expect(fill.fillAtLevel(q(0.9, 1), 1.234, 'buy', '2012-01-03')).toBe(1.3);
    // SPY: 3.10/3.20, mid 3.15 − 0.025 = 3.125 sells at 3.12 from 2010-02-01, at 3.10 (the dime) before.
    const spy = createFillModel({ priceSource: 'mid', slippageFractionOfSpread: 0.25, ticker: 'SPY' });
    expect(spy.fill(q(3.1, 3.2), 'sell', '2010-02-01')).toBe(3.12);
    expect(spy.fill(q(3.1, 3.2), 'sell', '2010-01-29')).toBe(3.1);
  });
});
