import { useState } from 'react';
import { SaveBacktestModal } from '../save/save-backtest-modal';
import { UI_TEXT, type AnyBacktestResult } from '../lib/shared';
import { ProDrawdownChart, ResultInsights } from '../insights/result-insights';
import { formatSignedUsd } from '../lib/format';
import type { BacktestMode, DerivedResults } from './derived-types';
import { EmptyState, LoadingState } from './loading-state';
import { MetricCards } from './metric-cards';
import { PnlChart } from './pnl-chart';
import { RunDiagnostics, runSummary } from './run-diagnostics';
import { TradeLog } from './trade-log';

interface ResultsPanelProps {
  mode: BacktestMode;
  loading: boolean;
  results: DerivedResults | null;
  /** The server result the derived view came from: the analytics, exports and after-tax view read it. */
  result?: AnyBacktestResult | null;
  onSave: (fields: { backtest_name: string; description: string }) => Promise<void>;
}

/** The three states of spec section 2: loading, empty, results. */
export function ResultsPanel({ mode, loading, results, result, onSave }: ResultsPanelProps) {
  const [saveOpen, setSaveOpen] = useState(false);
  if (loading) return <LoadingState mode={mode} />;
  if (!results) return <EmptyState mode={mode} />;
  const summary = runSummary(results);
  return (
    <div className="bt-panel" aria-label="Results">
      <div className="bt-panel__header">
        <div>
          <h2>Performance</h2>
          <span className={results.totalPnL >= 0 ? 'bt-positive' : 'bt-negative'}>Total P&amp;L {formatSignedUsd(results.totalPnL)}</span>
          {summary ? <span className="bt-muted bt-run-summary">{summary}</span> : null}
        </div>
        <button type="button" className="bt-btn bt-btn--primary" onClick={() => setSaveOpen(true)}>{UI_TEXT.saveBacktest}</button>
      </div>
      <PnlChart results={results} />
      {result ? <ProDrawdownChart result={result} /> : null}
      <MetricCards results={results} />
      {result ? <ResultInsights result={result} /> : null}
      <TradeLog trades={results.trades} mode={results.mode} />
      <RunDiagnostics results={results} />
      {saveOpen ? <SaveBacktestModal onSave={onSave} onClose={() => setSaveOpen(false)} /> : null}
    </div>
  );
}
