/**
 * Per-day inputs of the modeled chain, precomputed once per underlying in O(days): spot, the
 * realised-vol ratio to SPY, the 30-day ATM level from VIX, the T-bill rate and the dividends
 * expected (discrete) or, for SPX, the trailing dividend yield. Each value for day t reads data up to t only. Rules: chain-rules.ts.
 */
import type { Bar, Dividend } from './market-data';
import {
  ATM_TO_VIX, RATIO_FALLBACK, RATIO_MAX, RATIO_MIN, RV_MIN_RETURNS, RV_WINDOW, tickerClass, type TickerClass,
} from './chain-rules';
import { addCalendarDays } from './calendar';
import { laterSplitFactor } from './splits';
import { createDividendForecaster, type ExpectedDividend } from './dividend-forecast';

export interface DayContext {
  date: string;
  spot: number;
  cls: TickerClass;
  ratio: number;
  atm30: number;
  rate: number;
  /** Continuous yield: the trailing one for SPX (its constituents' many payments); 0 otherwise. */
  dividendYield: number;
  /**
   * Dividends expected after this day, in this day's units (discrete, escrowed pricing), projected
   * from what was known that day (dividend-forecast.ts; entries up to this day are to be ignored);
   * empty for SPX and non-payers.
   */
  expectedDividends: readonly ExpectedDividend[];
}

export interface DayContextInput {
  ticker: string;
  /** Split-adjusted bars (returns and yields are unit-free; `spot` is converted back per day). */
  bars: readonly Bar[];
  /** SPY bars: the realised-vol reference. */
  benchmarkBars: readonly Bar[];
  vix: (date: string) => number | undefined;
  riskFreeRate: (date: string) => number;
  /**
   * The ticker's own dividends (split-adjusted like `bars`): priced as discrete payments. Without
   * them the continuous trailing yield of yieldBars/yieldDividends is used (SPX from SPY).
   */
  ownDividends?: readonly Dividend[];
  /** The dividend payer for the yield: the ticker itself, or SPY for SPX. */
  yieldBars: readonly Bar[];
  yieldDividends: readonly Dividend[];
  /** Splits of the ticker (ratio new shares per old, effective on `date`). */
  splits?: readonly { date: string; ratio: number }[];
}

/** Index of the last element with date <= `date`, or -1. */
export function lastIndexOnOrBefore(dates: readonly string[], date: string): number {
  let lo = 0;
  let hi = dates.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((dates[mid] ?? '') <= date) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

/** Annualised (√252) sample standard deviation of the last RV_WINDOW daily log returns, per bar. */
export function trailingRealisedVol(bars: readonly Bar[]): (number | undefined)[] {
  const out: (number | undefined)[] = new Array<number | undefined>(bars.length).fill(undefined);
  const r: number[] = [];
  let sum = 0;
  let sumSq = 0;
  for (let i = 1; i < bars.length; i += 1) {
    const x = Math.log((bars[i]?.close ?? 1) / (bars[i - 1]?.close ?? 1));
    r.push(x);
    sum += x;
    sumSq += x * x;
    if (r.length > RV_WINDOW) {
      const old = r[r.length - 1 - RV_WINDOW] ?? 0;
      sum -= old;
      sumSq -= old * old;
    }
    const n = Math.min(r.length, RV_WINDOW);
    if (n >= RV_MIN_RETURNS) {
      const variance = Math.max((sumSq - (sum * sum) / n) / (n - 1), 0);
      out[i] = Math.sqrt(variance * 252);
    }
  }
  return out;
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
  const isReference = ['SPY', 'SPX'].includes(input.ticker.toUpperCase());
  const rv = isReference ? [] : trailingRealisedVol(input.bars);
  const benchDates = input.benchmarkBars.map((b) => b.date);
  const benchRv = isReference ? [] : trailingRealisedVol(input.benchmarkBars);
  const yieldDates = input.yieldBars.map((b) => b.date);
  const forecast = createDividendForecaster(input.ownDividends ?? []);
  const yields = input.ownDividends !== undefined ? [] : trailingYield(input.yieldBars, input.yieldDividends);
  const memo = new Map<string, DayContext>();

  const ratioAt = (i: number, date: string): number => {
    if (isReference) return 1;
    const own = rv[i];
    const ref = benchRv[lastIndexOnOrBefore(benchDates, date)];
    if (own === undefined || ref === undefined || ref <= 0) return RATIO_FALLBACK[cls];
    return Math.min(Math.max(own / ref, RATIO_MIN), RATIO_MAX);
  };
  const vixAt = (i: number): number | undefined => {
    for (let j = i; j >= 0 && j > i - 10; j -= 1) {
      const v = input.vix(dates[j] ?? '');
      if (v !== undefined && v > 0) return v;
    }
    return undefined;
  };

  return (date: string) => {
    const cached = memo.get(date);
    if (cached) return cached;
    const i = index.get(date);
    const bar = i === undefined ? undefined : input.bars[i];
    if (i === undefined || bar === undefined) return undefined;
    const vix = vixAt(i);
    if (vix === undefined) return undefined;
    const ratio = ratioAt(i, date);
    const splitFactor = laterSplitFactor(input.splits ?? [], date);
    const discrete = input.ownDividends !== undefined;
    const expectedDividends = discrete
      ? (splitFactor === 1 ? forecast(date) : forecast(date).map((d) => ({ day: d.day, amount: d.amount * splitFactor })))
      : [];
    const ctx: DayContext = {
      date,
      // The price that traded that day: strikes, ticks and ids follow it (chain-rules, Splits).
      spot: bar.close * splitFactor,
      cls,
      ratio,
      atm30: (vix / 100) * ATM_TO_VIX * ratio,
      rate: input.riskFreeRate(date),
      dividendYield: discrete ? 0 : (yields[lastIndexOnOrBefore(yieldDates, date)] ?? 0),
      expectedDividends,
    };
    memo.set(date, ctx);
    return ctx;
  };
}
