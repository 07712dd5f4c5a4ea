import type { BacktestResult, DataSource } from '../../contracts/results';
import type { Bar, MarketData, OptionChainProvider } from '../market/market-data';
import type { Timeline } from '../core/timeline';
import type { EquityPoint } from '../metrics/sharpe-ratio';
import { standardMetrics, type StandardMetrics } from '../metrics/standard-metrics';
import type { Diagnostics } from './diagnostics';

/** Which data priced the run's days: one source, or 'mixed' when imported chains cover only part. */
export function dataSourceOf(chains: OptionChainProvider, bars: readonly Bar[]): DataSource {
  let modeled = false;
  let imported = false;
  for (const b of bars) {
    if (chains.source(b.date) === 'imported') imported = true;
    else modeled = true;
    if (modeled && imported) return 'mixed';
  }
  return imported ? 'imported' : 'modeled';
}

export type ResultHead = StandardMetrics & Pick<BacktestResult, 'data_period' | 'data_source' | 'diagnostics'>;

/**
 * What both engines' results open with, in the contract's order: the standard metrics of the daily
 * equity and the closed trades, the range that ran, which data priced it and the diagnostics.
 */
export function resultHead(
  startBalance: number,
  curve: readonly EquityPoint[],
  tradePnls: readonly number[],
  market: MarketData,
  timeline: Timeline,
  diagnostics: Diagnostics,
): ResultHead {
  return {
    ...standardMetrics(startBalance, curve, tradePnls, market.riskFreeRate),
    data_period: { start_date: timeline.startDate, end_date: timeline.endDate },
    data_source: dataSourceOf(market.options, timeline.bars),
    diagnostics: diagnostics.result(),
  };
}
