import { describe, expect, it } from 'vitest';
import { largestWinLoss } from './largest-win-loss';

describe('largestWinLoss', () => {
  it('is null for no trades and for flat trades', () => {
    expect(largestWinLoss([])).toEqual({ largestWin: null, largestLoss: null });
    expect(largestWinLoss([0])).toEqual({ largestWin: null, largestLoss: null });
  });
  it('finds the extremes', () => {
    expect(largestWinLoss([5, -3, 12.5, -40, 0])).toEqual({ largestWin: 12.5, largestLoss: -40 });
  });
});
