import { describe, expect, it } from 'vitest';
import { maxConsecutiveLosses } from './max-consecutive-losses';

describe('maxConsecutiveLosses', () => {
  it('is 0 for no trades and flat trades', () => {
    expect(maxConsecutiveLosses([])).toBe(0);
    expect(maxConsecutiveLosses([0, 0])).toBe(0);
  });
  it('counts the longest losing streak', () => {
    expect(maxConsecutiveLosses([-1, -2, 3, -1, -1, -1, 0, -5])).toBe(3);
  });
});
