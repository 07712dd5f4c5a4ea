import { describe, expect, it } from 'vitest';
import { quoteAround, quoteWidth } from './modeled-quote';

const width = (q: { bid: number; ask: number }): number => Math.round((q.ask - q.bid) * 100) / 100;

/** The SPX width rule before issue 15's vol term (main at 28ebb4c), before the tick grid. */
const previousIndexWidth = (price: number): number => Math.max(0.05, 0.155 * Math.sqrt(price), 0.02 * price);

describe('quoteAround (chain-rules.ts rule 5)', () => {
  it('widens SPX quotes with the ATM vol of the expiry (a stressed day is quoted wider)', () => {
    for (const price of [1, 5, 12, 40]) {
      const calm = width(quoteAround('index', price, 0.1));
      const stressed = width(quoteAround('index', price, 0.35));
      expect(stressed).toBeGreaterThan(calm);
    }
    // 0.09 · ⁴√35 · √12 = 0.76: eight $0.10 ticks, where the rule without the vol term quoted five.
    expect(width(quoteAround('index', 12, 0.35))).toBe(0.8);
  });

  it('is never narrower than the previous rule (before the tick grid) once the ATM vol is 8.8% or more', () => {
    const narrower: string[] = [];
    for (let atm = 0.088; atm < 1.5; atm += 0.01) {
      for (let price = 0.01; price < 3000; price *= 1.01) {
        if (quoteWidth('index', price, atm) < previousIndexWidth(price)) narrower.push(`${price.toFixed(2)} at ${atm.toFixed(3)}`);
      }
    }
    expect(narrower).toEqual([]);
    // Below 8.8% (the calmest Januaries) the √price term is narrower than before, as the real quotes were.
    expect(quoteWidth('index', 6, 0.07)).toBeLessThan(previousIndexWidth(6));
  });

  it('quotes the cheapest SPX options two ticks wide (real SPXW wings: $0.10)', () => {
    expect(width(quoteAround('index', 0.02, 0.1))).toBe(0.1);
    expect(width(quoteAround('index', 0.3, 0.12))).toBe(0.1);
  });

  it('widens SPX quotes in proportion to a VIX surge past 1.5 times its recent mean, never narrows them', () => {
    for (const price of [0.02, 1, 12, 300]) {
      expect(quoteWidth('index', price, 0.3, 1.5)).toBe(quoteWidth('index', price, 0.3));
      expect(quoteWidth('index', price, 0.3, 0.6)).toBe(quoteWidth('index', price, 0.3));
      expect(quoteWidth('index', price, 0.3, 3)).toBeCloseTo(2 * quoteWidth('index', price, 0.3), 12);
    }
    expect(width(quoteAround('index', 12, 0.35, 3))).toBe(1.5);
  });

  it('keeps ETF and stock widths independent of the vol and its surges (their rule is not calibrated)', () => {
    for (const cls of ['etf', 'stock'] as const) {
      for (const price of [0.4, 3.2, 25]) expect(quoteAround(cls, price, 0.6, 4)).toEqual(quoteAround(cls, price, 0.1));
    }
  });
});
