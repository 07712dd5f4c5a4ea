/**
 * Option expirations listed on a given day. The rules (a documented approximation of the listing
 * practice of Cboe/OCC; the sources of each listing start date, or that it is assumed, are written
 * next to the tables below):
 *
 * - Monthlies: the third Friday of every month, listed up to MONTHLY_HORIZON_DAYS ahead, for SPX
 *   and the ETFs; a stock lists its near months and quarterly-cycle months (equity-listing.ts). Before February 2015 monthlies formally expired on the Saturday after; the last trading
 *   day (the Friday) is used as the expiry date throughout.
 * - LEAPS: January third Fridays up to LEAPS_HORIZON_DAYS ahead (real LEAPS reach 2-3 years).
 * - Quarterlies: the last trading day of March, June, September, December for SPX/SPY/QQQ/IWM,
 *   up to QUARTERLY_HORIZON_DAYS ahead (listed since 2006-2008, so throughout the dataset).
 * - SPX end-of-month (SPXW EOM): the last trading day of every month from MONTH_ENDS_FROM, up to
 *   QUARTERLY_HORIZON_DAYS ahead (the real SPXW sample of 2018 trades the Jan 31 and Feb 28 EOMs).
 * - Friday weeklies, from WEEKLY_FRIDAYS_FROM[ticker]: before WEEKLY_EXPANSION_FROM (2012-11-15)
 *   one at a time, the next Friday (listed 7 days before it, 8 from 2010-07-01); from then SPX and
 *   the ETFs every Friday up to WEEKLY_HORIZON_DAYS ahead and a stock each Friday from the Thursday
 *   43 days before it (50 after a monthly's week; equity-listing.ts, checked on the real AAPL and
 *   GOOG universes); SPX has several weeks throughout.
 * - Monday/Wednesday weeklies, then Tuesday/Thursday (completing daily expirations), for
 *   SPX/SPY/QQQ/IWM from the dates in EXTRA_WEEKDAYS_FROM, up to SHORT_HORIZON_DAYS ahead.
 * - An expiration that falls on an exchange holiday moves to the previous trading day (e.g. a
 *   Good Friday monthly expires on the Thursday). Duplicates collapse; results are ascending and
 *   never before the asking day (a same-day expiration is listed: 0 DTE), except a standard SPX
 *   monthly, AM-settled, whose last trading day is the day before its expiration.
 */
import { addCalendarDays, dayOfWeek, fromDayNumber, nthWeekday, toDayNumber, yearOf } from './calendar-dates';
import { isTradingDay, tradingDayOnOrBefore } from './calendar-holidays';
import { tickerClass } from './chain-rules';
import { equityMonthlies, equityWeeklies } from './equity-listing';

export const MONTHLY_HORIZON_DAYS = 365;
export const LEAPS_HORIZON_DAYS = 915;
export const QUARTERLY_HORIZON_DAYS = 365;
export const WEEKLY_HORIZON_DAYS = 42;
export const SHORT_HORIZON_DAYS = 28;

/**
 * First day Friday weeklies were listed, per quick ticker. Sourced (Cboe announcements as reported
 * at the time): SPXW October 2005; SPY, QQQ(Q), IWM (and DIA) from Friday 2010-06-04 (Cboe press
 * release of 2010-06-03, "CBOE To Launch New ETF Weeklys On Friday, June 4", via Reuters/Mondo
 * Visione); AAPL (with BAC, BP, C) from 2010-06-25 and GLD, GOOG class A (now GOOGL) with EEM, USO,
 * XLF, F for the week of 2010-07-05 (Cboe's Weeklys list as of July 2010, reproduced in the press
 * and trading blogs of 2010-07; listed from Thursday 2010-07-01). The others are assumptions to the
 * month (Cboe added classes week by week from 2010 on; the date per class was not found).
 */
