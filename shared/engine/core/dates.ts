/** ISO `YYYY-MM-DD` date arithmetic in UTC: no clock, no time zone. */

const DAY_MS = 86_400_000;
/** Day numbers of the dates seen (a run touches a few thousand distinct dates). */
const dayNumbers = new Map<string, number>();

function dayNumber(iso: string): number {
  let n = dayNumbers.get(iso);
  if (n === undefined) {
    n = Math.round(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS);
    if (dayNumbers.size > 50_000) dayNumbers.clear();
    dayNumbers.set(iso, n);
  }
  return n;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Weekday index of the spec's days_of_week: 0 Monday … 4 Friday (5, 6 for the weekend). */
export function weekdayIndex(iso: string): number {
  // Day 0 of the epoch (1970-01-01) was a Thursday, index 3.
  return (((dayNumber(iso) + 3) % 7) + 7) % 7;
}

export function addDays(iso: string, days: number): string {
  return new Date((dayNumber(iso) + days) * DAY_MS).toISOString().slice(0, 10);
}
