/**
 * Dividends a trader expected on a day (issue 14 item 3): only what was known then. The last
 * dividend whose ex-date is on or before the day stands for the last declared one (the dataset has
 * no declaration dates); its amount is expected on the ex-dates its series' schedule projects
 * (dividend-schedule.ts: the cadence, the same weekday or n-th weekday of the month a year on, or
 * a fixed offset from the third Friday, whichever missed the last year's ex-dates by fewest days;
 * each a trading day). A projected
 * ex-date that has already passed counts as imminent (the next trading day) while it is less than
 * half a cadence late; later than that the payments are taken as stopped (none projected).
 * The actual future payments are never read, except a declared one: with `noticeDays` > 0, from
 * `noticeDays` calendar days before the next real ex-date on (the notice the listing rules guarantee,
 * chain-rules.ts DECLARED_NOTICE_DAYS), that ex-date and its amount are public, and they stand in
 * for the forecast one; the ex-dates after it are projected from it as once it has gone ex.
 */
import type { Dividend } from './market-data';
import { addCalendarDays, fromDayNumber, previousTradingDay, toDayNumber } from './calendar';
import { NO_DIVIDENDS, type CashDividends } from './american-price';
import { cadenceAt, projectExDates, tradingDayNumberOnOrAfter } from './dividend-schedule';

export { DIVIDEND_CADENCE_GAPS, DIVIDEND_DEFAULT_CADENCE_DAYS } from './dividend-schedule';
/** Projection horizon: past the longest listed expiry (LEAPS, ~915 days). */
export const DIVIDEND_HORIZON_DAYS = 1000;

/** A dividend expected on day number `day` (calendar-dates toDayNumber). */
export interface ExpectedDividend {
  day: number;
  amount: number;
}

/**
 * The forecaster of one dividend series: for a day, the dividends expected after it (day numbers:
 * this runs for every day of a chain, so it builds no date strings, and the projection from one
 * last-known dividend is built once and shared by the days until the next one; entries on or
 * before the asking day are ignored by the reader).
 */
