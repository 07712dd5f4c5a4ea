import { describe, expect, it } from 'vitest';
import { SPXW_FIXTURE, accuracyOfFile } from './chain-accuracy';

// Guards the level the modeled chain reached against the real SPXW chains of Jan-Feb 2018
// (measured 2026-11-22: median over days of the per-day median |model IV - real IV| = 0.80 vol
// points for 0.10-0.50 |delta|; worst day 5.7 points on 2018-02-05, the Volmageddon close).
describe('modeled chain vs the real SPXW sample', () => {
  it('stays within the measured implied-vol error on each of the sample days', async () => {
    const report = await accuracyOfFile(SPXW_FIXTURE);
    expect(report.ticker).toBe('SPX');
    // 40 quote days minus the two expiry days (no time value left to invert).
    expect(report.days).toHaveLength(38);
    expect(report.medianOfDays).toBeLessThanOrEqual(0.85);
    expect(report.worstDay).toBeLessThanOrEqual(6);
    const calm = report.days.filter((d) => d.medianAbsErrorVolPoints <= 1.5);
    expect(calm.length).toBeGreaterThanOrEqual(29);
  });
});
