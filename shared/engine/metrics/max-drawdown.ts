import { round } from '../core/money';

/**
 * Max drawdown % = max over t of (peak_t − equity_t) / peak_t × 100, where peak_t is the running
 * maximum of the daily marked-to-market equity up to t. Reported as a positive percentage; an empty
 * or never-falling series gives 0. A non-positive peak cannot be a base and is skipped.
 */
export function maxDrawdownPct(equity: readonly number[]): number {
  let peak = -Infinity;
  let worst = 0;
  for (const value of equity) {
    if (value > peak) peak = value;
    if (peak > 0) {
      const drop = (peak - value) / peak;
      if (drop > worst) worst = drop;
    }
  }
  return round(worst * 100, 4);
}
