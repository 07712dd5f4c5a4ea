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
  // The chain's day numbers when it has them (the model-risk chains share them: a wheel parsed ~50
  // dates a day for this in every run); else each expiry is parsed.
  const days = knownDays !== undefined && knownDays.length === expirations.length ? knownDays : undefined;
  let best: string | undefined;
  let bestGap = Infinity;
  // daysBetween(date, expiry), with the asking day read once (this runs for every entry attempt).
  const today = toDayNumber(date);
  for (let i = 0; i < expirations.length; i++) {
    const expiry = expirations[i] as string;
    const dte = (days === undefined ? toDayNumber(expiry) : (days[i] as number)) - today;
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
