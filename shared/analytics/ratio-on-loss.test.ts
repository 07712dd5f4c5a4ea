import { describe, expect, it } from 'vitest';
import { lostText, positiveRatioOnLoss, ratioOnLossCardNote, ratioOnLossNote } from './ratio-on-loss';

describe('a positive Sharpe or Sortino on a loss (audit 8, F1)', () => {
  it('is a ratio of 0.01 or more as shown on a return under 0', () => {
    expect(positiveRatioOnLoss(1.3242, -38.1473)).toBe(true);
    expect(positiveRatioOnLoss(0.005, -1)).toBe(true);
    // Shown as 0.00: not called positive; a loss read by a negative ratio, or a gain, says nothing.
    expect([positiveRatioOnLoss(0.0049, -1), positiveRatioOnLoss(-0.16, -38.15), positiveRatioOnLoss(1.09, 30.26), positiveRatioOnLoss(1, 0), positiveRatioOnLoss(null, -5), positiveRatioOnLoss(1, null)]).toEqual([false, false, false, false, false, false]);
  });

  it("writes the loss as Compare does ('lost 38.15%'), a loss that rounds to 0.00% as under 0.01%", () => {
    expect(lostText(-38.1473)).toBe('lost 38.15%');
    expect(lostText(-0.004)).toBe('lost under 0.01%');
    expect(ratioOnLossNote(-52.14, 'Sharpe')).toBe('lost 52.14%: its positive Sharpe comes from large daily swings');
    expect(ratioOnLossCardNote(-38.1473, 'Sortino')).toBe('The run lost 38.15%: its positive Sortino comes from large daily swings');
  });
});