export const WEEKLY_FRIDAYS_FROM: Readonly<Record<string, string>> = {
  SPX: '2005-10-28', // SPXW Weeklys (Cboe, Oct 2005)
  SPY: '2010-06-04', // Cboe ETF Weeklys from Friday 2010-06-04 (press release 2010-06-03)
  QQQ: '2010-06-04',
  IWM: '2010-06-04',
  AAPL: '2010-06-25', // Cboe equity Weeklys: AAPL, BAC, BP, C from 2010-06-25
  AMZN: '2010-06-04', // assumed
  GOOGL: '2010-07-01', // class A (then GOOG): Weeklys from the week of 2010-07-05; GOOGL from 2014-04-03
  GOOG: '2014-04-04', // class C from 2014-04-03; weeklies on the real GOOG universe of 2015-12 (LEAN)
  NFLX: '2011-01-07',
  MSFT: '2011-01-07',
  GLD: '2010-07-01', // Cboe ETF Weeklys on GLD (with EEM, USO, XLF) from the week of 2010-07-05
  NVDA: '2013-01-04',
  TSLA: '2013-01-04',
  META: '2012-09-07', // IPO 2012-05-18
  AMD: '2014-01-03',
  BABA: '2014-10-03', // IPO 2014-09-19
  AVGO: '2016-06-03',
  MSTR: '2020-01-03',
  PLTR: '2020-11-06', // direct listing 2020-09-30
  HOOD: '2021-09-03', // IPO 2021-07-29
};

/**
 * Until the exchanges' expansion of 2012-11-15 a class with Weeklys had ONE weekly at a time: listed
 * on a Friday for the next Friday, from 2010-07-01 on the Thursday (one day more) before it
 * (Cboe, Weeklys specifications; "As of July 1, 2010 ... beginning trading on Thursdays"). On
 * 2012-11-15 Cboe/C2 and NYSE Amex/Arca moved AAPL, BAC, BP, C, EEM, GLD, IWM, QQQ, SPY and XLF to
 * five consecutive weekly expirations (Reuters, "U.S. options exchanges expand listings of weekly
 * contracts", 2012-11-15). Other classes: the same date is assumed (their own dates were not
 * found). SPXW keeps its several weeks throughout (Cboe RG14-010 extended SPXW to six consecutive
 * expirations in January 2014; the count before that was not found).
 */
export const WEEKLY_EXPANSION_FROM = '2012-11-15';
export const THURSDAY_LISTING_FROM = '2010-07-01';

/**
 * The single weekly of the years before the expansion: the Friday at most 7 days out (8 from
 * Thursday listing), once its listing day is on or after the class's first Weeklys day.
 */
function oneWeekWeeklies(date: string, weeklyFrom: string): string[] {
  const lead = date < THURSDAY_LISTING_FROM ? 7 : 8;
  return weekdays(date, 5, lead).filter((friday) => addCalendarDays(friday, -lead) >= weeklyFrom);
}

/** First day end-of-month expirations were listed (assumption). */
export const MONTH_ENDS_FROM: Readonly<Record<string, string>> = { SPX: '2014-07-01' };

/**
 * First day each extra weekday expiration was listed (1 = Monday ... 4 = Thursday).
 * From exchange notices: SPX Wednesday 2016-02-23, Monday 2016-08-15, Tuesday 2022-04-18,
 * Thursday 2022-05-11 (Cboe); SPY Wednesday 2016-09-07 (MIAX listing alert), SPY Monday
 * 2018-02-16 (Cboe). Assumed (not verified against a notice): SPY/QQQ Tuesday and Thursday
 * 2022-11-14, QQQ and IWM Monday/Wednesday 2018-08-20, IWM Tuesday/Thursday 2023-01-09.
 */
export const EXTRA_WEEKDAYS_FROM: Readonly<Record<string, Readonly<Partial<Record<1 | 2 | 3 | 4, string>>>>> = {
  SPX: { 3: '2016-02-23', 1: '2016-08-15', 2: '2022-04-18', 4: '2022-05-11' },
  SPY: { 3: '2016-09-07', 1: '2018-02-16', 2: '2022-11-14', 4: '2022-11-14' },
  QQQ: { 3: '2018-08-20', 1: '2018-08-20', 2: '2022-11-14', 4: '2022-11-14' },
  IWM: { 3: '2018-08-20', 1: '2018-08-20', 2: '2023-01-09', 4: '2023-01-09' },
};

/** Third Friday of a month (1-12), before the holiday move. */
export function thirdFriday(year: number, month: number): string {
  const key = year * 12 + month;
  let friday = thirdFridayCache.get(key);
  if (friday === undefined) {
    friday = nthWeekday(year, month, 5, 3);
    thirdFridayCache.set(key, friday);
  }
  return friday;
}
const thirdFridayCache = new Map<number, string>();

/** The expiration a scheduled expiry day actually has: itself, or the trading day before a holiday. */
export function effectiveExpiry(scheduled: string): string {
  return isTradingDay(scheduled) ? scheduled : tradingDayOnOrBefore(scheduled);
}

