import { describe, expect, it } from 'vitest';
import { madeMoneyFirst, ranksAbove } from './made-money-first';

describe('the lab\'s order on Sharpe: made money first, then the score', () => {
  // Audit 8, F1: the QQQ cell that lost 38.15% at Sharpe +1.32 and the one that made 20.64% at +1.29.
  const lostHigh = { score: 1.32, lost: true };
  const madeLower = { score: 1.29, lost: false };

  it('a cell that made money ranks above one that lost money, whatever their scores', () => {
    expect([lostHigh, madeLower].sort(madeMoneyFirst)).toEqual([madeLower, lostHigh]);
    expect([ranksAbove(madeLower, lostHigh), ranksAbove(lostHigh, madeLower)]).toEqual([true, false]);
  });

  it('among cells alike, the higher score first; equal ones rank alike (callers break the tie)', () => {
    expect([{ score: -0.5, lost: true }, lostHigh].sort(madeMoneyFirst)).toEqual([lostHigh, { score: -0.5, lost: true }]);
    expect(madeMoneyFirst({ score: 1, lost: false }, { score: 1, lost: false })).toBe(0);
    expect(ranksAbove({ score: 1, lost: false }, { score: 1, lost: false })).toBe(false);
  });
});
