/**
 * Where the next ex-date of a dividend series is expected, from its past ex-dates only (day numbers,
 * calendar-dates toDayNumber). Companies and funds keep a schedule, and which one a series keeps is
 * read from the series itself: four rules, each a schedule issuers use, are scored on the last
 * year of known ex-dates (each predicted from the ex-dates before it) and the one that missed them
 * by the fewest days projects the next (a tie keeps the earlier rule in this list):
 * - cadence: the last ex-date plus the median gap of the last DIVIDEND_CADENCE_GAPS (a fiscal
 *   calendar of 13-week quarters, AAPL's: the quarter's rhythm, not the calendar year's);
 * - same weekday a year on: the ex-date one year before the one projected plus 364 days;
 * - same n-th weekday of the month a year on (the third Friday of the quarter's last month, SPY's);
 * - a fixed offset from the third Friday, kept by the last DIVIDEND_CADENCE_GAPS ex-dates (QQQ's
 *   Monday after it since 2017-09): the third Friday a cadence's months on plus that offset. Chosen
 *   only where it beat the other three on the last year, so not before 5 ex-dates kept the offset.
 * The year-ago ex-date is the known one nearest 364 days before the cadence's projection, within
 * half a cadence of it (an extra or skipped payment does not shift it by a quarter); without one,
 * the cadence. Every projection is moved to the next trading day on or after it: an ex-date is a
 * business day, and one on a holiday or weekend put the dividend a session early for a call's eve.
 */
import { dayOfWeek, fromDayNumber, toDayNumber, tradingDayOnOrAfter } from './calendar';
import { nthWeekday } from './calendar-dates';
import { median } from '../core/median';

export const DIVIDEND_CADENCE_GAPS = 4;
export const DIVIDEND_DEFAULT_CADENCE_DAYS = 91;
/** Days from an ex-date to the same weekday a year on. */
const YEAR_OF_WEEKS = 364;

/** The median gap of the last DIVIDEND_CADENCE_GAPS ex-dates up to days[end] (quarterly with one known). */
export function cadenceAt(days: readonly number[], end: number): number {
  const gaps: number[] = [];
  for (let i = end; i > 0 && gaps.length < DIVIDEND_CADENCE_GAPS; i--) gaps.push((days[i] ?? 0) - (days[i - 1] ?? 0));
  return gaps.length === 0 ? DIVIDEND_DEFAULT_CADENCE_DAYS : Math.max(Math.round(median(gaps)), 7); // whole days: gaps are day counts
}

// A projected ex-date's first trading day on or after it, by day number. Memoized: every projection asks.
const snapped = new Map<number, number>();
export function tradingDayNumberOnOrAfter(day: number): number {
  let out = snapped.get(day);
  if (out === undefined) {
    out = toDayNumber(tradingDayOnOrAfter(fromDayNumber(day)));
    snapped.set(day, out);
  }
  return out;
}

/** A schedule rule: the next ex-date after days[end], reading days[0..end] only (before snapping). */
type ScheduleRule = (days: readonly number[], end: number) => number;

const byCadence: ScheduleRule = (days, end) => (days[end] ?? 0) + cadenceAt(days, end);

/** The known ex-date nearest a year before the cadence's projection, within half a cadence, or -1. */
function yearAgo(days: readonly number[], end: number): number {
  const cadence = cadenceAt(days, end);
  const target = (days[end] ?? 0) + cadence - YEAR_OF_WEEKS;
  let best = -1;
  for (let i = end; i >= 0; i--) {
    const d = days[i] ?? 0;
    if (best < 0 || Math.abs(d - target) < Math.abs(best - target)) best = d;
    if (d < target - cadence) break;
  }
  return best >= 0 && Math.abs(best - target) <= cadence / 2 ? best : -1;
}

const sameWeekday: ScheduleRule = (days, end) => {
  const anchor = yearAgo(days, end);
  return anchor < 0 ? byCadence(days, end) : anchor + YEAR_OF_WEEKS;
};

const sameNthWeekday: ScheduleRule = (days, end) => {
  const anchor = yearAgo(days, end);
  if (anchor < 0) return byCadence(days, end);
  const date = fromDayNumber(anchor);
  const dayOfMonth = Number(date.slice(8, 10));
  // A fifth weekday of its month stands for the month's last one.
  const nth = dayOfMonth > 28 ? -1 : Math.ceil(dayOfMonth / 7);
  const next = toDayNumber(nthWeekday(Number(date.slice(0, 4)) + 1, Number(date.slice(5, 7)), dayOfWeek(date), nth));
  return next > (days[end] ?? 0) ? next : byCadence(days, end);
};