/** True when `date` is the (holiday-adjusted) standard monthly expiration of its month. */
export function isMonthlyExpiration(date: string): boolean {
  const month = Number(date.slice(5, 7));
  return effectiveExpiry(thirdFriday(yearOf(date), month)) === date;
}

function monthlies(date: string, horizonDays: number, onlyJanuary: boolean): string[] {
  const out: string[] = [];
  const last = addCalendarDays(date, horizonDays);
  let year = yearOf(date);
  let month = Number(date.slice(5, 7));
  for (;;) {
    const friday = thirdFriday(year, month);
    if (friday > last) break;
    if (!onlyJanuary || month === 1) out.push(friday);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
}

function monthEnds(date: string, horizonDays: number, months: readonly number[]): string[] {
  const out: string[] = [];
  const last = addCalendarDays(date, horizonDays);
  for (let year = yearOf(date); ; year++) {
    for (const month of months) {
      const end = lastDayOfMonth(year, month);
      if (end > last) return out;
      out.push(tradingDayOnOrBefore(end));
    }
  }
}

function lastDayOfMonth(year: number, month: number): string {
  const firstOfNext = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return addCalendarDays(firstOfNext, -1);
}

/** Scheduled days with the given weekday from `date` up to `horizonDays` ahead. */
function weekdays(date: string, weekday: number, horizonDays: number): string[] {
  const out: string[] = [];
  const start = toDayNumber(date);
  const ahead = (weekday - dayOfWeek(date) + 7) % 7;
  for (let n = start + ahead; n <= start + horizonDays; n += 7) out.push(fromDayNumber(n));
  return out;
}

// Memoised per ticker and day (pure function of both); bounded so a long-lived process stays small.
const listedCache = new Map<string, readonly string[]>();
const LISTED_CACHE_LIMIT = 100_000;

/** Expirations of `ticker` listed on `date` (on or after it), ascending, holiday-adjusted. */
export function listedExpirations(ticker: string, date: string): string[] {
  const key = `${ticker.toUpperCase()}|${date}`;
  let listed = listedCache.get(key);
  if (!listed) {
    listed = computeListedExpirations(ticker.toUpperCase(), date);
    if (listedCache.size >= LISTED_CACHE_LIMIT) listedCache.clear();
    listedCache.set(key, listed);
  }
  return [...listed];
}

function computeListedExpirations(symbol: string, date: string): string[] {
  // Stocks list their near months and quarterly cycle (equity-listing.ts); SPX and the ETFs every month.
  const standard = tickerClass(symbol) === 'stock' ? equityMonthlies(symbol, date) : monthlies(date, MONTHLY_HORIZON_DAYS, false);
  const scheduled: string[] = [...standard, ...monthlies(date, LEAPS_HORIZON_DAYS, true)];
  const extra = EXTRA_WEEKDAYS_FROM[symbol];
  if (extra) scheduled.push(...monthEnds(date, QUARTERLY_HORIZON_DAYS, [3, 6, 9, 12]));
  const monthEndFrom = MONTH_ENDS_FROM[symbol];
  if (monthEndFrom !== undefined && date >= monthEndFrom) {
    scheduled.push(...monthEnds(date, QUARTERLY_HORIZON_DAYS, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]));
  }
  const weeklyFrom = WEEKLY_FRIDAYS_FROM[symbol];
  if (weeklyFrom !== undefined && date >= weeklyFrom) {
    if (symbol !== 'SPX' && date < WEEKLY_EXPANSION_FROM) scheduled.push(...oneWeekWeeklies(date, weeklyFrom));
    else scheduled.push(...(tickerClass(symbol) === 'stock' ? equityWeeklies(date) : weekdays(date, 5, WEEKLY_HORIZON_DAYS)));
  }
  if (extra) {
    for (const weekday of [1, 2, 3, 4] as const) {
      const from = extra[weekday];
      if (from !== undefined && date >= from) scheduled.push(...weekdays(date, weekday, SHORT_HORIZON_DAYS));
    }
  }
  const result = new Set<string>();
  // A standard SPX monthly is AM-settled: its last trading day is the day before (settlement.ts).
  const amSettled = symbol === 'SPX';
  for (const day of scheduled) {
    const expiry = effectiveExpiry(day);
    if (expiry > date || (expiry === date && !(amSettled && isMonthlyExpiration(expiry)))) result.add(expiry);
  }
  return [...result].sort();
}
