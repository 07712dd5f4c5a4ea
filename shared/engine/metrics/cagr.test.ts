import { describe, expect, it } from 'vitest';
import { cagrPct } from './cagr';

describe('CAGR', () => {
  it('is null (N/A) for no time and for any window shorter than one year', () => {
    expect(cagrPct(100, 100, '2024-01-02', '2024-01-02')).toBeNull();
    // Six months of +26.2 % would annualise to ~60 %: not shown.
    expect(cagrPct(100, 126.2, '2024-01-02', '2024-07-01')).toBeNull();
    expect(cagrPct(100, 110, '2023-01-01', '2023-12-23')).toBeNull();
  });
  it('is null for a non-positive start', () => {
    expect(cagrPct(0, 100, '2022-01-01', '2024-01-01')).toBeNull();
  });
  it("annualises a calendar year's trading days (2022-01-03 to 2022-12-30, 361 days)", () => {
    expect(cagrPct(100, 110, '2022-01-03', '2022-12-30')).toBeCloseTo((Math.pow(1.1, 365 / 361) - 1) * 100, 4);
  });
  it('is 0 for a flat account over a year', () => {
    expect(cagrPct(100, 100, '2023-01-01', '2024-01-01')).toBe(0);
  });
  it('compounds over a 365-day year', () => {
    expect(cagrPct(100, 121, '2022-01-01', '2024-01-01')).toBeCloseTo((Math.pow(1.21, 365 / 730) - 1) * 100, 4);
    expect(cagrPct(100, 110, '2023-01-01', '2024-01-01')).toBe(10);
    expect(cagrPct(100, 0, '2023-01-01', '2024-01-01')).toBe(-100);
  });
});
