import { describe, expect, it } from 'vitest';
import { calmarRatio } from './calmar-ratio';

describe('calmarRatio', () => {
  it('is null without a drawdown (empty or flat run)', () => {
    expect(calmarRatio(0, 0)).toBeNull();
    expect(calmarRatio(12, 0)).toBeNull();
  });
  it('divides CAGR by the max drawdown', () => {
    expect(calmarRatio(12, 8)).toBe(1.5);
    expect(calmarRatio(-25.2142, 27.093)).toBeCloseTo(-0.9307, 4);
  });
});
