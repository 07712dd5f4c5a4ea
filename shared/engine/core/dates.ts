/** ISO `YYYY-MM-DD` date arithmetic in UTC: no clock, no time zone. */

const DAY_MS = 86_400_000;

function toUtc(iso: string): number {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  const d = Number(iso.slice(8, 10));
  return Date.UTC(y, m - 1, d);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** Weekday index of the spec's days_of_week: 0 Monday … 4 Friday (5, 6 for the weekend). */
export function weekdayIndex(iso: string): number {
  const sundayBased = new Date(toUtc(iso)).getUTCDay();
  return (sundayBased + 6) % 7;
}

export function addDays(iso: string, days: number): string {
  return new Date(toUtc(iso) + days * DAY_MS).toISOString().slice(0, 10);
}
