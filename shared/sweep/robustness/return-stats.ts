/**
 * Statistics of a daily equity curve used by the overfitting controls. Risk-free rate 0 here (the
 * result's own `sharpe_ratio` subtracts the T-bill): the controls compare cells with each other
 * on the same period, where a common rate shifts every Sharpe alike.
 */

export type EquitySeries = readonly (readonly [string, number])[];

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
  /** mean/σ of daily returns × √252 (rate 0); null below two returns or without variation. */
  sharpe: number | null;
}

export function segmentStats(equity: EquitySeries): SegmentStats {
  const first = equity[0]?.[1] ?? 0;
  const last = equity.at(-1)?.[1] ?? 0;
  const r = dailyReturns(equity);
  const sd = stdev(r);
  return {
    return_pct: first > 0 ? round4((last / first - 1) * 100) : 0,
    sharpe: r.length >= 2 && sd > 1e-12 ? round4((mean(r) / sd) * Math.sqrt(252)) : null,
  };
}

/**
 * Calendar-year returns: for each year, last equity of the year / last equity of the previous
 * year − 1 (the first year from the first point). Keys are years as strings.
 */
export function yearlyReturns(equity: EquitySeries): Record<string, number> {
  const out: Record<string, number> = {};
  let base = equity[0]?.[1] ?? 0;
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
