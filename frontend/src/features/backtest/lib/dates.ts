import { DATE_MAX, DATE_MIN, defaultDateRange as domainDefaultRange } from './shared';

/** YYYY-MM-DD of a Date in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The default range (spec sections 4 and 9): end is yesterday, start one year before that.
 * The date pickers stop at DATE_MAX (the data's end), so a 'yesterday' past it is clamped there;
 * otherwise the default would be a date the picker itself refuses.
 */
export function defaultDateRange(now: Date = new Date()): { start_date: string; end_date: string } {
  const today = isoDay(now);
  // domainDefaultRange(d) ends the day before d: pass the day after DATE_MAX to end on DATE_MAX.
  const range = domainDefaultRange(today > DATE_MAX ? dayAfter(DATE_MAX) : today);
  return { start_date: range.start_date < DATE_MIN ? DATE_MIN : range.start_date, end_date: range.end_date };
}

function dayAfter(date: string): string {
  return isoDay(new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000));
}

/** Picker bounds: each date is bounded by the other and by DATE_MIN..DATE_MAX. */
export function dateBounds(start: string | null, end: string | null) {
  return {
    start: { min: DATE_MIN, max: end && end < DATE_MAX ? end : DATE_MAX },
    end: { min: start && start > DATE_MIN ? start : DATE_MIN, max: DATE_MAX },
  };
}
