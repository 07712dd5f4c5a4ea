import { DATE_MAX, DATE_MIN } from './shared';

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
  const yesterday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1));
  const end = isoDay(yesterday) > DATE_MAX ? new Date(`${DATE_MAX}T00:00:00Z`) : yesterday;
  const start = new Date(Date.UTC(end.getUTCFullYear() - 1, end.getUTCMonth(), end.getUTCDate()));
  const startIso = isoDay(start);
  return { start_date: startIso < DATE_MIN ? DATE_MIN : startIso, end_date: isoDay(end) };
}

/** Picker bounds: each date is bounded by the other and by DATE_MIN..DATE_MAX. */
export function dateBounds(start: string | null, end: string | null) {
  return {
    start: { min: DATE_MIN, max: end && end < DATE_MAX ? end : DATE_MAX },
    end: { min: start && start > DATE_MIN ? start : DATE_MIN, max: DATE_MAX },
  };
}
