/**
 * Fits and checks the modeled volume / open-interest rule (shared/engine/market/liquidity-model.ts)
 * on the real chains we hold: SPXW Jan-Feb 2018 (index class; the vendor's volume, open interest and
 * delta) and the QuantConnect LEAN universes (SPX 2015-12-22/23 for the index class; AAPL June 2014
 * and GOOG December 2015 for the stock class; their volume, open interest where the file has it, and
 * delta). Each contract's volume and open interest are divided by the underlying's trailing share
 * volume (liquidity-model.ts: SPY's for SPX; GOOGL's bars stand in for GOOG, which the dataset lacks);
 * the fitted rate of a cell (class × call/put × |delta| bucket × DTE bucket) is the median of those
 * ratios. Empty cells copy the nearest DTE bucket of the same |delta| bucket.
 *
 * `npx tsx functions/market/liquidity-fit-report.ts` prints the fitted tables (as the TypeScript
 * literal of liquidity-constants.ts) and, per file, per |delta| × DTE bucket: the median real and the
 * median modeled value (the model reading the committed constants), their ratio, and the median of
 * modeled/real over contracts with real > 0. In sample: the same files fitted the rates.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Bar, OptionType } from '../../shared/engine/market/market-data';
import { daysBetween } from '../../shared/engine/market/calendar-dates';
import { bsm, impliedVol } from '../../shared/engine/market/black-scholes';
import { laterSplitFactor } from '../../shared/engine/market/splits';
import { tickerClass, type TickerClass } from '../../shared/engine/market/chain-rules';
import {
  DELTA_BUCKETS, DTE_BUCKETS, deltaBucket, dteBucket, liquidityClass, modeledOpenInterest, modeledVolume,
  trailingDollarVolumes, type LiquidityClass,
} from '../../shared/engine/market/liquidity-model';
import type { LiquidityTable } from '../../shared/engine/market/liquidity-constants';
import { parseVendorCsv } from './chains/parse-vendor-csv';
import { readVendorFile } from './chains/import-chains';
import { SPXW_FIXTURE } from './chain-accuracy';
import { LEAN_DIR } from './lean-chains';

const DATA = new URL('./data/', import.meta.url).pathname;

export interface Observation {
  file: string;
  cls: TickerClass;
  type: OptionType;
  absDelta: number;
  dte: number;
  volume: number;
  /** null where the file leaves it empty. */
  openInterest: number | null;
  shareVolume: number;
}

function readBars(ticker: string): Bar[] {
  return readFileSync(join(DATA, 'bars', `${ticker}.csv`), 'utf8').trim().split('\n').slice(1).map((line) => {
    const [date = '', open, high, low, close, volume] = line.split(',');
    return { date, open: Number(open), high: Number(high), low: Number(low), close: Number(close), volume: Number(volume) };
  });
}

function readSplits(ticker: string): { date: string; ratio: number }[] {
  return readFileSync(join(DATA, 'splits.csv'), 'utf8').trim().split('\n').slice(1)
    .map((l) => l.split(','))
    .filter((c) => c[0] === ticker)
    .map((c) => ({ date: c[1] ?? '', ratio: Number(c[2]) }));
}

/** The day's traded price and share volume of `volumeTicker` (SPY for SPX), as the engine computes them. */
export function shareVolumeReader(priceTicker: string, volumeTicker: string): (date: string) => { spot: number; shareVolume: number } {
  const priceBars = readBars(priceTicker);
  const priceSplits = readSplits(priceTicker);
  const volBars = readBars(volumeTicker);
  const volSplits = readSplits(volumeTicker);
  const dollars = trailingDollarVolumes(volBars);
  const volIndex = new Map(volBars.map((b, i) => [b.date, i]));
  const priceIndex = new Map(priceBars.map((b, i) => [b.date, i]));
  return (date) => {
    const i = volIndex.get(date);
    const j = priceIndex.get(date);
    const vb = i === undefined ? undefined : volBars[i];
    const pb = j === undefined ? undefined : priceBars[j];
    if (i === undefined || vb === undefined || pb === undefined) throw new Error(`no bar for ${volumeTicker}/${priceTicker} on ${date}`);
    const volumeSpot = vb.close * laterSplitFactor(volSplits, date);
    return { spot: pb.close * laterSplitFactor(priceSplits, date), shareVolume: (dollars[i] ?? 0) / volumeSpot };
  };
}

