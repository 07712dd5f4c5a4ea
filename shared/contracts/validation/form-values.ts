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

/** Milliseconds of a date field (YYYY-MM-DD or any Date-parsable text), or null when blank or invalid. */
export function formDate(value: unknown): number | null {
  if (!filled(value)) return null;
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(ms) ? null : ms;
}
