import { describe, expect, it } from 'vitest';
import { cagrPct } from './cagr';

describe('CAGR', () => {
  it('is 0 for no time (empty run) and for a flat account', () => {
    expect(cagrPct(100, 100, '2024-01-02', '2024-01-02')).toBe(0);
    expect(cagrPct(100, 100, '2023-01-01', '2024-01-01')).toBe(0);
  });
  it('compounds over a 365-day year', () => {
    expect(cagrPct(100, 121, '2022-01-01', '2024-01-01')).toBeCloseTo((Math.pow(1.21, 365 / 730) - 1) * 100, 4);
    expect(cagrPct(100, 110, '2023-01-01', '2024-01-01')).toBe(10);
    expect(cagrPct(100, 0, '2023-01-01', '2024-01-01')).toBe(-100);
  });
});
