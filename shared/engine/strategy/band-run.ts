/**
 * What a model-risk run (strategy/model-risk.ts) gives the band: its headline metrics and daily
 * equity, nothing else. The band shows no trade log, benchmark or diagnostics of the shifted runs,
 * so their engines stop after the day loop and skip building those (about a tenth of a run: the
 * benchmark alone walks every day again). The metrics are the very ones the run's full result
 * would carry: the same standardMetrics on the same curve, trade P&Ls and rates (result-head.ts).
 */
import type { ModelRiskMetrics } from '../../contracts/results';
import type { MarketData } from '../market/market-data';
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
  return { metrics: headlineMetrics(startBalance, curve, tradePnls, riskFreeRate), equity: curve.map((p) => p.equity) };
}

/**
 * What a sweep cell keeps of a run (shared/sweep/run-cells.ts): the same headline metrics and the
 * daily equity with its dates. A cell's summary reads nothing else of the result, so a batch's
 * cells skip the trade log, benchmark (a second walk of every day) and diagnostics, ~10% of a cell.
 */
export interface MetricsRun {
  metrics: ModelRiskMetrics;
  equity: ReadonlyArray<readonly [string, number]>;
}

/** The headline metrics of a run's full result (result-head.ts: the same standardMetrics, same inputs). */
export function headlineMetrics(
  startBalance: number,
  curve: readonly EquityPoint[],
  tradePnls: readonly number[],
  riskFreeRate: (date: string) => number,
): ModelRiskMetrics {
  const m = standardMetrics(startBalance, curve, tradePnls, riskFreeRate);
  return {
    end_balance: m.end_balance,
    total_pnl: m.total_pnl,
    total_return_pct: m.total_return_pct,
    win_rate: m.win_rate,
    max_drawdown_pct: m.max_drawdown_pct,
    cagr_pct: m.cagr_pct,
    sharpe_ratio: m.sharpe_ratio,
    total_trades: m.total_trades,
  };
}

/**
 * The market a band run reads: its chains' `quote` answers with their `probe` (the same contract,
 * equal in every field, whose implied vols and OCC symbol are computed only when read). A band
 * run keeps metrics and equity alone, so the contracts its selection picks are read for prices,
 * strikes and greeks only: building each pick as plain data (two implied-vol root searches and a
 * symbol string per leg on every entry day) was about a tenth of a shifted condor run's CPU.
 */
export function bandMarket(market: MarketData): MarketData {
  const chains = market.options;
  const probe = chains.probe;
  if (probe === undefined) return market;
  // One function for both: a search that sees it returns the contract it priced (selection/targeted-search.ts).
  const probeOnly = probe.bind(chains);
  return { ...market, options: { ...chains, quote: probeOnly, probe: probeOnly } };
}
