import { describe, expect, it } from 'vitest';
import { dateProblem, rangeProblem } from './dates';

// Issue 16: a typed date outside the data is refused in words, never clipped to the data's range.
describe('typed dates outside the data', () => {
  it('accepts the first and last day of data and refuses the day beyond each', () => {
    expect(dateProblem('Start Date', '2010-01-01')).toBeNull();
    expect(dateProblem('Start Date', '2009-12-31')).toBe('Start Date must be on or after 2010-01-01, the first day of data');
    expect(dateProblem('End Date', '2025-12-31')).toBeNull();
    expect(dateProblem('End Date', '2026-01-01')).toBe('End Date must be on or before 2025-12-31, the last day of data');
  });

  it('leaves a blank date to the run checks, and names the start first when both are out of range', () => {
    expect(dateProblem('End Date', '')).toBeNull();
    expect(rangeProblem('2005-01-03', '2027-06-30')).toBe('Start Date must be on or after 2010-01-01, the first day of data');
    expect(rangeProblem('2024-01-02', '2027-06-30')).toBe('End Date must be on or before 2025-12-31, the last day of data');
    expect(rangeProblem('2024-01-02', '2024-12-31')).toBeNull();
  });
});
