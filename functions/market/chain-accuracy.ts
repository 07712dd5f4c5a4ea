/**
 * How close the modeled chain is to real chains: for each quote day of an imported chain, the
 * median absolute difference, in vol points, between the model's implied vol and the real one,
 * over contracts with 0.10 <= |delta| <= 0.50 (the vendor's delta). Both vols come from BSM with the
 * same rate and dividend yield the model uses: the real one inverts the real bid/ask mid, the
 * model one inverts the model price (priceAt at the day's close), so only the surface differs.
 *
 * `npx tsx functions/market/chain-accuracy.ts [FILE.csv[.gz]]` prints a JSON report (default: the
 * SPXW Jan-Feb 2018 fixture).
 */
import { basename } from 'node:path';
import { impliedVol } from '../../shared/engine/market/black-scholes';
import { daysBetween } from '../../shared/engine/market/calendar';
import type { MarketData } from '../../shared/engine/market/market-data';
import { loadMarketData } from './load-market-data';
import { parseVendorCsv, type ParsedRow } from './chains/parse-vendor-csv';
import { readVendorFile } from './chains/import-chains';
import { gridMedian, median } from '../../shared/engine/core/median';
import { FAR_PUT_MEASURED_MIN_DTE, tickGrid, tickSize } from '../../shared/engine/market/chain-rules';

export const SPXW_FIXTURE = new URL('./chains/fixtures/SPXW_2018-01-02_to_2018-02-28.csv.gz', import.meta.url).pathname;

export interface DayAccuracy {
  date: string;
  dte: number;
  contracts: number;
  medianAbsErrorVolPoints: number;
  /** Model minus real, median (positive: the model is too high). */
  medianErrorVolPoints: number;
}

/** Median bid/ask width, real and modeled, of one |delta| bucket and DTE range (same contracts). */
export interface WidthBucket {
  delta: string;
  dte: string;
  contracts: number;
  real: number;
  model: number;
  /** model / real. */
  ratio: number;
  /** exp(mean ln(model / real)) over the cell's quotes: the side the model is on, tick boundaries aside. */
  quoteRatio: number;
  /**
   * The interpolated (grouped) medians of the same widths, each width read as the tick interval it was
   * rounded to (core/median.ts gridMedian), to the tenth of a cent, and their ratio: where the plain
   * median sits on a tick boundary, these say how far from it each side's middle quote is.
   */
  realInterpolated: number;
  modelInterpolated: number;
  interpolatedRatio: number;
}

/** Median model − real IV (vol points) of one type and |delta| bucket, expiries 12+ days out. */
export interface DeltaBucketError {
  type: 'call' | 'put';
  delta: string;
  contracts: number;
  medianError: number;
  /** Median |model − real| IV (vol points): the bucket's error, against the model-risk band's shift. */
  medianAbsError: number;
}

/** Median bid/ask width, real and modeled, of one day and |delta| bucket (0-0.50 |delta|). */
export interface DayWidth {
  date: string;
  dte: number;
  delta: string;
  contracts: number;
  real: number;
  model: number;
}

/**
 * Σ|ln(model / real)| over the per-day median widths (DayWidth) of one part of the sample: the
 * criterion the VIX-range threshold was chosen by on the 1-21 DTE days (`inSample`) and checked by
 * on the 22-35 DTE days (`outOfSample`), chain-rules.ts rule 5.
 */
export interface WidthFit {
  inSample: { cells: number; sumAbsLogRatio: number };
  outOfSample: { cells: number; sumAbsLogRatio: number };
}

/**
 * The widths quote by quote: mean |ln(model / real)| over the real quotes with a bid under |delta|
 * 0.50, 1-21 DTE (`inSample`, the days the minimum's FLOOR_WIDENS_FROM was chosen on) and 22-35
 * DTE (`outOfSample`), and exp(mean ln(model / real)) (`ratio`, the side the model is on). Per-day
 * medians (WidthFit) barely see the minimum width, which sets a cell's median only on the days
 * most of its quotes sit at it; each quote is a fill.
 */
