/**
 * Each day's surface anchored to that day's real volatility indices (chain-rules.ts section 3):
 * - SPX and SPY: the tail τ from SKEW, then one ATM knot per index of the VIX family (VIX9D, VIX,
 *   VIX3M, VIX6M) so the modeled variance swap at that tenor reproduces the index;
 * - QQQ, IWM: the 30-day knot from VXN / RVX, the other knots the SPX term structure scaled to it,
 *   the SPX smile and tail;
 * - GLD, AAPL, AMZN: the 30-day knot from GVZ / VXAPL / VXAZN, split into the market part
 *   (beta² · SPX variance) and the ticker's own part, which is carried to the other tenors flat;
 * - every other stock (and those three outside their index's dates): the single-name model, over a
 *   history's first NEW_LISTING_RETURNS returns blended with a prior (chain-rules.ts section 3).
 * Fallbacks (missing index values) are named per day in `fallback`; the result lists those days.
 * Every value for day t reads data up to t only; `reportGap(t)`, the surface t's open is priced on
 * after an earnings gap, reads t's open and the data up to t − 1.
 */
import type { Bar } from './market-data';
import {
  ANCHOR_INDEX, BETA_MAX, BETA_MIN, BETA_WINDOW, DATA_START_IDIO_MULTIPLE, IDIO_PREMIUM, INDEX_CARRY_ROWS, INDEX_TENOR_DAYS,
  LONG_RUN_MAX_EXCESS, MARKET_TAIL_DEFAULT, NEW_LISTING_IDIO_PRIOR, ownIndexSmile, NEW_LISTING_MIN_RETURNS, NEW_LISTING_RETURNS, RATIO_FALLBACK_WINDOW, RV_WINDOWS,
  SINGLE_NAME_FLOOR, SINGLE_NAME_MAX_DAILY_LOG_CHANGE, SMILE, STOCK_TAIL, tickerClass, type TickerClass,
  indexSmileFor, REGIME_RV_WINDOW, STRESSED_VIX, SUSTAINED_RV_WINDOW,
} from './chain-rules';
import { atmFromIndex, modeledSkew, tailFromSkew } from './vol-index-formulas';
import type { AtmKnot, DaySurface } from './vol-surface';
import { daysBetween, lastIndexOnOrBefore } from './calendar-dates';
import { dayEvents, eventVariance, reportSpent, splitJumps, type JumpSplit } from './single-name-events';
import { createReportGap } from './report-gap';

/** One trading day of index values (percent; SKEW in points): `vix`, `vix9d`, `vxn`, ... */
export interface IndexDay {
  date: string;
  values: Partial<Record<string, number>>;
}

export interface AnchoredDay {
  surface: DaySurface;
  /** What set the day's level: e.g. 'VIX', 'VXN', 'single-name model'. */
  anchor: string;
  /** The documented fallback used that day, if any (e.g. 'VIX9D missing: flat below 30 days'). */
  fallback?: string;
  /**
   * SPX and SPY, on a day with a SKEW close (current or carried): Cboe's SKEW minus the fitted
   * smile's 30-day SKEW (the tables the fit solved τ on), in SKEW points. About 0 where τ reached
   * the index; positive where τ stopped at TAIL_MAX and the modeled put tail fell short of it
   * (2024-25, SKEW over ~155: test/audits/2026-12-skew-tail.md). The tail the chain quotes is cut
   * further where butterflies need it (vol-surface.ts quotedTail), so this is the least shortfall
   * of the quoted chain, not all of it. Absent for every other ticker: their tails are not fitted
   * to SKEW (chain-rules.ts SKEW_SHORTFALL_NOTE_FROM says why IWM's borrowed tail is not counted).
   */
  skewShortfall?: number;
}

export interface AnchorInput {
  ticker: string;
  /** The ticker's bars (the single-name model's realised vols). */
  bars: readonly Bar[];
  /** SPY bars (the market's realised vol and the beta). */
  benchmarkBars: readonly Bar[];
  /** Index values by trading day, ascending (VIX comes from `vix`). */
  indices: readonly IndexDay[];
  vix: (date: string) => number | undefined;
}

