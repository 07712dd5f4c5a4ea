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
import { selectAtExpiry, type ContractRequest } from './select-contract';
import { fixedHalfAway } from '../../analytics/decimal-round';
import { countText } from '../core/count-text';

/** Delta a pick may sit from the nearest contract (volume aside) before the reason says the volume moved it. */
export const VOLUME_MOVE_NOTE_FROM = 0.05;

/**
 * What the minimum volume did to one pick. `nearest`: the contract nearest the target whatever its
 * volume; `changed`: it is nearer the target than the pick (the filter took another contract);
 * `noted`: the pick sits more than VOLUME_MOVE_NOTE_FROM of delta from it (the trade reason says so);
 * `by`: the delta between the two for a delta target, 0 for another target (a strike offset).
 */
export interface VolumeMoveCheck {
  nearest: OptionQuote;
  changed: boolean;
  noted: boolean;
  by: number;
}

/**
 * The check of one pick, or undefined when the filter did nothing to look at. Without `everyChange`
 * only a delta pick more than VOLUME_MOVE_NOTE_FROM from its target is looked at, the only one whose
 * reason can say it (a pick within the amount of the target needs no chain scan: the nearest is at
 * most as far from the target). `everyChange` (a day of modeled volume, min-volume-check.ts) also
 * asks the selection itself at minimum volume 0 on the pick's expiry (the targeted search: a few
 * contracts priced, not the chain), and the pick changed when it answers another contract, unless
 * `volumeBlind`: its search refused no contract for its volume (the same pick at minimum 0).
 */
export function volumeMoveCheck(chains: OptionChainProvider, req: ContractRequest, picked: OptionQuote, everyChange = false, volumeBlind = false): VolumeMoveCheck | undefined {
  if (!(req.minVolume > 0)) return undefined;
  const isDelta = req.targetLabel.startsWith('delta');
  const pickedValue = req.measure(picked);
  const notable = isDelta && Math.abs(pickedValue - req.target) > VOLUME_MOVE_NOTE_FROM;
  const scanned = notable ? nearestWhateverVolume(chains, req, picked) : undefined;
  const noted = scanned !== undefined && Math.abs(req.measure(scanned) - pickedValue) > VOLUME_MOVE_NOTE_FROM;
  let unfiltered: OptionQuote | undefined;
  // A pick whose search saw no contract refused for its volume (`volumeBlind`, select-contract.ts) is
  // the one the same request makes with no minimum: nothing to search again.
  if (everyChange && !volumeBlind) {
    const free = selectAtExpiry(chains, { ...req, minVolume: 0 }, picked.expiry_date);
    if ('quote' in free) unfiltered = free.quote;
  }
  const changed = unfiltered !== undefined && unfiltered.strike !== picked.strike;
  const nearest = noted ? scanned : changed ? unfiltered : undefined;
  if (nearest === undefined) return undefined;
  return { nearest, changed, noted, by: isDelta ? Math.abs(req.measure(nearest) - pickedValue) : 0 };
}

/** The contract nearest the target whatever its volume (same expiry, type, filters and tolerance: a scan of the chain). */
function nearestWhateverVolume(chains: OptionChainProvider, req: ContractRequest, picked: OptionQuote): OptionQuote | undefined {
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
  return nearest;
}

/** The contract nearest the target whatever its volume, when the pick sits more than VOLUME_MOVE_NOTE_FROM of delta from it. */
export function volumeMovedPick(chains: OptionChainProvider, req: ContractRequest, picked: OptionQuote): OptionQuote | undefined {
  const check = volumeMoveCheck(chains, req, picked);
  return check?.noted ? check.nearest : undefined;
}

const delta = (x: number): string => fixedHalfAway(x, 3);

/** The trade reason's words: the pick, the nearest contract, and the volumes that decided. */
export function volumeMovedNote(req: ContractRequest, picked: OptionQuote, nearest: OptionQuote): string {
  return `The minimum volume of ${countText(req.minVolume)} moved the pick for ${req.targetLabel}: the ${picked.strike} ${picked.call_or_put} `
    + `(delta ${delta(req.measure(picked))}, volume ${countText(picked.volume)}) was taken, the ${nearest.strike} (delta ${delta(req.measure(nearest))}, `
    + `volume ${countText(nearest.volume)}) being nearest the target`;
}

/** A pick the minimum volume changed: the trade reason's words when it says so (volumeMoveCheck `noted`), and how far in delta. */
export interface VolumeMove {
  note?: string;
  by: number;
}

/** Every pick in `quotes` (asked with `requests`, in the same order) the minimum volume moved; `everyChange`, `volumeBlind` (per pick) as volumeMoveCheck. */
export function volumeMovedNotes(
  chains: OptionChainProvider, requests: readonly ContractRequest[], quotes: readonly OptionQuote[], everyChange = false, volumeBlind: readonly boolean[] = [],
): VolumeMove[] {
  const moves: VolumeMove[] = [];
  requests.forEach((req, i) => {
    const picked = quotes[i];
    const check = picked && volumeMoveCheck(chains, req, picked, everyChange, volumeBlind[i] === true);
    if (picked && check) moves.push({ ...(check.noted ? { note: volumeMovedNote(req, picked, check.nearest) } : {}), by: check.by });
  });
  return moves;
}
