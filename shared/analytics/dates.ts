const DAY_MS = 86_400_000;

/** Whole UTC days since 1970 of an ISO date (YYYY-MM-DD); NaN for a malformed date. */
export function dayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDays(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}