const TENORS = Object.entries(INDEX_TENOR_DAYS);
/** The anchor of a day the single-name model set (a stock's: with its reports as events). */
const SINGLE_NAME_ANCHOR = 'single-name model';
/** Calendar days past SPY's last bar after which a day says its market realised vols are stale (a long weekend is 4). */
const SPY_STALE_AFTER_DAYS = 5;

/** The fallback notes of a history's first NEW_LISTING_RETURNS sessions (one text per rule: days group by it). */
const NEW_LISTING_NOTE = `new listing, under ${NEW_LISTING_RETURNS} returns: own part blends a prior ${Math.round(NEW_LISTING_IDIO_PRIOR * 100)}% `
  + `with the single-name model by returns / ${NEW_LISTING_RETURNS}`;
const DATA_START_NOTE = `history starts with the data, under ${NEW_LISTING_RETURNS} returns: own part blends a prior `
  + `${DATA_START_IDIO_MULTIPLE} × the market's 30-day ATM with the single-name model by returns / ${NEW_LISTING_RETURNS}`;

/** Index rows with VIX read from its own series (`name` 'vix'). */
export interface IndexTable {
  rows: readonly IndexDay[];
  vix: (date: string) => number | undefined;
}

function read(t: IndexTable, j: number, name: string): number | undefined {
  const row = t.rows[j];
  if (row === undefined) return undefined;
  return name === 'vix' ? t.vix(row.date) : row.values[name];
}

/** The index value of `date`, or the last one within INDEX_CARRY_ROWS rows before it. */
function valueAt(indices: IndexTable, row: number, name: string): { value: number; carried: boolean } | undefined {
  for (let j = row; j >= 0 && j > row - 1 - INDEX_CARRY_ROWS; j -= 1) {
    const v = read(indices, j, name);
    if (v !== undefined && v > 0) return { value: v, carried: j !== row };
  }
  return undefined;
}

/** The fallback note of a day whose index value is the last one before it (INDEX_CARRY_ROWS). */
function carriedNote(name: string): string {
  const n = name.toUpperCase();
  return `${n} missing: last ${n} carried`;
}

/** Median of index/VIX over the last RATIO_FALLBACK_WINDOW days both have, up to `row`. */
function ratioToVix(indices: IndexTable, row: number, name: string): number | undefined {
  const ratios: number[] = [];
  for (let j = row; j >= 0 && ratios.length < RATIO_FALLBACK_WINDOW; j -= 1) {
    const v = read(indices, j, name);
    const x = read(indices, j, 'vix');
    if (v !== undefined && x !== undefined && v > 0 && x > 0) ratios.push(v / x);
  }
  if (ratios.length === 0) return undefined;
  ratios.sort((a, b) => a - b);
  return ratios[ratios.length >> 1];
}

/** Keeps total variance atm²·T non-decreasing across knots (no calendar arbitrage). */
function monotoneKnots(knots: AtmKnot[]): AtmKnot[] {
  knots.sort((a, b) => a.years - b.years);
  for (let i = 1; i < knots.length; i++) {
    const a = knots[i - 1];
    const b = knots[i];
    if (a === undefined || b === undefined) continue;
    const floor = Math.sqrt((a.atm * a.atm * a.years) / b.years);
    if (b.atm < floor) knots[i] = { years: b.years, atm: floor };
  }
  return knots;
}

/**
 * The SPX surface of one index row: undefined without a VIX (current or carried). `marketRv` is
 * SPY's realised vol over the REGIME_RV_WINDOW returns up to the row's day (a fraction): VIX over it
 * sets the smile's level (chain-rules.ts indexSmileFor); without it the reference shape applies.
 * `quarterRv`, SPY's realised vol over the SUSTAINED_RV_WINDOW returns, lowers that level in
 * sustained stress; without it (the data's first 31 returns) the level is not lowered.
 */
