import { toDayNumber } from '../market/calendar';

/**
 * Day numbers of the last list of expirations asked about: a chain answers the same list object
 * for every question about a day (an entry's pre-check and its selection ask twice). One slot, not
 * a WeakMap keyed by list: a run makes thousands of lists, and a WeakMap of them made every
 * garbage collection of a run slower (a plain wheel run ~10% slower).
 */
let lastList: readonly string[] | undefined;
let lastDays = new Float64Array(0);

function expiryDays(expirations: readonly string[]): Float64Array {
  if (expirations !== lastList) {
    const days = new Float64Array(expirations.length);
    for (let i = 0; i < days.length; i++) days[i] = toDayNumber(expirations[i] ?? '');
    lastList = expirations;
    lastDays = days;
  }
  return lastDays;
}

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
  let best: string | undefined;
  let bestGap = Infinity;
  // daysBetween(date, expiry), with the asking day read once (this runs for every entry attempt).
  const today = toDayNumber(date);
  const days = knownDays !== undefined && knownDays.length === expirations.length ? knownDays : expiryDays(expirations);
  for (let i = 0; i < days.length; i++) {
    const dte = (days[i] ?? Number.NaN) - today;
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
