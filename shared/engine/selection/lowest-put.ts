import type { OptionChainProvider } from '../market/market-data';
import { fartherExpirations } from './expiry-fallback';

/*
 * The secured-put check of covered/entry.ts (cash secures no put the selection could pick: skip
 * the search) must see every expiry flexible DTE may move to (expiry-fallback.ts). These answers
 * are memoised per chain provider so that a sweep batch's cells, which share one MarketData, build
 * each expiry's pricing context for them once.
 */

/**
 * The lowest put strike the selection could pick on `expiry` (for the secured-put check of
 * covered/entry.ts): its lowest liquid put, else its lowest strike, undefined when the chain cannot
 * say cheaply. Memoised per provider, minimum volume, day and expiry: a sweep's cells on one
 * MarketData ask it on every day whose cash secures no put, and each answer costs the expiry's
 * pricing context, which the chain keeps only for recent days. A pure function of its key.
 */
export function lowestPut(chains: OptionChainProvider, date: string, expiry: string, minVolume: number): number | undefined {
  const v = lowestPutSigned(chains, date, expiry, minVolume);
  return v === UNKNOWN ? undefined : Math.abs(v);
}

/**
 * The memoised answer: the strike from lowestLiquidPut (> 0: the chain's liquid puts answered),
 * minus the strike from lowestStrike, or UNKNOWN.
 */
export function lowestPutSigned(chains: OptionChainProvider, date: string, expiry: string, minVolume: number): number {
  const listed = chains.expirations(date);
  const i = listed.indexOf(expiry);
  if (i < 0) return ask(chains, date, expiry, minVolume);
  // One small typed array per day (by the expiry's place in the listing), not a map of boxed numbers:
  // the memo lives for a whole sweep batch and must stay light for the garbage collector.
  const m = memoFor(chains, minVolume);
  let known = m.byDate.get(date);
  if (known === undefined || known.length !== listed.length) m.byDate.set(date, (known = new Float64Array(listed.length).fill(Number.NaN)));
  const v = known[i] as number;
  if (!Number.isNaN(v)) return v;
  const k = ask(chains, date, expiry, minVolume);
  known[i] = k;
  return k;
}

function ask(chains: OptionChainProvider, date: string, expiry: string, minVolume: number): number {
  const liquid = chains.lowestLiquidPut?.(date, expiry, minVolume);
  if (liquid !== undefined) return liquid;
  const lowest = chains.lowestStrike?.(date, expiry);
  return lowest === undefined ? UNKNOWN : -lowest;
}
/** A memoised "cannot say" (strikes are positive). */
export const UNKNOWN = 0;

/**
 * The least `lowestPut` over the farther expiries of `date` for `dteTarget`: Infinity when there is
 * none, undefined when one of them cannot say. Memoised per day and target as `lowestPut` is.
 */
export function lowestFartherPut(chains: OptionChainProvider, date: string, dteTarget: number, minVolume: number): number | undefined {
  const m = memoFor(chains, minVolume);
  let byDate = m.byTarget.get(dteTarget);
  if (byDate === undefined) m.byTarget.set(dteTarget, (byDate = new Map()));
  const known = byDate.get(date);
  if (known !== undefined) return known === UNKNOWN ? undefined : known;
  let lowest = Infinity;
  for (const expiry of fartherExpirations(chains.expirations(date), date, dteTarget, chains.expirationDays?.(date))) {
    const k = lowestPut(chains, date, expiry, minVolume);
    if (k === undefined) {
      lowest = UNKNOWN;
      break;
    }
    lowest = Math.min(lowest, k);
  }
  byDate.set(date, lowest);
  return lowest === UNKNOWN ? undefined : lowest;
}

interface LowestMemo {
  /** target → date → lowestFartherPut (UNKNOWN for undefined). */
  byTarget: Map<number, Map<string, number>>;
  /** date → lowestPut by the expiry's index in the day's listing (NaN: not asked yet; UNKNOWN). */
  byDate: Map<string, Float64Array>;
}
const lowestMemo = new WeakMap<OptionChainProvider, Map<number, LowestMemo>>();

function memoFor(chains: OptionChainProvider, minVolume: number): LowestMemo {
  let byVolume = lowestMemo.get(chains);
  if (byVolume === undefined) lowestMemo.set(chains, (byVolume = new Map()));
  let m = byVolume.get(minVolume);
  if (m === undefined) byVolume.set(minVolume, (m = { byTarget: new Map(), byDate: new Map() }));
  return m;
}
