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
    // Issue 15's aim: a median error within 3 vol points. Measured 2.61 (AAPL 2.35, AMZN 2.87; mean
    // signed −0.61) on merged main, 2026-11-28; 3.16 before the three single-name rules of that day;
    // the model before jumps were priced as events: 4.06.
    expect(pooled.atmMedianAbs).toBeLessThanOrEqual(3);
    expect(Math.abs(pooled.atmMeanSigned)).toBeLessThan(1);
    expect(holdoutStats(aapl).atmMedianAbs).toBeLessThan(3.2);
    expect(holdoutStats(amzn).atmMedianAbs).toBeLessThan(3.2);
  }, 60_000);

  it('refuses a ticker with no index of its own', async () => {
    await expect(singleNameHoldoutErrors('TSLA')).rejects.toThrow('TSLA has no index of its own to check against');
  });
});
