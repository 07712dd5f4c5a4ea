import { describe, expect, it } from 'vitest';
import { estimateAfterTax, type TaxInput } from './after-tax';
import { FilingStatusSchema, capitalLossLimit } from './capital-loss-limit';

/**
 * The filing status the trader chooses sets how much of a year's net capital loss offsets ordinary
 * income (IRC §1211(b)): $3,000 (single, married filing jointly, head of household), $1,500 for a
 * married person filing separately (§1211(b)(1)). Absent, $3,000: the estimate every saved result
 * and share read before the choice existed.
 */
const holdingPeriod: TaxInput = {
  regime: 'holding_period', shortTermRatePct: 35, longTermRatePct: 15, startBalance: 100_000,
  // 2023: a written put closed at −5,000, 4,000 of interest. 2024: a written put closed at +6,000, no interest.
  trades: [
    { entryDate: '2023-03-01', exitDate: '2023-04-21', pnl: -5_000, shortTermPnl: -5_000 },
    { entryDate: '2024-03-01', exitDate: '2024-04-19', pnl: 6_000, shortTermPnl: 6_000 },
  ],
  equity: [{ date: '2023-01-03', equity: 100_000 }, { date: '2023-12-29', equity: 99_000 }, { date: '2024-12-31', equity: 105_000 }],
  interestByYear: [{ year: 2023, earned: 4_000, paid: 0 }, { year: 2024, earned: 0, paid: 0 }],
  holdsNoShares: true,
};
const rows = (input: TaxInput) => {
  const est = estimateAfterTax(input);
  return { years: est.years.map((y) => [y.year, y.shortTerm, y.carryUsed, y.lossAgainstIncome, y.tax]), total: est.totalTax, carry: est.carryForward };
};

describe('filing status: the limit on a year\'s capital loss against ordinary income (IRC §1211(b))', () => {
  it('married filing separately sets $1,500 of the loss against the interest, the rest carried', () => {
    // 2023: 1,500 of the 5,000 loss offsets 1,500 of the 4,000 of interest: 2,500 x 35% = 875, 3,500
    // carried. 2024: 6,000 - 3,500 = 2,500 x 35% = 875. Total 1,750.
    expect(rows({ ...holdingPeriod, filingStatus: 'married_filing_separately' })).toEqual({
      years: [[2023, 2_500, 0, 1_500, 875], [2024, 2_500, 3_500, 0, 875]], total: 1_750, carry: 0,
    });
  });

  it('single or joint, and no status given, keep $3,000 (a saved result reads the same figure)', () => {
    // 2023: 3,000 offsets 3,000 of the interest: 1,000 x 35% = 350, 2,000 carried. 2024: 4,000 x 35% = 1,400.
    const expected = { years: [[2023, 1_000, 0, 3_000, 350], [2024, 4_000, 2_000, 0, 1_400]], total: 1_750, carry: 0 };
    expect(rows({ ...holdingPeriod, filingStatus: 'single_or_joint' })).toEqual(expected);
    expect(rows(holdingPeriod)).toEqual(expected);
  });

  it('applies under Section 1256 too, the $1,500 from the 60/40 loss\'s short-term part first', () => {
    // 2023: the options lose 10,000 (4,000 short, 6,000 long), 4,000 of interest: 1,500 of the loss
    // offsets it, from the short term: 2,500 x 35% = 875, 2,500 short and 6,000 long carried.
    // 2024: +20,000 is 8,000 short and 12,000 long: 5,500 x 35% + 6,000 x 15% = 1,925 + 900 = 2,825.
    const input: TaxInput = {
      regime: 'section1256', shortTermRatePct: 35, longTermRatePct: 15, startBalance: 100_000, trades: [], filingStatus: 'married_filing_separately',
      equity: [{ date: '2023-01-03', equity: 100_000 }, { date: '2023-12-29', equity: 94_000 }, { date: '2024-12-31', equity: 114_000 }],
      interestByYear: [{ year: 2023, earned: 4_000, paid: 0 }, { year: 2024, earned: 0, paid: 0 }],
    };
    expect(rows(input)).toEqual({ years: [[2023, 2_500, 0, 1_500, 875], [2024, 5_500, 8_500, 0, 2_825]], total: 3_700, carry: 0 });
  });

  it('refuses a filing status it does not know, with a clear error', () => {
    expect(capitalLossLimit('married_filing_separately')).toBe(1_500);
    expect(capitalLossLimit()).toBe(3_000);
    const parsed = FilingStatusSchema.safeParse('married');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      "filing status must be 'single_or_joint' (single, married filing jointly or head of household: $3,000 a year of capital loss against income) or 'married_filing_separately' ($1,500), not \"married\"",
    );
    expect(() => estimateAfterTax({ ...holdingPeriod, filingStatus: 'married' as never })).toThrow(/^filing status must be 'single_or_joint' .* not "married"$/);
  });
});