export async function spxwObservations(): Promise<Observation[]> {
  const { rows } = parseVendorCsv(await readVendorFile(SPXW_FIXTURE), basename(SPXW_FIXTURE), () => 0.015);
  const share = shareVolumeReader('SPX', 'SPY');
  return rows.map(({ date, quote: q }) => ({
    file: 'SPXW 2018-01..02',
    cls: 'index' as const,
    type: q.call_or_put,
    absDelta: Math.min(Math.abs(q.delta), 1),
    dte: daysBetween(date, q.expiry_date),
    volume: q.volume,
    openInterest: q.open_interest,
    shareVolume: share(date).shareVolume,
  }));
}

const iso = (yyyymmdd: string) => `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

/**
 * LEAN universe rows. The files' own IV and greeks are unusable near the money (issue 15), so each
 * contract's |delta| is recomputed by BSM with one vol per expiry: the vol inverted from the close of
 * the out-of-the-money option nearest the spot (rate 1.5%, no dividend: bucket edges only need
 * a rough delta). Where no vol inverts, the day's median of the other expiries (else 30%).
 */
export function leanObservations(folder: string, priceTicker: string, volumeTicker: string, cls: TickerClass): Observation[] {
  const share = shareVolumeReader(priceTicker, volumeTicker);
  const seen = new Set<string>();
  const out: Observation[] = [];
  const dir = join(LEAN_DIR, folder);
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.csv')).sort()) {
    const text = readFileSync(join(dir, f), 'utf8');
    if (seen.has(text)) continue; // goog/20151231.csv repeats 20151230.csv (SOURCES.md)
    seen.add(text);
    const date = iso(f.slice(0, 8));
    const { spot, shareVolume } = share(date);
    const rows: { expiry: string; strike: number; type: OptionType; close: number; volume: number; oi: number | null }[] = [];
    for (const line of text.split('\n').slice(1)) {
      const c = line.trim().split(',');
      if (!c[0] || c[0].startsWith('#')) continue;
      const strike = Number(c[1]);
      if (!(strike > 0)) continue;
      rows.push({
        expiry: iso(c[0]), strike, type: c[2] === 'P' ? 'put' : 'call', close: Number(c[6]) || 0,
        volume: Number(c[7]) || 0, oi: c[8] === undefined || c[8] === '' ? null : Number(c[8]),
      });
    }
    const vols = new Map<string, number>();
    for (const expiry of new Set(rows.map((r) => r.expiry))) {
      const years = daysBetween(date, expiry) / 365;
      let best: { d: number; vol: number } | undefined;
      for (const r of rows) {
        if (r.expiry !== expiry || (r.type === 'call') !== (r.strike >= spot)) continue;
        const vol = impliedVol({ type: r.type, spot, strike: r.strike, years, rate: 0.015, dividendYield: 0 }, r.close, 1e-6);
        const d = Math.abs(r.strike - spot);
        if (vol !== undefined && vol > 0.03 && vol < 3 && (best === undefined || d < best.d)) best = { d, vol };
      }
      if (best) vols.set(expiry, best.vol);
    }
    const fallbackVol = vols.size > 0 ? median([...vols.values()]) : 0.3;
    for (const r of rows) {
      const dte = daysBetween(date, r.expiry);
      const vol = vols.get(r.expiry) ?? fallbackVol;
      const g = bsm({ type: r.type, spot, strike: r.strike, years: Math.max(dte, 0.5) / 365, rate: 0.015, dividendYield: 0, vol });
      out.push({
        file: `LEAN ${folder}`, cls, type: r.type, absDelta: Math.min(Math.abs(g.delta), 1), dte,
        volume: r.volume, openInterest: r.oi, shareVolume,
      });
    }
  }
  return out;
}

export async function allObservations(): Promise<Observation[]> {
  return [
    ...(await spxwObservations()),
    ...leanObservations('spx', 'SPX', 'SPY', 'index'),
    ...leanObservations('aapl', 'AAPL', 'AAPL', tickerClass('AAPL')),
    ...leanObservations('goog', 'GOOGL', 'GOOGL', tickerClass('GOOGL')),
  ];
}

export function median(xs: number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] ?? NaN) : ((s[m - 1] ?? NaN) + (s[m] ?? NaN)) / 2;
}

/** Rounds a rate to 3 significant digits (the constants file's precision). */
const sig3 = (x: number) => (x === 0 ? 0 : Number(x.toPrecision(3)));

type Measure = 'volume' | 'openInterest';
const TYPES: OptionType[] = ['call', 'put'];
const CLASSES: LiquidityClass[] = ['index', 'stock'];

/** The median rate of every cell, empty cells copying the nearest DTE bucket (then |delta| bucket). */
export function fitTable(obs: readonly Observation[], measure: Measure): LiquidityTable {
  const table = {} as Record<LiquidityClass, Record<OptionType, number[][]>>;
  for (const lc of CLASSES) {
    table[lc] = { call: [], put: [] };
    for (const type of TYPES) {
      const cells: number[][][] = DELTA_BUCKETS.map(() => DTE_BUCKETS.map(() => []));
      for (const o of obs) {
        const value = measure === 'volume' ? o.volume : o.openInterest;
        if (value === null || liquidityClass(o.cls) !== lc || o.type !== type || !(o.shareVolume > 0)) continue;
        cells[deltaBucket(o.absDelta)]?.[dteBucket(o.dte)]?.push(value / o.shareVolume);
      }
      const medians = cells.map((row) => row.map((c) => (c.length > 0 ? median(c) : NaN)));
      table[lc][type] = medians.map((row, d) => row.map((v, t) => sig3(Number.isNaN(v) ? nearest(medians, d, t) : v)));
    }
  }
  return table as LiquidityTable;
}

function nearest(m: number[][], d: number, t: number): number {
  for (let dist = 1; dist < DTE_BUCKETS.length + DELTA_BUCKETS.length; dist += 1) {
    for (const [dd, tt] of [[d, t - dist], [d, t + dist], [d - dist, t], [d + dist, t]] as const) {
      const v = m[dd]?.[tt];
      if (v !== undefined && !Number.isNaN(v)) return v;
    }
  }
  return 0;
}

export interface BucketCheck {
  delta: string;
  dte: string;
  n: number;
  realMedian: number;
  modelMedian: number;
  /** modelMedian / realMedian (null when the real median is 0). */
  ratioOfMedians: number | null;
  /** Median of modeled/real over the contracts with real > 0 (null when none). */
  medianRatio: number | null;
}

export function checkBuckets(obs: readonly Observation[], measure: Measure): BucketCheck[] {
  const out: BucketCheck[] = [];
  DELTA_BUCKETS.forEach((delta, d) => DTE_BUCKETS.forEach((dte, t) => {
    const real: number[] = [];
    const model: number[] = [];
    const ratios: number[] = [];
    for (const o of obs) {
      const value = measure === 'volume' ? o.volume : o.openInterest;
      if (value === null || deltaBucket(o.absDelta) !== d || dteBucket(o.dte) !== t) continue;
      const m = (measure === 'volume' ? modeledVolume : modeledOpenInterest)(o.cls, o.shareVolume, o.type, o.absDelta, o.dte);
      real.push(value);
      model.push(m);
      if (value > 0) ratios.push(m / value);
    }
    if (real.length === 0) return;
    const realMedian = median(real);
    const modelMedian = median(model);
    const r = (x: number) => Number(x.toFixed(2));
    out.push({
      delta, dte, n: real.length, realMedian, modelMedian,
      ratioOfMedians: realMedian > 0 ? r(modelMedian / realMedian) : null,
      medianRatio: ratios.length > 0 ? r(median(ratios)) : null,
    });
  }));
  return out;
}

export interface LiquidityReport {
  fitted: { volume: LiquidityTable; openInterest: LiquidityTable };
  files: { file: string; volume: BucketCheck[]; openInterest: BucketCheck[] }[];
}

export async function liquidityReport(): Promise<LiquidityReport> {
  const obs = await allObservations();
  const files = [...new Set(obs.map((o) => o.file))].map((file) => {
    const mine = obs.filter((o) => o.file === file);
    return { file, volume: checkBuckets(mine, 'volume'), openInterest: checkBuckets(mine, 'openInterest') };
  });
  return { fitted: { volume: fitTable(obs, 'volume'), openInterest: fitTable(obs, 'openInterest') }, files };
}

function printTable(check: BucketCheck[]): string {
  const head = '  |delta|     DTE       n   real med  model med  model/real(med)  med(model/real)';
  const lines = check.map((c) =>
    `  ${c.delta.padEnd(10)} ${c.dte.padEnd(7)} ${String(c.n).padStart(5)} ${String(c.realMedian).padStart(10)} ${String(c.modelMedian).padStart(10)} ${String(c.ratioOfMedians ?? '-').padStart(16)} ${String(c.medianRatio ?? '-').padStart(16)}`);
  return [head, ...lines].join('\n');
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  liquidityReport().then(
    (report) => {
      process.stdout.write(`Fitted rates (contracts per share of trailing ${'volume'}), paste into liquidity-constants.ts:\n`);
      process.stdout.write(`${JSON.stringify(report.fitted)}\n\n`);
      for (const f of report.files) {
        process.stdout.write(`${f.file}: volume\n${printTable(f.volume)}\n${f.file}: open interest\n${printTable(f.openInterest)}\n\n`);
      }
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
