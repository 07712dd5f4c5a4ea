import type { EquityPoint } from '../analytics-input';

export interface UnderwaterPoint {
  date: string;
  /** (equity − running peak) / running peak × 100: 0 at a new high, negative below it. */
  drawdownPct: number;
}

/**
 * The underwater curve: each day's distance below the running peak of the daily equity, in %.
 * Its minimum is −max_drawdown_pct of the result (same definition as metrics/max-drawdown).
 * A non-positive peak cannot be a base: 0 that day.
 */
export function underwaterSeries(equity: readonly EquityPoint[]): UnderwaterPoint[] {
  let peak = -Infinity;
  return equity.map((p) => {
    if (p.equity > peak) peak = p.equity;
    const dd = peak > 0 ? ((p.equity - peak) / peak) * 100 : 0;
    return { date: p.date, drawdownPct: Math.round(dd * 1e4) / 1e4 + 0 };
  });
}
