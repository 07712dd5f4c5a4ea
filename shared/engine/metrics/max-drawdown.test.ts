import { describe, expect, it } from 'vitest';
import { maxDrawdownPct } from './max-drawdown';

describe('max drawdown', () => {
  it('is 0 for an empty and a flat series', () => {
    expect(maxDrawdownPct([])).toBe(0);
    expect(maxDrawdownPct([100, 100, 100])).toBe(0);
  });
  it('takes the worst fall from the running peak', () => {
    // peak 120 then 90: 25 %; later peak 130 then 110: 15.38 %
    expect(maxDrawdownPct([100, 120, 90, 130, 110])).toBe(25);
  });
});
