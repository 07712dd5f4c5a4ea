import { describe, expect, it } from 'vitest';
import { bsmDeltaOf, bsmPriceDelta, bsmPriceDeltaInto, bsmPriceOf, intrinsicValue, type PriceDelta } from './black-scholes';
import { americanPriceBoundOf, dividendsAfter, earlyExercisePremiumBound, type CashDividends } from './american-price';
import { createMarketData } from './create-market-data';
import { sameContractId } from './modeled-quote';
import { syntheticBars } from './testing/synthetic-market';
import type { OptionQuote } from './market-data';

/**
 * The pricers that take their inputs as arguments and return a number (no object per call: a
 * model-risk run prices some 100,000 contracts and delta-seed steps) must give the very numbers
 * the object-returning ones give, to the bit: every golden and model-risk pin rests on it.
 */
describe('bsmPriceOf, bsmDeltaOf and bsmPriceDeltaInto: bsmPriceDelta\'s price and delta to the bit', () => {
  it('match on calls and puts across moneyness, time, rates, yields and vols (and at expiry or no vol)', () => {
    let compared = 0;
    // One object written over and over, as the American pricer does.
    const into: PriceDelta = { price: Number.NaN, delta: Number.NaN };
    for (const type of ['call', 'put'] as const) {
      for (const strike of [50, 80, 99.5, 100, 100.5, 120, 200]) {
        for (const years of [0, 1 / 365, 7 / 365, 0.25, 2]) {
          for (const vol of [0, 0.05, 0.2, 0.9]) {
            for (const [rate, q] of [[0, 0], [0.05, 0.013], [-0.005, 0.04]] as const) {
              const both = bsmPriceDelta(type, 100, strike, years, rate, q, vol);
              expect(Object.is(bsmPriceOf(type, 100, strike, years, rate, q, vol), both.price)).toBe(true);
              expect(Object.is(bsmDeltaOf(type, 100, strike, years, rate, q, vol), both.delta)).toBe(true);
              expect(bsmPriceDeltaInto(into, type, 100, strike, years, rate, q, vol)).toBe(into);
              expect([Object.is(into.price, both.price), Object.is(into.delta, both.delta)]).toEqual([true, true]);
              compared += 1;
            }
          }
        }
      }
    }
    expect(compared).toBe(2 * 7 * 5 * 4 * 3);
  });
});

describe('americanPriceBoundOf: the bound as americanPriceBound defines it', () => {
  it('is the larger of exercising now and the escrowed European price plus the premium bound, to the bit', () => {
    const dividends: CashDividends[] = [{ years: [], amounts: [] }, { years: [10 / 365], amounts: [1.4], eves: [9 / 365] }, { years: [5 / 365, 96 / 365], amounts: [0.9, 0.95] }];
    let compared = 0;
    for (const type of ['call', 'put'] as const) {
      for (const strike of [60, 95, 100, 105, 160]) {
        for (const years of [3 / 365, 30 / 365, 1]) {
          for (const rate of [0, 0.01, 0.05]) {
            for (const d of dividends) {
              const a = { type, escrowed: 100, strike, years, rate, vol: 0.25, dividends: d };
              const exercise = intrinsicValue(type, strike, 100 + dividendsAfter(d, 0, rate));
              const expected = Math.max(exercise, bsmPriceDelta(type, 100, strike, years, rate, 0, 0.25).price + earlyExercisePremiumBound(a));
              expect(Object.is(americanPriceBoundOf(type, 100, strike, years, rate, 0.25, d), expected)).toBe(true);
              compared += 1;
            }
          }
        }
      }
    }
    expect(compared).toBe(2 * 5 * 3 * 3 * 3);
  });
});

describe('sameContractId (modeled-quote.ts): two modeled contracts compared without building their symbols', () => {
  const bars = syntheticBars('2020-01-02', '2020-06-30', 300, 0.012);
  const rates = [{ date: '2020-01-02', rate: 0.01 }];
  const vix = bars.map((b) => ({ date: b.date, close: 18 }));
  // SPY (one root) and SPX, whose weeklies trade as SPXW and monthlies as SPX: roots that differ by the W.
  for (const ticker of ['SPY', 'SPX']) {
    it(`answers as comparing the ids would, on every pair of ${ticker} contracts of two expiries`, () => {
      const market = createMarketData({ ticker, bars, dividends: [], vix, rates, benchmarkBars: bars });
      const date = bars[40]?.date ?? '';
      const listed = market.options.expirations(date);
      // A weekly and the standard monthly (the third Friday) of the same month, so SPX shows both roots.
      const expiries = [listed.find((x) => x.slice(0, 7) === '2020-04' && x !== '2020-04-17'), '2020-04-17'].filter((x): x is string => x !== undefined && listed.includes(x));
      expect(expiries.length).toBe(2);
      const probes = (): OptionQuote[] =>
        expiries.flatMap((expiry) => (market.options.strikes?.(date, expiry) ?? []).slice(0, 12).flatMap((k) =>
          (['call', 'put'] as const).flatMap((type) => market.options.probe?.(date, expiry, type, k) ?? [])));
      const fresh = probes();
      const read = probes();
      expect(fresh.length).toBeGreaterThan(40);
      if (ticker === 'SPX') expect(new Set(read.map((q) => q.id.replace(/\d.*$/, ''))).size).toBe(2);
      let same = 0;
      for (let i = 0; i < fresh.length; i++) {
        for (let j = 0; j < fresh.length; j++) {
          // `fresh` has built no symbol; `read` every one (the answer then compares the symbols themselves).
          const expected = (read[i] as OptionQuote).id === (read[j] as OptionQuote).id;
          expect(sameContractId(fresh[i] as OptionQuote, fresh[j] as OptionQuote)).toBe(expected);
          expect(sameContractId(read[i] as OptionQuote, read[j] as OptionQuote)).toBe(expected);
          if (expected) same += 1;
        }
      }
      // Each contract is itself and no other: the expiries' grids share strikes, the types and expiries tell them apart.
      expect(same).toBe(fresh.length);
    });
  }
});
