import { describe, expect, it } from 'vitest';
import { daysInMarketPct } from './days-in-market';

const days = ['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-08'].map((date) => ({ date, equity: 100 }));

describe('daysInMarketPct', () => {
  it('is null on an empty curve and 0 without trades', () => {
    expect(daysInMarketPct([], [])).toBeNull();
    expect(daysInMarketPct(days, [])).toBe(0);
  });
  it('counts curve days covered by at least one trade, overlaps once', () => {
    const trades = [
      { entryDate: '2024-01-02', exitDate: '2024-01-03' },
      { entryDate: '2024-01-03', exitDate: '2024-01-04' },
      { entryDate: '2024-01-07', exitDate: '2024-01-07' }, // a Sunday: no curve day
    ];
    expect(daysInMarketPct(days, trades)).toBe(60);
  });
});
