/** Shown instead of the results while the backtest on screen before checkout is read again (nothing runs). */
export const RESTORING_RUN_TEXT = 'Loading the backtest you had on screen before checkout…';

export function RestoringRun() {
  return (
    <section className="bt-panel" aria-label="Loading results" aria-busy="true">
      <div className="bt-panel__header"><h2>Performance</h2></div>
      <p className="bt-muted" role="status">{RESTORING_RUN_TEXT}</p>
    </section>
  );
}