// The third Friday of a month (year * 12 + month - 1), by day number. Memoized: every scoring asks.
const thirdFridays = new Map<number, number>();
function thirdFridayOfMonthIndex(index: number): number {
  let out = thirdFridays.get(index);
  if (out === undefined) {
    out = toDayNumber(nthWeekday(Math.floor(index / 12), (index % 12) + 1, 5, 3));
    thirdFridays.set(index, out);
  }
  return out;
}
const monthIndexOf = (day: number): number => {
  const date = fromDayNumber(day);
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
};

/** Days after its month's third Friday a snapped projection may have moved: a weekend and a holiday. */
const MAX_SNAP_DAYS = 4;

/**
 * The k (days) such that each of the last DIVIDEND_CADENCE_GAPS ex-dates up to days[end] is the
 * first trading day on or after its month's third Friday plus k; several fit where a weekend or
 * holiday lies between (QQQ's Monday is also Saturday + 2): the last ex-date's own offset if it is
 * one, else the smallest |k|. Undefined when none fits all of them.
 */
function thirdFridayOffset(days: readonly number[], end: number): number | undefined {
  if (end < DIVIDEND_CADENCE_GAPS - 1) return undefined;
  const last = days[end] ?? 0;
  const own = last - thirdFridayOfMonthIndex(monthIndexOf(last));
  let best: number | undefined;
  // A k that snaps to the last ex-date lies at most MAX_SNAP_DAYS before its own offset; k stays
  // within the month's reach of its third Friday (-14..16), as the rule was written (ab31436).
  for (let k = Math.min(own, 16); k >= Math.max(own - MAX_SNAP_DAYS, -14); k--) {
    let all = true;
    for (let i = end; i > end - DIVIDEND_CADENCE_GAPS && all; i--) {
      const d = days[i] ?? 0;
      all = tradingDayNumberOnOrAfter(thirdFridayOfMonthIndex(monthIndexOf(d)) + k) === d;
    }
    if (all && (k === own || best === undefined || Math.abs(k) < Math.abs(best))) best = k;
    if (best === own) return own;
  }
  return best;
}

/** A fixed offset from the third Friday: the next quarter's (a cadence's months on) third Friday plus k. */
const fixedThirdFridayOffset: ScheduleRule = (days, end) => {
  const k = thirdFridayOffset(days, end);
  if (k === undefined) return byCadence(days, end);
  const last = days[end] ?? 0;
  const months = Math.max(1, Math.round(cadenceAt(days, end) / 30.44));
  const next = thirdFridayOfMonthIndex(monthIndexOf(last) + months) + k;
  return next > last ? next : byCadence(days, end);
};

const RULES: readonly ScheduleRule[] = [byCadence, sameWeekday, sameNthWeekday, fixedThirdFridayOffset];

/** The rule that missed the ex-dates of the year up to days[end] by the fewest days, each predicted from those before it. */
export function scheduleRuleAt(days: readonly number[], end: number): ScheduleRule {
  let best = byCadence;
  let bestMiss = Infinity;
  for (const rule of RULES) {
    let miss = 0;
    for (let j = Math.max(1, end - DIVIDEND_CADENCE_GAPS + 1); j <= end; j++) miss += Math.abs(tradingDayNumberOnOrAfter(rule(days, j - 1)) - (days[j] ?? 0));
    if (miss < bestMiss) {
      best = rule;
      bestMiss = miss;
    }
  }
  return best;
}

/**
 * The ex-dates expected after days[end] up to day `until` (at most `count`), each a trading day:
 * the rule chosen at days[end] applied again to the series extended by its own projections (the
 * second year's projections are the first year's a year on).
 */
export function projectExDates(days: readonly number[], end: number, until: number, count = Number.POSITIVE_INFINITY): number[] {
  const rule = scheduleRuleAt(days, end);
  const series = days.slice(0, end + 1);
  const out: number[] = [];
  for (;;) {
    const last = series.length - 1;
    const next = tradingDayNumberOnOrAfter(rule(series, last));
    if (next > until || out.length >= count) return out;
    series.push(next);
    out.push(next);
  }
}