export interface QuoteFit {
  inSample: { quotes: number; meanAbsLogRatio: number; ratio: number };
  outOfSample: { quotes: number; meanAbsLogRatio: number; ratio: number };
}

/** Median in-the-money bid/ask width, real and modeled, of one band of the real mid price. */
export interface PriceBandWidth extends Omit<WidthBucket, 'delta' | 'dte'> {
  /** Dollars, "100-200" (the last band "600+"). */
  price: string;
}

/** The width cells of one calendar month of the sample (YYYY-MM): the rule judged month by month. */
export interface MonthWidths {
  month: string;
  widths: WidthBucket[];
}

export interface AccuracyReport {
  ticker: string;
  widths: WidthBucket[];
  /**
   * The same cells per month: a width rule chosen on one month is judged out of sample on the other
   * (Jan 2018 was calm, VIX about 11; Feb 2018 held the Volmageddon, VIX 13-37).
   */
  widthsByMonth: MonthWidths[];
  /**
   * In-the-money widths (|delta| 0.50+, 1-35 DTE) by the real mid's price band: the delta buckets
   * pool prices from $20 to $2,000, whose real widths differ (about 3% of the price up to $5, $5
   * from $100 to $600, more beyond), so a rule can meet the pooled median and miss every price.
   */
  widthsInTheMoneyByPrice: PriceBandWidth[];
  /** Per day and |delta| bucket (0-0.50), and the fit criterion of the VIX-range threshold over them. */
  widthsByDay: DayWidth[];
  widthFit: WidthFit;
  quoteFit: QuoteFit;
  /** The whole smile by |delta| (the headline error covers 0.10-0.50 only): where the wings differ. */
  errorsByDelta: DeltaBucketError[];
  days: DayAccuracy[];
  /** Median over days of the per-day medians. */
  medianOfDays: number;
  worstDay: number;
}

/** Dividend yield the model uses on `date` (inverted from its own parity: avoids re-deriving it). */
function modelYield(market: MarketData, date: string, expiry: string, strike: number, spot: number): number {
  const t = daysBetween(date, expiry) / 365;
  const r = market.riskFreeRate(date);
  const parity = market.options.priceAt(date, expiry, 'call', strike, spot) - market.options.priceAt(date, expiry, 'put', strike, spot);
  // C - P = S e^{-qT} - K e^{-rT}
  return -Math.log((parity + strike * Math.exp(-r * t)) / spot) / t;
}

const DELTA_BUCKETS: readonly [number, number][] = [[0, 0.1], [0.1, 0.25], [0.25, 0.5], [0.5, 1.01]];
const DTE_BUCKETS: readonly [number, number][] = [[1, 7], [8, 21], [22, 35]];

/** Median widths by |delta| bucket and DTE range: the real quote's and the model's at the same contract. */
export function measureWidths(market: MarketData, rows: readonly ParsedRow[]): WidthBucket[] {
  const cells = new Map<string, { real: number[]; model: number[] }>();
  for (const { date, quote: q } of rows) {
    const dte = daysBetween(date, q.expiry_date);
    const d = DELTA_BUCKETS.find(([lo, hi]) => Math.abs(q.delta) >= lo && Math.abs(q.delta) < hi);
    const t = DTE_BUCKETS.find(([lo, hi]) => dte >= lo && dte <= hi);
    if (d === undefined || t === undefined || q.bid_price <= 0) continue;
    const m = market.options.quote(date, q.expiry_date, q.call_or_put, q.strike);
    if (m === undefined) continue;
    const key = `${d[0].toFixed(2)}-${d[1] > 1 ? '1.00' : d[1].toFixed(2)}|${t[0]}-${t[1]}`;
    const cell = cells.get(key) ?? { real: [], model: [] };
    cell.real.push(q.ask_price - q.bid_price);
    cell.model.push(m.ask_price - m.bid_price);
    cells.set(key, cell);
  }
  return [...cells].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, c]) => {
    const [delta = '', dte = ''] = key.split('|');
    return { delta, dte, ...widthMedians(c, widthStep(market)) };
  });
}

