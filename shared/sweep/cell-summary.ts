/**
 * A cell's result reduced to what the sweep keeps: metrics, the 70/30 in-sample/out-of-sample
 * split (whether each part held any position), calendar-year returns and the moments of the daily
 * returns in excess of the T-bill. The full result is not kept: opening a
 * cell re-runs its exact request, which the engine's determinism makes the same backtest.
 */
import type { SweepCellResult } from '../contracts/sweep-result';
import { cents } from '../engine/core/money';
import { excessSteps, returnMoments, returnsOf, segmentStats, yearlyReturns, type EquitySeries, type ReturnMoments, type RiskFreeRate } from './robustness/return-stats';

/** The share of trading days ranked in sample (issue 19: first 70% of the period). */
export const IN_SAMPLE_SHARE = 0.7;

export interface EngineOutcome {
  end_balance: number;
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

/**
 * The daily excess-return moments of the deflated Sharpe ratio. A run the engine gives no Sharpe
 * (no trade, or a flat curve: standard-metrics.ts) held cash earning the T-bill: its Sharpe in
 * excess of the T-bill is 0, not the ratio of the day-count noise in its interest to its own tiny σ.
 */
function cellMoments(result: EngineOutcome, excess: readonly number[]): ReturnMoments {
  const moments = returnMoments(excess);
  return result.sharpe_ratio === null ? { n: moments.n, sr: 0, skew: 0, kurt: 3 } : moments;
}

/**
 * The excess return from the start balance to day 1's equity, as the engine's Sharpe counts it
 * (engine/metrics/sharpe-ratio.ts): day 1's move, an entry's costs, is a return. The start balance
 * is the end balance less the total P&L (both to the cent).
 */
function startStep(result: EngineOutcome, equity: EquitySeries, riskFreeRate: RiskFreeRate): number | null {
  const start = cents(result.end_balance - result.total_pnl);
  const first = equity[0];
  return first && start > 0 ? first[1] / start - 1 - riskFreeRate(first[0]) / 252 : null;
}

export function summarizeCell(index: number, values: number[], result: EngineOutcome, equity: EquitySeries, riskFreeRate: RiskFreeRate): SweepCellResult {
  const cut = splitIndex(equity.length);
  // One pass over the rates: step i is point i − 1 to point i, so the in-sample curve (points
  // 0 … cut − 1) has steps 0 … cut − 2 and the out-of-sample one (from point cut − 1) the rest.
  const steps = excessSteps(equity, riskFreeRate);
  const from = Math.max(0, cut - 1);
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
    in_sample: segmentStats(equity.slice(0, cut), riskFreeRate, returnsOf(steps.slice(0, from))),
    out_sample: segmentStats(equity.slice(from), riskFreeRate, returnsOf(steps.slice(from))),
    yearly: yearlyReturns(equity, cents(result.end_balance - result.total_pnl)),
    moments: cellMoments(result, returnsOf([startStep(result, equity, riskFreeRate), ...steps])),
  };
}
