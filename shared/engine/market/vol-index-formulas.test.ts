import { describe, expect, it } from 'vitest';
import { modeledSkew, setIndexTablesOnQuotedTail, stripMoments, varianceRatio } from './vol-index-formulas';
import { admissibleTail } from './vol-surface';
import { indexSmileFor, INDEX_BETA_AT_REFERENCE, INDEX_BETA_RANGE, REGIME_REFERENCE, SMILE, STRESSED_VIX } from './chain-rules';

describe('index formula tables between β slices', () => {
  // On a slice's own β the (w, τ) grid alone errs up to 0.12% of the variance (w 0.15, τ 1.1); between
  // slices up to 0.25% (0.12% in vol: 0.04 points at 30%).
  it('read the strip integrals of an off-grid β within 0.3% of the variance and 0.3 SKEW points', () => {
    for (const beta of [0.43, 0.76, 1.07, 1.31]) {
      const shape = { ...SMILE.index, beta };
      for (const w of [0.01, 0.03, 0.06, 0.15]) {
        for (const tail of [-0.8, 0, 0.5, 1.1]) {
          const direct = stripMoments(w, tail, shape);
          expect(Math.abs(varianceRatio(w, tail, shape) / direct.varianceRatio - 1)).toBeLessThan(3e-3);
          expect(Math.abs(modeledSkew(w, tail, shape) - direct.skew)).toBeLessThan(0.3);
        }
      }
    }
  });

  it('a steeper smile (larger β) holds more variance in the wings: VIX over ATM rises with β', () => {
    const ratios = [0.4, 0.8, 1.2].map((beta) => varianceRatio(0.04, 0.2, { ...SMILE.index, beta }));
    expect(ratios[1]).toBeGreaterThan(ratios[0] ?? Infinity);
    expect(ratios[2]).toBeGreaterThan(ratios[1] ?? Infinity);
  });
});

describe('the index smile level by regime (chain-rules.ts indexSmileFor)', () => {
  it('is the reference shape at the reference ratio and without a ratio', () => {
    expect(indexSmileFor(REGIME_REFERENCE).beta).toBeCloseTo(INDEX_BETA_AT_REFERENCE, 12);
    expect(indexSmileFor(undefined)).toBe(SMILE.index);
    expect(indexSmileFor(Number.NaN)).toBe(SMILE.index);
  });

  it('is flat up to the reference regime and rises with VIX over realised vol above it (calm or a fresh spike: steeper wings), within its range', () => {
    for (const x of [0.01, 0.5, 1, REGIME_REFERENCE]) expect(indexSmileFor(x).beta).toBe(INDEX_BETA_AT_REFERENCE);
    const betas = [REGIME_REFERENCE, 1.6, 2, 2.5].map((x) => indexSmileFor(x).beta);
    for (let i = 1; i < betas.length; i++) expect(betas[i]).toBeGreaterThan(betas[i - 1] ?? Infinity);
    expect(indexSmileFor(100).beta).toBe(INDEX_BETA_RANGE[1]);
    expect(INDEX_BETA_AT_REFERENCE).toBeGreaterThanOrEqual(INDEX_BETA_RANGE[0]);
  });

  it("is lowered in sustained stress only: VIX and the quarter's realised vol both above STRESSED_VIX, as (20 / the lower of them)²", () => {
    const ref = STRESSED_VIX / 100;
    // 2022-10-11-like: VIX 33.6, quarter realised 23.5, x 1.22: β 0.6 · (20 / 23.5)² = 0.43.
    expect(indexSmileFor(1.22, 0.336, 0.235).beta).toBeCloseTo(INDEX_BETA_AT_REFERENCE * (0.2 / 0.235) ** 2, 12);
    // The lower of the two sets it: the same β with VIX and the quarter's realised vol swapped.
    expect(indexSmileFor(1.22, 0.235, 0.336).beta).toBeCloseTo(indexSmileFor(1.22, 0.336, 0.235).beta, 12);
    // A spike out of a calm quarter (2018-02-05: VIX 37, quarter realised 12) or a calm VIX keeps the regime's β.
    expect(indexSmileFor(1.95, 0.373, 0.121).beta).toBe(indexSmileFor(1.95).beta);
    expect(indexSmileFor(1, 0.19, 0.4).beta).toBe(INDEX_BETA_AT_REFERENCE);
    expect(indexSmileFor(1, ref, ref).beta).toBe(INDEX_BETA_AT_REFERENCE);
    // Without the quarter's realised vol (or VIX): not lowered.
    expect(indexSmileFor(1, 0.4).beta).toBe(INDEX_BETA_AT_REFERENCE);
    // It multiplies the regime's level above the reference too; the range's floor holds (2020-03-13: VIX 58, quarter 40).
    expect(indexSmileFor(2, 0.3, 0.3).beta).toBeCloseTo(indexSmileFor(2).beta * (2 / 3) ** 2, 12);
    expect(indexSmileFor(0.86, 0.578, 0.404).beta).toBe(INDEX_BETA_RANGE[0]);
  });
});

describe('the tables on the quoted tail (the measurement of audit 10, not the fit)', () => {
  it('read the smile with its tail cut as the chain quotes it only when switched on', () => {
    // β 0.6, τ 1.1 at w 0.06 (a 30-day ATM of 21%): the tail the chain quotes is cut (about 0.74).
    const shape = { ...SMILE.index, beta: 0.6 };
    const [w, tail] = [0.06, 1.1];
    const cut = admissibleTail(shape, tail, w);
    expect(cut).toBeLessThan(0.8);
    try {
      setIndexTablesOnQuotedTail(true);
      expect(Math.abs(modeledSkew(w, tail, shape) - stripMoments(w, cut, shape).skew)).toBeLessThan(0.3);
      expect(Math.abs(varianceRatio(w, tail, shape) / stripMoments(w, cut, shape).varianceRatio - 1)).toBeLessThan(3e-3);
    } finally {
      setIndexTablesOnQuotedTail(false);
    }
    expect(Math.abs(modeledSkew(w, tail, shape) - stripMoments(w, tail, shape).skew)).toBeLessThan(0.3);
    expect(stripMoments(w, tail, shape).skew - stripMoments(w, cut, shape).skew).toBeGreaterThan(2);
  });
});
