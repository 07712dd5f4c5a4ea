import { describe, expect, it } from 'vitest';
import { modeledSkew, stripMoments, varianceRatio } from './vol-index-formulas';
import { indexSmileFor, INDEX_BETA_AT_REFERENCE, INDEX_BETA_RANGE, REGIME_REFERENCE, SMILE } from './chain-rules';

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
});
