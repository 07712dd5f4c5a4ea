import { describe, expect, it } from 'vitest';
import { maxCapitalUsed, returnOnMaxCapitalPct } from './return-on-max-capital';

describe('returnOnMaxCapitalPct', () => {
  it('is null with no trades or no capital', () => {
    expect(returnOnMaxCapitalPct(100, [])).toBeNull();
    expect(returnOnMaxCapitalPct(0, [{ entryDate: '2024-01-02', exitDate: '2024-01-05', capital: 0 }])).toBeNull();
  });
  it('uses the peak of overlapping capital', () => {
    const trades = [
      { entryDate: '2024-01-02', exitDate: '2024-01-10', capital: 1000 },
      { entryDate: '2024-01-05', exitDate: '2024-01-12', capital: 1500 }, // overlaps: 2500
      { entryDate: '2024-01-13', exitDate: '2024-01-20', capital: 2000 }, // alone
    ];
    expect(maxCapitalUsed(trades)).toBe(2500);
    expect(returnOnMaxCapitalPct(500, trades)).toBe(20);
  });
  it('counts a trade opened the day after another closed once', () => {
    const trades = [
      { entryDate: '2024-01-02', exitDate: '2024-01-05', capital: 1000 },
      { entryDate: '2024-01-06', exitDate: '2024-01-09', capital: 1000 },
    ];
    expect(maxCapitalUsed(trades)).toBe(1000);
  });
});
