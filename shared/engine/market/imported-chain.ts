/**
 * Option chains from imported real end-of-day data (see functions/market/chains/). Quotes are
 * the vendor's, as stored: prices, volume, open interest, greeks converted to this project's
 * units by the importer. `priceAt` reprices a contract at another underlying price with the vol
 * implied by its own mid (BSM with the day's T-bill rate, no dividend yield, the same assumptions
 * as the inversion, so at the day's spot it gives back the mid).
 */
import type { OptionChainProvider, OptionQuote, OptionType } from './market-data';
import { bsmPrice, impliedVol, intrinsicValue } from './black-scholes';
import { daysBetween } from './calendar';

/** Imported quotes of one underlying: date → every contract of that day. */
export type ImportedDays = ReadonlyMap<string, readonly OptionQuote[]>;

export interface ImportedChainProvider extends OptionChainProvider {
  /** True when imported data exists for `date`. */
  covers(date: string): boolean;
  /** The days with imported data, ascending. */
  days(): readonly string[];
}

interface DayIndex {
  expirations: string[];
  byKey: Map<string, OptionQuote>;
  chains: Map<string, OptionQuote[]>;
}

const key = (expiry: string, type: OptionType, strike: number): string => `${expiry}|${type}|${strike}`;

function indexDay(quotes: readonly OptionQuote[]): DayIndex {
  const byKey = new Map<string, OptionQuote>();
  const chains = new Map<string, OptionQuote[]>();
  for (const q of quotes) {
    byKey.set(key(q.expiry_date, q.call_or_put, q.strike), q);
    const chainKey = `${q.expiry_date}|${q.call_or_put}`;
    const list = chains.get(chainKey) ?? [];
    list.push(q);
    chains.set(chainKey, list);
  }
  for (const list of chains.values()) list.sort((a, b) => a.strike - b.strike);
  const expirations = [...new Set(quotes.map((q) => q.expiry_date))].sort();
  return { expirations, byKey, chains };
}

export function createImportedChainProvider(days: ImportedDays, riskFreeRate: (date: string) => number): ImportedChainProvider {
  const index = new Map<string, DayIndex>();
  const dayIndex = (date: string): DayIndex | undefined => {
    let d = index.get(date);
    if (d === undefined) {
      const quotes = days.get(date);
      if (quotes === undefined) return undefined;
      d = indexDay(quotes);
      index.set(date, d);
    }
    return d;
  };
  const sortedDays = [...days.keys()].sort();

  const quote = (date: string, expiry: string, type: OptionType, strike: number): OptionQuote | undefined =>
    dayIndex(date)?.byKey.get(key(expiry, type, strike));

  return {
    covers: (date) => days.has(date),
    days: () => sortedDays,
    expirations: (date) => (dayIndex(date)?.expirations ?? []).filter((e) => e >= date),
    chain: (date, expiry, type) => dayIndex(date)?.chains.get(`${expiry}|${type}`) ?? [],
    quote,
    priceAt(date, expiry, type, strike, underlyingPrice) {
      const q = quote(date, expiry, type, strike);
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
    },
    source: () => 'imported',
  };
}
