import { describe, expect, it } from 'vitest';
import { bsmPrice } from '../../shared/engine/market/black-scholes';
import { loadMarketData } from './load-market-data';
import { STRESSED_SPIKE_CAVEAT, STRESSED_VIX } from '../../shared/engine/market/chain-rules';
import { atmCheckOfFile, atmVolOf, cboeTermVariance, realisedAfter, totalReturnRealised, type StrikeQuotes } from './real-atm-check';

/** A term of listed strikes priced at a flat Black vol on forward F (q = r makes BSM's forward the spot). */
function flatTerm(vol: number, f: number, t: number, r: number, strikes: readonly number[]): StrikeQuotes[] {
  return strikes.map((k) => {
    const price = (type: 'call' | 'put') => bsmPrice({ type, spot: f, strike: k, years: t, rate: r, dividendYield: r, vol });
    const callMid = price('call');
    const putMid = price('put');
    // A bid exists where the option is worth a tick or more.
    return { k, callMid, putMid, callBid: callMid >= 0.05 ? callMid - 0.025 : 0, putBid: putMid >= 0.05 ? putMid - 0.025 : 0 };
  });
}

describe('the real-chain ATM check pieces', () => {
  it("Cboe's one-term variance and the forward ATM vol recover a flat smile's vol", () => {
    const strikes = Array.from({ length: 301 }, (_, i) => 1800 + i * 5);
    const term = flatTerm(0.2, 2702.5, 30 / 365, 0.015, strikes);
    // Flat 20% vol: the variance swap is the ATM vol; the discrete strip and the tick cut cost < 1%.
    expect(Math.sqrt(cboeTermVariance(term, 0.015, 30 / 365))).toBeGreaterThan(0.198);
    expect(Math.sqrt(cboeTermVariance(term, 0.015, 30 / 365))).toBeLessThan(0.202);
    expect(atmVolOf(term, 0.015, 30 / 365)).toBeCloseTo(0.2, 4);
  });

  it('realised vol is the variance-swap leg on total returns', () => {
    const up = Math.exp(0.01);
    const closes = [100, 100 * up, 100, 100 * up, 100, 100 * up];
    expect(realisedAfter(closes, 0, 5)).toBeCloseTo(Math.sqrt(252 * 1e-4), 10);
    expect(realisedAfter(closes, 1, 5)).toBeUndefined();
    // A close that falls by exactly the dividend going ex is no move at all.
    expect(realisedAfter([100, 100, 99, 99], 0, 3, (j) => (j === 2 ? 1 : 0))).toBe(0);
  });

  it("a price index's realised vol adds no dividend back: SPX did not move on SPY's ex-date", () => {
    // SPX flat at 2700 across SPY's 2018-03-16 ex-date, its 1.0967 dividend in SPX points ~10.7.
    const bars = ['2018-03-14', '2018-03-15', '2018-03-16', '2018-03-19'].map((date) => ({ date, close: 2700 }));
    const dividends = [{ exDate: '2018-03-16', amount: 10.7 }];
    expect(totalReturnRealised('SPX', bars, dividends)(0, 3)).toBe(0);
    // A fund that fell by its dividend did not move either; one that did not fall gained it.
    expect(totalReturnRealised('SPY', bars.map((b, i) => ({ ...b, close: i >= 2 ? 2689.3 : 2700 })), dividends)(0, 3)).toBe(0);
  });
});

describe('modeled ATM against the real SPXW chains of Jan-Feb 2018 (out of sample)', () => {
  it('sits at the real ATM, with the real variance-swap/ATM ratio', async () => {
    const check = await atmCheckOfFile();
    // The 25 quote days with an expiry 12-45 days out (the month-end SPXW series).
    expect(check.days).toHaveLength(25);
    // Measured 2026-11-28 with the regime rule weighed on every real ATM source (chain-rules.ts,
    // "Calibration and checks"): model − real ATM +0.44 points on average (|error| 0.56), variance swap
    // over ATM 1.245 modeled (1.243 measured 2026-12-04) vs 1.279 real. On this sample alone the rule had been fitted to +0.29
    // (|error| 0.49; the fixed β 0.9 of before +0.009 and 0.68); the published closes of 2010-2025 and
    // Dec 2015's LEAN chains put the model's ATM below the real one, so the level now sits between
    // them: here above the real ATM, a seller's premium on these days overstated by about 0.4 points
    // (inside the ±1.4 model-risk band). A smile with fatter wings than the real one would show
    // here as a modeled ATM below the real one and a ratio above it.
    expect(check.meanAtmError).toBeGreaterThan(0);
    expect(check.meanAtmError).toBeLessThanOrEqual(0.7);
    expect(Math.abs(check.meanModelSwapOverAtm - check.meanRealSwapOverAtm)).toBeLessThanOrEqual(0.06);
    expect(check.meanAbsAtmError).toBeLessThan(0.75);
    // SKEW: the model's one-term SKEW on its own discrete strip lands on the published index it was
    // fitted to (continuous strip); the real SPXW month-end term reads well above the index.
    // Measured 2026-11-25: model 130.0, index 130.8, real term 143.0. 2026-12-03: 128.96 before the
    // quoted smile's butterfly-free tail (vol-surface.ts quotedTail, audit 10), 128.63 with it: the
    // chain's tail is cut where the fitted one turns the density negative, the fit still reads the
    // uncut one, so the chain's SKEW sits 2.1 under the index it was fitted to, 1.8 of it the listed
    // strip's before the cut (the fit on the cut tail was tried: 128.62, ATM +0.448; not kept,
    // test/audits/scripts10/skew-cut-fit.ts) (ATM +0.443 → +0.444,
    // swap/ATM 1.244 → 1.243: `npx tsx test/audits/scripts10/atm-check-print.ts`).
    expect(Math.abs(check.meanModelTermSkew - check.meanSkewIndex)).toBeLessThan(2.5);
    expect(check.meanRealTermSkew - check.meanSkewIndex).toBeGreaterThan(5);
  });

  it("reads the stressed days (VIX 20 or more) the other way from the published closes, as results say (STRESSED_SPIKE_CAVEAT)", async () => {
    const check = await atmCheckOfFile();
    const spx = await loadMarketData('SPX', { store: null });
    const stressed = check.days.filter((d) => (spx.vix(d.date) ?? 0) >= STRESSED_VIX);
    // 2018-02-05..13: model − real +2.41, +1.95, +3.93, +0.18, +0.34, −0.05, +0.33 (measured 2026-11-28).
    expect(stressed.map((d) => d.date)).toEqual(['2018-02-05', '2018-02-06', '2018-02-07', '2018-02-08', '2018-02-09', '2018-02-12', '2018-02-13']);
    const errors = stressed.map((d) => d.modelAtm - d.realAtm);
    const mean = errors.reduce((a, b) => a + b, 0) / errors.length;
    expect(mean).toBeGreaterThan(0.8);
    expect(Math.max(...errors)).toBeGreaterThan(3.5);
    expect(Math.max(...errors)).toBeLessThan(4.3);
    expect(STRESSED_SPIKE_CAVEAT.index).toContain(`${stressed.length} such days`);
    expect(STRESSED_SPIKE_CAVEAT.index).toContain(`up to ${Math.max(...errors).toFixed(1)} points above`);
  });
});
