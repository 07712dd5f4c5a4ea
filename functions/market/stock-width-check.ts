/**
 * The stock bid/ask rule (chain-rules.ts rule 5) against the one real penny-class chain with real
 * bids and asks in the raw data: VXX, every listed expiry, 2016-12-01..30 (raw SOURCES.md G2,
 * historicaloptiondata's sample via optopsy). VXX options quote like a stock's in the penny
 * program ($0.01 under $3, $0.05 from $3: the stock tick rule), and VXX was one of the most traded
 * option classes of 2016, as liquid as the big single names the product lists.
 *
 * The width rule is a function of the option's price and its expiry's ATM vol, so it is read here
 * on the real quotes themselves: each real mid is quoted by the rule (with the expiry's real ATM
 * vol: the mid implied vol of the contract nearest |delta| 0.50) and the modeled width is set
 * against the real one, contract by contract. No VXX surface is modeled: only the width rule is
 * under test.
 *
 * Choice and check: the stock constants (MIN_WIDTH, SQRT_WIDTH) were chosen on the first half of
 * the month (2016-12-01..15) by Σ|ln(model / real)| over the per-day median widths of each price
 * band under $5 (`fit.firstHalf`), and read on the second half (`fit.secondHalf`). Over $5 (in the
 * money) the real quotes sit at a flat ~$0.20 whatever the price; one underlying at one price
 * level cannot say how that plateau scales to a $600 stock, so the rule keeps its share of the
 * price there (REL_WIDTH), wider than VXX's real quotes (the costlier side), and says so.
 *
 * `npx tsx functions/market/stock-width-check.ts` prints the report.
 */
import { readFile } from 'node:fs/promises';
import { tickGrid, FLOOR_VOL_DAYS, FLOOR_WIDENS_FROM, LONG_DATED_WIDTH_FROM, LONG_DATED_WIDTH_MAX, LONG_DATED_WIDTH_PER, MIN_WIDTH, REL_WIDTH, SQRT_WIDTH } from '../../shared/engine/market/chain-rules';
import { quoteWidth, quoteWithWidth } from '../../shared/engine/market/modeled-quote';
import { median } from '../../shared/engine/core/median';
import { daysBetween } from '../../shared/engine/market/calendar';
import { parseVendorCsv, type ParsedRow } from './chains/parse-vendor-csv';
import { loadMarketData } from './load-market-data';

export const VXX_FILE = new URL('../../../shared/market-data-raw/options/historicaloptiondata-samples_via-optopsy/VXX_2016-12-01_to_2016-12-30.csv', import.meta.url).pathname;
/** The last day of the half the constants were chosen on. */
export const FIRST_HALF_END = '2016-12-15';
/** VXX's tick grid in the sample's month (chain-rules.ts PENNY_HISTORY: the penny program's, read on these quotes). */
const VXX_GRID = tickGrid('VXX', '2016-12-01');
/** Price bands of the real mid; the fit reads those under FIT_PRICE_MAX. */
export const PRICE_BANDS: readonly number[] = [0, 0.1, 0.25, 0.5, 1, 2, 3, 5, 8, 12, 20];
export const FIT_PRICE_MAX = 5;
const DTE_BUCKETS: readonly [number, number][] = [[1, 7], [8, 21], [22, 35], [36, 90], [91, 180], [181, 365], [366, 599], [600, 10000]];

/** One real quote, reduced to what the width rule reads. */
export interface RealQuote {
  date: string;
  dte: number;
  mid: number;
  width: number;
  /** The real ATM vol of the quote's expiry that day (a fraction). */
  atm: number;
}

/**
 * A stock width rule: max(long · max(floor, sqrt · ⁴√(atm in points) · √price), rel · price) on the
 * stock tick grid, long = min(1 + max(dte − longFrom, 0) / longPer, longMax), floor = min ·
 * ⁴√max(1, atm in points · √(dte / 30) / floorFrom) (the minimum widened with the vol left to expiry).
 */
export interface StockWidthRule {
  min: number;
  sqrt: number;
  rel: number;
  longFrom: number;
  longPer: number;
  longMax: number;
  floorFrom: number;
}

