import { describe, expect, it } from 'vitest';
import { totalReturnPct } from './total-return';

describe('total return', () => {
  it('is zero on an empty account and on a flat one', () => {
    expect(totalReturnPct(0, 0)).toBe(0);
    expect(totalReturnPct(1000, 1000)).toBe(0);
  });
  it('is (end − start) / start in percent', () => {
    expect(totalReturnPct(10_000, 10_500)).toBe(5);
    expect(totalReturnPct(20_000, 15_000)).toBe(-25);
  });
});