export function createDividendForecaster(
  dividends: readonly Dividend[], horizonDays = DIVIDEND_HORIZON_DAYS, inPriceFrom?: string, noticeDays = 0,
): (date: string) => readonly ExpectedDividend[] {
  // From `inPriceFrom` the bars hold the dividends in the price (an auto-adjusted tail: no ex-date
  // drop, PROVENANCE 'Known gaps'), so no ex-date is expected there: pricing one would quote the
  // options of a stock that drops by a dividend on bars that never do (audit 11: a SPY long call
  // bought 2025-01-03, a 1.75 dividend counted imminent each day, read $380 better).
  const cut = inPriceFrom === undefined ? Number.POSITIVE_INFINITY : toDayNumber(inPriceFrom);
  // One row per ex-date (several rows on one ex-date add up), as day numbers.
  const days: number[] = [];
  const amounts: number[] = [];
  for (const d of [...dividends].sort((a, b) => (a.exDate < b.exDate ? -1 : 1))) {
    const n = toDayNumber(d.exDate);
    if (days[days.length - 1] === n) amounts[amounts.length - 1] = (amounts[amounts.length - 1] ?? 0) + d.amount;
    else {
      days.push(n);
      amounts.push(d.amount);
    }
  }
  // The projection from the last-known ex-date days[last], read from days[0..last] only.
  const shared = new Map<number, readonly ExpectedDividend[]>();
  const projection = (last: number, amount: number): readonly ExpectedDividend[] => {
    let list = shared.get(last);
    if (list === undefined) {
      // Reaches far enough: until its first ex-date is half a cadence past, first + horizon - cadence/2
      // is at least today + horizon - cadence/2, past the longest expiry.
      const first = projectExDates(days, last, Number.POSITIVE_INFINITY, 1)[0] ?? 0;
      list = projectExDates(days, last, first + horizonDays).filter((day) => day < cut).map((day) => ({ day, amount }));
      shared.set(last, list);
    }
    return list;
  };
  // The declared next dividend and the projection from it (shared by the days of its notice window).
  const declared = new Map<number, readonly ExpectedDividend[]>();
  const withDeclared = (next: number): readonly ExpectedDividend[] => {
    let list = declared.get(next);
    if (list === undefined) {
      const amount = amounts[next] ?? 0;
      list = amount > 0 ? [{ day: days[next] ?? 0, amount }, ...projection(next, amount)] : [];
      declared.set(next, list);
    }
    return list;
  };
  return (date) => {
    const today = toDayNumber(date);
    let last = -1;
    for (let lo = 0, hi = days.length - 1; lo <= hi; ) {
      const mid = (lo + hi) >> 1;
      if ((days[mid] ?? 0) <= today) {
        last = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    // Declared: the next real ex-date is within its notice (and not where the bars hold the dividends).
    const nextDay = days[last + 1];
    if (noticeDays > 0 && nextDay !== undefined && today >= nextDay - noticeDays && nextDay < cut) return withDeclared(last + 1);
    const amount = amounts[last] ?? 0;
    if (last < 0 || !(amount > 0)) return [];
    const list = projection(last, amount);
    const next = list[0]?.day ?? Number.POSITIVE_INFINITY;
    if (next > today) return list;
    // Late: imminent (the next trading day) for half a cadence, then taken as stopped; the ex-dates
    // after it keep their schedule.
    if (today - next > cadenceAt(days, last) / 2) return [];
    const imminent = tradingDayNumberOnOrAfter(today + 1);
    // An overdue ex-date stands in tomorrow: not where the bars already hold the dividends.
    if (imminent >= cut) return [];
    return [{ day: imminent, amount }, ...list.filter((d) => d.day > imminent)];
  };
}

/** Ex-dates after `date` and the cash per share expected on each, in the units of `dividends`. */
export function forecastDividends(dividends: readonly Dividend[], date: string, horizonDays = DIVIDEND_HORIZON_DAYS, inPriceFrom?: string): Dividend[] {
  const today = toDayNumber(date);
  return createDividendForecaster(dividends, horizonDays, inPriceFrom)(date)
    .filter((d) => d.day > today && d.day <= today + horizonDays)
    .map((d) => ({ exDate: addCalendarDays(date, d.day - today), amount: d.amount }));
}

/**
 * Present value on day number `today` of the expected dividends with ex-dates after it and on or
 * before day number `expiryDay`, discounted at `rate` from each ex-date (escrowed-dividend
 * Black-Scholes: price with spot − this value and no dividend yield).
 */
export function dividendsPresentValue(expected: readonly ExpectedDividend[], today: number, expiryDay: number, rate: number): number {
  let pv = 0;
  for (const d of expected) {
    if (d.day > expiryDay) break;
    if (d.day > today) pv += d.amount * Math.exp((-rate * (d.day - today)) / 365);
  }
  return pv;
}

/**
 * The spot an escrowed-dividend price is computed on: `spot` less `pv`, the dividends' present value
 * (dividendsPresentValue), floored at 5% of the spot so a dividend forecast larger than the price
 * cannot leave a spot of zero or below.
 */
export const escrowedSpot = (spot: number, pv: number): number => Math.max(spot - pv, spot * 0.05);

/**
 * The expected dividends going ex after day number `today` and on or before `expiryDay`, as the
 * American pricer reads them (american-price.ts CashDividends): years from `today` plus `offsetDays`
 * (open-price.ts prices from the open, its dividends counted from that day), and cash per share
 * divided by `units` (a split's ratio, as dividendsPresentValue's callers divide).
 */
export function expectedCashDividends(expected: readonly ExpectedDividend[], today: number, expiryDay: number, units = 1): CashDividends {
  // The arrays are made only when a dividend is in range: many expiry contexts have none
  // (NO_DIVIDENDS), and three empty arrays for each were garbage in every run.
  let first = 0;
  while (first < expected.length && (expected[first] as ExpectedDividend).day <= today && (expected[first] as ExpectedDividend).day <= expiryDay) first++;
  if (first === expected.length || (expected[first] as ExpectedDividend).day > expiryDay) return NO_DIVIDENDS;
  const years: number[] = [];
  const amounts: number[] = [];
  const eves: number[] = [];
  for (let i = first; i < expected.length; i++) {
    const d = expected[i] as ExpectedDividend;
    if (d.day > expiryDay) break;
    if (d.day > today) {
      years.push((d.day - today) / 365);
      amounts.push(d.amount / units);
      eves.push((eveDay(d.day) - today) / 365);
    }
  }
  return { years, amounts, eves };
}

// The last trading day before an ex-date, by its day number (a call's last close to exercise for the
// dividend): a Monday's is the Friday, three days before. Memoized: every expiry of every day asks.
const eveDays = new Map<number, number>();
function eveDay(exDay: number): number {
  let eve = eveDays.get(exDay);
  if (eve === undefined) {
    eve = toDayNumber(previousTradingDay(fromDayNumber(exDay)));
    eveDays.set(exDay, eve);
  }
  return eve;
}
