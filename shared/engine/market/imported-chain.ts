/**
 * Option chains from imported real end-of-day data (see functions/market/chains/). Quotes are
 * the vendor's, read lazily through an ImportedChainSource (the Parquet store answers one
 * expiry and type at a time; an in-memory map serves tests). `priceAt` reprices a contract at
 * another underlying price with the vol implied by its own mid (BSM with the day's T-bill rate, no
 * dividend yield, the same assumptions as the inversion, so at the day's spot it gives back the mid).
 * A last-price-only quote (no bid/ask in the vendor's layout) is answered with a spread imputed
 * around its close from the modeled chain (`spread`, last-only-spread.ts), so its fills pay one.
 * A pre-split row left in a post-split file (pre-split-ghosts.ts) is not quoted.
 */
import type { OptionChainProvider, OptionQuote, OptionType, Split } from './market-data';
import { bsmPrice, impliedVol, intrinsicValue } from './black-scholes';
import { daysBetween } from './calendar';
import { checkQuote } from '../core/quote-check';
import { imputeIfLastOnly, type SpreadAround } from './last-only-spread';
import { preSplitGhosts } from './pre-split-ghosts';

/** Imported quotes of one underlying held in memory: date → every contract of that day. */
export type ImportedDays = ReadonlyMap<string, readonly OptionQuote[]>;

/** Synchronous, lazy access to an underlying's imported chains. */
export interface ImportedChainSource {
  /** The quote days with imported data, ascending. */
  days(): readonly string[];
  covers(date: string): boolean;
  /** Expirations with data on `date` (on or after it), ascending. */
  expirations(date: string): readonly string[];
  /** The contracts of one expiry and type on `date`, strikes ascending. */
  chain(date: string, expiry: string, type: OptionType): readonly OptionQuote[];
  quote(date: string, expiry: string, type: OptionType, strike: number): OptionQuote | undefined;
  /** Optional (OptionChainProvider.probe): the same contract as `quote`, built for measuring (imported-quote.ts ImportedContract). */
  probe?(date: string, expiry: string, type: OptionType, strike: number): OptionQuote | undefined;
  /**
   * Optional (OptionChainProvider.strikes): the strikes of the day's chain of `expiry`, answered
   * only when the source has checked, from its stored values, that searching instead of scanning
   * that chain gives the same contract and hides no bad row; undefined otherwise (the engine scans).
   */
  strikes?(date: string, expiry: string): readonly number[] | undefined;
  /** Optional (OptionChainProvider.lowestLiquidPut): answered from the stored values, without building quotes. */
  lowestLiquidPut?(date: string, expiry: string, minVolume: number): number | undefined;
}

export interface ImportedChainProvider extends OptionChainProvider {
  /** True when imported data exists for `date`. */
  covers(date: string): boolean;
  /** The days with imported data, ascending. */
  days(): readonly string[];
  /** True when the day's row for the contract is a pre-split ghost, set aside (pre-split-ghosts.ts). */
  preSplitGhost(date: string, expiry: string, type: OptionType, strike: number): boolean;
}

/** True when checkQuote accepts `q` (a scan of the chain would not fail on it). */
function passesQuoteCheck(q: OptionQuote, date: string): boolean {
  try {
    checkQuote(q, date);
    return true;
  } catch {
    return false;
  }
}

/** An in-memory source (tests, small imports): indexes a day when it is first asked for. */
export function inMemoryChainSource(days: ImportedDays): ImportedChainSource {
  const index = new Map<string, { expirations: string[]; chains: Map<string, OptionQuote[]> }>();
  const dayIndex = (date: string) => {
    let d = index.get(date);
    if (d === undefined) {
      const quotes = days.get(date);
      if (quotes === undefined) return undefined;
      const chains = new Map<string, OptionQuote[]>();
      for (const q of quotes) {
        const k = `${q.expiry_date}|${q.call_or_put}`;
        const list = chains.get(k) ?? [];
        list.push(q.quote_source ? q : { ...q, quote_source: 'imported' });
        chains.set(k, list);
      }
      for (const list of chains.values()) list.sort((a, b) => a.strike - b.strike);
      d = { expirations: [...new Set(quotes.map((q) => q.expiry_date))].sort(), chains };
      index.set(date, d);
    }
    return d;
  };
  const sortedDays = [...days.keys()].sort();
  const chain = (date: string, expiry: string, type: OptionType) => dayIndex(date)?.chains.get(`${expiry}|${type}`) ?? [];
  return {
    days: () => sortedDays,
    covers: (date) => days.has(date),
    expirations: (date) => (dayIndex(date)?.expirations ?? []).filter((e) => e >= date),
    chain,
    quote: (date, expiry, type, strike) => chain(date, expiry, type).find((q) => q.strike === strike),
    lowestLiquidPut(date, expiry, minVolume) {
      let lowest: number | undefined;
      for (const q of chain(date, expiry, 'put')) {
        if (!passesQuoteCheck(q, date)) return undefined;
        if (q.volume >= minVolume && (lowest === undefined || q.strike < lowest)) lowest = q.strike;
      }
      return lowest;
    },
  };
}

