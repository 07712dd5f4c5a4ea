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

/**
 * A typed date outside the data's range (DATE_MIN..DATE_MAX), in words, or null. The pickers
 * bound what is picked, not what is typed; the run is blocked rather than silently clipped.
 */
export function dateProblem(which: 'Start Date' | 'End Date', value: string | null | undefined): string | null {
  if (!value) return null;
  if (value < DATE_MIN) return `${which} must be on or after ${DATE_MIN}, the first day of data`;
  if (value > DATE_MAX) return `${which} must be on or before ${DATE_MAX}, the last day of data`;
  return null;
}

/** The first out-of-range date of a run, or null. */
export function rangeProblem(start: string | null | undefined, end: string | null | undefined): string | null {
  return dateProblem('Start Date', start) ?? dateProblem('End Date', end);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A picked day in words, 'Tue, Jan 2, 2024' (en-US, as the app's dollars): the native date field
 * shows the browser's own format, which reads 01/02/2024 in one country and 02/01/2024 in another.
 * Read as a calendar day (UTC), so no time zone moves it to the day before. Null when not a day.
 */
export function dayInWords(iso: string | null | undefined): string | null {
  if (!iso || !ISO_DAY.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || isoDay(date) !== iso) return null;
  return date.toLocaleDateString('en-US', { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The picked range in words under the pickers: 'Tue, Jan 2, 2024 → Thu, Mar 28, 2024'; null when neither is set. */
export function rangeInWords(start: string | null | undefined, end: string | null | undefined): string | null {
  const from = dayInWords(start);
  const to = dayInWords(end);
  if (!from && !to) return null;
  return `${from ?? 'Start Date not set'} → ${to ?? 'End Date not set'}`;
}
