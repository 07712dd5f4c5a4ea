/**
 * Statistics of a daily equity curve used by the overfitting controls. Sharpe ratios here are of
 * the daily returns in excess of the T-bill, as the result's own Sharpe ratio takes them
 * (engine/metrics/sharpe-ratio.ts): e_i = r_i − rf_i / 252. Subtracting the rate is not a common
 * shift that ranking could ignore: it moves each Sharpe by rf / σ, most for the quietest cells, and
 * a cell that holds only cash earning interest has a huge Sharpe on raw returns (a steady trickle
 * over a tiny σ; 25.8 a year on SPY cash in 2022-2023) but none in excess of the rate it earns.
 */
import { cents } from '../../engine/core/money';
import { daysBetween } from '../../engine/market/calendar-dates';
import { interestOn } from '../../engine/portfolio/cash-interest';

export type EquitySeries = readonly (readonly [string, number])[];

/** The annualised 3-month T-bill rate in force on a date, a fraction (MarketData.riskFreeRate). */
export type RiskFreeRate = (date: string) => number;

/** r_i = e_i / e_{i-1} − 1 over consecutive points with e_{i-1} > 0. */
export function dailyReturns(equity: EquitySeries): number[] {
  const out: number[] = [];
  for (let i = 1; i < equity.length; i++) {
    const prev = equity[i - 1]?.[1] ?? 0;
    const cur = equity[i]?.[1] ?? 0;
    if (prev > 0) out.push(cur / prev - 1);
  }
  return out;
}

/**
 * e_i = r_i − rf(date_i) / 252 for each step i (point i − 1 to point i), null where e_{i-1} ≤ 0 (no
 * return): aligned with the steps, so a curve's segments can share one pass over the rates.
 */
export function excessSteps(equity: EquitySeries, riskFreeRate: RiskFreeRate): (number | null)[] {
  const out: (number | null)[] = [];
  for (let i = 1; i < equity.length; i++) {
    const prev = equity[i - 1]?.[1] ?? 0;
    const point = equity[i];
    out.push(prev > 0 && point ? point[1] / prev - 1 - riskFreeRate(point[0]) / 252 : null);
  }
  return out;
}

export const returnsOf = (steps: readonly (number | null)[]): number[] => steps.filter((x): x is number => x !== null);

/** The engine's Sharpe inputs (engine/metrics/sharpe-ratio.ts): daily excess returns of the curve. */
export const excessReturns = (equity: EquitySeries, riskFreeRate: RiskFreeRate): number[] => returnsOf(excessSteps(equity, riskFreeRate));

/**
 * True when every day of the curve only earned interest on cash: each point is the previous one
 * plus the engine's own credit interest on it (portfolio/cash-interest.ts, the rate of the previous
 * day over the calendar days between), to the cent. That is an account holding no position and
 * making no trade (a covered strategy holding shares moves with them, so it is not idle). A curve
 * of one point is not called idle: nothing is known about it.
 */
export function isIdle(equity: EquitySeries, riskFreeRate: RiskFreeRate): boolean {
  if (equity.length < 2) return false;
  for (let i = 1; i < equity.length; i++) {
    const [prevDate, prev] = equity[i - 1] ?? ['', 0];
    const [date, value] = equity[i] ?? ['', 0];
    const expected = cents(prev + interestOn(prev, riskFreeRate(prevDate), daysBetween(prevDate, date)));
    if (Math.abs(value - expected) > 0.005) return false;
  }
  return true;
}

export const mean = (xs: readonly number[]): number => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);

/** Sample standard deviation (n − 1); 0 below two values. */
export function stdev(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1));
}

export interface ReturnMoments {
  /** Number of returns T. */
  n: number;
  /** Per-period Sharpe ratio mean/σ (not annualised); 0 when σ is 0. */
  sr: number;
  /** Skewness γ3 = m3 / m2^1.5 (population moments). */
  skew: number;
  /** Kurtosis γ4 = m4 / m2² (not excess: a normal distribution has 3). */
  kurt: number;
}

/** The moments the deflated Sharpe ratio needs, from per-period returns. */
export function returnMoments(returns: readonly number[]): ReturnMoments {
  const n = returns.length;
  const m = mean(returns);
  const sd = stdev(returns);
  let m2 = 0;
  let m3 = 0;
  let m4 = 0;
  for (const r of returns) {
    const d = r - m;
    m2 += d * d;
    m3 += d * d * d;
    m4 += d * d * d * d;
  }
  if (n > 0) {
    m2 /= n;
    m3 /= n;
    m4 /= n;
  }
  const flat = !(m2 > 1e-18);
  return { n, sr: sd > 1e-12 ? m / sd : 0, skew: flat ? 0 : m3 / m2 ** 1.5, kurt: flat ? 3 : m4 / (m2 * m2) };
}

export interface SegmentStats {
  /** (last / first − 1) × 100. */
  return_pct: number;
  /**
   * mean/σ of the daily excess returns × √252; null below two returns, without variation, or when
   * the segment is idle (as the result shows no Sharpe for a run without trades).
   */
  sharpe: number | null;
  /** The segment held no position and made no trade: its return is interest on cash only. */
  idle: boolean;
}

/** `excess`: the segment's excess returns, when the caller has them already (cell-summary.ts). */
export function segmentStats(equity: EquitySeries, riskFreeRate: RiskFreeRate, excess?: readonly number[]): SegmentStats {
  const first = equity[0]?.[1] ?? 0;
  const last = equity.at(-1)?.[1] ?? 0;
  const idle = isIdle(equity, riskFreeRate);
  const r = excess ?? excessReturns(equity, riskFreeRate);
  const sd = stdev(r);
  return {
    return_pct: first > 0 ? round4((last / first - 1) * 100) : 0,
    sharpe: !idle && r.length >= 2 && sd > 1e-12 ? round4((mean(r) / sd) * Math.sqrt(252)) : null,
    idle,
  };
}

/**
 * Calendar-year returns: for each year, last equity of the year / last equity of the previous
 * year − 1; the first year from `start` (the start balance: day 1's move, an entry's costs, is in
 * the first year's return, as in the run's total return), else from the first point. Keys are
 * years as strings.
 */
export function yearlyReturns(equity: EquitySeries, start?: number): Record<string, number> {
  const out: Record<string, number> = {};
  let base = start ?? equity[0]?.[1] ?? 0;
  let year = equity[0]?.[0].slice(0, 4);
  let last = base;
  for (const [date, value] of equity) {
    const y = date.slice(0, 4);
    if (y !== year && year !== undefined) {
      out[year] = base > 0 ? round6(last / base - 1) : 0;
      base = last;
      year = y;
    }
    last = value;
  }
  if (year !== undefined) out[year] = base > 0 ? round6(last / base - 1) : 0;
  return out;
}

const round4 = (x: number): number => Math.round(x * 1e4) / 1e4;
const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;
