import type { OptionChainProvider, OptionQuote, OptionType } from '../market/market-data';
import { checkQuote } from '../core/quote-check';
import { pickExpiration } from './expiration';
import { probedPick, targetedSelect, type SearchSeen } from './targeted-search';
import { winsWholeTie } from './strike-tie';
import { countText } from '../core/count-text';
import { nearTargetWords, type ToleranceUnit } from './tolerance-words';

export type { ToleranceUnit } from './tolerance-words';
export { toleranceWords } from './tolerance-words';

/** What a leg asks the chain for on one day. */
export interface ContractRequest {
  date: string;
  type: OptionType;
  dteTarget: number;
  exactDte: boolean;
  /** The quantity the target measures on a contract (delta, strike, IV …). */
  measure: (q: OptionQuote) => number;
  target: number;
  /** How the target reads in a diagnostic (stable across days, e.g. 'delta 0.30'). */
  targetLabel: string;
  tolerance: number | null;
  /** What the tolerance measures, for the words of a miss (toleranceWords): a strike's dollars, a delta, a % OTM's fraction. */
  toleranceUnit: ToleranceUnit;
  minVolume: number;
  /** Extra filters (min premium, entry conditions); a string says why a contract was refused. */
  accept?: (q: OptionQuote) => boolean;
  /**
   * The measure is monotone in the strike for this type (delta, strike, % OTM; not gamma, vega,
   * theta or IV): the answer may then come from a targeted search (targeted-search.ts).
   */
  monotone?: boolean;
  /**
   * The same measure from the strike alone, when it needs nothing else (strike, offset, % OTM):
   * the targeted search then prices only the contracts it must filter. Must equal `measure(q)`.
   */
  strikeMeasure?: (strike: number) => number;
  /**
   * The measure is the contract's delta (`measure(q)` is `q.delta`): on a modeled day the targeted
   * search then starts where the chain's cheap deltas reach the target (OptionChainProvider.deltaSeed).
   */
  byDelta?: boolean;
  /**
   * The caller asks `quote` of the pick itself, and only if it keeps it (a multi-leg entry, most of
   * whose picks a full account refuses on the margin, reading their fills alone): on a modeled day
   * the targeted search then returns its probe of the pick (`Selection.probed`), whose fields are
   * the quote's (modeled-quote.ts ModeledContract), instead of quoting it there.
   */
  deferQuote?: boolean;
}

/**
 * The words of the miss when no contract had the minimum volume (the result's liquidity note counts
 * them): 'no put with a volume of at least 1,000 at the chosen expiration'.
 */
export const VOLUME_MISS = 'with a volume of at least';

/**
 * The same words as the engine wrote them before 2026-12-05 ('no put with volume >= 1000 …'), which
 * results saved then still hold; the frontend shows them in today's words (results/volume-words.ts).
 */
export const OLD_VOLUME_MISS = 'with volume >=';

/**
 * True when a miss (or a skipped day's reason) says the minimum volume stopped it, in today's words
 * or a saved result's: the only miss a farther expiry may fix, and the days the liquidity note counts.
 */
export const isVolumeMiss = (miss: string): boolean => miss.includes(VOLUME_MISS) || miss.includes(OLD_VOLUME_MISS);

/** The miss's minimum-volume words: 'with a volume of at least 1,000'. */
export const volumeMissWords = (minVolume: number): string => `${VOLUME_MISS} ${countText(minVolume)}`;


/**
 * The expiry the selection passed over for a farther one, and why (expiry-fallback.ts): the trade's
 * reason and the diagnostics say so in words.
 */
export interface PassedOver {
  expiry: string;
  miss: string;
}

/**
 * `volumeMoved`: the words of a pick the minimum volume moved far from the target; `modeledVolumeMove`:
 * on a day of modeled volume, that the minimum volume changed the pick, by that much delta (volume-moved.ts).
 * `probed`: `quote` is the search's probe of the pick (ContractRequest.deferQuote), not yet the
 * chain's quote of it; `settledQuote` asks for that.
 */
export type Selection = { quote: OptionQuote; passedOver?: PassedOver; volumeMoved?: string; modeledVolumeMove?: number; probed?: boolean; volumeBlind?: boolean } | { miss: string };

/**
 * The legs of a position (and a day's retries) ask the same expiration question in a row: the last
 * answer is reused when the listed array (the provider memoises it per day), day and DTE match.
 * A pure function of its key, so the cache changes nothing but time.
 */
let lastPick: { listed: readonly string[]; date: string; dte: number; exact: boolean; expiry: string | undefined } | undefined;
function expirationFor(chains: OptionChainProvider, listed: readonly string[], req: ContractRequest): string | undefined {
  const p = lastPick;
  if (p && p.listed === listed && p.date === req.date && p.dte === req.dteTarget && p.exact === req.exactDte) return p.expiry;
  const expiry = pickExpiration(listed, req.date, req.dteTarget, req.exactDte, chains.expirationDays?.(req.date));
  lastPick = { listed, date: req.date, dte: req.dteTarget, exact: req.exactDte, expiry };
  return expiry;
}

