/**
 * The engine's lazy view of the Parquet chain store (ImportedChainSource): opening reads the
 * footers of the partitions (years) a run covers and nothing else; a day's chain of one expiry and
 * type reads and decodes that row group only, kept in a small LRU while the run walks its days;
 * an OptionQuote is built only for what the engine asks (importedQuote computes what the vendor
 * lacked). Nothing is validated contract by contract on read: the importer checked every row
 * (crossed and zero quotes are not stored) and the engine still checks each quote it uses.
 */
import type { ImportedChainSource } from '../../../shared/engine/market/imported-chain';
import { importedQuote } from '../../../shared/engine/market/imported-quote';
import type { OptionQuote, OptionType } from '../../../shared/engine/market/market-data';
import { epochDay, isoDay } from './chain-row';
import type { ChainStore } from './chain-store';
import { PartitionReader, type DecodedGroup } from './parquet-partition';

const CACHED_GROUPS = 48;

interface GroupRef {
  reader: PartitionReader;
  index: number;
  firstDate: number;
  lastDate: number;
}

/** float32 greeks back to the decimals the vendor wrote (7 significant digits are exact for a float). */
const tidy = (v: number): number | null => (Number.isNaN(v) ? null : Number(v.toPrecision(7)));
const orNull = (v: number): number | null => (Number.isNaN(v) ? null : v);
/** tidy for a value already null when missing (importedQuote applies it to the greeks it is asked for). */
const tidyLater = (v: number | null): number | null => (v === null ? null : Number(v.toPrecision(7)));

/** First index in [lo, hi) whose value is >= target (values ascending). */
function lowerBound(values: Float64Array, target: number, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] ?? 0) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface OpenOptions {
  /** Only partitions of years overlapping [start, end] are opened. */
  range?: { start: string; end: string };
  riskFreeRate: (date: string) => number;
}

export async function openImportedChains(store: ChainStore, ticker: string, options: OpenOptions): Promise<ImportedChainSource | undefined> {
  const symbol = ticker.toUpperCase();
  const years = (await store.listYears(symbol)).filter((y) => !options.range || (y >= options.range.start.slice(0, 4) && y <= options.range.end.slice(0, 4)));
  if (years.length === 0) return undefined;
  const readers = await Promise.all(years.map(async (y) => new PartitionReader(await store.openPartition(symbol, y, options.range), `${store.location}/${symbol}/${y}.parquet`)));
  return createParquetChainSource(readers, options.riskFreeRate);
}

export function createParquetChainSource(readers: readonly PartitionReader[], riskFreeRate: (date: string) => number): ImportedChainSource {
  const dayNumbers = new Set<number>();
  const byKey = new Map<string, GroupRef[]>();
  const all: { expiry: number; firstDate: number; lastDate: number }[] = [];
  for (const reader of readers) {
    for (const d of reader.days) dayNumbers.add(d);
    reader.groups.forEach((g, index) => {
      const key = `${g.expiry}|${g.right}`;
      const refs = byKey.get(key) ?? [];
      refs.push({ reader, index, firstDate: g.firstDate, lastDate: g.lastDate });
      byKey.set(key, refs);
      all.push(g);
    });
  }
  const days = [...dayNumbers].sort((a, b) => a - b).map(isoDay);
  const covered = new Set(days);
  const cache = new Map<GroupRef, DecodedGroup>();
  const decoded = (ref: GroupRef): DecodedGroup => {
    let g = cache.get(ref);
    if (g) {
      cache.delete(ref);
      cache.set(ref, g);
      return g;
    }
    g = ref.reader.readGroup(ref.index);
    cache.set(ref, g);
    if (cache.size > CACHED_GROUPS) cache.delete(cache.keys().next().value as GroupRef);
    return g;
  };
  /** The group holding (expiry, type) on `day`, and the row range of that day in it. */
  const rowsOf = (date: string, expiry: string, type: OptionType): { g: DecodedGroup; from: number; to: number } | undefined => {
    const day = epochDay(date);
    const ref = byKey.get(`${epochDay(expiry)}|${type === 'call' ? 0 : 1}`)?.find((r) => r.firstDate <= day && day <= r.lastDate);
    if (!ref) return undefined;
    const g = decoded(ref);
    const from = lowerBound(g.numbers.date, day, 0, g.rows);
    const to = lowerBound(g.numbers.date, day + 1, from, g.rows);
    return from < to ? { g, from, to } : undefined;
  };
  const quoteAt = (g: DecodedGroup, i: number, date: string, expiry: string, type: OptionType): OptionQuote => {
    const n = g.numbers;
    return importedQuote({
      root: g.root[i] ?? '', expiry, type, strike: n.strike[i] ?? 0,
      bid: orNull(n.bid[i] ?? Number.NaN), ask: orNull(n.ask[i] ?? Number.NaN), last: orNull(n.last[i] ?? Number.NaN),
      volume: orNull(n.volume[i] ?? Number.NaN), openInterest: orNull(n.open_interest[i] ?? Number.NaN), underlying: n.underlying[i] ?? 0,
      iv: tidy(n.iv[i] ?? Number.NaN), delta: tidy(n.delta[i] ?? Number.NaN), gamma: orNull(n.gamma[i] ?? Number.NaN),
      theta: orNull(n.theta[i] ?? Number.NaN), vega: orNull(n.vega[i] ?? Number.NaN), rho: orNull(n.rho[i] ?? Number.NaN),
    }, date, riskFreeRate(date), tidyLater);
  };
  let chainDate = '';
  const chains = new Map<string, OptionQuote[]>();
  let expDate = '';
  let expList: string[] = [];
  return {
    days: () => days,
    covers: (date) => covered.has(date),
    expirations(date) {
      if (date !== expDate) {
        const day = epochDay(date);
        expDate = date;
        expList = [...new Set(all.filter((g) => g.firstDate <= day && day <= g.lastDate && g.expiry >= day).map((g) => g.expiry))].sort((a, b) => a - b).map(isoDay);
      }
      return expList;
    },
    chain(date, expiry, type) {
      if (date !== chainDate) {
        chainDate = date;
        chains.clear();
      }
      const key = `${expiry}|${type}`;
      let list = chains.get(key);
      if (!list) {
        const at = rowsOf(date, expiry, type);
        list = [];
        if (at) for (let i = at.from; i < at.to; i += 1) list.push(quoteAt(at.g, i, date, expiry, type));
        chains.set(key, list);
      }
      return list;
    },
    quote(date, expiry, type, strike) {
      const cached = date === chainDate ? chains.get(`${expiry}|${type}`) : undefined;
      if (cached) return cached.find((q) => q.strike === strike);
      const at = rowsOf(date, expiry, type);
      if (!at) return undefined;
      const i = lowerBound(at.g.numbers.strike, strike, at.from, at.to);
      return i < at.to && at.g.numbers.strike[i] === strike ? quoteAt(at.g, i, date, expiry, type) : undefined;
    },
  };
}
