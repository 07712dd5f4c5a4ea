import { describe, expect, it } from 'vitest';
import { runCoveredBacktest } from '../../engine/strategy/covered/run-covered';
import { createSyntheticMarket, type QuoteRow } from '../../engine/testing/synthetic-market';
import { coveredRequest, itmCallOnLongTermLot, leg } from '../../engine/testing/covered-fixtures';
import { addCalendarDays } from '../../engine/market/calendar-dates';
import { analyticsInputOf } from '../analytics-input';
import { estimateAfterTax } from './after-tax';

/**
 * A covered call on 100 shares bought at 100 on Tue 2023-01-03: each close (every `days` calendar
 * days, a Tuesday) a 110 call is written expiring at the next, sold at 1.00; the first ones expire
 * at 100, the last is assigned at 115 more than a year after the shares were bought.
 */
function calledAwayAfterAYear(days: 28 | 35) {
  const dates: string[] = [];
  for (let d = '2023-01-03'; dates.length === 0 || dates.at(-1)! <= '2024-01-03'; d = addCalendarDays(d, days)) dates.push(d);
  const closes = dates.map((_, i) => (i === dates.length - 1 ? 115 : 100));
  const quotes: QuoteRow[] = dates.flatMap((date, i) => {
    const rows: QuoteRow[] = [];
    // Expiring today: the call written at the last close, worth its intrinsic value.
    if (i > 0) rows.push({ date, expiry: date, type: 'call', strike: 110, price: Math.max(0, (closes[i] ?? 0) - 110), delta: 0.1 });
    const next = dates[i + 1];
    if (next) rows.push({ date, expiry: next, type: 'call', strike: 110, price: 1, delta: 0.3 });
    return rows;
  });
  const market = createSyntheticMarket({ bars: dates.map((date, i) => ({ date, close: closes[i] ?? 0 })), quotes });
  const request = coveredRequest({ start_type: 'covered_call', min_volume_for_entry: 0, covered_call_config: leg({ DTE_target: days }) });
  return { dates, result: runCoveredBacktest(request, market) };
}

/** The covered fixture's run (covered-fixtures.ts itmCallOnLongTermLot). */
function itmCallBoughtBackOnLongTermLot(end: '2024-02-27' | '2024-03-26' = '2024-02-27') {
  const { request, market } = itmCallOnLongTermLot(end);
  return runCoveredBacktest(request, market);
}

describe('a loss on a call written on shares held over a year (IRC §1092(f)(1), Treas. Reg. §1.1092(b)-2T(b))', () => {
  it('is long term: the year says it in covered_calls, and the estimate nets it against the long-term gains', () => {
    const result = itmCallBoughtBackOnLongTermLot();
    const last = result.trades.at(-1)!;
    expect([last.entry_date, last.exit_date, last.exit_scenario, last.pnl]).toEqual(['2024-01-23', '2024-02-27', 2, -1_500]);
    const y2024 = result.shares_by_year?.at(-1);
    // In the money when written on the lot held over a year (no listed strikes: taken as not qualified, a straddle with a long-term position).
    // Deferred at the run's end by the lot's gain (§1092(a)): the estimate takes it in that last year, the lot taxed as if sold.
    expect(y2024?.covered_calls).toEqual({ qualified: 0, qualified_in_the_money: 0, not_qualified: 1, long_term_call_losses: -1_500, deferred_losses: { short_term: 0, long_term: -1_500 } });
    const input = analyticsInputOf(result);
    // With $3,000 more of long-term gain on other lots sold that year (in the equity and the shares' year
    // alike), the loss offsets it at 15%, not the short-term income at 35%.
    const equity = input.equity.map((p, i, all) => (i === all.length - 1 ? { ...p, equity: p.equity + 3_000 } : p));
    const withLongTermSale = result.shares_by_year!.map((y) => (y.year === 2024 ? { ...y, realised_long_term: 3_000 } : y));
    const estimate = (sharesByYear: typeof result.shares_by_year) => estimateAfterTax({ regime: 'holding_period', shortTermRatePct: 35, longTermRatePct: 15, startBalance: input.startBalance, equity, trades: input.trades, sharesByYear });
    // The lot held at the end, +1,500, held over a year before the call (§1.1092(b)-2T(a)(2)): long term sold that day.
    expect(y2024?.held_long_term).toBe(1_500);
    // 2024: short term the call expired 2024-01-23 +100; long term 3,000 + the lot's 1,500 − the loss's
    // 1,500: 100 × 35% + 3,000 × 15% = 485 (the loss short term: −1,400 short against 4,500 long, 3,100 × 15% = 465).
    const [, after] = estimate(withLongTermSale).years;
    expect([after?.shortTerm, after?.longTerm, after?.tax]).toEqual([100, 3_000, 485]);
    // A result saved before `long_term_call_losses`: its loss stays short term.
    const savedBefore = withLongTermSale.map((y) => ({ ...y, covered_calls: { qualified: y.covered_calls!.qualified, qualified_in_the_money: y.covered_calls!.qualified_in_the_money, not_qualified: y.covered_calls!.not_qualified } }));
    expect(estimate(savedBefore).years[1]?.tax).toBe(465);
  });

  it('assigned instead, the call delivers the lot: its loss is the lot\'s (assigned_options), not booked again as a call loss', () => {
    const result = itmCallBoughtBackOnLongTermLot('2024-03-26');
    expect(result.trades.at(-1)).toMatchObject({ exit_date: '2024-03-26', exit_scenario: 3, pnl: -1_400 });
    const y2024 = result.shares_by_year?.at(-1);
    expect(y2024?.covered_calls).toEqual({ qualified: 0, qualified_in_the_money: 0, not_qualified: 1, deferred_losses: { short_term: 0, long_term: 0 } });
    expect(y2024?.assigned_options).toMatchObject({ pnl: -1_400, realised_long_term: -1_400 });
  });
});