export const PRODUCTION_RULE: StockWidthRule = {
  min: MIN_WIDTH.stock, sqrt: SQRT_WIDTH.stock, rel: REL_WIDTH.stock, longFrom: LONG_DATED_WIDTH_FROM.stock, longPer: LONG_DATED_WIDTH_PER.stock, longMax: LONG_DATED_WIDTH_MAX.stock,
  floorFrom: FLOOR_WIDENS_FROM.stock,
};

/** The modeled width of a real mid under `rule`: the production rule's (quoteWidth) when it is that rule. */
export function modeledWidth(q: Pick<RealQuote, 'mid' | 'atm' | 'dte'>, rule: StockWidthRule = PRODUCTION_RULE): number {
  const long = Math.min(1 + Math.max(q.dte - rule.longFrom, 0) / rule.longPer, rule.longMax);
  const floor = rule.min * Math.sqrt(Math.sqrt(Math.max(1, (q.atm * 100 * Math.sqrt(q.dte / FLOOR_VOL_DAYS)) / rule.floorFrom)));
  const width = rule === PRODUCTION_RULE
    ? quoteWidth('stock', q.mid, q.atm, 1, 0, q.dte)
    : Math.max(long * Math.max(floor, rule.sqrt * Math.sqrt(Math.sqrt(q.atm * 100)) * Math.sqrt(q.mid)), rule.rel * q.mid);
  const { bid, ask } = quoteWithWidth('stock', VXX_GRID, q.mid, width);
  return Math.round((ask - bid) * 100) / 100;
}

/** The real quotes with a bid, 1 DTE or more, each with its expiry's ATM vol that day. */
export function realQuotes(rows: readonly ParsedRow[]): RealQuote[] {
  const atm = new Map<string, { gap: number; vol: number }>();
  for (const { date, quote: q } of rows) {
    const vol = (q.bid_implied_volatility + q.ask_implied_volatility) / 2;
    if (!(q.bid_price > 0) || !(q.bid_implied_volatility > 0) || !(q.ask_implied_volatility > 0)) continue;
    const key = `${date}|${q.expiry_date}`;
    const gap = Math.abs(Math.abs(q.delta) - 0.5);
    const best = atm.get(key);
    if (best === undefined || gap < best.gap) atm.set(key, { gap, vol });
  }
  const out: RealQuote[] = [];
  for (const { date, quote: q } of rows) {
    const dte = daysBetween(date, q.expiry_date);
    const vol = atm.get(`${date}|${q.expiry_date}`)?.vol;
    if (dte < 1 || !(q.bid_price > 0) || vol === undefined) continue;
    out.push({ date, dte, mid: (q.bid_price + q.ask_price) / 2, width: Math.round((q.ask_price - q.bid_price) * 100) / 100, atm: vol });
  }
  return out;
}

function bandOf(mid: number): number {
  return PRICE_BANDS.filter((p) => mid >= p).length - 1;
}

function bandLabel(i: number): string {
  const hi = PRICE_BANDS[i + 1];
  return hi === undefined ? `${PRICE_BANDS[i]}+` : `${PRICE_BANDS[i]}-${hi}`;
}

/** Expiry ranges of the fit: long-dated quotes are wider than short-dated ones at the same price. */
export const FIT_DTE_RANGES: readonly number[] = [1, 91, 181, 366, 600];

/** Σ|ln(model / real)| over the per-day median widths of each price band under FIT_PRICE_MAX and expiry range. */
export function widthCriterion(quotes: readonly RealQuote[], rule: StockWidthRule = PRODUCTION_RULE): { cells: number; sumAbsLogRatio: number } {
  const cells = new Map<string, { real: number[]; model: number[] }>();
  for (const q of quotes) {
    if (q.mid >= FIT_PRICE_MAX) continue;
    const key = `${q.date}|${bandOf(q.mid)}|${FIT_DTE_RANGES.filter((d) => q.dte >= d).length}`;
    const cell = cells.get(key) ?? { real: [], model: [] };
    cell.real.push(q.width);
    cell.model.push(modeledWidth(q, rule));
    cells.set(key, cell);
  }
  let sum = 0;
  for (const c of cells.values()) sum += Math.abs(Math.log(median(c.model) / median(c.real)));
  return { cells: cells.size, sumAbsLogRatio: Math.round(sum * 100) / 100 };
}

