import { describe, expect, it } from 'vitest';
import { butterflyMargin } from './vol-surface';

/*
 * admissibleTail asks butterflyMargin only whether the margin reaches BUTTERFLY_MARGIN, and lets it
 * stop at the first grid point under it (`stopBelow`): the answer to that question must be the full
 * check's, and a margin that reaches it the full check's to the bit.
 */
describe('the butterfly check asked to stop below a level', () => {
  it('says below exactly when the full check is below, and gives the full margin otherwise', () => {
    let seed = 11;
    const rnd = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let below = 0;
    let reached = 0;
    for (let i = 0; i < 3000; i++) {
      const shape = { beta: 0.2 + rnd() * 1.5, rho: -0.44 - rnd() * 0.3, s: rnd() < 0.7 ? 1.5 : 0.5 + rnd() };
      const tail = (rnd() - 0.3) * 2.5;
      const atmSqrtT = 0.005 + rnd() * 0.8;
      const eps = rnd() < 0.5 ? 0 : (rnd() - 0.5) * 0.2;
      const tilt = rnd() < 0.5 ? 0 : 0.5;
      const full = butterflyMargin(shape, tail, atmSqrtT, eps, tilt);
      const stopped = butterflyMargin(shape, tail, atmSqrtT, eps, tilt, 1e-3);
      expect(stopped < 1e-3).toBe(full < 1e-3);
      if (full >= 1e-3) {
        expect(Object.is(stopped, full)).toBe(true);
        reached++;
      } else below++;
    }
    // Both answers occur in the sample.
    expect(Math.min(below, reached)).toBeGreaterThan(300);
  });
});