/** The grid a width sits on: the finest tick of the market's class on its last day (an index's $0.05; chain-rules.ts tickGrid). */
function widthStep(market: MarketData): number {
  return tickSize(tickGrid(market.ticker, market.bars.at(-1)?.date ?? ''), 0);
}

/**
 * The real and modeled median widths of one cell's contracts, to the cent, their ratio, the quote by
 * quote ratio and the interpolated medians on the `step` grid (WidthBucket).
 */
function widthMedians(c: { real: number[]; model: number[] }, step: number): Omit<WidthBucket, 'delta' | 'dte'> {
  const real = Math.round(median(c.real) * 100) / 100;
  const model = Math.round(median(c.model) * 100) / 100;
  // Widths are whole ticks, so a median can sit on a tick boundary (0.125 between 0.10 and 0.15)
  // and flip a cell's ratio by a tick: the quote-by-quote geometric mean ratio says which side the
  // model is on there.
  let logSum = 0;
  let n = 0;
  c.real.forEach((r, i) => {
    const m = c.model[i] ?? 0;
    if (r > 0 && m > 0) { logSum += Math.log(m / r); n++; }
  });
  const quoteRatio = n === 0 ? 1 : Math.round(Math.exp(logSum / n) * 100) / 100;
  const realInterpolated = gridMedian(c.real, step);
  const modelInterpolated = gridMedian(c.model, step);
  return {
    contracts: c.real.length, real, model, ratio: Math.round((model / real) * 100) / 100, quoteRatio,
    realInterpolated: Math.round(realInterpolated * 1000) / 1000,
    modelInterpolated: Math.round(modelInterpolated * 1000) / 1000,
    interpolatedRatio: Math.round((modelInterpolated / realInterpolated) * 100) / 100,
  };
}

const PRICE_BANDS: readonly number[] = [0, 50, 100, 200, 400, 600];

/** Median widths of the in-the-money quotes (|delta| 0.50+, 1-35 DTE) by the real mid's price band. */
export function measureInTheMoneyWidths(market: MarketData, rows: readonly ParsedRow[]): PriceBandWidth[] {
  const bands = PRICE_BANDS.map(() => ({ real: [] as number[], model: [] as number[] }));
  for (const { date, quote: q } of rows) {
    const dte = daysBetween(date, q.expiry_date);
    if (Math.abs(q.delta) < 0.5 || dte < 1 || dte > 35 || q.bid_price <= 0) continue;
    const m = market.options.quote(date, q.expiry_date, q.call_or_put, q.strike);
    if (m === undefined) continue;
    const mid = (q.bid_price + q.ask_price) / 2;
    const band = bands[PRICE_BANDS.findLastIndex((lo) => mid >= lo)];
    band?.real.push(q.ask_price - q.bid_price);
    band?.model.push(m.ask_price - m.bid_price);
  }
  return bands.map((b, i) => {
    const lo = PRICE_BANDS[i] ?? 0;
    const hi = PRICE_BANDS[i + 1];
    return { price: hi === undefined ? `${lo}+` : `${lo}-${hi}`, ...widthMedians(b, widthStep(market)) };
  });
}

/** `measureWidths` on each calendar month of the rows separately, months in order. */
export function measureWidthsByMonth(market: MarketData, rows: readonly ParsedRow[]): MonthWidths[] {
  const byMonth = new Map<string, ParsedRow[]>();
  for (const row of rows) {
    const month = row.date.slice(0, 7);
    const list = byMonth.get(month) ?? [];
    list.push(row);
    byMonth.set(month, list);
  }
  return [...byMonth].sort(([a], [b]) => (a < b ? -1 : 1)).map(([month, monthRows]) => ({ month, widths: measureWidths(market, monthRows) }));
}

const DAY_WIDTH_BUCKETS: readonly [number, number][] = [[0, 0.1], [0.1, 0.25], [0.25, 0.5]];
/** Days up to this DTE chose the VIX-range threshold; the days beyond (22-35) check it. */
const FIT_MAX_DTE = 21;

