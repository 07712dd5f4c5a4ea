/**
 * NYSE full-day closures and trading days, computed by rule (NYSE Rule 7.2 and its holiday list),
 * plus the unscheduled closures since 2001. Matches every ^GSPC trading day 2000-01-03..2026-07-13
 * of the raw data (the dataset build checks every ticker against it from 2010), so it is exact for
 * the dataset's span; for other years the rules hold but unknown unscheduled closures are not listed.
 *
 * Rules:
 * - A holiday on Saturday is observed the Friday before, on Sunday the Monday after; EXCEPT
 *   New Year's Day on a Saturday, which is not observed at all (the exchange does not close on
 *   the last trading day of the year: e.g. 2011-12-30 and 2021-12-31 were open).
 * - Juneteenth (June 19) is a holiday from 2022 on (first observed 2022-06-20).
 * - Early closes (1 pm) are trading days and are not modeled here.
 */
import { dayOfWeek, easterSunday, addCalendarDays, isoDate, nthWeekday, toDayNumber, fromDayNumber, yearOf } from './calendar-dates';

/** Unscheduled full-day closures (weather, national days of mourning, 9/11). */
export const SPECIAL_CLOSURES: readonly { date: string; reason: string }[] = [
  { date: '2001-09-11', reason: 'September 11 attacks' },
  { date: '2001-09-12', reason: 'September 11 attacks' },
  { date: '2001-09-13', reason: 'September 11 attacks' },
  { date: '2001-09-14', reason: 'September 11 attacks' },
  { date: '2004-06-11', reason: 'National day of mourning, President Reagan' },
  { date: '2007-01-02', reason: 'National day of mourning, President Ford' },
  { date: '2012-10-29', reason: 'Hurricane Sandy' },
  { date: '2012-10-30', reason: 'Hurricane Sandy' },
  { date: '2018-12-05', reason: 'National day of mourning, President George H. W. Bush' },
  { date: '2025-01-09', reason: 'National day of mourning, President Carter' },
];

/** Saturday → Friday before, Sunday → Monday after. */
function observed(date: string): string {
  const dow = dayOfWeek(date);
  if (dow === 6) return addCalendarDays(date, -1);
  if (dow === 0) return addCalendarDays(date, 1);
  return date;
}

const holidayCache = new Map<number, readonly string[]>();

/** Every weekday the NYSE was (or will be) closed in `year`, ascending. */
export function nyseHolidays(year: number): readonly string[] {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const days: string[] = [];
  const newYear = isoDate(year, 1, 1);
  if (dayOfWeek(newYear) !== 6) days.push(observed(newYear));
  days.push(nthWeekday(year, 1, 1, 3)); // Martin Luther King Jr. Day: third Monday of January
  days.push(nthWeekday(year, 2, 1, 3)); // Washington's Birthday: third Monday of February
  days.push(addCalendarDays(easterSunday(year), -2)); // Good Friday
  days.push(nthWeekday(year, 5, 1, -1)); // Memorial Day: last Monday of May
  if (year >= 2022) days.push(observed(isoDate(year, 6, 19))); // Juneteenth
  days.push(observed(isoDate(year, 7, 4))); // Independence Day
  days.push(nthWeekday(year, 9, 1, 1)); // Labor Day: first Monday of September
  days.push(nthWeekday(year, 11, 4, 4)); // Thanksgiving: fourth Thursday of November
  days.push(observed(isoDate(year, 12, 25))); // Christmas
  for (const closure of SPECIAL_CLOSURES) if (yearOf(closure.date) === year) days.push(closure.date);
  const result = [...new Set(days)].filter((d) => yearOf(d) === year).sort();
  holidayCache.set(year, result);
  return result;
}

// Answers are memoised per date: the chain model asks about the same few thousand days constantly.
const tradingDayCache = new Map<string, boolean>();

/** True when the NYSE is open on `date` (a weekday that is not a holiday or closure). */
export function isTradingDay(date: string): boolean {
  const cached = tradingDayCache.get(date);
  if (cached !== undefined) return cached;
  const dow = dayOfWeek(date);
  const open = dow !== 0 && dow !== 6 && !nyseHolidays(yearOf(date)).includes(date);
  tradingDayCache.set(date, open);
  return open;
}

/** Trading days from `from` to `to`, both inclusive, ascending. */
export function tradingDays(from: string, to: string): string[] {
  const out: string[] = [];
  const end = toDayNumber(to);
  for (let n = toDayNumber(from); n <= end; n++) {
    const date = fromDayNumber(n);
    if (isTradingDay(date)) out.push(date);
  }
  return out;
}

/** The last trading day on or before `date`. */
export function tradingDayOnOrBefore(date: string): string {
  let d = date;
  while (!isTradingDay(d)) d = addCalendarDays(d, -1);
  return d;
}

/** The first trading day on or after `date`. */
export function tradingDayOnOrAfter(date: string): string {
  let d = date;
  while (!isTradingDay(d)) d = addCalendarDays(d, 1);
  return d;
}

/** The trading day before `date` (strictly earlier). */
export function previousTradingDay(date: string): string {
  return tradingDayOnOrBefore(addCalendarDays(date, -1));
}

/** The trading day after `date` (strictly later). */
export function nextTradingDay(date: string): string {
  return tradingDayOnOrAfter(addCalendarDays(date, 1));
}

/** Weekdays with day number in [MONDAY_ORIGIN, n): day 0 is 1970-01-01, a Thursday; −3 a Monday. */
function weekdaysBefore(n: number): number {
  const off = n + 3;
  const full = Math.floor(off / 7);
  return full * 5 + Math.min(off - full * 7, 5);
}

/**
 * Trading sessions after `from` up to and including `to` (0 when `to` <= `from`): the closes at
 * which an option's underlying moves between the two dates. Arithmetic on weekdays, minus holidays.
 */
export function tradingSessionsBetween(from: string, to: string): number {
  const a = toDayNumber(from);
  const b = toDayNumber(to);
  if (b <= a) return 0;
  let count = weekdaysBefore(b + 1) - weekdaysBefore(a + 1);
  for (let y = yearOf(from); y <= yearOf(to); y++) {
    for (const h of nyseHolidays(y)) {
      if (h > from && h <= to) {
        const dow = dayOfWeek(h);
        if (dow !== 0 && dow !== 6) count -= 1;
      }
    }
  }
  return count;
}
