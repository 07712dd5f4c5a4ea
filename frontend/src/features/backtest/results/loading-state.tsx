import { useEffect, useState } from 'react';
import { progressText, useRunProgress } from '../../../lib/api/run-progress';
import { LOADING_PLACEHOLDERS, UI_TEXT } from '../lib/shared';
import type { BacktestMode } from './derived-types';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
// Fixed heights, so the placeholder does not jump between renders.
const BAR_HEIGHTS = [40, 55, 48, 70, 62, 80, 74, 90, 68, 85, 95, 78];

/** '0:07', '1:02:03': the time since the run started. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Seconds since mount (the loading state mounts when a run starts), ticking once a second. */
function useElapsed(): number {
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now - started;
}

export function LoadingState({ mode }: { mode: BacktestMode }) {
  const elapsed = useElapsed();
  const progress = useRunProgress();
  // A named region, not a status: the page's run announcer (common/run-announcer) says the run
  // started and finished; a second status here had some screen readers say the run twice.
  return (
    <section className="bt-panel" aria-label="Loading results" aria-busy="true">
      <div className="bt-panel__header"><h2>Performance</h2></div>
      <p className="bt-muted">{mode === 'covered' ? UI_TEXT.resultsLoadingCovered : UI_TEXT.resultsLoading}</p>
      {/* Not live: a ticking clock read out every second would drown a screen reader. */}
      <p className="bt-run-progress" aria-live="off">
        <span>Elapsed <time data-testid="run-elapsed">{formatElapsed(elapsed)}</time></span>
        <span className="bt-muted" data-testid="run-state"> · {progressText(progress)}</span>
      </p>
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
    </section>
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