/** Median widths per day and |delta| bucket under 0.50 (real and model at the same contracts), 1-35 DTE. */
export function measureDayWidths(market: MarketData, rows: readonly ParsedRow[]): DayWidth[] {
  const cells = new Map<string, { dte: number; real: number[]; model: number[] }>();
  for (const { date, quote: q } of rows) {
    const dte = daysBetween(date, q.expiry_date);
    const d = DAY_WIDTH_BUCKETS.find(([lo, hi]) => Math.abs(q.delta) >= lo && Math.abs(q.delta) < hi);
    if (d === undefined || dte < 1 || dte > 35 || q.bid_price <= 0) continue;
    const m = market.options.quote(date, q.expiry_date, q.call_or_put, q.strike);
    if (m === undefined) continue;
    const key = `${date}|${d[0].toFixed(2)}-${d[1].toFixed(2)}`;
    const cell = cells.get(key) ?? { dte, real: [], model: [] };
    cell.real.push(q.ask_price - q.bid_price);
    cell.model.push(m.ask_price - m.bid_price);
    cells.set(key, cell);
  }
  return [...cells].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, c]) => {
    const [date = '', delta = ''] = key.split('|');
    return { date, dte: c.dte, delta, contracts: c.real.length, real: median(c.real), model: median(c.model) };
  });
}

/** The fit criterion (WidthFit) over per-day widths: 1-21 DTE days in sample, 22-35 out of sample. */
export function widthFit(days: readonly DayWidth[]): WidthFit {
  const part = (inSample: boolean) => {
    const cells = days.filter((d) => (d.dte <= FIT_MAX_DTE) === inSample && d.real > 0 && d.model > 0);
    const sum = cells.reduce((acc, d) => acc + Math.abs(Math.log(d.model / d.real)), 0);
    return { cells: cells.length, sumAbsLogRatio: Math.round(sum * 100) / 100 };
  };
  return { inSample: part(true), outOfSample: part(false) };
}

/** QuoteFit over the real quotes (|delta| under 0.50, 1-35 DTE) and the model's at the same contracts. */
export function measureQuoteFit(market: MarketData, rows: readonly ParsedRow[]): QuoteFit {
  const parts = { inSample: { n: 0, abs: 0, sum: 0 }, outOfSample: { n: 0, abs: 0, sum: 0 } };
  for (const { date, quote: q } of rows) {
    const dte = daysBetween(date, q.expiry_date);
    if (Math.abs(q.delta) >= 0.5 || dte < 1 || dte > 35 || q.bid_price <= 0) continue;
    const m = market.options.quote(date, q.expiry_date, q.call_or_put, q.strike);
    const real = q.ask_price - q.bid_price;
    const model = m === undefined ? 0 : m.ask_price - m.bid_price;
    if (!(real > 0) || !(model > 0)) continue;
    const part = dte <= FIT_MAX_DTE ? parts.inSample : parts.outOfSample;
    const lr = Math.log(model / real);
    part.n++;
    part.abs += Math.abs(lr);
    part.sum += lr;
  }
  const summary = (p: { n: number; abs: number; sum: number }) => ({
    quotes: p.n,
    meanAbsLogRatio: Math.round((p.abs / p.n) * 10000) / 10000,
    ratio: Math.round(Math.exp(p.sum / p.n) * 1000) / 1000,
  });
  return { inSample: summary(parts.inSample), outOfSample: summary(parts.outOfSample) };
}

const SMILE_BUCKETS: readonly number[] = [0, 0.01, 0.03, 0.05, 0.1, 0.25, 0.5, 0.75];

/** Model IV and real IV of one real contract (same rate and model yield), or undefined. */
function vols(market: MarketData, date: string, q: ParsedRow['quote']): { model: number; real: number; dte: number } | undefined {
  const spot = market.bars.find((b) => b.date === date)?.close;
  const dte = daysBetween(date, q.expiry_date);
  if (spot === undefined || dte <= 0 || q.bid_price <= 0) return undefined;
  const base = { type: q.call_or_put, spot, strike: q.strike, years: dte / 365, rate: market.riskFreeRate(date) };
  const dividendYield = modelYield(market, date, q.expiry_date, q.strike, spot);
  // The real mid is quoted against the vendor's underlying; move it to the dataset close by delta.
  const realMid = (q.bid_price + q.ask_price) / 2 + q.delta * (spot - q.underlying_price);
  const real = impliedVol({ ...base, dividendYield }, realMid);
  const model = impliedVol({ ...base, dividendYield }, market.options.priceAt(date, q.expiry_date, q.call_or_put, q.strike, spot));
  return real === undefined || model === undefined ? undefined : { model, real, dte };
}

