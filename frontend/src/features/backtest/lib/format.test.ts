import { describe, expect, it } from 'vitest';
import {
  formatCompactUsd, formatGreek, formatIv, formatNumber, formatPercent, formatSignedPercent, formatSignedUsd, formatUsd, truncateReason, wordsList,
} from './format';
import { formatMetric } from '../../../../../shared/analytics/format-metric';

describe('display formatters', () => {
  it('formats USD with 2 decimals and N/A when missing', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(-12)).toBe('-$12.00');
    expect(formatUsd(null)).toBe('N/A');
    expect(formatUsd(undefined)).toBe('N/A');
    expect(formatUsd(Number.NaN)).toBe('N/A');
  });

  it('formats chips compactly with 1 decimal', () => {
    expect(formatCompactUsd(12345)).toBe('$12.3K');
    expect(formatCompactUsd(2_500_000)).toBe('$2.5M');
    expect(formatCompactUsd(null)).toBe('N/A');
  });

  it('signs winners and losers', () => {
    expect(formatSignedUsd(10)).toBe('+$10.00');
    expect(formatSignedUsd(-10.256)).toBe('-$10.26');
    expect(formatSignedUsd(0)).toBe('$0.00');
  });

  it('shows greeks to 3 decimals and IV as a percent to 1 decimal', () => {
    expect(formatGreek(0.12345)).toBe('0.123');
    expect(formatGreek(null)).toBe('N/A');
    // A half rounded away from zero on the written decimal (toFixed read 23.4% and 1.4%).
    expect(formatIv(0.2345)).toBe('23.5%');
    expect(formatIv(0.0145)).toBe('1.5%');
    expect(formatIv(0.2344)).toBe('23.4%');
    expect(formatIv(undefined)).toBe('N/A');
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(1.005)).toBe('1.01%');
    expect(formatUsd(1.005)).toBe('$1.01');
    expect(formatSignedUsd(-2.675)).toBe('-$2.68');
    expect(formatNumber(0.125)).toBe('0.13');
  });

  it('truncates a reason at 20 characters', () => {
    expect(truncateReason('short')).toBe('short');
    expect(truncateReason('x'.repeat(20))).toBe('x'.repeat(20));
    expect(truncateReason('Profit target of 50% reached')).toBe('Profit target of 50%…');
  });
});

describe('wordsList', () => {
  it("writes items as a sentence does: 'a', 'a and b', 'a, b and c'", () => {
    expect([[], ['closes'], ['closes', 'rolls'], ['closes', 'rolls', 'the close at the end of the test']].map(wordsList)).toEqual([
      '', 'closes', 'closes and rolls', 'closes, rolls and the close at the end of the test',
    ]);
  });
});

describe('formatSignedPercent', () => {
  it("writes a return as Compare's formatMetric('return') does, one function behind both ('+38.59%')", () => {
    for (const v of [38.5912, -23.137, 0, 0.004, -0.004, 100]) expect(formatSignedPercent(v)).toBe(formatMetric('return', v));
    expect(formatSignedPercent(null)).toBe('N/A');
  });
});
