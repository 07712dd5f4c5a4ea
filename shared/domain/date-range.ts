/**
 * The default date range (spec sections 4 and 9): end is yesterday, start is one year before
 * that. Pure: the caller passes today's date (YYYY-MM-DD), so nothing here reads a clock.
 * One year before Feb 29 is Feb 28 (the day is clamped to the month's length).
 */
export function defaultDateRange(today: string): { start_date: string; end_date: string } {
  const t = new Date(`${today}T00:00:00Z`);
  if (Number.isNaN(t.getTime())) throw new Error(`defaultDateRange: today must be YYYY-MM-DD, got '${today}'`);
  const end = new Date(t.getTime() - 86_400_000);
  const year = end.getUTCFullYear() - 1;
  const month = end.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const start = new Date(Date.UTC(year, month, Math.min(end.getUTCDate(), lastDay)));
  return { start_date: start.toISOString().slice(0, 10), end_date: end.toISOString().slice(0, 10) };
}
