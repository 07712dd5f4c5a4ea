/**
 * Per-day inputs of the modeled chain: spot, the day's surface anchored to the real vol indices
 * (vol-anchors.ts), the T-bill rate and the dividends expected (discrete) or, for SPX, the trailing
 * dividend yield. Each value for day t reads data up to t only. Rules: chain-rules.ts.
 */
import type { Bar, Dividend } from './market-data';
import { DECLARED_NOTICE_DAYS, SURGE_WIDTH_FROM, VIX_RANGE_WIDTH_FROM, WIDTH_READS_REALISED, WIDTH_REALISED_SESSIONS, tickGrid, tickerClass, type TickGrid, type TickerClass } from './chain-rules';
import { addCalendarDays } from './calendar';
import { lastIndexOnOrBefore } from './calendar-dates';

export { lastIndexOnOrBefore };
import { laterSplitFactor } from './splits';
import { createVolAnchors, logReturns, realisedVol, type IndexDay } from './vol-anchors';
import type { DaySurface } from './vol-surface';
import { createDividendForecaster, type ExpectedDividend } from './dividend-forecast';
import { createShareVolumes } from './liquidity-model';

export interface DayContext {
  date: string;
  spot: number;
  cls: TickerClass;
  /** The class's tick grid this day (chain-rules.ts tickGrid: the penny program's dates). */
  tick: TickGrid;
  /** The day's fitted surface (vol-anchors.ts). */
  surface: DaySurface;
  /** What anchored it ('VIX', 'VXN', 'single-name model', ...). */
  anchor: string;
  /**
   * The surface this day's open is priced on when its overnight gap was the stock's report: the
   * previous session's (`prevDate`, the bar before) with the report it expected spent
   * (vol-anchors.ts reportGap); undefined on any other open, or when `prevDate` is not the bar before.
   */
  reportGapSurface: (prevDate: string) => DaySurface | undefined;
  /** The documented fallback the day used, if any (always present as a key: one object shape for every day). */
  fallback: string | undefined;
  /**
   * SPX and SPY: Cboe's SKEW minus the fitted tail's 30-day SKEW, in SKEW points (vol-anchors.ts
   * AnchoredDay.skewShortfall); undefined for other tickers and days without a SKEW close.
   */
  skewShortfall: number | undefined;
  rate: number;
  /** Continuous yield: the trailing one for SPX (its constituents' many payments); 0 otherwise. */
  dividendYield: number;
  /**
   * Dividends expected after this day, in this day's units (discrete, escrowed pricing), projected
   * from what was known that day, a stock's declared next one within its notice (dividend-forecast.ts;
   * entries up to this day are to be ignored);
   * empty for SPX and non-payers.
   */
  expectedDividends: readonly ExpectedDividend[];
  /**
   * The underlying's trailing share volume in this day's units (liquidity-model.ts; SPY's for SPX):
   * what modeled volume and open interest scale with. A function, computed on first call: only the
   * contracts whose volume is read (the minimum-volume filter, quotes that leave the chain) pay for it.
   */
  shareVolume: () => number;
  /**
   * The day's VIX close over the mean of the previous 21 sessions' closes (1 when either is
   * missing): how far the market's vol has jumped above its recent level. Index quotes widen on a
   * surge (chain-rules.ts rule 5). Reads closes up to this day only.
   */
  vixSurge: number;
  /**
   * ln(the day's VIX high / its low) (0 when unknown): how fast the market's vol moved that day,
   * the day's realised vol of vol. Index quotes widen when it passes VIX_RANGE_WIDTH_FROM
   * (chain-rules.ts rule 5). The day's own high and low: known at the close, where the chain quotes.
   */
  vixRange: number;
  /**
   * The underlying's realised vol over its last WIDTH_REALISED_SESSIONS daily returns, this day's
   * included (annualised, a fraction; 0 when unknown or not read): what a market maker's hedges
   * have been costing lately. Index quotes' vol-risk width reads it with the ATM vol (rule 5).
   */
  realisedVol: number;
}

/** Sessions whose VIX closes make the recent level a surge is measured against. */
const SURGE_SESSIONS = 21;

export interface DayContextInput {
  ticker: string;
  /** Split-adjusted bars (returns and yields are unit-free; `spot` is converted back per day). */
  bars: readonly Bar[];
  /** SPY bars: the realised-vol reference. */
  benchmarkBars: readonly Bar[];
  vix: (date: string) => number | undefined;
  /** The day's ln(VIX high / VIX low), undefined when unknown (create-market-data.ts vixRangesByDate). */
  vixRange?: (date: string) => number | undefined;
  /** Cboe's other indices by trading day (vol-indices.csv); without them every day uses fallbacks. */
  volIndices?: readonly IndexDay[];
  riskFreeRate: (date: string) => number;
  /**
   * The ticker's own dividends (split-adjusted like `bars`): priced as discrete payments. Without
   * them the continuous trailing yield of yieldBars/yieldDividends is used (SPX from SPY).
   */
  ownDividends?: readonly Dividend[];
  /** The first day the bars hold `ownDividends` in the price (an auto-adjusted tail): none expected from it. */
  dividendsInPriceFrom?: string;
  /** The dividend payer for the yield: the ticker itself, or SPY for SPX. */
  yieldBars: readonly Bar[];
  yieldDividends: readonly Dividend[];
  /** Splits of the ticker (ratio new shares per old, effective on `date`). */
  splits?: readonly { date: string; ratio: number }[];
}

