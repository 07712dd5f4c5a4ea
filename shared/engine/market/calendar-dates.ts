/**
 * ISO `YYYY-MM-DD` date arithmetic on whole UTC days. Dates are plain strings everywhere in the
 * engine; this file is the only place they become numbers (days since 1970-01-01), so time zones
 * and daylight saving never enter a calculation.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Day numbers of the dates seen: the engine asks about the same few thousand dates constantly. */
const dayNumbers = new Map<string, number>();
const DAY_NUMBERS_LIMIT = 50_000;

/** Days since 1970-01-01 of an ISO date; throws on anything that is not a real calendar date. */
export function toDayNumber(date: string): number {
  const known = dayNumbers.get(date);
  if (known !== undefined) return known;
  const match = ISO_DATE.exec(date);
  if (!match) throw new Error(`date must be YYYY-MM-DD, got '${date}'`);
  const [, y, m, d] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new Error(`date is not a calendar date: '${date}'`);
  }
  const n = Math.round(ms / DAY_MS);
  if (dayNumbers.size >= DAY_NUMBERS_LIMIT) dayNumbers.clear();
  dayNumbers.set(date, n);
  return n;
}

/**
 * ISO dates of whole day numbers from 1970 to 2106, each made once: a run turns day numbers back
 * into dates hundreds of thousands of times (farther expirations, dividend schedules, calendar
 * steps), a Date and its ISO string each time, and the same string object each time also keeps
 * its hash for toDayNumber's map.
 */
const ISO_DATES_KEPT = 50_000;
const isoDates = new Array<string | undefined>(ISO_DATES_KEPT).fill(undefined);

/** ISO date of a day number (inverse of toDayNumber). */
export function fromDayNumber(dayNumber: number): string {
  if (!(Number.isInteger(dayNumber) && dayNumber >= 0 && dayNumber < ISO_DATES_KEPT)) return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
  return (isoDates[dayNumber] ??= new Date(dayNumber * DAY_MS).toISOString().slice(0, 10));
}

/** ISO date of year, month (1-12), day. */
export function isoDate(year: number, month: number, day: number): string {
  return fromDayNumber(Math.round(Date.UTC(year, month - 1, day) / DAY_MS));
}

/** `date` moved by `days` calendar days (negative moves back). */
export function addCalendarDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

/** Calendar year of an ISO date. */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** The n-th (1-based) given weekday (0 = Sunday) of a month, or the last one when n = -1. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n === -1) {
    const last = toDayNumber(isoDate(year, month + 1, 1)) - 1;
    const back = (((last + 4) % 7) - weekday + 7) % 7;
    return fromDayNumber(last - back);
  }
  const first = toDayNumber(isoDate(year, month, 1));
  const ahead = (weekday - ((first + 4) % 7) + 7) % 7;
  return fromDayNumber(first + ahead + (n - 1) * 7);
}

/** Gregorian Easter Sunday (anonymous Gregorian computus: Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** Index of the last element with date <= `date`, or -1. */
export function lastIndexOnOrBefore(dates: readonly string[], date: string): number {
  let lo = 0;
  let hi = dates.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((dates[mid] ?? '') <= date) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}
