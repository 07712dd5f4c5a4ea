import { daysBetween } from '../market/calendar';

/**
 * Re-entry cooldown (issue 16): with `days` > 0, no new position opens until `days` calendar days
 * after the last close (exit Monday with 3 days: Thursday at the earliest). 0 never blocks.
 */
export function inCooldown(lastExitDate: string | undefined, date: string, days: number): boolean {
  return days > 0 && lastExitDate !== undefined && daysBetween(lastExitDate, date) < days;
}

/**
 * After an early assignment (early-assignment.ts) no new position opens, and no shares are bought
 * back, at the close it happened: the holder exercises that evening and the writer learns of it the
 * next morning, the ex-date, so anything done at that close would act on news the trader did not
 * have yet. `earlyAssignedOn` is the date of the run's last early assignment.
 */
export const awaitsAssignmentNotice = (earlyAssignedOn: string | undefined, date: string): boolean => earlyAssignedOn === date;

// The skip lines of a wait and a cooldown live with the other skip reasons, which classify them.
export { ASSIGNMENT_NOTICE_SKIP, cooldownSkip } from '../../domain/skip-causes';