/** Trailing 12-month dividends / close, per bar of `bars`. */
function trailingYield(bars: readonly Bar[], dividends: readonly Dividend[]): number[] {
  const divs = [...dividends].sort((x, y) => (x.exDate < y.exDate ? -1 : 1));
  let add = 0;
  let drop = 0;
  let sum = 0;
  return bars.map((b) => {
    while (add < divs.length && (divs[add]?.exDate ?? '') <= b.date) sum += divs[add++]?.amount ?? 0;
    const from = addCalendarDays(b.date, -365);
    while (drop < add && (divs[drop]?.exDate ?? '') <= from) sum -= divs[drop++]?.amount ?? 0;
    return b.close > 0 ? Math.max(sum, 0) / b.close : 0;
  });
}

export function createDayContexts(input: DayContextInput): (date: string) => DayContext | undefined {
  const cls = tickerClass(input.ticker);
  const dates = input.bars.map((b) => b.date);
  const index = new Map(dates.map((d, i) => [d, i]));
  const anchors = createVolAnchors({
    ticker: input.ticker,
    bars: input.bars,
    benchmarkBars: input.benchmarkBars,
    // Without the vol-indices table, the bars' days with no index values: VIX alone, the rest falls back.
    indices: input.volIndices ?? dates.map((date) => ({ date, values: {} })),
    vix: input.vix,
  });
  const yieldDates = input.yieldBars.map((b) => b.date);
  // A stock's next dividend is priced as declared once its notice is due (chain-rules.ts DECLARED_NOTICE_DAYS).
  const forecast = createDividendForecaster(input.ownDividends ?? [], undefined, input.dividendsInPriceFrom, DECLARED_NOTICE_DAYS[cls]);
  const yields = input.ownDividends !== undefined ? [] : trailingYield(input.yieldBars, input.yieldDividends);
  // Built on first use: runs whose filter never reads a volume (min volume 0) never pay for it.
  let shareVolumes: ((i: number, date: string, spot: number) => number) | undefined;
  const shareVolumeAt = (i: number, date: string, spot: number) =>
    (shareVolumes ??= createShareVolumes(cls, input.bars, input.benchmarkBars))(i, date, spot);
  // Only a class whose quotes widen on a surge reads it (the others skip 22 VIX look-ups a day).
  const readsSurge = Number.isFinite(SURGE_WIDTH_FROM[cls]);
  const vixSurge = (i: number): number => {
    if (!readsSurge) return 1;
    const today = input.vix(dates[i] ?? '');
    let sum = 0;
    let n = 0;
    for (let j = Math.max(i - SURGE_SESSIONS, 0); j < i; j++) {
      const v = input.vix(dates[j] ?? '');
      if (v !== undefined) { sum += v; n++; }
    }
    return today === undefined || n === 0 || sum <= 0 ? 1 : today / (sum / n);
  };
  const readsRange = Number.isFinite(VIX_RANGE_WIDTH_FROM[cls]);
  const readsRealised = WIDTH_READS_REALISED[cls];
  // The underlying's own returns, for the width's realised vol (rule 5): only a class that reads it.
  const ownReturns = readsRealised ? logReturns(input.bars) : [];
  /** Realised vol over the last WIDTH_REALISED_SESSIONS returns, this day's included; 0 before that many. */
  const widthRealisedVol = (i: number): number => {
    const v = realisedVol(ownReturns, i, WIDTH_REALISED_SESSIONS, WIDTH_REALISED_SESSIONS);
    return v !== undefined && Number.isFinite(v) ? v : 0;
  };
  const vixRange = (date: string): number => (readsRange ? (input.vixRange?.(date) ?? 0) : 0);
  // By bar index: the date's index is looked up anyway, and an array needs no hashing or rehashing.
  const memo: (DayContext | undefined)[] = new Array<DayContext | undefined>(dates.length);

  return (date: string) => {
    const i = index.get(date);
    if (i === undefined) return undefined;
    const cached = memo[i];
    if (cached !== undefined) return cached;
    const bar = input.bars[i];
    if (bar === undefined) return undefined;
    const anchored = anchors(i);
    if (anchored === undefined) return undefined;
    const splitFactor = laterSplitFactor(input.splits ?? [], date);
    const discrete = input.ownDividends !== undefined;
    const expectedDividends = discrete
      ? (splitFactor === 1 ? forecast(date) : forecast(date).map((d) => ({ day: d.day, amount: d.amount * splitFactor })))
      : [];
    const spot = bar.close * splitFactor;
    let shareVolume: number | undefined;
    const ctx: DayContext = {
      date,
      // The price that traded that day: strikes, ticks and ids follow it (chain-rules, Splits).
      spot,
      cls,
      tick: tickGrid(input.ticker, date),
      surface: anchored.surface,
      anchor: anchored.anchor,
      // Methods, not arrow functions: under tsx each arrow function stored in a property costs an
      // Object.defineProperty (esbuild's keep-names), for every day a run reads.
      reportGapSurface(prevDate) {
        return dates[i - 1] === prevDate ? anchors.reportGap(i)?.surface : undefined;
      },
      fallback: anchored.fallback || undefined,
      skewShortfall: anchored.skewShortfall,
      rate: input.riskFreeRate(date),
      dividendYield: discrete ? 0 : (yields[lastIndexOnOrBefore(yieldDates, date)] ?? 0),
      expectedDividends,
      shareVolume() {
        return (shareVolume ??= shareVolumeAt(i, date, spot));
      },
      vixSurge: vixSurge(i),
      vixRange: vixRange(date),
      realisedVol: readsRealised ? widthRealisedVol(i) : 0,
    };
    memo[i] = ctx;
    return ctx;
  };
}
