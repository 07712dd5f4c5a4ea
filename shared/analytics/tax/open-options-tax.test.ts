import { describe, expect, it } from 'vitest';
import { estimateAfterTax, taxesOpenOptionsWhenClosed, type TaxInput } from './after-tax';

/**
 * Audit 15, F3: by holding period an option open at a year's end is taxed when it is closed (its
 * trade), not on its year-end mark; Section 1256 contracts alone are marked to market.
 */
const rates = { shortTermRatePct: 35, longTermRatePct: 15 };

// 2022: a written put closed +$3,000; a written call opened 2022-12-01 and marked $1,500 down at the
// year's end; $100 of interest. 2023: the call bought back on 01-20 for −$2,000 (its last $500 lost
// that year), a put closed +$1,000, $50 of interest.
const trades = [
  { entryDate: '2022-03-01', exitDate: '2022-06-01', pnl: 3_000, shortTermPnl: 3_000 },
  { entryDate: '2022-12-01', exitDate: '2023-01-20', pnl: -2_000, shortTermPnl: -2_000 },
  { entryDate: '2023-03-01', exitDate: '2023-05-01', pnl: 1_000, shortTermPnl: 1_000 },
];
const equity = [
  { date: '2022-01-03', equity: 100_000 },
  { date: '2022-12-30', equity: 100_000 + 3_000 + 100 - 1_500 },
  { date: '2023-12-29', equity: 101_600 - 500 + 1_000 + 50 },
];
const interestByYear = [{ year: 2022, earned: 100, paid: 0 }, { year: 2023, earned: 50, paid: 0 }];
const spread: TaxInput = { regime: 'holding_period', ...rates, startBalance: 100_000, equity, trades, interestByYear, holdsNoShares: true };

describe('by holding period, an option open at a year\'s end is taxed in the year it is closed', () => {
  it('a mark loss at a year\'s end on a call closed the next year is deducted in the exit year, not the year before', () => {
    const est = estimateAfterTax(spread);
    // 2022: the put's 3,000 and the interest, 3,100 x 35% = 1,085; the call's mark is no loss of 2022.
    // 2023: −2,000 + 1,000 = −1,000 (as TSLA's 2023 loss in the audit), 50 of it set against the 50 of
    // interest (ordinary income: up to $3,000 a year), 950 carried.
    expect(est.years.map((y) => [y.year, y.pnl, y.outsideTrades, y.shortTerm, y.tax])).toEqual([[2022, 1_600, 100, 3_100, 1_085], [2023, 550, 50, 0, 0]]);
    expect([est.totalTax, est.carryForward]).toEqual([1_085, 950]);
  });

  it('a result saved before interest_by_year cannot tell the marks apart: taxed on them, as before', () => {
    const { interestByYear: _, ...saved } = spread;
    expect(taxesOpenOptionsWhenClosed(saved)).toBe(false);
    const est = estimateAfterTax(saved);
    // 2022: 3,000 − 1,500 + 100 = 1,600 x 35% = 560; 2023: 550 x 35% = 192.50 (the 1,500 marked back in).
    expect(est.years.map((y) => [y.year, y.outsideTrades, y.tax])).toEqual([[2022, -1_400, 560], [2023, 1_550, 192.5]]);
    expect(est.totalTax).toBe(752.5);
  });

  it('a covered result saved before shares_by_year (shares may be in its equity) keeps the marks too; one that says its shares does not', () => {
    const { holdsNoShares: _, ...covered } = spread;
    expect(taxesOpenOptionsWhenClosed(covered)).toBe(false);
    expect(estimateAfterTax(covered).totalTax).toBe(752.5);
    // Its shares by year say none held (a cash-secured put never assigned: rows of zeros): the marks are told apart.
    const none = (year: number) => ({ year, realised_short_term: 0, realised_long_term: 0, unrealised: 0, dividends: 0 });
    expect(estimateAfterTax({ ...covered, sharesByYear: [none(2022), none(2023)] }).totalTax).toBe(1_085);
  });

  it('keeps the dividends and the shares\' gains where they were; only the open options\' marks move', () => {
    // 100 shares bought 2022-01-03 held to the end: +$2,000 in 2022, +$500 in 2023; $80 of dividends each year.
    const sharesByYear = [
      { year: 2022, realised_short_term: 0, realised_long_term: 0, unrealised: 2_000, dividends: 80 },
      { year: 2023, realised_short_term: 0, realised_long_term: 0, unrealised: 2_500, dividends: 80 },
    ];
    const withShares = [equity[0]!, { ...equity[1]!, equity: equity[1]!.equity + 2_080 }, { ...equity[2]!, equity: equity[2]!.equity + 2_580 + 80 }];
    const est = estimateAfterTax({ ...spread, holdsNoShares: false, equity: withShares, sharesByYear });
    // 2022: 3,000 + interest 100 + dividends 80 = 3,180 x 35% = 1,113. 2023: −1,000 + 50 + 80 and the
    // lot's 2,500 as if sold on the last day = 1,630 x 35% = 570.50.
    expect(est.years.map((y) => [y.year, y.outsideTrades, y.shares, y.tax])).toEqual([[2022, 180, 0, 1_113], [2023, 130, 2_500, 570.5]]);
  });

  it('a position still open at the run\'s end is taxed in its last year as if closed on its last day', () => {
    // The call is never closed: still $800 down at the end of 2023 (its 2022 mark −1,500, then +700).
    const open = trades.filter((t) => t.exitDate !== '2023-01-20');
    const end = [equity[0]!, equity[1]!, { ...equity[2]!, equity: 101_600 + 700 + 1_000 + 50 }];
    const est = estimateAfterTax({ ...spread, trades: open, equity: end });
    // 2022: 3,100 x 35% = 1,085. 2023: 1,000 + 50 and the call's −800 = 250 x 35% = 87.50.
    expect(est.years.map((y) => [y.year, y.outsideTrades, y.shortTerm, y.tax])).toEqual([[2022, 100, 3_100, 1_085], [2023, -750, 250, 87.5]]);
  });

  it('Section 1256 marks every position to market at the year\'s end, as before', () => {
    const est = estimateAfterTax({ ...spread, regime: 'section1256' });
    // 2022: the marked 1,600 less the 100 of interest, 1,500 60/40 (23%) = 345, the interest 35 : 380.
    // 2023: 500 marked 60/40 = 115, interest 17.50: 132.50.
    expect(est.years.map((y) => [y.year, y.tax])).toEqual([[2022, 380], [2023, 132.5]]);
  });
});
