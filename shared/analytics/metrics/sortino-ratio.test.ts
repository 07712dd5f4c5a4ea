import { describe, expect, it } from 'vitest';
import { ANALYTICS_METRICS } from '../analytics-metrics';
import { sortinoRatio } from './sortino-ratio';

const curve = (values: number[]) => values.map((equity, i) => ({ date: `2024-01-${String(i + 1).padStart(2, '0')}`, equity }));

describe('sortinoRatio', () => {
  it('is null for an empty series, a single return and a flat series', () => {
    expect(sortinoRatio([])).toBeNull();
    expect(sortinoRatio(curve([100, 110]))).toBeNull();
    expect(sortinoRatio(curve([100, 100, 100]))).toBeNull();
  });
  it('matches a hand computation', () => {
    // returns +10%, -10%: mean 0 -> 0; returns +20%, -10%: mean 0.05, DD = sqrt(0.01/2)
    expect(sortinoRatio(curve([100, 110, 99]))).toBe(0);
    const expected = (0.05 / Math.sqrt(0.01 / 2)) * Math.sqrt(252);
    expect(sortinoRatio(curve([100, 120, 108]))).toBeCloseTo(expected, 3);
  });
});

describe('the Sortino card', () => {
  it('says that the cash interest counts as return at a 0% target (a spread mostly in cash: 10.62, 3.62 at the T-bill)', () => {
    const tooltip = ANALYTICS_METRICS.find((m) => m.key === 'sortino')?.tooltip;
    expect(tooltip).toMatch(/interest the account’s cash earned counts as return here \(the Sharpe ratio subtracts it\)/);
  });
});
