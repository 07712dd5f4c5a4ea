import { daysBetween } from '../market/calendar';

/**
 * Re-entry cooldown (issue 16): with `days` > 0, no new position opens until `days` calendar days
 * after the last close (exit Monday with 3 days: Thursday at the earliest). 0 never blocks.
 */
export function inCooldown(lastExitDate: string | undefined, date: string, days: number): boolean {
  return days > 0 && lastExitDate !== undefined && daysBetween(lastExitDate, date) < days;
}

/** The diagnostics line of a day skipped for the cooldown (one text, so the skips group). */
export const cooldownSkip = (days: number): string => `re-entry cooldown: ${days} calendar days after the last exit`;
