/**
 * A cell's result reduced to what the sweep keeps: metrics, the 70/30 in-sample/out-of-sample
 * split, calendar-year returns and daily-return moments. The full result is not kept: opening a
 * cell re-runs its exact request, which the engine's determinism makes the same backtest.
 */
import type { SweepCellResult } from '../contracts/sweep-result';
import { dailyReturns, returnMoments, segmentStats, yearlyReturns, type EquitySeries } from './robustness/return-stats';

/** The share of trading days ranked in sample (issue 19: first 70% of the period). */
export const IN_SAMPLE_SHARE = 0.7;

export interface EngineOutcome {
  total_pnl: number;
  total_return_pct: number;
  cagr_pct: number | null;
  sharpe_ratio: number | null;
  max_drawdown_pct: number;
  win_rate: number | null;
  total_trades: number;
}

/** Index of the first out-of-sample point of a curve of n points. */
export const splitIndex = (n: number): number => Math.floor(n * IN_SAMPLE_SHARE);

export function summarizeCell(index: number, values: number[], result: EngineOutcome, equity: EquitySeries): SweepCellResult {
  const cut = splitIndex(equity.length);
  return {
    index,
    values,
    status: 'ok',
    metrics: {
      total_pnl: result.total_pnl,
      total_return_pct: result.total_return_pct,
      cagr_pct: result.cagr_pct,
      sharpe_ratio: result.sharpe_ratio,
      max_drawdown_pct: result.max_drawdown_pct,
      win_rate: result.win_rate,
      total_trades: result.total_trades,
    },
    // The out-of-sample segment starts from the last in-sample equity, so its return is the
    // growth over the last 30% only, positions carried across the cut included.
    in_sample: segmentStats(equity.slice(0, cut)),
    out_sample: segmentStats(equity.slice(Math.max(0, cut - 1))),
    yearly: yearlyReturns(equity),
    moments: returnMoments(dailyReturns(equity)),
  };
}
