import { describe, expect, it } from 'vitest';
import { profitFactor } from './profit-factor';

describe('profitFactor', () => {
  it('is null with no trades, only flat trades or no losses', () => {
    expect(profitFactor([])).toBeNull();
    expect(profitFactor([0, 0])).toBeNull();
    expect(profitFactor([10, 5])).toBeNull();
  });
  it('divides gross profit by gross loss', () => {
    expect(profitFactor([100, -50, 50, -25, 0])).toBe(2);
  });
});