export interface WidthCell {
  cell: string;
  quotes: number;
  real: number;
  model: number;
  ratio: number;
}

function cellsBy(quotes: readonly RealQuote[], keyOf: (q: RealQuote) => string | undefined): WidthCell[] {
  const cells = new Map<string, { real: number[]; model: number[] }>();
  for (const q of quotes) {
    const key = keyOf(q);
    if (key === undefined) continue;
    const cell = cells.get(key) ?? { real: [], model: [] };
    cell.real.push(q.width);
    cell.model.push(modeledWidth(q));
    cells.set(key, cell);
  }
  return [...cells].map(([cell, c]) => {
    const real = Math.round(median(c.real) * 100) / 100;
    const model = Math.round(median(c.model) * 100) / 100;
    return { cell, quotes: c.real.length, real, model, ratio: Math.round((model / real) * 100) / 100 };
  });
}

export interface StockWidthReport {
  quotes: number;
  /** Expiries up to 90 days, by the real mid's price band (the order of PRICE_BANDS). */
  byPrice: WidthCell[];
  /** Quotes under FIT_PRICE_MAX by DTE range. */
  byDte: WidthCell[];
  /** Quotes of FIT_PRICE_MAX and more (in the money) by DTE range: where the rule is wider than real. */
  byDteInTheMoney: WidthCell[];
  fit: { firstHalf: { cells: number; sumAbsLogRatio: number }; secondHalf: { cells: number; sumAbsLogRatio: number } };
  /** The rule before 2026-11-28 (min $0.05, no √price term, no long-dated term) on the same halves. */
  fitBefore: { firstHalf: { cells: number; sumAbsLogRatio: number }; secondHalf: { cells: number; sumAbsLogRatio: number } };
}

export const RULE_BEFORE: StockWidthRule = { min: 0.05, sqrt: 0, rel: 0.03, longFrom: Infinity, longPer: 1, longMax: 1, floorFrom: Infinity };

export function stockWidthReport(quotes: readonly RealQuote[]): StockWidthReport {
  const first = quotes.filter((q) => q.date <= FIRST_HALF_END);
  const second = quotes.filter((q) => q.date > FIRST_HALF_END);
  const byLow = (a: WidthCell, b: WidthCell) => Number(a.cell.split(/[-+]/)[0]) - Number(b.cell.split(/[-+]/)[0]);
  const byPrice = cellsBy(quotes, (q) => (q.dte <= 90 ? bandLabel(bandOf(q.mid)) : undefined)).sort(byLow);
  const dteRange = (q: RealQuote) => {
    const t = DTE_BUCKETS.find(([lo, hi]) => q.dte >= lo && q.dte <= hi);
    return t === undefined ? undefined : t[1] > 1000 ? `${t[0]}+` : `${t[0]}-${t[1]}`;
  };
  const byDte = cellsBy(quotes, (q) => (q.mid < FIT_PRICE_MAX ? dteRange(q) : undefined)).sort(byLow);
  const byDteInTheMoney = cellsBy(quotes, (q) => (q.mid >= FIT_PRICE_MAX ? dteRange(q) : undefined)).sort(byLow);
  return {
    quotes: quotes.length,
    byPrice,
    byDte,
    byDteInTheMoney,
    fit: { firstHalf: widthCriterion(first), secondHalf: widthCriterion(second) },
    fitBefore: { firstHalf: widthCriterion(first, RULE_BEFORE), secondHalf: widthCriterion(second, RULE_BEFORE) },
  };
}

/** The VXX quotes of the raw file, their implied vols at the bundled 3-month bill rate of each day. */
export async function readVxxQuotes(file = VXX_FILE): Promise<RealQuote[]> {
  const { riskFreeRate } = await loadMarketData('SPX', { store: null });
  const { rows } = parseVendorCsv(await readFile(file, 'utf8'), 'VXX_2016-12-01_to_2016-12-30.csv', riskFreeRate);
  return realQuotes(rows);
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  readVxxQuotes().then(
    (quotes) => process.stdout.write(`${JSON.stringify(stockWidthReport(quotes), null, 1)}\n`),
    (error: unknown) => {
      process.stderr.write(`stock-width-check: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
