import { describe, expect, it } from 'vitest';
import { estimateAfterTax, type TaxInput } from './after-tax';

/**
 * A covered result saved with `interest_by_year` but before `shares_by_year` says its dividends only
 * as a total (`dividends_received`). They are ordinary income like its interest (as with the shares
 * by year, and as a spread's interest): a capital loss offsets at most $3,000 a year of them. Not
 * knowing which year paid them, the estimate puts them in the year that gives the highest tax.
 * Before, they stayed in the capital results and a losing year netted them whole.
 */
const covered: TaxInput = {
  regime: 'holding_period', shortTermRatePct: 35, longTermRatePct: 15, startBalance: 100_000,
  // 2023: a call bought back at −10,000, 5,000 of dividends. 2024: a call closed at +6,000.
  trades: [
    { entryDate: '2023-03-01', exitDate: '2023-04-21', pnl: -10_000, shortTermPnl: -10_000 },
    { entryDate: '2024-03-01', exitDate: '2024-04-19', pnl: 6_000, shortTermPnl: 6_000 },
  ],
  equity: [{ date: '2023-01-03', equity: 100_000 }, { date: '2023-12-29', equity: 95_000 }, { date: '2024-12-31', equity: 101_000 }],
  interestByYear: [{ year: 2023, earned: 0, paid: 0 }, { year: 2024, earned: 0, paid: 0 }],
  dividendsReceived: 5_000,
};
const rows = (input: TaxInput) => {
  const est = estimateAfterTax(input);
  return { years: est.years.map((y) => [y.year, y.shortTerm, y.carryUsed, y.lossAgainstIncome, y.tax]), total: est.totalTax, carry: est.carryForward, dividendsYear: est.dividendsYear };
};

describe('a covered result with interest by year but no shares by year: its dividends are ordinary income', () => {
  it('a losing year sets no more than $3,000 of its loss against the dividends (IRC §1211(b))', () => {
    // By hand, the dividends in 2023: the 10,000 loss offsets 3,000 of the 5,000 of dividends: 2,000 x
    // 35% = 700, 7,000 carried; 2024: 6,000 − 7,000, 1,000 left carried, no tax. In 2024 instead:
    // 2023 −10,000 + 5,000 = −5,000 carried; 2024 6,000 − 5,000 (the dividends out of its capital)
    // = 1,000, less the 5,000 carried: −4,000, of which 3,000 offsets the 5,000 of dividends: 2,000 x
    // 35% = 700. Both 700: the first such year is taken. Before (netted with the loss): 2023 −5,000
    // carried, 2024 1,000 x 35% = 350.
    expect(rows(covered)).toEqual({ years: [[2023, 2_000, 0, 3_000, 700], [2024, 0, 6_000, 0, 0]], total: 700, carry: 1_000, dividendsYear: 2023 });
  });

  it('takes the year that gives the highest tax when the years differ', () => {
    // 2023: a call bought back at −10,000 and 6,000 of dividends (truly paid then); 2024: +6,000 long
    // term (a call held over a year) and 1,000 of interest. The result says only the 6,000 total.
    // In 2023: its 10,000 loss offsets 3,000 of the 6,000: 3,000 x 35% = 1,050, 7,000 short carried;
    //   2024: 1,000 of interest out of the capital, 6,000 long − 7,000 short = −1,000, which offsets the
    //   1,000 of interest: no tax. 1,050 in all.
    // In 2024: 2023 −10,000 + 6,000 = −4,000 carried, no tax; 2024: the 7,000 of interest and dividends
    //   out of its capital: 1,000 − 7,000 − 4,000 = −10,000 short against 6,000 long: −4,000, of which
    //   3,000 offsets the income: 4,000 x 35% = 1,400, 1,000 carried. The higher: 2024 is taken (the
    //   true year's 1,050 would read lower than the estimate can vouch for).
    const input: TaxInput = {
      ...covered,
      trades: [
        { entryDate: '2023-03-01', exitDate: '2023-04-21', pnl: -10_000, shortTermPnl: -10_000 },
        { entryDate: '2022-03-01', exitDate: '2024-04-19', pnl: 6_000 },
      ],
      equity: [{ date: '2023-01-03', equity: 100_000 }, { date: '2023-12-29', equity: 96_000 }, { date: '2024-12-31', equity: 103_000 }],
      interestByYear: [{ year: 2023, earned: 0, paid: 0 }, { year: 2024, earned: 1_000, paid: 0 }],
      dividendsReceived: 6_000,
    };
    expect(rows(input)).toEqual({ years: [[2023, 0, 0, 0, 0], [2024, 4_000, 0, 3_000, 1_400]], total: 1_400, carry: 1_000, dividendsYear: 2024 });
  });

  it('under Section 1256 (an SPX covered run saved so) the dividends come out of the 60/40 gain as ordinary income too', () => {
    // The same equity and dividends. In 2023: the options' −10,000 (equity −5,000 less the 5,000 of
    // dividends) is 4,000 short and 6,000 long; 3,000 of it offsets the dividends, from the short
    // term: 2,000 x 35% = 700, 1,000 short and 6,000 long carried; 2024: +6,000 is 2,400 short and
    // 3,600 long: 1,400 short against 2,400 long carried: −1,000 carried, no tax. In 2024: 2023 −5,000
    // carried (2,000 short, 3,000 long); 2024 6,000 − 5,000 = 1,000: 400 − 2,000 short and 600 − 3,000
    // long, −4,000, of which 3,000 offsets the 5,000 of dividends: 2,000 x 35% = 700. Equal: 2023.
    // Before (the dividends in the 60/40 gain): 2024's 1,000 net gain, 400 x 35% + 600 x 15% = 230.
    const spx: TaxInput = { ...covered, regime: 'section1256', trades: [] };
    const est = estimateAfterTax(spx);
    expect([est.years.map((y) => [y.year, y.dividends, y.lossAgainstIncome, y.tax]), est.totalTax, est.carryForward, est.dividendsYear]).toEqual([[[2023, 5_000, 3_000, 700], [2024, 0, 0, 0]], 700, 1_000, 2023]);
  });

  it('with the shares by year, or without interest by year (older results), the total is not read', () => {
    const { interestByYear: _, ...saved } = covered;
    // Saved before interest_by_year: netted as before (2023 −5,000 carried; 2024 1,000 x 35% = 350).
    expect(rows(saved)).toEqual({ years: [[2023, 0, 0, 0, 0], [2024, 1_000, 5_000, 0, 350]], total: 350, carry: 0, dividendsYear: undefined });
    // With shares by year the years' own dividends are read (here all in 2023: the same 700).
    const sharesByYear = [
      { year: 2023, realised_short_term: 0, realised_long_term: 0, unrealised: 0, dividends: 5_000 },
      { year: 2024, realised_short_term: 0, realised_long_term: 0, unrealised: 0, dividends: 0 },
    ];
    expect(rows({ ...covered, sharesByYear })).toEqual({ years: [[2023, 2_000, 0, 3_000, 700], [2024, 0, 6_000, 0, 0]], total: 700, carry: 1_000, dividendsYear: undefined });
  });
});
