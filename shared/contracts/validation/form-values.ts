import { isIsoDate } from '../fields';

/**
 * Helpers for form objects as the frontend holds them: number inputs may hold '' or a numeric
 * string while the user types, and fields may be missing or null.
 */

/** The number a form field holds, or null when blank, missing or not a finite number. */
export function formNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** True when a text field holds something other than whitespace. */
export const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Milliseconds of a date field, or null when blank or not a calendar date written YYYY-MM-DD: what
 * the date pickers hold and the contracts accept. Anything else Date.parse would read ('2020/01/02',
 * 'Jan 2 2020', '2020-1-2', '2021-02-30' as March 2) is null, so a run check answers it with its
 * own date message rather than passing it on to the contract's.
 */
export function formDate(value: unknown): number | null {
  return typeof value === 'string' && isIsoDate(value) ? Date.parse(`${value}T00:00:00Z`) : null;
}
