import type { ReactNode } from 'react';
import type { AnyBacktestResult } from '../lib/shared';
import type { RunCosts } from '../common/cost-fields';
import type { DerivedResults } from './derived-types';
import { DataPeriodNotice, type RequestedRange } from './data-period-notice';
import { MetricCards } from './metric-cards';
import { PnlChart } from './pnl-chart';
import { RunDiagnostics } from './run-diagnostics';
import { TradeLog } from './trade-log';
import { PnlBreakdown } from './pnl-breakdown';
import { VolModelNote } from './vol-model-note';
import { ThinRunNote } from './thin-run-note';
import { LossDriversNote } from './loss-drivers-note';
import { RunQuoteSource } from './quote-source';
import { RunCostsLine, costsOfRun, runExchangeFees } from './run-costs';
import { SizedUnitsLine } from './sized-units';

/**
 * The lines under the results' heading that say how to read the numbers: the units each position
 * was sized to (spreads), which quotes priced the run (real or modeled) and the costs it ran with.
 * One component for the owner's results panel and the public share page (share/), so a visitor
 * reads the same caveats as the owner: the share page once drew only the costs line, and a shared
 * run on modeled quotes looked as if it rested on real ones.
 */
export function RunHeaderLines({ mode, results, result, costs, ticker, legQuantities }: {
  mode: DerivedResults['mode'];
  results: DerivedResults;
  result: AnyBacktestResult | null | undefined;
  costs: RunCosts | null;
  ticker: string;
  legQuantities: readonly number[] | null;
}) {
  return (
    <>
      {mode === 'spreads' ? <SizedUnitsLine trades={results.trades} legQuantities={legQuantities} /> : null}
      <RunQuoteSource dataSource={results.dataSource} trades={results.trades} />
      <RunCostsLine costs={costsOfRun(result, costs)} exchangeFees={runExchangeFees(result)} ticker={ticker} period={results.dataPeriod} />
    </>
  );
}

/**
 * The results under the heading, in the results panel's order: the data period's shortfall, the
 * P&L chart (with the vol model's error band and its caption), what anchored the modeled implied
 * vol, how little the run traded, the metric cards (with their ranges across the vol model's
 * error), what drove a heavy loss, the trade log, the P&L breakdown and the run notes. Shared by
 * the owner's panel and the share page; the owner's Pro sections go in through the two slots.
 */
export function ResultsSections({ results, result, requested, afterChart, afterMetrics }: {
  results: DerivedResults;
  result: AnyBacktestResult | null | undefined;
  requested?: RequestedRange | null;
  afterChart?: ReactNode;
  afterMetrics?: ReactNode;
}) {
  return (
    <>
      <DataPeriodNotice requested={requested} period={results.dataPeriod} />
      <PnlChart results={results} />
      <VolModelNote volModel={results.volModel} />
      {afterChart}
      <ThinRunNote results={results} />
      <MetricCards results={results} />
      <LossDriversNote results={results} />
      {afterMetrics}
      <TradeLog trades={results.trades} mode={results.mode} dataSource={results.dataSource} />
      {result ? <PnlBreakdown result={result} /> : null}
      <RunDiagnostics results={results} />
    </>
  );
}
