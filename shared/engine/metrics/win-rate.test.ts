import { describe, expect, it } from 'vitest';
import { winRate } from './win-rate';

describe('win rate', () => {
  it('is null without trades, and 0 with only flat trades (0 is a loss)', () => {
    expect(winRate([])).toBeNull();
    expect(winRate([0, 0])).toBe(0);
  });
  it('counts pnl > 0 over all trades, in percent', () => {
    expect(winRate([10, -5, 0, 3])).toBe(50);
    expect(winRate([1, 1, -1])).toBeCloseTo(66.6667, 4);
  });
});
