import type { OptionChainProvider } from '../market/market-data';
import { pickExpiration } from './expiration';
import { lowestFartherPut, lowestPutSigned, UNKNOWN } from './lowest-put';

/*
 * What the secured-put check of covered/entry.ts reads on a day, kept per chain provider, DTE
 * target, exact-DTE flag and minimum volume: a sweep batch's cells share one MarketData, and every
 * cell whose cash fell behind the price asks it on nearly every day of 15 years (300,000 asks in
 * the 100-cell bench batch, ~10 cells per DTE target). Without this each ask listed the day's
 * expirations again, parsed each one's date to pick the expiry and went through two memos; now
 * only the first cell asking a day does, the others read three numbers.
 *
 * Each answer is a pure function of its key (the chain's answers for that day), so keeping it
 * changes nothing but time. Memory: one small object per day asked and key (10 DTE targets over
 * 4,100 days: ~41,000 objects, ~3 MB), alive as long as the chain provider (the batch's market).
 */

/** The secured-put check's answers for one day and key. */
export interface PutBound {
  /** lowestPut at the expiry pickExpiration chooses (undefined: none listed, or the chain cannot say). */
  readonly lowest: number | undefined;
  /** Whether `lowest` came from the chain's liquid puts (lowestLiquidPut), not its lowest strike. */
  readonly liquid: boolean;
  /** lowestFartherPut for the key's target, asked on first need (see fartherPutBound). */
  farther: number | undefined;
  fartherAsked: boolean;
}

/** The bound of `date` for a leg's DTE target (pickExpiration's `exact` flag) and minimum volume. */
export function putBound(chains: OptionChainProvider, date: string, dteTarget: number, exact: boolean, minVolume: number): PutBound {
  const byDate = boundsFor(chains, dteTarget, exact, minVolume);
  let bound = byDate.get(date);
  if (bound === undefined) {
    bound = askBound(chains, date, dteTarget, exact, minVolume);
    byDate.set(date, bound);
  }
  return bound;
}

/** lowestFartherPut of the bound's day, target and volume, read once per bound. */
export function fartherPutBound(chains: OptionChainProvider, bound: PutBound, date: string, dteTarget: number, minVolume: number): number | undefined {
  if (!bound.fartherAsked) {
    bound.farther = lowestFartherPut(chains, date, dteTarget, minVolume);
    bound.fartherAsked = true;
  }
  return bound.farther;
}

function askBound(chains: OptionChainProvider, date: string, dteTarget: number, exact: boolean, minVolume: number): PutBound {
  const expiry = pickExpiration(chains.expirations(date), date, dteTarget, exact, chains.expirationDays?.(date));
  const signed = expiry === undefined ? UNKNOWN : lowestPutSigned(chains, date, expiry, minVolume);
  return { lowest: signed === UNKNOWN ? undefined : Math.abs(signed), liquid: signed > 0, farther: undefined, fartherAsked: false };
}

const bounds = new WeakMap<OptionChainProvider, Map<string, Map<string, PutBound>>>();
/**
 * Keys kept per provider: a sweep has a few DTE targets, but a warm Lambda keeps its market across
 * sweeps (functions/sweeps/run-sweep-batch.task.ts); past this many the provider's bounds start over.
 */
const KEYS_LIMIT = 64;

function boundsFor(chains: OptionChainProvider, dteTarget: number, exact: boolean, minVolume: number): Map<string, PutBound> {
  let byKey = bounds.get(chains);
  if (byKey === undefined) bounds.set(chains, (byKey = new Map()));
  const key = `${dteTarget}|${exact}|${minVolume}`;
  let byDate = byKey.get(key);
  if (byDate === undefined) {
    if (byKey.size >= KEYS_LIMIT) byKey.clear();
    byKey.set(key, (byDate = new Map()));
  }
  return byDate;
}
