import { describe, expect, it } from 'vitest';
import { averageDaysInTrade } from './average-days-in-trade';

describe('averageDaysInTrade', () => {
  it('is null with no trades, 0 for same-day trades', () => {
    expect(averageDaysInTrade([])).toBeNull();
    expect(averageDaysInTrade([{ entryDate: '2024-01-02', exitDate: '2024-01-02' }])).toBe(0);
  });
  it('averages calendar days', () => {
    const trades = [
      { entryDate: '2024-01-02', exitDate: '2024-02-01' }, // 30
      { entryDate: '2024-02-28', exitDate: '2024-03-01' }, // 2 (leap year)
    ];
    expect(averageDaysInTrade(trades)).toBe(16);
  });
});
