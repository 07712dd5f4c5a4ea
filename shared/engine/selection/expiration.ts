import { toDayNumber } from '../market/calendar';

/**
 * Picks the expiration for a DTE target among those listed on `date`: exactly `dteTarget` calendar
 * days away when `exact`, else the nearest (a tie goes to the shorter one, which is the one a
 * trader would see first on a chain). Only expirations after `date` count: an end-of-day engine
 * cannot open a contract at the close of its last day and still manage it.
 */
export function pickExpiration(
  expirations: readonly string[],
  date: string,
  dteTarget: number,
  exact: boolean,
): string | undefined {
  let best: string | undefined;
  let bestGap = Infinity;
  // daysBetween(date, expiry), with the asking day read once (this runs for every entry attempt).
  const today = toDayNumber(date);
  for (const expiry of expirations) {
    const dte = toDayNumber(expiry) - today;
    if (dte < 1) continue;
    const gap = Math.abs(dte - dteTarget);
    if (exact && gap !== 0) continue;
    if (gap < bestGap) {
      best = expiry;
      bestGap = gap;
    }
  }
  return best;
}
