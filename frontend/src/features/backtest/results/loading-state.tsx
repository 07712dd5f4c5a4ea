import { LOADING_PLACEHOLDERS, UI_TEXT } from '../lib/shared';
import type { BacktestMode } from './derived-types';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
// Fixed heights, so the placeholder does not jump between renders.
const BAR_HEIGHTS = [40, 55, 48, 70, 62, 80, 74, 90, 68, 85, 95, 78];

export function LoadingState({ mode }: { mode: BacktestMode }) {
  return (
    <div className="bt-panel" role="status" aria-live="polite" aria-label="Loading results">
      <div className="bt-panel__header"><h2>Performance</h2></div>
      <p className="bt-muted">{mode === 'covered' ? UI_TEXT.resultsLoadingCovered : UI_TEXT.resultsLoading}</p>
      <div className="bt-shimmer-bars" data-testid="chart-placeholders">
        {range(LOADING_PLACEHOLDERS.chartBars).map((i) => (
          <div key={i} className="bt-shimmer" style={{ height: `${BAR_HEIGHTS[i % BAR_HEIGHTS.length] ?? 50}%` }} />
        ))}
      </div>
      <div className="bt-shimmer-summary" data-testid="summary-placeholders">
        {range(LOADING_PLACEHOLDERS.summaries).map((i) => <div key={i} className="bt-shimmer" />)}
      </div>
      <div className="bt-shimmer-trades" data-testid="trade-placeholders">
        {range(LOADING_PLACEHOLDERS.trades).map((i) => <div key={i} className="bt-shimmer" />)}
      </div>
    </div>
  );
}

export function EmptyState({ mode }: { mode: BacktestMode }) {
  const covered = mode === 'covered';
  return (
    <div className="bt-panel bt-empty-state">
      <h2>{covered ? UI_TEXT.emptyTitleCovered : UI_TEXT.emptyTitle}</h2>
      <p className="bt-muted">{covered ? UI_TEXT.emptyTextCovered : UI_TEXT.emptyText}</p>
    </div>
  );
}
