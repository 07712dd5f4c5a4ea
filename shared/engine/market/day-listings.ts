/**
 * What the model-risk runs' chains (modeled-chain.ts with `family`: the runs shifted down and up)
 * share about each day, whatever its vol: the listed expirations, their day numbers and the
 * trading sessions to them. Each run asks for them on every day (an entry's expiration pick reads
 * the day number of every listed expiry; the secured-put check the lowest strike of up to nine
 * expiries), so the runs of one request keep them once, for every day asked: three small arrays a
 * day, a few MB for 16 years, alive as long as the request's markets.
 * The base run of a result with model risk lists on it too (withVolShift(0), engine index.ts
 * modelRiskFamily), so the shifted runs start from what it listed. The plain chain (modeled-chain.ts:
 * every single run and sweep cell) does not use this store.
 *
 * Only what is cheap to keep is kept: an expiry's own values are arrays of numbers per day
 * (its day number, and its sessions and vol-free pricing terms, ExpiryTerm), while its pricing
 * context itself stays per run, in the chain's recent-days answers (day-answers.ts), since keeping
 * an object per day and expiry for the whole span made a run ~30% slower (GC). The strike grids of the
 * expiries a run searches are the exception: listing one costs more than the rest of a day's
 * shifted-run answers, the second run reuses nearly all of them (same range width), and they are
 * arrays of numbers (an iron condor on SPY 2010-2025: one expiry a day, ~7 MB kept while the
 * request's markets are).
 */
import { listedExpirations, toDayNumber, tradingSessionsBetween } from './calendar';

interface DayListing {
  date: string;
  expirations: readonly string[];
  /** toDayNumber of each of `expirations`, filled on first ask. */
  days: number[] | undefined;
  /** Each expiry's sessions and vol-free pricing terms (ExpiryTerm), NaN until asked. */
  terms: number[] | undefined;
  /** Each expiry's strike grid (no Short Term limit) as last listed, and the range width it was listed for. */
  grids: Array<{ width: number; strikes: readonly number[] } | undefined> | undefined;
}

/**
 * What an expiry's pricing context (modeled-chain.ts) holds that no vol shift moves: the trading
 * sessions to it (calendar.ts tradingSessionsBetween), the escrowed spot (the spot less the
 * dividends expected before expiry), the forward, and whether it is the standard monthly (1, else
 * 0). The base run of a result with model risk works them out for the expiries it prices, and the
 * shifted runs read them instead of working them out twice more (the dividends' present value, the
 * holiday calendar). One array a day, EXPIRY_TERMS numbers per listed expiry (the `i`-th's
 * at i * EXPIRY_TERMS + the term): numbers kept for the whole span cost the collector nearly
 * nothing, and one array a day costs less to make than one per term.
 */
export const ExpiryTerm = { sessions: 0, pricingSpot: 1, forward: 2, monthly: 3 } as const;
export const EXPIRY_TERMS = 4;

export interface DayListings {
  /** The expirations listed on `date` (a priced day). */
  expirations: (date: string) => readonly string[];
  /** Their day numbers, in the same order. */
  expirationDays: (date: string) => readonly number[];
  /** Trading sessions from `date` to its `i`-th listed expiry (calendar.ts tradingSessionsBetween). */
  sessionsTo: (date: string, i: number) => number;
  /**
   * The strike grid (before any Short Term limit) of `date`'s `i`-th listed expiry for a chain
   * whose listed range has `width` (strikes.ts listedRangeWidth): the grid another run of the
   * family listed for that width, or `list(known)`, kept for the next run, where `known` is the
   * grid last listed for another width (strikes.ts strikeGridFrom walks from it). The range is all
   * a day's grid depends on besides the spot and the expiry, and it is clamped on most days (a
   * 30-day SPY expiry below ~35% vol), so the runs list most days' grids once between them.
   */
  strikes: (date: string, i: number, width: number, list: (known: readonly number[] | undefined) => readonly number[]) => readonly number[];
  /** The vol-free terms of `date`'s listed expiries (ExpiryTerm; NaN until filled), for the chains to fill and read. */
  terms: (date: string) => number[];
}

/** The store shared by the model-risk chains of one market (`expirations`: as ModeledChainInput's). */
export function createDayListings(ticker: string, expirations: ((date: string) => readonly string[]) | undefined): DayListings {
  const symbol = ticker.toUpperCase();
  const listExpirations = expirations ?? ((date: string) => listedExpirations(symbol, date));
  const kept = new Map<string, DayListing>();
  let last: DayListing | undefined;
  const listing = (date: string): DayListing => {
    if (last !== undefined && last.date === date) return last;
    let d = kept.get(date);
    if (d === undefined) {
      d = { date, expirations: listExpirations(date), days: undefined, terms: undefined, grids: undefined };
      kept.set(date, d);
    }
    last = d;
    return d;
  };
  // Plain arrays of numbers (unboxed doubles), not typed arrays: two a day for the whole span, and
  // a small Float64Array cost ~2.5 times as much to make (an ArrayBuffer each, which the collector
  // also tracks and sweeps apart).
  const termsOf = (d: DayListing): number[] => (d.terms ??= new Array<number>(d.expirations.length * EXPIRY_TERMS).fill(Number.NaN));
  return {
    expirations: (date) => listing(date).expirations,
    expirationDays(date) {
      const d = listing(date);
      if (d.days === undefined) {
        const list = d.expirations;
        const days: number[] = [];
        for (let i = 0; i < list.length; i++) days.push(toDayNumber(list[i] ?? ''));
        d.days = days;
      }
      return d.days;
    },
    sessionsTo(date, i) {
      const d = listing(date);
      const terms = termsOf(d);
      const at = i * EXPIRY_TERMS + ExpiryTerm.sessions;
      let n = terms[at] as number;
      if (Number.isNaN(n)) terms[at] = n = tradingSessionsBetween(date, d.expirations[i] ?? '');
      return n;
    },
    strikes(date, i, width, list) {
      const grids = (listing(date).grids ??= []);
      const kept = grids[i];
      if (kept !== undefined && kept.width === width) return kept.strikes;
      const strikes = list(kept?.strikes);
      grids[i] = { width, strikes };
      return strikes;
    },
    terms: (date) => termsOf(listing(date)),
  };
}
