import { describe, expect, it } from 'vitest';
import { bundledStocks, reportDating } from './report-dating-check';

describe('report dating of the bundled stocks (report-dating-check.ts)', () => {
  it('has the next report due within a week of most clear report jumps, not a quarter late', async () => {
    const stats = await Promise.all((await bundledStocks()).map((t) => reportDating(t, 5)));
    expect(stats).toHaveLength(14);
    for (const s of stats) expect(s.dated + s.late + s.undated).toBe(s.reports);
    const sum = (k: 'reports' | 'dated' | 'late') => stats.reduce((a, s) => a + s[k], 0);
    // Measured 2026-12-02 over 365 clear reports: 180 dated, 157 late with a due day held due for the
    // stock's median year-on-year shift (single-name-events.ts dueGrace); 135 dated, 202 late
    // before, when a due day was passed the session after it.
    expect(sum('reports')).toBe(365);
    expect(sum('dated')).toBeGreaterThanOrEqual(175);
    expect(sum('late')).toBeLessThanOrEqual(165);
  }, 60_000);
});
