/**
 * When the minimum volume moved a delta pick (audit 12 N6). With no tolerance the selection takes
 * the contract nearest the target among those with the minimum volume, however far that is: IWM's
 * 0.60-delta covered call of 2024-10-15 sold the 226 call at 0.490, every call from 218 to 225
 * (the 221 at 0.606) carrying a modeled volume of 33 against the default minimum of 100. The trade
 * log showed the delta, but nothing said the pick sat 0.11 from the target because of the volume.
 * A delta pick more than VOLUME_MOVE_NOTE_FROM from the delta of the contract nearest the target
 * whatever its volume (same expiry, type, filters and tolerance) is said in the trade's reason and
 * counted in a diagnostics note: covered entries and rolls (covered/context.ts), and each delta leg of
 * a multi-leg entry (multileg/entry.ts; a leg at an offset from its parent has no delta target).
 */
import type { OptionChainProvider, OptionQuote } from '../market/market-data';
import type { ContractRequest } from './select-contract';
import { fixedHalfAway } from '../../analytics/decimal-round';

/** Delta a pick may sit from the nearest contract (volume aside) before the reason says the volume moved it. */
export const VOLUME_MOVE_NOTE_FROM = 0.05;

/** The contract nearest the target whatever its volume, when the pick `picked` sits more than VOLUME_MOVE_NOTE_FROM of delta from it. */
export function volumeMovedPick(chains: OptionChainProvider, req: ContractRequest, picked: OptionQuote): OptionQuote | undefined {
  if (!(req.minVolume > 0) || !req.targetLabel.startsWith('delta')) return undefined;
  const pickedValue = req.measure(picked);
  // The nearest contract is at most as far from the target as the pick: a pick within the amount of the target needs no look.
  if (!(Math.abs(pickedValue - req.target) > VOLUME_MOVE_NOTE_FROM)) return undefined;
  let nearest: OptionQuote | undefined;
  let gap = Infinity;
  for (const q of chains.chain(req.date, picked.expiry_date, req.type)) {
    if (req.accept && !req.accept(q)) continue;
    const value = req.measure(q);
    if (!Number.isFinite(value)) continue;
    const d = Math.abs(value - req.target);
    if (req.tolerance != null && d > req.tolerance + 1e-12) continue;
    if (d < gap) {
      nearest = q;
      gap = d;
    }
  }
  return nearest !== undefined && Math.abs(req.measure(nearest) - pickedValue) > VOLUME_MOVE_NOTE_FROM ? nearest : undefined;
}

const delta = (x: number): string => fixedHalfAway(x, 3);

/** The trade reason's words: the pick, the nearest contract, and the volumes that decided. */
export function volumeMovedNote(req: ContractRequest, picked: OptionQuote, nearest: OptionQuote): string {
  return `The minimum volume of ${req.minVolume} moved the pick for ${req.targetLabel}: the ${picked.strike} ${picked.call_or_put} `
    + `(delta ${delta(req.measure(picked))}, volume ${picked.volume}) was taken, the ${nearest.strike} (delta ${delta(req.measure(nearest))}, `
    + `volume ${nearest.volume}) being nearest the target`;
}

/** The notes of every pick in `quotes` (asked with `requests`, in the same order) the minimum volume moved. */
export function volumeMovedNotes(chains: OptionChainProvider, requests: readonly ContractRequest[], quotes: readonly OptionQuote[]): string[] {
  const notes: string[] = [];
  requests.forEach((req, i) => {
    const picked = quotes[i];
    const nearest = picked && volumeMovedPick(chains, req, picked);
    if (picked && nearest) notes.push(volumeMovedNote(req, picked, nearest));
  });
  return notes;
}
