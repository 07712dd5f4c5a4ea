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
  /** The day numbers of `expirations` when the chain has them (OptionChainProvider.expirationDays). */
  knownDays?: ArrayLike<number>,
): string | undefined {
  if (knownDays !== undefined && knownDays.length === expirations.length) return pickByDays(expirations, knownDays, date, dteTarget, exact);
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

/**
 * The same pick from the expirations' day numbers (the model-risk chains share them between their
 * runs, day-listings.ts): a wheel parsed ~50 dates a day for this in every run.
 */
function pickByDays(expirations: readonly string[], days: ArrayLike<number>, date: string, dteTarget: number, exact: boolean): string | undefined {
  let best: string | undefined;
  let bestGap = Infinity;
  const today = toDayNumber(date);
  for (let i = 0; i < days.length; i++) {
    const dte = (days[i] as number) - today;
    if (dte < 1) continue;
    const gap = Math.abs(dte - dteTarget);
    if (exact && gap !== 0) continue;
    if (gap < bestGap) {
      best = expirations[i];
      bestGap = gap;
    }
  }
  return best;
}