export function marketSurface(indices: IndexTable, row: number, marketRv?: number, quarterRv?: number): AnchoredDay | undefined {
  const vix = valueAt(indices, row, 'vix');
  if (vix === undefined) return undefined;
  const notes: string[] = [];
  if (vix.carried) notes.push(carriedNote('vix'));
  if (marketRv === undefined) notes.push(`no ${REGIME_RV_WINDOW}-day SPY realised vol: reference smile level`);
  if (marketRv !== undefined && quarterRv === undefined && vix.value >= STRESSED_VIX) notes.push(`no ${SUSTAINED_RV_WINDOW}-day SPY realised vol: smile level not lowered for sustained stress`);
  const shape = indexSmileFor(marketRv === undefined ? undefined : vix.value / 100 / marketRv, vix.value / 100, quarterRv);
  const skew = valueAt(indices, row, 'skew');
  let tail = MARKET_TAIL_DEFAULT;
  if (skew === undefined) notes.push('SKEW missing: default tail');
  else {
    if (skew.carried) notes.push(carriedNote('skew'));
    tail = tailFromSkew(skew.value, vix.value / 100, shape);
  }
  const knots: AtmKnot[] = [];
  let atm30 = 0;
  for (const [name, days] of TENORS) {
    const v = name === 'vix' ? vix : valueAt(indices, row, name);
    if (v === undefined) {
      notes.push(`${name.toUpperCase()} missing: no ${days}-day knot`);
      continue;
    }
    if (v.carried && name !== 'vix') notes.push(carriedNote(name));
    const years = days / 365;
    const atm = atmFromIndex(v.value / 100, years, tail, shape);
    if (name === 'vix') atm30 = atm;
    knots.push({ years, atm });
  }
  const fallback = notes.length ? notes.join('; ') : undefined;
  // The SKEW the fitted tail reaches, read as the fit read it (tailFromSkew: at the VIX knot's
  // 30-day total vol): one table look-up a day, no strip priced.
  const skewShortfall = skew === undefined ? undefined : skew.value - modeledSkew(atm30 * Math.sqrt(30 / 365), tail, shape);
  return { surface: { knots: monotoneKnots(knots), tail, shape }, anchor: 'VIX', ...(fallback ? { fallback } : {}), ...(skewShortfall === undefined ? {} : { skewShortfall }) };
}

/** ATM of a surface's knot nearest 30 days (the 30-day knot when the day has one). */
function atm30Of(s: DaySurface): number {
  let best = s.knots[0];
  for (const k of s.knots) if (best === undefined || Math.abs(k.years - 30 / 365) < Math.abs(best.years - 30 / 365)) best = k;
  return best?.atm ?? 0.2;
}

/**
 * Annualised sd of daily log returns over the `n` returns ending at bar i (undefined with fewer
 * than `minCount`, by default half the window and at least 10).
 */
export function realisedVol(logReturns: readonly number[], i: number, n: number, minCount = Math.max(10, n / 2)): number | undefined {
  const from = Math.max(1, i - n + 1);
  const count = i - from + 1;
  if (count < minCount) return undefined;
  let sum = 0;
  let sq = 0;
  for (let j = from; j <= i; j++) {
    const x = logReturns[j] ?? 0;
    sum += x;
    sq += x * x;
  }
  return Math.sqrt(Math.max((sq - (sum * sum) / count) / (count - 1), 0) * 252);
}

export function logReturns(bars: readonly Bar[]): number[] {
  return bars.map((b, i) => (i === 0 ? 0 : Math.log(b.close / (bars[i - 1]?.close ?? b.close))));
}

/**
 * SPX surfaces already fitted, per index table (the bundled table is one shared array) and row,
 * with the VIX and market realised vols they were fitted to: a fit depends only on those, so every
 * MarketData built on the same table reuses it (a backtest asks for thousands of days; the fit
 * costs about as much as the rest of a covered-call day).
 */
const fittedMarket = new WeakMap<readonly IndexDay[], Map<number, { vix: number | undefined; marketRv: number | undefined; quarterRv: number | undefined; day: AnchoredDay | undefined }>>();

function cachedMarketSurface(table: IndexTable, row: number, marketRv: number | undefined, quarterRv: number | undefined): AnchoredDay | undefined {
  let byRow = fittedMarket.get(table.rows);
  if (byRow === undefined) {
    byRow = new Map();
    fittedMarket.set(table.rows, byRow);
  }
  const vix = valueAt(table, row, 'vix');
  const key = vix === undefined ? undefined : vix.carried ? -vix.value : vix.value;
  const hit = byRow.get(row);
  if (hit !== undefined && hit.vix === key && hit.marketRv === marketRv && hit.quarterRv === quarterRv) return hit.day;
  const day = marketSurface(table, row, marketRv, quarterRv);
  byRow.set(row, { vix: key, marketRv, quarterRv, day });
  return day;
}