/**
 * `spread`: the modeled chain's bid/ask around a price (modeled-chain.ts spreadAround), imputed to
 * every last-price-only quote answered (last-only-spread.ts); without it such a quote keeps bid = ask.
 */
export function createImportedChainProvider(input: ImportedChainSource | ImportedDays, riskFreeRate: (date: string) => number, spread?: SpreadAround, splits: readonly Split[] = []): ImportedChainProvider {
  const source = input instanceof Map ? inMemoryChainSource(input) : (input as ImportedChainSource);
  const ghosts = preSplitGhosts(source, splits);
  /** The source's row, unless it is a pre-split ghost (not quoted: the day answers it from the model). */
  const row = (date: string, q: OptionQuote | undefined): OptionQuote | undefined => (q !== undefined && ghosts?.isGhost(date, q) === true ? undefined : q);
  const impute = (q: OptionQuote | undefined, date: string): OptionQuote | undefined => imputeIfLastOnly(row(date, q), date, riskFreeRate(date), spread);
  // The source keeps a day's chain arrays while the run is on that day: their answered copies (ghosts
  // left out, last-only rows with their imputed spread) with them.
  const imputedChains = new WeakMap<readonly OptionQuote[], readonly OptionQuote[]>();
  const chain = (date: string, expiry: string, type: OptionType): readonly OptionQuote[] => {
    const list = source.chain(date, expiry, type);
    if ((spread === undefined && ghosts === undefined) || !list.some((q) => q.last_only === true)) return list;
    let imputed = imputedChains.get(list);
    if (imputed === undefined) {
      const answered: OptionQuote[] = [];
      for (const q of list) {
        const a = impute(q, date);
        if (a !== undefined) answered.push(a);
      }
      imputedChains.set(list, (imputed = answered));
    }
    return imputed;
  };
  const priceAt = (date: string, expiry: string, type: OptionType, strike: number, underlyingPrice: number): number => {
    const q = row(date, source.quote(date, expiry, type, strike));
    if (q === undefined) return Number.NaN;
    const years = Math.max(daysBetween(date, expiry), 0) / 365;
    const rate = riskFreeRate(date);
    const base = { type, strike, years, rate, dividendYield: 0 };
    const mid = (q.bid_price + q.ask_price) / 2;
    const vol = impliedVol({ ...base, spot: q.underlying_price }, mid);
    if (vol === undefined) {
      // No time value to invert (deep in the money or expiring): move with intrinsic value.
      return Math.max(mid + intrinsicValue(type, strike, underlyingPrice) - intrinsicValue(type, strike, q.underlying_price), 0);
    }
    return bsmPrice({ ...base, spot: underlyingPrice, vol });
  };
  return {
    covers: (date) => source.covers(date),
    days: () => source.days(),
    preSplitGhost(date, expiry, type, strike) {
      const q = ghosts?.splitsOn(date) === true ? source.quote(date, expiry, type, strike) : undefined;
      return q !== undefined && ghosts?.isGhost(date, q) === true;
    },
    expirations: (date) => source.expirations(date),
    chain,
    quote: (date, expiry, type, strike) => impute(source.quote(date, expiry, type, strike), date),
    probe: (date, expiry, type, strike) => impute(source.probe ? source.probe(date, expiry, type, strike) : source.quote(date, expiry, type, strike), date),
    // A day a split may have left ghosts on is scanned (its chain filtered), not searched from the source's strikes.
    strikes: (date, expiry) => (ghosts?.splitsOn(date) === true ? undefined : source.strikes?.(date, expiry)),
    lowestLiquidPut: (date, expiry, minVolume) => (ghosts?.splitsOn(date) === true ? undefined : source.lowestLiquidPut?.(date, expiry, minVolume)),
    priceAt,
    // The vendor files hold end-of-day quotes only: there is no surface of the open to price it on,
    // so an imported day prices its open as `priceAt` does, with the vol of the day's own close mid.
    priceAtOpen(date, _prevDate, expiry, type, strike, open) {
      return priceAt(date, expiry, type, strike, open);
    },
    source: () => 'imported',
  };
}
