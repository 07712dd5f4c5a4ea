/**
 * The engine's lazy view of the Parquet chain store (ImportedChainSource): opening reads the
 * footers of the partitions (years) a run covers and nothing else; a day's chain of one expiry and
 * type reads and decodes that row group only, kept in a small LRU while the run walks its days;
 * an OptionQuote is built only for what the engine asks (importedQuote computes what the vendor
 * lacked). Nothing is validated contract by contract on read: the importer checked every row
 * (crossed and zero quotes are not stored) and the engine still checks each quote it uses.
 */
import type { ImportedChainSource } from '../../../shared/engine/market/imported-chain';
import { ImportedContract, importedQuote, type StoredContract } from '../../../shared/engine/market/imported-quote';
import type { OptionQuote, OptionType } from '../../../shared/engine/market/market-data';
import { memoized } from '../memoized';
import { epochDay, isoDay } from './chain-row';
import type { ChainStore } from './chain-store';
import { PartitionReader, type DecodedGroup } from './parquet-partition';
import type { OpenGroup } from './parquet-pages';

/** Row groups kept open (their compressed bytes and page locations, ~100 kB each for SPY). */
const CACHED_GROUPS = 48;
/** Decoded quote days of a group (one expiry and type, ~70 rows each): the held legs are re-read daily. */
const CACHED_DAYS = 64;

interface GroupRef {
  id: number;
  reader: PartitionReader;
  index: number;
  firstDate: number;
  lastDate: number;
}

/** One day's rows of a group: rows [from, to) of `g`. */
interface DayRows {
  g: DecodedGroup;
  from: number;
  to: number;
}

