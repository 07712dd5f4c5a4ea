import { describe, expect, it } from 'vitest';
import { estimateAfterTax, type TaxInput } from './after-tax';

/**
 * By holding period, interest on the cash and (with shares by year) dividends are ordinary income:
 * a year's net capital loss does not shelter them (the $3,000 deduction against ordinary income is
 * out of scope, so none does: at most $3,000 x the short-term rate a year overstated), and a net
 * interest expense is carried to later years' interest, as under Section 1256. A result saved
 * before `interest_by_year` keeps them netted with the capital losses.
 */
const rates = { regime: 'holding_period' as const, shortTermRatePct: 35, longTermRatePct: 15, startBalance: 100_000 };
const taxes = (input: TaxInput) => {
  const est = estimateAfterTax(input);
  return { years: est.years.map((y) => [y.year, y.shortTerm, y.longTerm, y.carryUsed, y.tax]), total: est.totalTax, carry: est.carryForward };
};

describe('by holding period, interest and dividends are ordinary income a capital loss does not shelter', () => {
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

  it('a losing year with interest income pays tax on the interest and carries the whole capital loss', () => {
    // 2023: the 1,200 of interest x 35% = 420, the 5,000 loss carried whole; 2024: 4,000 − 5,000, 1,000 still carried.
    expect(taxes(losing)).toEqual({ years: [[2023, 1_200, 0, 0, 420], [2024, 0, 0, 4_000, 0]], total: 420, carry: 1_000 });
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
    // 2023: the 400 of dividends x 35% = 140, the 3,000 carried short term; 2024: it offsets the 3,000 long-term gain.
    expect(taxes(input)).toEqual({ years: [[2023, 400, 0, 0, 140], [2024, 0, 0, 3_000, 0]], total: 140, carry: 0 });
    // Saved before interest_by_year: −2,600 carried; 2024: 3,000 − 2,600 = 400 long term x 15% = 60.
    const { interestByYear: _, ...saved } = input;
    expect(taxes(saved)).toEqual({ years: [[2023, 0, 0, 0, 0], [2024, 0, 400, 2_600, 60]], total: 60, carry: 0 });
  });
});
