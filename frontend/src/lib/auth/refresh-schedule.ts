/** Refresh this long before the ID token expires, so no API call ever carries a stale token. */
export const REFRESH_MARGIN_MS = 5 * 60_000;
/** Never schedule a refresh sooner than this (a token already near expiry, or a skewed clock). */
export const REFRESH_MIN_DELAY_MS = 30_000;

/** Milliseconds from `nowMs` until the proactive refresh of a token expiring at `expSeconds`. */
export function refreshDelayMs(expSeconds: number, nowMs: number): number {
  return Math.max(REFRESH_MIN_DELAY_MS, expSeconds * 1000 - nowMs - REFRESH_MARGIN_MS);
}
