import { daysBetween } from '../market/calendar';
import { round } from '../core/money';

/**
 * CAGR % = ((end / start) ^ (365 / days) − 1) × 100, with `days` the calendar days from the first to
 * the last equity date (a 365-day year, spec 9). Zero days or a non-positive start: 0. An end at or
 * below zero is a total loss: −100.
 */
export function cagrPct(startBalance: number, endBalance: number, startDate: string, endDate: string): number {
  const days = daysBetween(startDate, endDate);
  if (days <= 0 || startBalance <= 0) return 0;
  if (endBalance <= 0) return -100;
  return round((Math.pow(endBalance / startBalance, 365 / days) - 1) * 100, 4);
}
