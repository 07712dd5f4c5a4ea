import { describe, expect, it } from 'vitest';
import { quoteAround, quoteWidth } from './modeled-quote';
import { FLOOR_WIDENS_FROM, MIN_WIDTH, REL_WIDTH } from './chain-rules';

const width = (q: { bid: number; ask: number }): number => Math.round((q.ask - q.bid) * 100) / 100;

/** The SPX width rule before issue 15's vol term (main at 28ebb4c), before the tick grid. */
const previousIndexWidth = (price: number): number => Math.max(0.05, 0.155 * Math.sqrt(price), 0.02 * price);

describe('quoteAround (chain-rules.ts rule 5)', () => {
  it('widens SPX quotes with the ATM vol of the expiry (a stressed day is quoted wider)', () => {
    for (const price of [1, 5, 12, 40]) {
      const calm = width(quoteAround('index', 'index', price, 0.1));
      const stressed = width(quoteAround('index', 'index', price, 0.35));
      expect(stressed).toBeGreaterThan(calm);
    }
    // 0.09 · 24^−0.2 · 35^0.45 · √12 = 0.82: eight $0.10 ticks, where the rule without the vol term quoted five.
    expect(width(quoteAround('index', 'index', 12, 0.35))).toBe(0.8);
  });

  it('reads the vol as √(ATM × realised) when the day knows its realised vol', () => {
    // √(16% · 9%) = 12%: the same width as an ATM of 12% alone.
    for (const price of [0.5, 3, 12, 40]) expect(quoteWidth('index', price, 0.16, 1, 0, 0, 0.09)).toBeCloseTo(quoteWidth('index', price, 0.12), 12);
    // A calm month (January 2018: ATM ~9%, realised ~7%) is quoted narrower than its ATM alone gives.
    expect(quoteWidth('index', 5, 0.09, 1, 0, 0, 0.07)).toBeLessThan(quoteWidth('index', 5, 0.09));
    // Stocks do not read it (nor ETFs, whose width has no vol term): at $0.50 a stock's vol term sets
    // the width, so a blended vol would narrow it (at $2 the 2% part hides it).
    expect(quoteWidth('stock', 0.5, 0.3)).toBeGreaterThan(Math.max(MIN_WIDTH.stock, REL_WIDTH.stock * 0.5));
    expect(quoteWidth('stock', 0.5, 0.3, 1, 0, 0, 0.1)).toBe(quoteWidth('stock', 0.5, 0.3));
    // A non-positive ATM (never passed by the chain: the surface floors its vols) is read as 0, with or
    // without a realised vol: the minimum width, not NaN.
    expect(quoteWidth('index', 0.5, -0.01, 1, 0, 0, 0.1)).toBe(quoteWidth('index', 0.5, 0));
    expect(quoteWidth('index', 0.5, 0)).toBe(MIN_WIDTH.index);
  });

  it('is never narrower than the previous rule (before the tick grid) below $250 once the vol is 13.8% or more', () => {
    const narrower: string[] = [];
    for (let atm = 0.138; atm < 1.5; atm += 0.01) {
      for (let price = 0.01; price < 250; price *= 1.01) {
        if (quoteWidth('index', price, atm) < previousIndexWidth(price)) narrower.push(`${price.toFixed(2)} at ${atm.toFixed(3)}`);
      }
    }
    expect(narrower).toEqual([]);
    // Below it (calm months) the √price term is narrower than before, as the real quotes were: the
    // rule of ¼ power quoted January 2018's 0.10-0.50 |delta| cells 1.20-1.50 times real.
    expect(quoteWidth('index', 6, 0.1)).toBeLessThan(previousIndexWidth(6));
  });

  it("quotes SPX in the money at 3% of the price up to Cboe's $5 maximum electronic width, 1.2% beyond", () => {
    // Calm (ATM 12%): the vol-risk part (0.09 · 24^−0.2 · 12^0.45 · √price) is under the price-proportional one.
    expect(quoteWidth('index', 100, 0.12)).toBeCloseTo(3, 12);
    // Real SPXW calm days: $100-600 in-the-money quotes a median $5.0-5.3 wide whatever the price;
    // the rule before quoted $300 at $6 and $1,000 at $20.
    for (const price of [167, 300, 416]) expect(quoteWidth('index', price, 0.12)).toBe(5);
    expect(width(quoteAround('index', 'index', 300, 0.12))).toBe(5);
    // Past $416.67 the deep part (1.2%) passes the limit: $600-800 real medians $8.10, model $7.20-9.60.
    expect(quoteWidth('index', 1000, 0.12)).toBeCloseTo(12, 12);
    // A VIX surge widens the whole quote, the limit included (2018-02-05: real in-the-money ~$10-24).
    expect(quoteWidth('index', 300, 0.12, 3)).toBeCloseTo(10, 12);
    // A volatile expiry widens the limit with the square root of its ATM vol past 12%: at 27% (the
    // weeks after 2018-02-05, real in-the-money quotes $6-12 wide) $7.50; under 12% it stays $5.
    expect(quoteWidth('index', 300, 0.27)).toBeCloseTo(7.5, 12);
    expect(quoteWidth('index', 300, 0.08)).toBe(5);
  });

  it('quotes the cheapest SPX options two ticks wide (real SPXW wings: $0.10)', () => {
    expect(width(quoteAround('index', 'index', 0.02, 0.1))).toBe(0.1);
    expect(width(quoteAround('index', 'index', 0.3, 0.12))).toBe(0.1);
  });

  it('widens the minimum with the vol left to expiry, v · √(dte / 30) past FLOOR_WIDENS_FROM (every class by its own)', () => {
    // 2018-02-12 (ATM 19.5%, realised 24.8%, 16 DTE): v √(16/30) = 16.1 points, the minimum 0.10 ·
    // (16.1 / 5.25)^0.45 = 0.165: a $0.30 option three ticks wide ($0.20/$0.35); real $0.25 there, and
    // the flat minimum of before quoted it $0.10 ($0.25/$0.35).
    expect(quoteAround('index', 'index', 0.3, 0.195, 1, 0, 16, 0.248)).toEqual({ bid: 0.2, ask: 0.35, last: 0.3 });
    // The same option a day from expiry is quoted at the flat minimum (v √(1/30) = 4.0, under 5.25).
    expect(quoteWidth('index', 0.3, 0.2, 1, 0, 1, 0.25)).toBe(quoteWidth('index', 0.3, 0.2, 1, 0, 0, 0.25));
    expect(quoteWidth('index', 0.3, 0.2, 1, 0, 30, 0.25)).toBeGreaterThan(1.8 * quoteWidth('index', 0.3, 0.2, 1, 0, 1, 0.25));
    // A calm month (2018-01-02: ATM 7.4%, realised 6.1%, 29 DTE: v √(29/30) = 6.6) widens it a little,
    // still two ticks on the grid.
    expect(width(quoteAround('index', 'index', 0.3, 0.074, 0.95, 0.15, 29, 0.061))).toBe(0.1);
    // Stocks by their own threshold (140: VXX's one-cent quotes, December 2016): a 100%-vol stock's
    // cheap option a year out, 100 · √(365/30) / 140 = 2.49, ⁴√ of it on the minimum (times the
    // long-dated term, 10.17); a month out it stays a cent.
    expect(FLOOR_WIDENS_FROM.stock).toBe(140);
    expect(quoteWidth('stock', 0.05, 1, 1, 0, 365)).toBeCloseTo(MIN_WIDTH.stock * (1 + 275 / 30) * ((100 * Math.sqrt(365 / 30)) / 140) ** 0.25, 12);
    expect(quoteWidth('stock', 0.05, 1, 1, 0, 30)).toBe(MIN_WIDTH.stock);
    // ETFs: no threshold (no real ETF quote to choose one on).
    expect(quoteWidth('etf', 0.3, 0.5, 1, 0, 365)).toBe(quoteWidth('etf', 0.3, 0.5));
  });

  it('widens SPX quotes in proportion to a VIX surge past 1.5 times its recent mean, never narrows them', () => {
    for (const price of [0.02, 1, 12, 300]) {
      expect(quoteWidth('index', price, 0.3, 1.5)).toBe(quoteWidth('index', price, 0.3));
      expect(quoteWidth('index', price, 0.3, 0.6)).toBe(quoteWidth('index', price, 0.3));
      expect(quoteWidth('index', price, 0.3, 3)).toBeCloseTo(2 * quoteWidth('index', price, 0.3), 12);
    }
    expect(width(quoteAround('index', 'index', 12, 0.35, 3))).toBe(1.6);
  });

  it('widens the vol-risk part of SPX quotes in proportion to a VIX range past 0.34, not the deep in-the-money part', () => {
    // A day whose VIX stayed within ln(high/low) 0.34 is quoted as before (2018-02-07/08/09: 0.39-0.40
    // widen a little; 2018-02-05/06: 0.84/0.81 about 2.4 times).
    for (const price of [0.02, 1, 12, 40]) {
      expect(quoteWidth('index', price, 0.3, 1, 0.34)).toBe(quoteWidth('index', price, 0.3));
      expect(quoteWidth('index', price, 0.3, 1, 0.2)).toBe(quoteWidth('index', price, 0.3));
      expect(quoteWidth('index', price, 0.3, 1, 0.68)).toBeCloseTo(2 * quoteWidth('index', price, 0.3), 12);
      // With a surge both apply, in proportion.
      expect(quoteWidth('index', price, 0.3, 3, 0.68)).toBeCloseTo(4 * quoteWidth('index', price, 0.3), 12);
    }
    // 2018-02-06's 2625 put of 2018-02-28 (|delta| 0.34, model price $41.94, ATM 25%, surge 2.31,
    // VIX 22.42-50.30: range 0.81): $2.00 wide under the rule before, $4.80 now; real 39.60/44.50, $4.90.
    expect(width(quoteAround('index', 'index', 41.94, 0.25, 2.31))).toBe(2);
    expect(width(quoteAround('index', 'index', 41.94, 0.25, 2.31, 0.81))).toBe(4.8);
    // A deep in-the-money $3,000 option is quoted on its price-proportional part (1.2%: $36), which the
    // range does not widen: its risk is the delta, hedged in the underlying at once.
    expect(quoteWidth('index', 3000, 0.3, 1, 0.81)).toBe(quoteWidth('index', 3000, 0.3));
    expect(quoteWidth('index', 3000, 0.3)).toBeCloseTo(36, 12);
  });

  it('keeps ETF and stock widths independent of the vol and its range (their rule is not calibrated)', () => {
    for (const cls of ['etf', 'stock'] as const) {
      for (const price of [0.4, 3.2, 25]) expect(quoteAround(cls, 'penny', price, 0.6, 1, 0.9)).toEqual(quoteAround(cls, 'penny', price, 0.1));
    }
  });

  it("widens ETF and stock quotes on a VIX surge as SPX's (an assumption: no real stressed quotes of theirs)", () => {
    for (const cls of ['etf', 'stock'] as const) {
      for (const price of [0.4, 3.2, 25]) {
        expect(quoteWidth(cls, price, 0.2, 1.5)).toBe(quoteWidth(cls, price, 0.2));
        expect(quoteWidth(cls, price, 0.2, 3)).toBeCloseTo(2 * quoteWidth(cls, price, 0.2), 12);
      }
    }
    // SPY's $3.20 option: $0.04 wide on a calm day (1% of the price, each side rounded outward), $0.08
    // wide on a VIX close three times its 21-session mean (twice the 1.5 threshold).
    expect(quoteAround('etf', 'penny-all', 3.2, 0.2)).toEqual({ bid: 3.18, ask: 3.22, last: 3.2 });
    expect(quoteAround('etf', 'penny-all', 3.2, 0.2, 3)).toEqual({ bid: 3.16, ask: 3.24, last: 3.2 });
  });
});