/** What the last targeted search saw (one at a time, answered before the next: no allocation per leg). */
const searchSeen: SearchSeen = { volumeRefused: false };

/**
 * Contract selection shared by both engines (DESIGN 6): the expiration by DTE target, then among
 * the contracts of that expiration and type with enough volume and passing `accept`, the one whose
 * measure is nearest the target within the tolerance (a tie: the lower strike; between contracts of
 * one whole-number measure, delta ±1 or 0, the strike nearer the money: strike-tie.ts). A miss says which
 * step found nothing, for the result's diagnostics. A monotone measure is searched first; the scan
 * below is the definition, and answers whenever the search cannot. `seed`: a strike near where the
 * search should find the pick (targeted-search.ts), for speed alone.
 */
export function selectContract(chains: OptionChainProvider, req: ContractRequest, seed = Number.NaN): Selection {
  const expiry = expirationFor(chains, chains.expirations(req.date), req);
  if (!expiry) return { miss: noExpiryMiss(req) };
  return selectAtExpiry(chains, req, expiry, seed);
}

/** The miss of a day with no expiration for the DTE target. */
export const noExpiryMiss = (req: Pick<ContractRequest, 'exactDte' | 'dteTarget'>): string =>
  req.exactDte ? `no expiration exactly ${req.dteTarget} DTE` : `no expiration listed`;

/** The contract `selectContract` picks among those of one given expiration (its strike rules alone). */
export function selectAtExpiry(chains: OptionChainProvider, req: ContractRequest, expiry: string, seed = Number.NaN): Selection {
  const targeted = targetedSelect(chains, req, expiry, seed, searchSeen);
  if (targeted) {
    const probed = probedPick(chains, req);
    // `volumeBlind`: a minimum volume that refused nothing the search looked at did not shape the
    // pick (targeted-search.ts SearchSeen), so the watch of what it changed need not search again at
    // none (volume-moved.ts volumeMoveCheck): on the SPY iron condor most entry days.
    if (req.minVolume > 0 && !searchSeen.volumeRefused) return probed ? { quote: targeted, probed: true, volumeBlind: true } : { quote: targeted, volumeBlind: true };
    return probed ? { quote: targeted, probed: true } : { quote: targeted };
  }
  let liquid = 0;
  let accepted = 0;
  let quote: OptionQuote | undefined;
  let gap = Infinity;
  let best = Number.NaN;
  // One pass, no intermediate arrays: this runs for every leg on every entry day.
  for (const q of chains.chain(req.date, expiry, req.type)) {
    if (checkQuote(q, req.date).volume < req.minVolume) continue;
    liquid += 1;
    if (req.accept && !req.accept(q)) continue;
    accepted += 1;
    const value = req.measure(q);
    if (!Number.isFinite(value)) continue;
    const d = Math.abs(value - req.target);
    if (req.tolerance != null && d > req.tolerance + 1e-12) continue;
    if (d < gap || (quote !== undefined && d === gap && value === best && winsWholeTie(q, quote, value))) {
      quote = q;
      gap = d;
      best = value;
    }
  }
  if (liquid === 0) return { miss: `no ${req.type} ${volumeMissWords(req.minVolume)} at the chosen expiration` };
  if (accepted === 0) return { miss: `no ${req.type} passed the premium and entry filters` };
  if (!quote) {
    // Said as a volume miss when the minimum volume removed every contract within the tolerance: the
    // result's liquidity note counts those days (a round strike passes, the odd wing next to it not).
    const thin = req.minVolume > 0 && thinWithinTolerance(chains, req, expiry);
    return { miss: `no ${req.type} ${thin ? `${volumeMissWords(req.minVolume)} ` : ''}${nearTargetWords(req)}` };
  }
  return { quote };
}

/**
 * The chain's quote of a pick the search returned as its probe (`probed`), as the search would have
 * returned it (the same call, checked the same way); any other pick as it is.
 */
export function settledQuote(chains: OptionChainProvider, date: string, pick: OptionQuote, probed: boolean): OptionQuote {
  if (!probed) return pick;
  const quote = chains.quote(date, pick.expiry_date, pick.call_or_put, pick.strike);
  // Never on a modeled day (modeled-chain.ts quote answers wherever probe did): a broken chain says so.
  if (quote === undefined) throw new Error(`The chain quoted no ${pick.id} on ${date}, which its probe priced`);
  return checkQuote(quote, date);
}

/** Whether a contract under the minimum volume was within the tolerance (read only on a miss). */
function thinWithinTolerance(chains: OptionChainProvider, req: ContractRequest, expiry: string): boolean {
  for (const q of chains.chain(req.date, expiry, req.type)) {
    if (checkQuote(q, req.date).volume >= req.minVolume) continue;
    const value = req.measure(q);
    if (Number.isFinite(value) && (req.tolerance == null || Math.abs(value - req.target) <= req.tolerance + 1e-12)) return true;
  }
  return false;
}
