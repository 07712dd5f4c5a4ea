import type { OptionChainProvider } from '../market/market-data';
import { daysBetween, fromDayNumber, toDayNumber } from '../market/calendar';
import { pickExpiration } from './expiration';
import { isVolumeMiss, selectAtExpiry, selectContract, type ContractRequest, type PassedOver, type Selection } from './select-contract';
import { countText } from '../core/count-text';

/**
 * Flexible DTE matching (exact_dte false) when the nearest expiry is illiquid: a trader whose
 * nearest-DTE expiry has no strike with enough volume takes a nearby expiry that has one instead of
 * skipping the day. The engine does the same, within bounds, and says so in the trade's reason:
 *
 * - only when the nearest expiry's miss is a volume miss (the minimum volume stopped it); a miss of
 *   the premium, entry-condition or tolerance rules alone is the strategy's own answer and stands;
 * - the other expiries are tried by |DTE − target| (a tie: the shorter first, as pickExpiration),
 *   only those within fallbackWindowDays of the target and at most MAX_FARTHER_EXPIRIES of them;
 * - the first expiry where the leg (or every leg of the expiry's group) passes all its rules is
 *   traded, at that expiry's own quotes and fills; none passing leaves the nearest expiry's miss.
 *
 * exact_dte true never moves: the exact expiry or no trade, as before.
 */

/** How far from the target a farther expiry may be: max(7 days, half the DTE target). */
export const fallbackWindowDays = (dteTarget: number): number => Math.max(7, Math.ceil(dteTarget / 2));
/** At most this many expiries beyond the nearest are tried (daily SPXW lists ~20 in a 30-DTE window). */
export const MAX_FARTHER_EXPIRIES = 8;

/**
 * The expiries to try after the nearest one (`pickExpiration`'s answer), nearest first: after `date`,
 * within the window of the target, at most MAX_FARTHER_EXPIRIES.
 */
export function fartherExpirations(listed: readonly string[], date: string, dteTarget: number, knownDays?: ArrayLike<number>): readonly string[] {
  // The chain's day numbers when it has them (the model-risk chains share them between their runs).
  const days = knownDays !== undefined && knownDays.length === listed.length ? knownDays : undefined;
  const nearest = pickExpiration(listed, date, dteTarget, false, days);
  const window = fallbackWindowDays(dteTarget);
  const today = toDayNumber(date);
  const firstDay = today + Math.max(1, dteTarget - window);
  const lastDay = today + dteTarget + window;
  // Without day numbers: ISO dates order as strings, so only the expiries inside the window's dates are parsed.
  const first = days === undefined ? fromDayNumber(firstDay) : '';
  const last = days === undefined ? fromDayNumber(lastDay) : '';
  const near: Array<{ expiry: string; dte: number; gap: number }> = [];
  for (let i = 0; i < listed.length; i++) {
    const expiry = listed[i] as string;
    if (expiry === nearest) continue;
    let day: number;
    if (days === undefined) {
      if (expiry < first || expiry > last) continue;
      day = toDayNumber(expiry);
    } else {
      day = days[i] as number;
      if (day < firstDay || day > lastDay) continue;
    }
    const dte = day - today;
    near.push({ expiry, dte, gap: Math.abs(dte - dteTarget) });
  }
  near.sort((a, b) => a.gap - b.gap || a.dte - b.dte);
  return near.slice(0, MAX_FARTHER_EXPIRIES).map((e) => e.expiry);
}

/**
 * `selectContract` for one leg, trying farther expiries when the nearest one is blocked by the
 * minimum volume and the DTE matching is flexible. A pick from a farther expiry carries `passedOver`.
 */
export function selectWithExpiryFallback(chains: OptionChainProvider, req: ContractRequest, seed = Number.NaN): Selection {
  // The seed (a strike near the nearest expiry's pick: select-contract.ts) for the first search alone.
  const first = selectContract(chains, req, seed);
  if ('quote' in first || req.exactDte || !isVolumeMiss(first.miss)) return first;
  const listed = chains.expirations(req.date);
  const nearest = pickExpiration(listed, req.date, req.dteTarget, false);
  if (nearest === undefined) return first;
  for (const expiry of fartherExpirations(listed, req.date, req.dteTarget)) {
    const s = selectAtExpiry(chains, req, expiry);
    if ('quote' in s) return { quote: s.quote, passedOver: { expiry: nearest, miss: first.miss } };
  }
  return first;
}

/**
 * The trade reason's words for an entry on a farther expiry, e.g. 'Entered the 2024-03-15 expiry
 * (45 DTE): the nearest, 2024-03-08 (38 DTE), had no strike meeting the minimum volume of 100 (no
 * put with enough volume)'. The miss is quoted without its 'with a volume of at least' words, which the
 * diagnostics count as a day the filter stopped.
 */
export function fartherExpiryNote(date: string, traded: string, passed: PassedOver, minVolume: number): string {
  const why = passed.miss.replace(/with (?:a volume of at least|volume >=) [\d,]+(\.\d+)? ?/, 'with enough volume ').replace(' at the chosen expiration', '');
  return `Entered the ${traded} expiry (${daysBetween(date, traded)} DTE): the nearest, ${passed.expiry} `
    + `(${daysBetween(date, passed.expiry)} DTE), had no strike meeting the minimum volume of ${countText(minVolume)} (${why})`;
}
