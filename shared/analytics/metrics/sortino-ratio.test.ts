import { describe, expect, it } from 'vitest';
import { ANALYTICS_METRICS } from '../analytics-metrics';
import { sortinoRatio } from './sortino-ratio';

const curve = (values: number[]) => values.map((equity, i) => ({ date: `2024-01-${String(i + 1).padStart(2, '0')}`, equity }));

describe('sortinoRatio', () => {
  it('is null for an empty series, a single return and a flat series', () => {
    expect(sortinoRatio(100, [])).toBeNull();
    expect(sortinoRatio(100, curve([110]))).toBeNull();
    expect(sortinoRatio(100, curve([100, 100, 100]))).toBeNull();
  });
  it('matches a hand computation', () => {
    // returns +10%, -10%: mean 0 -> 0; returns +20%, -10%: mean 0.05, DD = sqrt(0.01/2)
    expect(sortinoRatio(100, curve([110, 99]))).toBe(0);
    const expected = (0.05 / Math.sqrt(0.01 / 2)) * Math.sqrt(252);
    expect(sortinoRatio(100, curve([120, 108]))).toBeCloseTo(expected, 3);
  });
  it("counts day 1's move from the start balance (an entry's costs): the only losing day", () => {
    // Start 100, day 1 marks 99 after the entry's costs, then +2 %, +2 %. From day 1 on there is no
    // losing day (N/A); from the start: returns −1 %, +2 %, +2 %, DD = sqrt(0.0001/3).
    const c = curve([99, 100.98, 103]);
    const r = [-0.01, 100.98 / 99 - 1, 103 / 100.98 - 1];
    const mean = r.reduce((s, x) => s + x, 0) / 3;
    expect(sortinoRatio(100, c)).toBeCloseTo((mean / Math.sqrt(0.0001 / 3)) * Math.sqrt(252), 3);
    expect(sortinoRatio(99, c)).toBeNull();
  });
});

describe('the Sortino card', () => {
  it('says that the cash interest counts as return at a 0% target (a spread mostly in cash: 10.62, 3.62 at the T-bill)', () => {
    const tooltip = ANALYTICS_METRICS.find((m) => m.key === 'sortino')?.tooltip;
    expect(tooltip).toMatch(/interest the account’s cash earned counts as return here \(the Sharpe ratio subtracts it\)/);
  });
});
