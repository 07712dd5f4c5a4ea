import { describe, expect, it } from 'vitest';
import { periodReturns } from './period-returns';

describe('periodReturns', () => {
  it('is empty for an empty curve and zero for a flat one', () => {
    expect(periodReturns([])).toEqual({ years: [] });
    const flat = periodReturns([{ date: '2024-01-02', equity: 100 }, { date: '2024-01-31', equity: 100 }]);
    expect(flat.years[0]?.months[0]).toBe(0);
    expect(flat.years[0]?.total).toBe(0);
  });
  it('measures each month from the previous month end and each year from the previous year end', () => {
    const curve = [
      { date: '2023-12-29', equity: 110 }, // from the base 100: +10%
      { date: '2024-01-15', equity: 130 },
      { date: '2024-01-31', equity: 121 }, // from 110: +10%
      { date: '2024-03-28', equity: 108.9 }, // February has no data; from 121: -10%
    ];
    const r = periodReturns(curve, 100);
    expect(r.years).toEqual([
      { year: 2023, months: [null, null, null, null, null, null, null, null, null, null, null, 10], total: 10 },
      { year: 2024, months: [10, null, -10, null, null, null, null, null, null, null, null, null], total: -1 },
    ]);
  });
});