/** Map used as an LRU: a hit moves the entry to the end; past `cap` the oldest goes. */
function lruGet<K, V>(cache: Map<K, V>, key: K, cap: number, load: () => V): V {
  let v = cache.get(key);
  if (v !== undefined || cache.has(key)) {
    cache.delete(key);
    cache.set(key, v as V);
    return v as V;
  }
  v = load();
  cache.set(key, v);
  if (cache.size > cap) cache.delete(cache.keys().next().value as K);
  return v;
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

/**
 * True when the quote importedQuote builds from row `i` passes checkQuote (the same fields, derived
 * from the columns without building the quote) and carries the vendor's delta.
 */
function checkedRow(n: DecodedGroup['numbers'], i: number): boolean {
  const strike = n.strike[i] ?? Number.NaN;
  const underlying = n.underlying[i] ?? Number.NaN;
  const last = n.last[i] ?? Number.NaN;
  const price = Number.isNaN(last) ? 0 : last;
  const bid = Number.isNaN(n.bid[i] ?? Number.NaN) ? price : (n.bid[i] ?? 0);
  const ask = Number.isNaN(n.ask[i] ?? Number.NaN) ? price : (n.ask[i] ?? 0);
  const quotedLast = Number.isNaN(last) ? Math.round(((bid + ask) / 2) * 100) / 100 : last;
  if (Number.isNaN(n.delta[i] ?? Number.NaN) || !(strike >= 0 && strike < Infinity && underlying >= 0 && underlying < Infinity)) return false;
  return bid >= 0 && ask >= 0 && quotedLast >= 0 && ask < Infinity && quotedLast < Infinity && bid <= ask;
}

/** The volume importedQuote puts on the quote of row `i` (a missing volume is 0). */
function quotedVolume(n: DecodedGroup['numbers'], i: number): number {
  const v = n.volume[i] ?? Number.NaN;
  return Math.max(Math.round(Number.isNaN(v) ? 0 : v), 0);
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

/** Map key of an (expiry, right) pair: expiry day × 2 + right (0 call, 1 put). */
const pairKey = (expiry: number, right: number): number => expiry * 2 + right;
/** Map key of (group id, quote day): days since 1970 stay below 2^16 until the year 2149. */
const groupDayKey = (id: number, day: number): number => id * 65_536 + day;

export function createParquetChainSource(readers: readonly PartitionReader[], riskFreeRate: (date: string) => number): ImportedChainSource {
  const dayNumbers = new Set<number>();
  const byKey = new Map<number, GroupRef[]>();
  // Per partition: its day span and groups (a day's expirations come from the partitions holding it).
  const partitions: { first: number; last: number; groups: readonly { expiry: number; firstDate: number; lastDate: number }[] }[] = [];
  let ids = 0;
  for (const reader of readers) {
    let first = Infinity;
    let last = -Infinity;
    for (const d of reader.days) {
      dayNumbers.add(d);
      first = Math.min(first, d);
      last = Math.max(last, d);
    }
    reader.groups.forEach((g, index) => {
      const key = pairKey(g.expiry, g.right);
      const refs = byKey.get(key) ?? [];
      refs.push({ id: ids++, reader, index, firstDate: g.firstDate, lastDate: g.lastDate });
      byKey.set(key, refs);
      first = Math.min(first, g.firstDate);
      last = Math.max(last, g.lastDate);
    });
    partitions.push({ first, last, groups: reader.groups });
  }
  const days = [...dayNumbers].sort((a, b) => a - b).map(isoDay);
  const covered = new Set(days);
  // ISO date → days since 1970, for the dates and expiries the engine passes (a few thousand strings).
  const dayOfIso = memoized(epochDay);
  const isoOfDay = memoized(isoDay);
  // An open group decodes one day's pages; a group whose pages the fast path does not know is decoded whole.
  const groups = new Map<GroupRef, { open: OpenGroup } | { whole: DecodedGroup }>();
  const dayCache = new Map<number, DayRows | undefined>();
  const dayOf = (ref: GroupRef, day: number): DayRows | undefined => lruGet(dayCache, groupDayKey(ref.id, day), CACHED_DAYS, () => {
    const group = lruGet(groups, ref, CACHED_GROUPS, () => {
      const open = ref.reader.openGroup(ref.index);
      return open ? { open } : { whole: ref.reader.readGroup(ref.index) };
    });
    if ('open' in group) {
      const [from, to] = group.open.dayRows(day);
      return from < to ? { g: group.open.read(from, to), from: 0, to: to - from } : undefined;
    }
    const g = group.whole;
    const from = lowerBound(g.numbers.date, day, 0, g.rows);
    const to = lowerBound(g.numbers.date, day + 1, from, g.rows);
    return from < to ? { g, from, to } : undefined;
  });
  /** The group holding (expiry, type) on `day`, and the row range of that day in it. */
  const rowsOf = (date: string, expiry: string, type: OptionType): DayRows | undefined => {
    const day = dayOfIso(date);
    const ref = byKey.get(pairKey(dayOfIso(expiry), type === 'call' ? 0 : 1))?.find((r) => r.firstDate <= day && day <= r.lastDate);
    return ref ? dayOf(ref, day) : undefined;
  };
  /**
   * True when the engine may search this day's chain instead of scanning it (targeted-search.ts):
   * every row passes what checkQuote would check on its quote (so skipping rows hides no bad data:
   * the same fields importedQuote derives, from the columns, without building quotes), every row
   * carries the vendor's delta, and the deltas (as quoted, clamped to [-1, 1]) do not rise with the
   * strike, which is the monotony the search relies on. Noisy real deltas fail this: the day is scanned.
   */
  const searchable = ({ g, from, to }: DayRows): boolean => {
    const n = g.numbers;
    let previous = Infinity;
    for (let i = from; i < to; i += 1) {
      if (!checkedRow(n, i)) return false;
      // Raw stored deltas: rounding to the vendor's digits and clamping keep their order, so
      // raw deltas that never rise give quoted deltas that never rise (the converse may bail: a scan).
      const vendorDelta = n.delta[i] ?? Number.NaN;
      if (vendorDelta > previous) return false;
      previous = vendorDelta;
    }
    return true;
  };
  let strikesKey = '';
  let strikesAnswer: number[] | undefined;
  /** The strikes of (date, expiry) when calls and puts list the same ones and both are searchable. */
  const strikesOf = (date: string, expiry: string): number[] | undefined => {
    const key = `${date}|${expiry}`;
    if (key === strikesKey) return strikesAnswer;
    strikesKey = key;
    strikesAnswer = undefined;
    const calls = rowsOf(date, expiry, 'call');
    const puts = rowsOf(date, expiry, 'put');
    if (!calls || !puts || calls.to - calls.from !== puts.to - puts.from || !searchable(calls) || !searchable(puts)) return undefined;
    const list: number[] = [];
    for (let i = 0; i < calls.to - calls.from; i += 1) {
      const k = calls.g.numbers.strike[calls.from + i] ?? Number.NaN;
      if (k !== puts.g.numbers.strike[puts.from + i]) return undefined;
      list.push(k);
    }
    strikesAnswer = list;
    return list;
  };
  /** OptionChainProvider.lowestLiquidPut from the stored columns: reads the put rows only, builds no quote. */
  const lowestLiquidPut = (date: string, expiry: string, minVolume: number): number | undefined => {
    const at = rowsOf(date, expiry, 'put');
    if (!at) return undefined;
    const n = at.g.numbers;
    let lowest: number | undefined;
    for (let i = at.from; i < at.to; i += 1) {
      const volume = quotedVolume(n, i);
      if (!checkedRow(n, i) || !Number.isFinite(volume)) return undefined;
      const strike = n.strike[i] ?? Number.NaN;
      if (volume >= minVolume && (lowest === undefined || strike < lowest)) lowest = strike;
    }
    return lowest;
  };
  /** The stored values of row `i` (greeks tidied as the vendor wrote them). */
  const storedAt = (g: DecodedGroup, i: number, expiry: string, type: OptionType): StoredContract => {
    const n = g.numbers;
    return {
      root: g.root[i] ?? '', expiry, type, strike: n.strike[i] ?? 0,
      bid: orNull(n.bid[i] ?? Number.NaN), ask: orNull(n.ask[i] ?? Number.NaN), last: orNull(n.last[i] ?? Number.NaN),
      volume: orNull(n.volume[i] ?? Number.NaN), openInterest: orNull(n.open_interest[i] ?? Number.NaN), underlying: n.underlying[i] ?? 0,
      iv: tidy(n.iv[i] ?? Number.NaN), delta: tidy(n.delta[i] ?? Number.NaN), gamma: orNull(n.gamma[i] ?? Number.NaN),
      theta: orNull(n.theta[i] ?? Number.NaN), vega: orNull(n.vega[i] ?? Number.NaN), rho: orNull(n.rho[i] ?? Number.NaN),
    };
  };
  const quoteAt = (g: DecodedGroup, i: number, date: string, expiry: string, type: OptionType): OptionQuote =>
    importedQuote(storedAt(g, i, expiry, type), date, riskFreeRate(date), tidyLater);
  /** The row of `strike` in the day's rows of (expiry, type), or undefined. */
  const rowOf = (date: string, expiry: string, type: OptionType, strike: number): { g: DecodedGroup; i: number } | undefined => {
    const at = rowsOf(date, expiry, type);
    if (!at) return undefined;
    const i = lowerBound(at.g.numbers.strike, strike, at.from, at.to);
    return i < at.to && at.g.numbers.strike[i] === strike ? { g: at.g, i } : undefined;
  };
  let chainDate = '';
  const chains = new Map<string, OptionQuote[]>();
  let expDate = '';
  let expList: string[] = [];
  return {
    days: () => days,
    covers: (date) => covered.has(date),
    strikes: strikesOf,
    lowestLiquidPut,
    expirations(date) {
      if (date !== expDate) {
        const day = dayOfIso(date);
        const listed = new Set<number>();
        for (const p of partitions) {
          if (day < p.first || day > p.last) continue;
          for (const g of p.groups) if (g.firstDate <= day && day <= g.lastDate && g.expiry >= day) listed.add(g.expiry);
        }
        expDate = date;
        expList = [...listed].sort((a, b) => a - b).map(isoOfDay);
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
      const row = rowOf(date, expiry, type, strike);
      return row && quoteAt(row.g, row.i, date, expiry, type);
    },
    probe(date, expiry, type, strike) {
      const row = rowOf(date, expiry, type, strike);
      return row && new ImportedContract(storedAt(row.g, row.i, expiry, type), date, riskFreeRate(date), tidyLater);
    },
  };
}
