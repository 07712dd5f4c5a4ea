/**
 * Readers of the bundled dataset (`functions/market/data/`, built by `npm run data -- build`).
 * Each file is read and parsed once per process (module-level cache of promises, so concurrent
 * callers share one read). Prices are split-adjusted as of the dataset's end, not dividend-adjusted.
 * Every returned array is shared by all callers: copy it before changing it.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Bar } from '../../../shared/engine/market/market-data';

/** The folder of the bundled files in the repository (beside this module's folder). */
export const DATA_DIR = fileURLToPath(new URL('../data/', import.meta.url));
/**
 * In a Lambda bundle the code is one file and infra/constructs/market-data-bundling.ts copies the
 * data folder beside it as `market-data/`.
 */
const BUNDLED_DATA_DIR = fileURLToPath(new URL('./market-data/', import.meta.url));

const dataDir = existsSync(DATA_DIR) || !existsSync(BUNDLED_DATA_DIR) ? DATA_DIR : BUNDLED_DATA_DIR;

/** Forgets every parsed file (benchmarks measure cold loads with it). */
export function clearDatasetCache(): void {
  cache.clear();
}

/** One daily bar: the engine's Bar (split-adjusted, not dividend-adjusted). */
export type BarRow = Bar;
/** `date` is the ex-date; `amount` the cash per share in the dataset's split basis. */
export interface DividendRow {
  date: string;
  amount: number;
}
/** `ratio` new shares per old share, effective on `date`. */
export interface SplitRow {
  date: string;
  ratio: number;
}
export interface VixRow {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
}
/** DGS3MO in percent (bond-equivalent), as FRED publishes it; divide by 100 for a rate. */
export interface RateRow {
  date: string;
  dgs3mo: number;
}

const cache = new Map<string, Promise<unknown>>();

/** A bundled file read and parsed once (cached by path; a failed read is not cached). */
function cached<T>(relativePath: string, parse: (text: string) => T): Promise<T> {
  let value = cache.get(relativePath) as Promise<T> | undefined;
  if (!value) {
    value = readFile(join(dataDir, relativePath), 'utf8').then(parse);
    cache.set(relativePath, value);
    value.catch(() => cache.delete(relativePath));
  }
  return value;
}

/**
 * Rows of a `date,n1,n2,...` file: scans the text for commas instead of splitting it into arrays
 * (the bars of all tickers are 70,000 rows; this halves the parse time).
 */
function scan<T>(text: string, width: number, make: (date: string, v: Float64Array) => T): T[] {
  const out: T[] = [];
  const values = new Float64Array(width);
  const n = text.length;
  let pos = text.indexOf('\n') + 1;
  while (pos > 0 && pos < n) {
    let end = text.indexOf('\n', pos);
    if (end < 0) end = n;
    if (end > pos) {
      let comma = text.indexOf(',', pos);
      const date = text.slice(pos, comma);
      for (let k = 0; k < width; k++) {
        const next = k === width - 1 ? end : text.indexOf(',', comma + 1);
        values[k] = Number(text.slice(comma + 1, next));
        comma = next;
      }
      out.push(make(date, values));
    }
    pos = end + 1;
  }
  return out;
}

/** Rows of a small CSV without its header, split into cells. */
const cells = (text: string) =>
  text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','));

const num = (c: string[], i: number) => Number(c[i]);
const cell = (c: string[], i: number) => c[i] ?? '';
const at = (v: Float64Array, i: number) => v[i] ?? Number.NaN;

/** Tickers with bundled bars, ascending. */
export async function listTickers(): Promise<string[]> {
  const files = await readdir(join(dataDir, 'bars'));
  return files.filter((f) => f.endsWith('.csv')).map((f) => f.slice(0, -4)).sort();
}

/**
 * Daily bars of `ticker`, ascending; throws naming the ticker and the tickers that exist.
 * The array is shared by every caller (cached): copy it before changing it.
 */
export function readBars(ticker: string): Promise<BarRow[]> {
  const symbol = ticker.toUpperCase();
  return cached(join('bars', `${symbol}.csv`), (text) =>
    scan(text, 5, (date, v) => ({ date, open: at(v, 0), high: at(v, 1), low: at(v, 2), close: at(v, 3), volume: at(v, 4) })),
  ).catch(async () => {
    throw new Error(`no bundled data for ticker '${ticker}'; tickers with data: ${(await listTickers()).join(', ')}`);
  });
}

async function perTicker<T>(file: string, ticker: string, map: (c: string[]) => T): Promise<T[]> {
  const symbol = ticker.toUpperCase();
  return (await cached(file, cells)).filter((c) => c[0] === symbol).map((c) => map(c));
}

/** Cash dividends of `ticker` by ex-date, ascending (empty when it paid none in the data). */
export function readDividends(ticker: string): Promise<DividendRow[]> {
  return perTicker('dividends.csv', ticker, (c) => ({ date: cell(c, 1), amount: num(c, 2) }));
}

/** Splits of `ticker` since the dataset start, ascending (bars are already scaled for them). */
export function readSplits(ticker: string): Promise<SplitRow[]> {
  return perTicker('splits.csv', ticker, (c) => ({ date: cell(c, 1), ratio: num(c, 2) }));
}

/** VIX daily, on NYSE trading days only. */
export function readVix(): Promise<VixRow[]> {
  return cached('vix.csv', (text) => scan(text, 4, (date, v) => ({ date, open: at(v, 0), high: at(v, 1), low: at(v, 2), close: at(v, 3) })));
}

/** Cboe volatility indices of one day (percent; SKEW in index points); a missing index is absent. */
export interface VolIndexDay {
  date: string;
  values: Partial<Record<string, number>>;
}

/**
 * `vol-indices.csv` (built from Cboe's histories: vol-indices.ts): one row per NYSE trading day,
 * an empty cell where the index has no value that day.
 */
export function readVolIndices(): Promise<VolIndexDay[]> {
  return cached('vol-indices.csv', (text) => {
    const lines = text.trim().split('\n');
    const names = (lines[0] ?? '').split(',').slice(1);
    return lines.slice(1).map((line) => {
      const c = line.split(',');
      const values: Partial<Record<string, number>> = {};
      names.forEach((n, i) => {
        const cellText = c[i + 1] ?? '';
        if (cellText !== '') values[n] = Number(cellText);
      });
      return { date: c[0] ?? '', values };
    });
  });
}

/** 3-month Treasury yield (DGS3MO, percent) on the days FRED publishes it. */
export function readRates(): Promise<RateRow[]> {
  return cached('rates.csv', (text) => scan(text, 1, (date, v) => ({ date, dgs3mo: at(v, 0) })));
}

/** First day, last day and row count of every ticker's bars. */
export async function coverage(): Promise<Record<string, { first: string; last: string; rows: number }>> {
  const out: Record<string, { first: string; last: string; rows: number }> = {};
  for (const ticker of await listTickers()) {
    const bars = await readBars(ticker);
    out[ticker] = { first: bars[0]?.date ?? '', last: bars[bars.length - 1]?.date ?? '', rows: bars.length };
  }
  return out;
}
