import { describe, expect, it } from 'vitest';
import { estimateAfterTax, type TaxInput } from './after-tax';

/**
 * Under Section 1256 a year's net capital loss (the options' 60/40 loss, with the units' by holding
 * period for a covered SPX run) offsets up to $3,000 of the year's ordinary income (interest, the
 * units' dividends), as by holding period (IRC §1211(b)): the 1256 loss is 40% short and 60% long
 * term (§1256(a)(3)), the deduction comes out of the short-term part first and the rest is carried
 * forward keeping its character (§1212(b)). Before, none of it offset the interest.
 */
const rates = { regime: 'section1256' as const, shortTermRatePct: 35, longTermRatePct: 15, startBalance: 100_000, trades: [] };
const rows = (input: TaxInput) => estimateAfterTax(input).years.map((y) => [y.year, y.interest, y.shortTerm, y.longTerm, y.carryUsed, y.lossAgainstIncome, y.tax]);

describe('Section 1256: up to $3,000 a year of net capital loss offsets the interest (IRC §1211(b))', () => {
  // 2023: the options lose 10,000, the cash earns 4,000. 2024: options +2,000, interest 2,000.
  // 2025: options +20,000, no interest.
  const input: TaxInput = {
    ...rates,
    equity: [
      { date: '2023-01-03', equity: 100_000 }, { date: '2023-12-29', equity: 94_000 },
      { date: '2024-12-31', equity: 98_000 }, { date: '2025-12-31', equity: 118_000 },
    ],
    interestByYear: [{ year: 2023, earned: 4_000, paid: 0 }, { year: 2024, earned: 2_000, paid: 0 }, { year: 2025, earned: 0, paid: 0 }],
  };

  it('sets the loss against the interest, short-term part first, and carries the rest by character', () => {
    // By hand:
    // 2023: the 10,000 loss is 4,000 short and 6,000 long. 3,000 of it offsets 3,000 of the 4,000 of
    //   interest, taken from the short-term part: 1,000 short and 6,000 long carried. Taxed: the
    //   1,000 of interest left x 35% = 350.
    // 2024: +2,000 is 800 short and 1,200 long: short 800 - 1,000 = -200, long 1,200 - 6,000 = -4,800;
    //   the carry used against the gain is 2,000 (7,000 carried in, 5,000 of loss left). That loss
    //   offsets all 2,000 of interest, 200 from the short term then 1,800 from the long: 3,000 long
    //   carried. No tax.
    // 2025: +20,000 is 8,000 short and 12,000 long, less the 3,000 long carried: 8,000 x 35% +
    //   9,000 x 15% = 2,800 + 1,350 = 4,150.
    // Before (no loss against the interest): 2023 4,000 x 35% = 1,400 (10,000 carried); 2024 the
    // interest 700 (8,000 carried); 2025 12,000 split 4,800 x 35% + 7,200 x 15% = 2,760: 4,860.
    expect(rows(input)).toEqual([
      [2023, 4_000, 1_000, 0, 0, 3_000, 350],
      [2024, 2_000, 0, 0, 2_000, 2_000, 0],
      [2025, 0, 8_000, 9_000, 3_000, 0, 4_150],
    ]);
    const est = estimateAfterTax(input);
    expect([est.totalTax, est.carryForward]).toEqual([4_500, 0]);
  });

  it('keeps the carry 60/40 apart from the deduction: a later gain meets the short and long loss each in its part', () => {
    // 2023 as above (1,000 short, 6,000 long carried); 2024 +20,000, no interest: 8,000 - 1,000 =
    // 7,000 short x 35% + 12,000 - 6,000 = 6,000 long x 15% = 2,450 + 900 = 3,350.
    const twoYears: TaxInput = {
      ...rates,
      equity: [{ date: '2023-01-03', equity: 100_000 }, { date: '2023-12-29', equity: 94_000 }, { date: '2024-12-31', equity: 114_000 }],
      interestByYear: [{ year: 2023, earned: 4_000, paid: 0 }, { year: 2024, earned: 0, paid: 0 }],
    };
    expect(rows(twoYears)).toEqual([[2023, 4_000, 1_000, 0, 0, 3_000, 350], [2024, 0, 7_000, 6_000, 7_000, 0, 3_350]]);
  });

  it('a result saved before interest_by_year keeps the interest in the 60/40 gain: nothing to set against', () => {
    const { interestByYear: _, ...saved } = input;
    // 2023 -6,000 carried; 2024 +4,000 (2,000 left carried); 2025 +20,000 - 2,000 = 18,000:
    // 7,200 x 35% + 10,800 x 15% = 2,520 + 1,620 = 4,140.
    expect(estimateAfterTax(saved).years.map((y) => [y.lossAgainstIncome, y.tax])).toEqual([[0, 0], [0, 0], [0, 4_140]]);
  });

  it('a covered SPX run: the options\' 60/40 loss and the units\' loss offset their dividends and interest, up to $3,000', () => {
    // 2023: the calls lose 5,000 (2,000 short, 3,000 long), the units sold at a 2,000 short-term
    // loss, 3,000 of dividends and 1,000 of interest: equity -5,000 - 2,000 + 4,000 = -3,000.
    // The loss 7,000 (4,000 short, 3,000 long): 3,000 offsets the 4,000 of ordinary income, from the
    // short term: 1,000 short and 3,000 long carried; 1,000 x 35% = 350 (before: 4,000 x 35% = 1,400).
    const covered: TaxInput = {
      ...rates,
      equity: [{ date: '2023-01-03', equity: 100_000 }, { date: '2023-12-29', equity: 97_000 }],
      interestByYear: [{ year: 2023, earned: 1_000, paid: 0 }],
      sharesByYear: [{ year: 2023, realised_short_term: -2_000, realised_long_term: 0, unrealised: 0, dividends: 3_000 }],
    };
    const est = estimateAfterTax(covered);
    expect(est.years.map((y) => [y.shares, y.dividends, y.interest, y.shortTerm, y.longTerm, y.lossAgainstIncome, y.tax])).toEqual([[-2_000, 3_000, 1_000, 1_000, 0, 3_000, 350]]);
    expect(est.carryForward).toBe(4_000);
  });
});
