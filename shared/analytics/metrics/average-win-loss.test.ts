import { describe, expect, it } from 'vitest';
import { averageWinLoss } from './average-win-loss';

describe('averageWinLoss', () => {
  it('is null for no trades and for flat trades', () => {
    expect(averageWinLoss([])).toEqual({ averageWin: null, averageLoss: null });
    expect(averageWinLoss([0, 0])).toEqual({ averageWin: null, averageLoss: null });
  });
  it('averages winners and losers separately', () => {
    expect(averageWinLoss([100, 50, -30, 0, -10])).toEqual({ averageWin: 75, averageLoss: -20 });
  });
});
