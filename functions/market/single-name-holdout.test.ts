import { describe, expect, it } from 'vitest';
import { holdoutStats, singleNameHoldoutErrors } from './single-name-holdout';

describe('single-name model against real single-stock implied vol (VXAPL, VXAZN)', () => {
  it('prices AAPL and AMZN without their index within the issue-15 aim of about 3 vol points', async () => {
    const aapl = await singleNameHoldoutErrors('AAPL');
    const amzn = await singleNameHoldoutErrors('AMZN');
    // 2011-2025, every day the index has a value: thousands of days each.
    expect(aapl.length).toBeGreaterThan(3000);
    expect(amzn.length).toBeGreaterThan(3000);
    const pooled = holdoutStats([...aapl, ...amzn]);
    // Measured 2.60 (AAPL 2.39, AMZN 2.84; 3.16 before the three single-name rules of 2026-11-28); the
    // model before jumps were priced as events: 4.06.
    expect(pooled.atmMedianAbs).toBeLessThan(3.5);
    expect(Math.abs(pooled.atmMeanSigned)).toBeLessThan(1);
    expect(holdoutStats(aapl).atmMedianAbs).toBeLessThan(3.5);
    expect(holdoutStats(amzn).atmMedianAbs).toBeLessThan(3.7);
  }, 60_000);

  it('refuses a ticker with no index of its own', async () => {
    await expect(singleNameHoldoutErrors('TSLA')).rejects.toThrow('TSLA has no index of its own to check against');
  });
});