describe('after-tax estimate of a covered call whose shares are called away after a year (IRC §1092 straddle rules)', () => {
  it('with calls written 28 days before expiry all along (not qualified covered calls) the lot is short term: each call restarted its holding period', () => {
    const { dates, result } = calledAwayAfterAYear(28);
    expect(dates.at(-1)).toBe('2024-01-30');
    expect(result.trades.map((t) => t.exit_scenario)).toEqual([...Array(dates.length - 2).fill(1), 3]);
    // Called away at 110 + the 5 given up: 11,500 on a 10,000 lot held 392 days, but under calls all along.
    const [y2023, y2024] = result.shares_by_year ?? [];
    expect(y2023?.covered_calls).toEqual({ qualified: 0, qualified_in_the_money: 0, not_qualified: 13, deferred_losses: { short_term: 0, long_term: 0 } });
    expect(y2024).toMatchObject({ realised_short_term: 1_500, realised_long_term: 0, assigned_options: { pnl: -400, realised_short_term: -400, realised_long_term: 0 } });
    const input = analyticsInputOf(result);
    const estimate = estimateAfterTax({ regime: 'holding_period', shortTermRatePct: 35, longTermRatePct: 15, startBalance: input.startBalance, equity: input.equity, trades: input.trades, sharesByYear: result.shares_by_year });
    // 2023: twelve calls expired, +1,200. 2024: one more expired (+100) and the lot's +1,100 (1,500 − the
    // call's 400) short term, the rebought lot +0: 1,200 x 35% (with the lot long term: 100 x 35% + 1,100 x 15% = 200).
    expect(estimate.years.map((y) => [y.year, y.shortTerm, y.longTerm, y.tax])).toEqual([[2023, 1_200, 0, 420], [2024, 1_200, 0, 420]]);
  });

  it('with calls written 35 days before expiry, out of the money (qualified covered calls), the lot held over a year is long term', () => {
    const { dates, result } = calledAwayAfterAYear(35);
    expect(dates.at(-1)).toBe('2024-01-23');
    const [y2023, y2024] = result.shares_by_year ?? [];
    expect(y2023?.covered_calls).toEqual({ qualified: 11, qualified_in_the_money: 0, not_qualified: 0, deferred_losses: { short_term: 0, long_term: 0 } });
    // The call's −400 is long term with the lot (a loss on shares held over a year: share-lots.ts).
    expect(y2024).toMatchObject({ realised_short_term: 0, realised_long_term: 1_500, assigned_options: { pnl: -400, realised_short_term: 0, realised_long_term: -400 } });
  });
});
