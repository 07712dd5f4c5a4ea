/**
 * Shown instead of the results while the backtest that was on screen is read again (nothing runs):
 * back from checkout, or back to the builder's page (Back, a reload: lib/entry-run.ts).
 */
export const RESTORING_RUN_TEXT = 'Loading the backtest you had on screen before checkout…';
export const RESTORING_ON_RETURN_TEXT = 'Loading the backtest you had on screen here…';

export function RestoringRun({ onReturn = false }: { onReturn?: boolean }) {
  return (
    <section className="bt-panel" aria-label="Loading results" aria-busy="true">
      <div className="bt-panel__header"><h2>Performance</h2></div>
      <p className="bt-muted" role="status">{onReturn ? RESTORING_ON_RETURN_TEXT : RESTORING_RUN_TEXT}</p>
    </section>
  );
}