/** The anchored surfaces of one ticker, by the ticker's bar index (lazy, memoised). */
export interface VolAnchors {
  (i: number): AnchoredDay | undefined;
  /**
   * The surface bar i's open is priced on when its overnight gap was the stock's report: bar i−1's
   * with the report it expected spent (single-name-events.ts reportSpent). Undefined on any other
   * open (the open is priced on bar i−1's own surface, open-price.ts): a gap that is no jump, and
   * every ticker whose previous surface carries no reports (indices, ETFs, a stock anchored to its
   * own vol index, which prices its reports already, a stock with no jump in its history window).
   * The gap is read as report-gap.ts says.
   */
  reportGap(i: number): AnchoredDay | undefined;
  /** The ticker's jumps as the single-name model splits them (single-name-events.ts; the report-dating check reads them). */
  jumps(): JumpSplit;
}

export function createVolAnchors(input: AnchorInput): VolAnchors {
  const ticker = input.ticker.toUpperCase();
  const cls: TickerClass = tickerClass(ticker);
  const dates = input.bars.map((b) => b.date);
  const indexDates = input.indices.map((d) => d.date);
  const table: IndexTable = { rows: input.indices, vix: input.vix };
  const rowOf = (date: string) => lastIndexOnOrBefore(indexDates, date);
  // SPY (the benchmark of every ticker): its returns set the market's regime and the single-name betas.
  const benchDates = input.benchmarkBars.map((b) => b.date);
  const bench = logReturns(input.benchmarkBars);
  const marketMemo = new Map<number, AnchoredDay | undefined>();
  /**
   * The SPX surface of an index row, from SPY's realised vols up to the row's day: over
   * REGIME_RV_WINDOW returns the market's regime, over SUSTAINED_RV_WINDOW sustained stress
   * (chain-rules.ts indexSmileFor). A day more than SPY_STALE_AFTER_DAYS after SPY's last bar (the
   * bundled SPY history can stop before the ticker's) reads that bar's vols, and says so.
   */
  const market = (row: number): AnchoredDay | undefined => {
    if (!marketMemo.has(row)) {
      const date = indexDates[row] ?? '';
      const j = lastIndexOnOrBefore(benchDates, date);
      const read = j >= 1;
      const day = cachedMarketSurface(table, row, read ? realisedVol(bench, j, REGIME_RV_WINDOW) : undefined, read ? realisedVol(bench, j, SUSTAINED_RV_WINDOW) : undefined);
      const last = benchDates[j];
      const stale = last !== undefined && daysBetween(last, date) > SPY_STALE_AFTER_DAYS ? `SPY bars end ${last}: market realised vols of that day` : undefined;
      marketMemo.set(row, day === undefined || stale === undefined ? day : { ...day, fallback: day.fallback ? `${day.fallback}; ${stale}` : stale });
    }
    return marketMemo.get(row);
  };
  const ownIndex = ANCHOR_INDEX[ticker];

  // The single-name pieces (beta, realised vols) over the ticker's and SPY's common dates.
  const own = logReturns(input.bars);
  // Jumps (mostly earnings) out of the realised vols, priced as events instead (single-name-events.ts).
  // A stock's jumps are jumps of its own return: day j's market part is beta (over the returns
  // before j, 1 when there are too few) × SPY's return. An ETF priced by this model (its index
  // missing) has no reports: its raw returns are split. Built on first use: SPX, SPY and the
  // index-anchored days never read it.
  let jumps: ReturnType<typeof splitJumps> | undefined;
  /** Day j's market part of a return `benchReturn` of SPY's: beta over the returns before j × it. */
  const marketPart = (j: number, benchReturn: number) => (betaAt(j - 1) ?? 1) * benchReturn;
  const marketParts = () => own.map((_, j) => (j === 0 ? 0 : marketPart(j, benchAligned[j] ?? 0)));
  const ownJumps = () => (jumps ??= cls === 'stock' ? splitJumps(own, marketParts()) : splitJumps(own));
  const benchAt = (i: number): number => {
    const j = lastIndexOnOrBefore(benchDates, dates[i] ?? '');
    return j > 0 && benchDates[j] === dates[i] ? (bench[j] ?? 0) : 0;
  };
  const benchAligned = input.bars.map((_, i) => benchAt(i));
  /**
   * The ticker's last bar on or before SPY's last (the bundled SPY history can stop before the
   * ticker's: SPY 2026-03-27, the stocks 2026-04-24). Past it SPY's returns are unknown, not 0: beta
   * and SPY's realised vols are read on that bar, as the market surface reads its vols (`market`,
   * whose note the day carries). Read on zeros, each day past it lowered both (TSLA's 30-day ATM
   * 2026-04-24 46.9% on zeros, 45.3% so; single-name-diagnosis.md). A day's own return past it is its whole return.
   */
  const lastMarketBar = benchDates.length === 0 ? dates.length - 1 : lastIndexOnOrBefore(dates, benchDates[benchDates.length - 1] ?? '');
  const marketRead = (i: number) => (lastMarketBar >= 0 && i > lastMarketBar ? lastMarketBar : i);
  /**
   * Beta to SPY over the last BETA_WINDOW returns; under NEW_LISTING_RETURNS returns it is shrunk
   * to 1 by the new-listing weight n / NEW_LISTING_RETURNS (a beta from 5 returns is noise).
   */
  const betaAt = (i: number): number | undefined => {
    const from = Math.max(1, i - BETA_WINDOW + 1);
    const n = i - from + 1;
    if (n < NEW_LISTING_MIN_RETURNS) return undefined;
    let sx = 0; let sy = 0; let sxy = 0; let sxx = 0;
    for (let j = from; j <= i; j++) {
      const x = benchAligned[j] ?? 0;
      const y = own[j] ?? 0;
      sx += x; sy += y; sxy += x * y; sxx += x * x;
    }
    const cov = sxy - (sx * sy) / n;
    const varX = sxx - (sx * sx) / n;
    if (!(varX > 0)) return undefined;
    const beta = Math.min(Math.max(cov / varX, BETA_MIN), BETA_MAX);
    const weight = Math.min(n / NEW_LISTING_RETURNS, 1);
    return weight * beta + (1 - weight);
  };
  /**
   * Blended realised vol: root mean of the variances over RV_WINDOWS, each over the returns there
   * are once there are NEW_LISTING_MIN_RETURNS: the quarter, and the long run (three years, or the
   * whole history while it is shorter), the long run read at most LONG_RUN_MAX_EXCESS above the
   * quarter (a level the stock left behind does not come back in full: chain-rules.ts); SPY's
   * realised vol in the market part is read the same way (it binds on 138 SPY days, 2012 and 2021;
   * measured 2026-11-28, uncapping SPY alone moves one published IV30 row and the AAPL/AMZN holdout
   * 2.62 → 2.61). The quarter is RV_WINDOWS[0], the shortest window. Over a
   * history of up to 63 returns both are the same returns, so a new listing's first weeks read what
   * they read before; and no window joins the blend later, so the level never steps.
   */
  const blendedRv = (returns: readonly number[], i: number): number | undefined => {
    const vs = RV_WINDOWS.map((n) => realisedVol(returns, i, n, NEW_LISTING_MIN_RETURNS)).filter((v): v is number => v !== undefined);
    const quarter = vs[0];
    if (quarter === undefined) return undefined;
    const capped = vs.map((v) => Math.min(v, quarter + LONG_RUN_MAX_EXCESS));
    return Math.sqrt(capped.reduce((a, v) => a + v * v, 0) / capped.length);
  };

  /**
   * The own part from realised vols, jumps clipped, plus the stock's premium over realised as an
   * amount of variance on its market exposure, (IDIO_PREMIUM² − 1)·b²·atm_SPX(30)² (chain-rules.ts
   * section 3: the premium prices the systematic part, not the stock's own variance; a day without
   * a market surface, which has no chain, carries none). Undefined under NEW_LISTING_MIN_RETURNS returns.
   */
  const realisedIdio = (i: number): number | undefined => {
    const rvOwn = blendedRv(ownJumps().clipped, i);
    const rvMkt = blendedRv(benchAligned, marketRead(i));
    const beta = betaAt(marketRead(i));
    if (rvOwn === undefined || rvMkt === undefined || beta === undefined) return undefined;
    const ownRealised = Math.max(rvOwn * rvOwn - beta * beta * rvMkt * rvMkt, (SINGLE_NAME_FLOOR * rvOwn) ** 2);
    const m = market(rowOf(dates[i] ?? ''));
    const marketAtm = m === undefined ? 0 : atm30Of(m.surface);
    return Math.sqrt(ownRealised + (IDIO_PREMIUM * IDIO_PREMIUM - 1) * beta * beta * marketAtm * marketAtm);
  };
  // A new listing: the ticker's first bar comes after SPY's. Otherwise the history starts with the data.
  const newListing = benchDates.length > 0 && (dates[0] ?? '') > (benchDates[0] ?? '');
  /** The own part assumed before any return is seen (chain-rules.ts NEW_LISTING_IDIO_PRIOR). */
  const priorIdio = (i: number): number | undefined => {
    if (newListing) return NEW_LISTING_IDIO_PRIOR;
    const m = market(rowOf(dates[i] ?? ''));
    return m === undefined ? undefined : DATA_START_IDIO_MULTIPLE * atm30Of(m.surface);
  };

  /**
   * The ticker's own (idiosyncratic) 30-day implied vol from the single-name model: under
   * NEW_LISTING_RETURNS returns, the prior and the realised-based part weighted by n / NEW_LISTING_RETURNS.
   */
  const singleName = new Map<number, number | undefined>();
  const idioImplied = (i: number): number | undefined => {
    if (singleName.has(i)) return singleName.get(i);
    const weight = Math.min(i / NEW_LISTING_RETURNS, 1);
    let value = realisedIdio(i);
    if (weight < 1) {
      const prior = priorIdio(i);
      if (prior !== undefined) value = value === undefined ? prior : (1 - weight) * prior + weight * value;
    }
    if (value !== undefined) {
      // Limit on day-to-day change from the first modeled day on: the previous day's value (computed first, in order).
      const prev = i > 0 ? idioImpliedChained(i - 1) : undefined;
      if (prev !== undefined) {
        const cap = SINGLE_NAME_MAX_DAILY_LOG_CHANGE;
        value = Math.min(Math.max(value, prev * Math.exp(-cap)), prev * Math.exp(cap));
      }
    }
    singleName.set(i, value);
    return value;
  };
  // Walks forward from the last computed day so the change limit chains without deep recursion.
  const idioImpliedChained = (i: number): number | undefined => {
    if (singleName.has(i)) return singleName.get(i);
    let start = i;
    while (start > 0 && !singleName.has(start - 1)) start -= 1;
    for (let j = start; j < i; j++) idioImplied(j);
    return idioImplied(i);
  };

  /** Bar i's surface; `spent`: with the report it expected spent (reportGap), undefined when it carries none. */
  const build = (i: number, spent = false): AnchoredDay | undefined => {
    const date = dates[i];
    if (date === undefined) return undefined;
    const row = rowOf(date);
    const m = market(row);
    if (m === undefined) return undefined;
    if (spent && cls !== 'stock') return undefined;
    if (cls === 'index' || ticker === 'SPY') return m;
    const mkt30 = atm30Of(m.surface);
    const notes: string[] = m.fallback ? [m.fallback] : [];
    if (ownIndex !== undefined && cls === 'etf') {
      const v = valueAt(table, row, ownIndex);
      let level = v?.value;
      if (v?.carried) notes.push(carriedNote(ownIndex));
      if (v === undefined) {
        const ratio = ratioToVix(table, row, ownIndex);
        const vix = valueAt(table, row, 'vix');
        if (ratio !== undefined && vix !== undefined) {
          level = ratio * vix.value;
          notes.push(`${ownIndex.toUpperCase()} missing: VIX × its last ${RATIO_FALLBACK_WINDOW}-day median ratio`);
        }
      }
      if (level !== undefined) {
        // The ETF's smile (chain-rules.ts OWN_INDEX_ETF_SMILE): the market's of the day, or the stock smile.
        const stockSmile = ownIndexSmile(ticker) === 'stock';
        const tail = stockSmile ? STOCK_TAIL : m.surface.tail;
        const shape = stockSmile ? SMILE.stock : m.surface.shape;
        const atm30 = atmFromIndex(level / 100, 30 / 365, tail, shape);
        const scale = atm30 / mkt30;
        const surface: DaySurface = { ...m.surface, tail, shape, knots: m.surface.knots.map((k) => ({ years: k.years, atm: k.atm * scale })) };
        return { surface, anchor: ownIndex.toUpperCase(), ...(notes.length ? { fallback: notes.join('; ') } : {}) };
      }
    }
    let beta = betaAt(marketRead(i)) ?? 1;
    let idio: number | undefined;
    let anchor = SINGLE_NAME_ANCHOR;
    if (ownIndex !== undefined) {
      const v = valueAt(table, row, ownIndex);
      if (v !== undefined) {
        if (v.carried) notes.push(carriedNote(ownIndex));
        const atm30 = atmFromIndex(v.value / 100, 30 / 365, STOCK_TAIL, SMILE.stock);
        const floor = SINGLE_NAME_FLOOR * atm30;
        const own2 = atm30 * atm30 - beta * beta * mkt30 * mkt30;
        idio = Math.sqrt(Math.max(own2, floor * floor));
        // Where the market part alone would reach the index (a high beta on a market-stress day:
        // AAPL 2020-03-12, AMZN 2019-08-05), the own part keeps its floor and the beta read off the
        // market is lowered so the 30-day ATM still reproduces the index. Before 2026-12-04 the
        // floor was added on top: the model sat up to 10.3 points over VXAPL and 5.4 over VXAZN on
        // such days (vol-fit-report.ts; 10.5 and 5.7 by Cboe's formula on the printed strip), overstating
        // the premium a seller collected (audit 18 F2).
        if (own2 < floor * floor && mkt30 > 0) beta = Math.sqrt(Math.max(0, atm30 * atm30 - floor * floor)) / mkt30;
        anchor = ownIndex.toUpperCase();
      } else notes.push(`${ownIndex.toUpperCase()} missing: single-name model`);
    }
    // A stock priced by the single-name model carries its expected reports on top (an index, when
    // there is one, already prices them; an ETF has none).
    const events = idio === undefined && cls === 'stock';
    if (idio === undefined) {
      idio = idioImpliedChained(i);
      if (i < NEW_LISTING_RETURNS) notes.push(newListing ? NEW_LISTING_NOTE : DATA_START_NOTE);
    }
    if (idio === undefined) {
      notes.push(`no single-name estimate: own part ${DATA_START_IDIO_MULTIPLE} × the market's 30-day ATM`);
      idio = mkt30 * DATA_START_IDIO_MULTIPLE;
    }
    const expected = events ? dayEvents(ownJumps(), i) : undefined;
    if (spent && expected === undefined) return undefined;
    const reports = spent && expected !== undefined ? reportSpent(expected) : expected;
    const ownVariance = (years: number) => idio * idio + IDIO_PREMIUM * IDIO_PREMIUM * eventVariance(reports, years);
    const knots = monotoneKnots(m.surface.knots.map((k) => ({ years: k.years, atm: Math.sqrt(beta * beta * k.atm * k.atm + ownVariance(k.years)) })));
    return { surface: { knots, tail: STOCK_TAIL, shape: SMILE[cls] }, anchor, ...(notes.length ? { fallback: notes.join('; ') } : {}) };
  };

  const reportGap = createReportGap({
    stock: cls === 'stock',
    bars: input.bars,
    benchmarkBars: input.benchmarkBars,
    benchDates,
    singleNameDay: (i) => surfaces(i)?.anchor === SINGLE_NAME_ANCHOR,
    marketPart,
    jumpLimit: (i) => ownJumps().limits[i] ?? 0,
    spentSurface: (i) => build(i, true),
  });

  // By bar index in an array (null: computed, no surface), not a Map: read for every day of a run.
  const memoByBar = (make: (i: number) => AnchoredDay | undefined) => {
    const built: (AnchoredDay | null | undefined)[] = new Array<AnchoredDay | null | undefined>(dates.length);
    return (i: number) => {
      // Not a bar's index: no date, no surface (what build answers).
      if (!Number.isInteger(i) || i < 0 || i >= dates.length) return undefined;
      let day = built[i];
      if (day === undefined) {
        day = make(i) ?? null;
        built[i] = day;
      }
      return day ?? undefined;
    };
  };
  const surfaces = memoByBar((i) => build(i));
  return Object.assign(surfaces, { reportGap: memoByBar(reportGap), jumps: ownJumps });
}