/** Median model − real IV by type and out-of-the-money |delta| bucket, expiries 12+ days out. */
export function measureErrorsByDelta(market: MarketData, rows: readonly ParsedRow[]): DeltaBucketError[] {
  const cells = new Map<string, number[]>();
  for (const { date, quote: q } of rows) {
    const d = Math.abs(q.delta);
    const i = SMILE_BUCKETS.findIndex((lo, j) => d >= lo && d < (SMILE_BUCKETS[j + 1] ?? 0.75));
    if (i < 0 || daysBetween(date, q.expiry_date) < FAR_PUT_MEASURED_MIN_DTE) continue;
    const v = vols(market, date, q);
    if (v === undefined) continue;
    const key = `${q.call_or_put}|${(SMILE_BUCKETS[i] ?? 0).toFixed(2)}-${(SMILE_BUCKETS[i + 1] ?? 0.75).toFixed(2)}`;
    const list = cells.get(key) ?? [];
    list.push((v.model - v.real) * 100);
    cells.set(key, list);
  }
  return [...cells].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, xs]) => {
    const [type = 'put', delta = ''] = key.split('|');
    return { type: type === 'call' ? 'call' : 'put', delta, contracts: xs.length, medianError: Math.round(median(xs) * 100) / 100, medianAbsError: Math.round(median(xs.map(Math.abs)) * 100) / 100 };
  });
}

export function measureAccuracy(market: MarketData, rows: readonly ParsedRow[]): AccuracyReport {
  const byDay = new Map<string, { errors: number[]; signed: number[]; dte: number }>();
  for (const { date, quote: q } of rows) {
    if (Math.abs(q.delta) < 0.1 || Math.abs(q.delta) > 0.5) continue;
    const v = vols(market, date, q);
    if (v === undefined) continue;
    const { model, real, dte } = v;
    const day = byDay.get(date) ?? { errors: [], signed: [], dte };
    day.errors.push(Math.abs(model - real) * 100);
    day.signed.push((model - real) * 100);
    byDay.set(date, day);
  }
  const days = [...byDay].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, d]) => ({
    date,
    dte: d.dte,
    contracts: d.errors.length,
    medianAbsErrorVolPoints: Math.round(median(d.errors) * 100) / 100,
    medianErrorVolPoints: Math.round(median(d.signed) * 100) / 100,
  }));
  const perDay = days.map((d) => d.medianAbsErrorVolPoints);
  const widthsByDay = measureDayWidths(market, rows);
  return { ticker: market.ticker, widths: measureWidths(market, rows), widthsByMonth: measureWidthsByMonth(market, rows), widthsInTheMoneyByPrice: measureInTheMoneyWidths(market, rows), widthsByDay, widthFit: widthFit(widthsByDay), quoteFit: measureQuoteFit(market, rows), errorsByDelta: measureErrorsByDelta(market, rows), days, medianOfDays: median(perDay), worstDay: Math.max(...perDay) };
}

/** Parses a vendor file and measures the modeled chain of its underlying against it. */
export async function accuracyOfFile(file: string): Promise<AccuracyReport> {
  const text = await readVendorFile(file);
  const model = await loadMarketData('SPX', { store: null });
  const { rows } = parseVendorCsv(text, basename(file), model.riskFreeRate);
  const ticker = rows[0]?.ticker ?? 'SPX';
  const market = ticker === 'SPX' ? model : await loadMarketData(ticker, { store: null });
  return measureAccuracy(market, rows);
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  accuracyOfFile(process.argv[2] ?? SPXW_FIXTURE).then(
    (report) => process.stdout.write(`${JSON.stringify(report, null, 1)}\n`),
    (error: unknown) => {
      process.stderr.write(`chain-accuracy: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
