import { describe, expect, it } from 'vitest';
import { estimateAfterTax, type TaxInput } from './after-tax';

/**
 * By holding period, interest on the cash and (with shares by year) dividends are ordinary income:
 * a year's net capital loss offsets at most $3,000 of them (IRC §1211(b)), the rest of the loss
 * carried forward, and a net interest expense is carried to later years' interest, as under Section
 * 1256. A result saved before `interest_by_year` keeps them netted with the capital losses.
 */
const rates = { regime: 'holding_period' as const, shortTermRatePct: 35, longTermRatePct: 15, startBalance: 100_000 };
const taxes = (input: TaxInput) => {
  const est = estimateAfterTax(input);
  return { years: est.years.map((y) => [y.year, y.shortTerm, y.longTerm, y.carryUsed, y.tax]), total: est.totalTax, carry: est.carryForward };
};

describe('by holding period, interest and dividends are ordinary income a capital loss offsets by $3,000 a year at most', () => {
  // 2023: a written put closed at −$5,000, $1,200 of interest earned. 2024: a written put closed at +$4,000, no interest.
  const losing: TaxInput = {
    ...rates,
    trades: [
      { entryDate: '2023-03-01', exitDate: '2023-04-21', pnl: -5_000, shortTermPnl: -5_000 },
      { entryDate: '2024-03-01', exitDate: '2024-04-19', pnl: 4_000, shortTermPnl: 4_000 },
    ],
    equity: [{ date: '2023-01-03', equity: 100_000 }, { date: '2023-12-29', equity: 96_200 }, { date: '2024-12-31', equity: 100_200 }],
    interestByYear: [{ year: 2023, earned: 1_200, paid: 0 }, { year: 2024, earned: 0, paid: 0 }],
    holdsNoShares: true,
  };

  it('a losing year sets its capital loss against its interest, up to the interest, and carries the rest', () => {
    // 2023: 1,200 of the 5,000 loss offsets the 1,200 of interest (under the $3,000 a year): no tax,
    // 3,800 carried; 2024: 4,000 − 3,800 = 200 x 35% = 70.
    expect(taxes(losing)).toEqual({ years: [[2023, 0, 0, 0, 0], [2024, 200, 0, 3_800, 70]], total: 70, carry: 0 });
    expect(estimateAfterTax(losing).years.map((y) => y.lossAgainstIncome)).toEqual([1_200, 0]);
  });

  it('no more than $3,000 of a year\'s capital loss offsets its interest (IRC §1211(b)), the short-term loss first', () => {
    // 2023: −5,000 short term and −1,000 long term closed, 4,000 of interest. 2024: nothing.
    const input: TaxInput = {
      ...rates,
      trades: [
        { entryDate: '2023-03-01', exitDate: '2023-04-21', pnl: -5_000, shortTermPnl: -5_000 },
        { entryDate: '2021-03-01', exitDate: '2023-05-19', pnl: -1_000 },
      ],
      equity: [{ date: '2023-01-03', equity: 100_000 }, { date: '2023-12-29', equity: 98_000 }, { date: '2024-12-31', equity: 98_000 }],
      interestByYear: [{ year: 2023, earned: 4_000, paid: 0 }, { year: 2024, earned: 0, paid: 0 }],
      holdsNoShares: true,
    };
    // 2023: 3,000 of the loss offsets 3,000 of the interest, taken from the short-term loss: 1,000 of
    // interest x 35% = 350 taxed; 2,000 short term and 1,000 long term carried.
    expect(taxes(input)).toEqual({ years: [[2023, 1_000, 0, 0, 350], [2024, 0, 0, 0, 0]], total: 350, carry: 3_000 });
    expect(estimateAfterTax(input).years[0]?.lossAgainstIncome).toBe(3_000);
  });

  it('a loss carried in keeps offsetting up to $3,000 of interest a year, shown once (against income, not as carry used)', () => {
    // 2023: a −10,000 short-term loss, 1,000 of interest. 2024: +500 closed, 4,000 of interest.
    const input: TaxInput = {
      ...rates,
      trades: [
        { entryDate: '2023-03-01', exitDate: '2023-04-21', pnl: -10_000, shortTermPnl: -10_000 },
        { entryDate: '2024-03-01', exitDate: '2024-04-19', pnl: 500, shortTermPnl: 500 },
      ],
      equity: [{ date: '2023-01-03', equity: 100_000 }, { date: '2023-12-29', equity: 91_000 }, { date: '2024-12-31', equity: 95_500 }],
      interestByYear: [{ year: 2023, earned: 1_000, paid: 0 }, { year: 2024, earned: 4_000, paid: 0 }],
      holdsNoShares: true,
    };
    // 2023: 1,000 of the loss against the interest, 9,000 carried. 2024: 500 of the carry against the
    // gain (carry used), then 3,000 of the 8,500 left against the 4,000 of interest: 1,000 x 35% = 350; 5,500 carried.
    expect(taxes(input)).toEqual({ years: [[2023, 0, 0, 0, 0], [2024, 1_000, 0, 500, 350]], total: 350, carry: 5_500 });
    expect(estimateAfterTax(input).years.map((y) => y.lossAgainstIncome)).toEqual([1_000, 3_000]);
  });

  it('a result saved before interest_by_year keeps the interest netted with the loss, as before', () => {
    const { interestByYear: _, ...saved } = losing;
    // 2023: −5,000 + 1,200 = −3,800 carried, no tax; 2024: 4,000 − 3,800 = 200 x 35% = 70.
    expect(taxes(saved)).toEqual({ years: [[2023, 0, 0, 0, 0], [2024, 200, 0, 3_800, 70]], total: 70, carry: 0 });
  });

  it('a net interest expense is carried to later years\' interest, not set against capital gains', () => {
    // 2022: +2,000 closed, interest 100 earned and 600 paid (−500). 2023: +1,000 closed, 200 earned.
    const input: TaxInput = {
      ...rates,
      trades: [
        { entryDate: '2022-03-01', exitDate: '2022-04-14', pnl: 2_000, shortTermPnl: 2_000 },
        { entryDate: '2023-03-01', exitDate: '2023-04-21', pnl: 1_000, shortTermPnl: 1_000 },
      ],
      equity: [{ date: '2022-01-03', equity: 100_000 }, { date: '2022-12-30', equity: 101_500 }, { date: '2023-12-29', equity: 102_700 }],
      interestByYear: [{ year: 2022, earned: 100, paid: 600 }, { year: 2023, earned: 200, paid: 0 }],
      holdsNoShares: true,
    };
    // 2022: the 2,000 x 35% = 700, the 500 expense carried; 2023: 1,000 x 35% = 350, the 200 of
    // interest less 200 of the expense carried (300 left, in the carry forward).
    expect(taxes(input)).toEqual({ years: [[2022, 2_000, 0, 0, 700], [2023, 1_000, 0, 200, 350]], total: 1_050, carry: 300 });
    // Saved before interest_by_year: the expense netted with the gains, 1,500 and 1,200 taxed.
    const { interestByYear: _, ...saved } = input;
    expect(taxes(saved).years.map((y) => y[4])).toEqual([525, 420]);
  });

  it('dividends likewise: a losing year pays tax on them, the shares\' loss carried whole', () => {
    // 2023: a lot sold at a −$3,000 short-term loss, $400 of dividends; 2024: a lot sold +$3,000 long term.
    const sharesByYear = [
      { year: 2023, realised_short_term: -3_000, realised_long_term: 0, unrealised: 0, dividends: 400 },
      { year: 2024, realised_short_term: 0, realised_long_term: 3_000, unrealised: 0, dividends: 0 },
    ];
    const input: TaxInput = {
      ...rates, trades: [], sharesByYear,
      equity: [{ date: '2023-01-03', equity: 100_000 }, { date: '2023-12-29', equity: 97_400 }, { date: '2024-12-31', equity: 100_400 }],
      interestByYear: [{ year: 2023, earned: 0, paid: 0 }, { year: 2024, earned: 0, paid: 0 }],
    };
    // 2023: 400 of the 3,000 loss offsets the 400 of dividends, 2,600 carried short term; 2024: it
    // offsets 2,600 of the 3,000 long-term gain, 400 x 15% = 60.
    expect(taxes(input)).toEqual({ years: [[2023, 0, 0, 0, 0], [2024, 0, 400, 2_600, 60]], total: 60, carry: 0 });
    expect(estimateAfterTax(input).years.map((y) => y.lossAgainstIncome)).toEqual([400, 0]);
    // Saved before interest_by_year: −2,600 carried; 2024: 3,000 − 2,600 = 400 long term x 15% = 60.
    const { interestByYear: _, ...saved } = input;
    expect(taxes(saved)).toEqual({ years: [[2023, 0, 0, 0, 0], [2024, 0, 400, 2_600, 60]], total: 60, carry: 0 });
  });
});
