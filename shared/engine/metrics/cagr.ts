import { daysBetween } from '../market/calendar';
import { round } from '../core/money';

/**
 * Fewer calendar days than this and the return is not annualised (CAGR is null, issue 14 item 7):
 * one year less a week, because a calendar year's trading days span only 358-363 days (2022: Jan 3
 * to Dec 30 is 361), and such a run is a year.
 */
export const CAGR_MIN_DAYS = 358;

/**
 * CAGR % = ((end / start) ^ (365 / days) − 1) × 100, with `days` the calendar days from the first to
 * the last equity date (a 365-day year, spec 9). Null ('N/A') when the window is shorter than one
 * year (CAGR_MIN_DAYS) — annualising 6 months of +26% into a 60% CAGR misleads; the total return says it — or the
 * start is not positive. An end at or below zero is a total loss: −100.
 */
export function cagrPct(startBalance: number, endBalance: number, startDate: string, endDate: string): number | null {
  const days = daysBetween(startDate, endDate);
  if (days < CAGR_MIN_DAYS || startBalance <= 0) return null;
  if (endBalance <= 0) return -100;
  return round((Math.pow(endBalance / startBalance, 365 / days) - 1) * 100, 4);
}
