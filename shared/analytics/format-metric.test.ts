import { describe, expect, it } from 'vitest';
import { formatMetric, formatPercent, formatPnl, formatReturnPercent, formatUsd } from './format-metric';

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

describe('the shared formatters round a written half away from zero', () => {
  it('writes 1.005, 2.675, -1.005 and 0.125 as a trader rounds them, dollars grouped', () => {
    expect(formatMetric('usd', 1.005)).toBe('$1.01');
    expect(formatMetric('pnl', 2.675)).toBe('+$2.68');
    expect(formatMetric('pnl', -1.005)).toBe('-$1.01');
    expect(formatMetric('percent', 0.125)).toBe('0.13%');
    expect(formatMetric('percent', 58.5)).toBe('58.50%');
    expect(formatMetric('return', 1.005)).toBe('+1.01%');
    expect(formatMetric('return', -1.005)).toBe('-1.01%');
    expect(formatMetric('points', 2.675)).toBe('+2.68 pts');
    expect(formatMetric('ratio', 1.005)).toBe('1.01');
    expect(formatUsd(86223.415)).toBe('$86,223.42');
    expect(formatUsd(1.43, 4)).toBe('$1.4300');
    expect(formatPnl(86223.42)).toBe('+$86,223.42');
    expect(formatPercent(229.9)).toBe('229.90%');
  });
});
