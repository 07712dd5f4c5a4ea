import { describe, expect, it } from 'vitest';
import { InterestYearSchema } from '../../contracts/results';
import { InterestTally, interestOn } from './cash-interest';

describe('cash interest (issue 14 item 2)', () => {
  it('credits positive cash at the T-bill rate on actual/365', () => {
    // $38,000 at 5 % for one day: 38000 × 0.05 / 365 = 5.2054… → $5.21; over a weekend (3 days): 15.616… → $15.62.
    expect(interestOn(38_000, 0.05, 1)).toBe(5.21);
    expect(interestOn(38_000, 0.05, 3)).toBe(15.62);
  });
  it('charges negative cash the T-bill rate + 1.5 points on actual/360', () => {
    // −$10,000 at 4 % + 1.5 % for 2 days: −10000 × 0.055 × 2 / 360 = −3.0555… → −$3.06.
    expect(interestOn(-10_000, 0.04, 2)).toBe(-3.06);
    // Rates at zero (2011): the debit rate is the spread alone: −10000 × 0.015 / 360 = −0.41666… → −$0.42.
    expect(interestOn(-10_000, 0, 1)).toBe(-0.42);
  });
  it('is 0 for no cash, no days, or a zero or negative rate on a credit', () => {
    expect(interestOn(0, 0.05, 10)).toBe(0);
    expect(interestOn(1000, 0.05, 0)).toBe(0);
    expect(interestOn(1000, -0.001, 5)).toBe(0);
  });
  it('tallies what was earned and what was paid separately, both positive', () => {
    const t = new InterestTally();
    expect(t.accrue(38_000, 0.05, 1, '2023-12-28')).toBe(5.21);
    expect(t.accrue(-10_000, 0.04, 2, '2023-12-29')).toBe(-3.06);
    expect(t.accrue(38_000, 0.05, 3, '2024-01-02')).toBe(15.62);
    expect([t.earned, t.paid]).toEqual([20.83, 3.06]);
  });
  it('tallies by the year the interest was credited in, summing to the totals', () => {
    const t = new InterestTally();
    t.accrue(38_000, 0.05, 1, '2023-12-28');
    t.accrue(-10_000, 0.04, 2, '2023-12-29');
    // Credited on the first trading day of 2024 for days of 2023 too: income of 2024, when received.
    t.accrue(38_000, 0.05, 3, '2024-01-02');
    t.accrue(0, 0.05, 1, '2025-01-02');
    expect(t.byYear()).toEqual([{ year: 2023, earned: 5.21, paid: 3.06 }, { year: 2024, earned: 15.62, paid: 0 }]);
    // One InterestYear: the result contract's (before, the engine wrote its own interface beside it).
    for (const year of t.byYear()) expect(InterestYearSchema.strict().parse(year)).toEqual(year);
  });
});
