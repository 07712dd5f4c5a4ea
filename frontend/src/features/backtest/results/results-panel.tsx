import { useState } from 'react';
import { SENT_RESULTS_NOTICE } from '../../../../../shared/contracts/saved';
import { SaveBacktestModal } from '../save/save-backtest-modal';
import { sentCopyBecause } from '../save/sent-copy-because';
import { UI_TEXT, type AnyBacktestResult } from '../lib/shared';
import { ProDrawdownChart, ResultInsights } from '../insights/result-insights';
import { formatSignedUsd } from '../lib/format';
import type { BacktestMode, DerivedResults } from './derived-types';
import type { RequestedRange } from './data-period-notice';
import { EmptyState, LoadingState } from './loading-state';
import { runSummary } from './run-diagnostics';
import { pnlClass } from './trade-row';
import type { RunCosts } from '../common/cost-fields';
import { ResultsSections, RunHeaderLines } from './results-sections';
import { ResultShareButton, type SavedIdentity } from '../share/result-share-button';
import type { FilingStatusKeeping } from '../share/use-kept-filing-status';

interface ResultsPanelProps {
  mode: BacktestMode;
  loading: boolean;
  results: DerivedResults | null;
  /** The server result the derived view came from: the analytics, exports and after-tax view read it. */
  result?: AnyBacktestResult | null;
  onSave: (fields: { backtest_name: string; description: string }) => Promise<void>;
  /** The dates the results were asked for, to say when the data did not reach them. */
  requested?: RequestedRange | null;
  /** The costs of the request the results came from (the result's own, when it carries them, win). */
  costs?: RunCosts | null;
  /** The saved backtest these results are (loaded from Saved or just saved), for Share; null when not saved. */
  saved?: SavedIdentity | null;
  /** What ran, for the export file names: 'SPY-wheel'. */
  runName?: string | null;
  /** The underlying the results ran on: the costs line says when its exchange fee (SPX) was left out. */
  ticker?: string;
  /** Spreads: the contracts per unit of each leg of the strategy that ran, to say the units each position was sized to. */
  legQuantities?: readonly number[] | null;
  /** The after-tax panel's filing status, kept with the saved backtest (use-kept-filing-status.ts). */
  filingKept?: FilingStatusKeeping;
}

/** The three states of spec section 2: loading, empty, results. */
export function ResultsPanel({ mode, loading, results, result, onSave, requested, costs = null, saved = null, runName = null, legQuantities = null, ticker = '', filingKept }: ResultsPanelProps) {
  const [saveOpen, setSaveOpen] = useState(false);
  if (loading) return <LoadingState mode={mode} />;
  if (!results) return <EmptyState mode={mode} />;
  const summary = runSummary(results, ticker);
  return (
    <div className="bt-panel" aria-label="Results">
      <div className="bt-panel__header">
        <div>
          <h2>Performance</h2>
          <span className={pnlClass(results.totalPnL)}>Total P&amp;L {formatSignedUsd(results.totalPnL)}</span>
          {summary ? <span className="bt-muted bt-run-summary">{summary}</span> : null}
          {/* Save closed its modal and said nothing: a trader could not tell it had saved (and saved it again). */}
          {saved ? <span className="bt-muted bt-run-summary" role="status">Saved as “{saved.name}”</span> : null}
          {/* Loaded from a sent copy (audit 22 F4): said here as on its Saved card and its share page. */}
          {/* Saved as a sent copy though Save named the run (audit 23 F2): why, in the server's words where it gave any. */}
          {saved?.sentBecause ? <span className="bt-muted bt-run-summary bt-sent-copy" role="status">{sentCopyBecause(saved.sentBecause)}</span> : null}
          {saved?.resultsOrigin === 'sent' ? <span className="bt-muted bt-run-summary bt-sent-copy" role="note">{SENT_RESULTS_NOTICE}</span> : null}
          <RunHeaderLines mode={mode} results={results} result={result} costs={costs} ticker={ticker} legQuantities={legQuantities} />
        </div>
        <div className="bt-panel__actions">
          <ResultShareButton saved={saved} />
          <button type="button" className="bt-btn bt-btn--primary" onClick={() => setSaveOpen(true)}>{UI_TEXT.saveBacktest}</button>
        </div>
      </div>
      <ResultsSections
        results={results}
        result={result}
        requested={requested}
        afterChart={result ? <ProDrawdownChart result={result} /> : null}
        afterMetrics={result ? <ResultInsights result={result} runName={runName} filingKept={filingKept} /> : null}
      />
      {saveOpen ? <SaveBacktestModal onSave={onSave} onClose={() => setSaveOpen(false)} /> : null}
    </div>
  );
}
