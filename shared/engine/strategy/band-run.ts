/**
 * What a model-risk run (strategy/model-risk.ts) gives the band: its headline metrics and daily
 * equity, nothing else. The band shows no trade log, benchmark or diagnostics of the shifted runs,
 * so their engines stop after the day loop and skip building those (about a tenth of a run: the
 * benchmark alone walks every day again). The metrics are the very ones the run's full result
 * would carry: the same standardMetrics on the same curve, trade P&Ls and rates (result-head.ts).
 */
import type { ModelRiskMetrics } from '../../contracts/results';
import type { EquityPoint } from '../metrics/sharpe-ratio';
import { standardMetrics } from '../metrics/standard-metrics';

export interface BandRun {
  metrics: ModelRiskMetrics;
  /** The equity of each day of the run, in order (the result's equity_curve values). */
  equity: number[];
}

export function bandRun(
  startBalance: number,
  curve: readonly EquityPoint[],
  tradePnls: readonly number[],
  riskFreeRate: (date: string) => number,
): BandRun {
  const m = standardMetrics(startBalance, curve, tradePnls, riskFreeRate);
  return {
    metrics: {
      end_balance: m.end_balance,
      total_pnl: m.total_pnl,
      total_return_pct: m.total_return_pct,
      win_rate: m.win_rate,
      max_drawdown_pct: m.max_drawdown_pct,
      cagr_pct: m.cagr_pct,
      sharpe_ratio: m.sharpe_ratio,
      total_trades: m.total_trades,
    },
    equity: curve.map((p) => p.equity),
  };
}
