import { describe, expect, it } from 'vitest';
import { formatMetric, formatReturnPercent } from './format-metric';

describe('formatReturnPercent: a return as the results cards write it', () => {
  it('signs and rounds a return one way for Compare and the returns table (the cards: format.test.ts)', () => {
    expect(formatReturnPercent(38.5912)).toBe('+38.59%');
    expect(formatReturnPercent(-23.137)).toBe('-23.14%');
    expect(formatReturnPercent(0)).toBe('0.00%');
    // The monthly and yearly table: the '%' in its heading.
    expect(formatReturnPercent(4.7, 2, '')).toBe('+4.70');
    for (const v of [38.5912, -23.137, 0, 0.004, -0.004, 100]) {
      expect(formatMetric('return', v)).toBe(formatReturnPercent(v));
    }
  });
});
