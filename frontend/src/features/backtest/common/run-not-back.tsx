import { useEffect, useRef } from 'react';
import { shouldScrollToResults } from './backtest-layout';

/**
 * Shown instead of the results when the backtest that was on screen could not be read again and may
 * still be on the server (offline, a server error): why, and a button that reads it again. Before it,
 * such a failure left the empty results panel ('No covered results yet'), as if there had been none,
 * with the message up in the form, and the page's history entry forgot the run, so a reload did not
 * try again either. A deleted backtest is said in the form's banner: there is nothing to try again.
 */
export function RunNotBack({ message, onRetry }: { message: string; onRetry: () => void }) {
  const panel = useRef<HTMLElement | null>(null);
  // Stacked (a phone), the results sit below the whole form: bring the message into view, as results would be.
  useEffect(() => {
    const node = panel.current;
    if (node && shouldScrollToResults(node.getBoundingClientRect().top, window.innerHeight)) node.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <section className="bt-panel" aria-label="Results not loaded" ref={panel}>
      <div className="bt-panel__header"><h2>Performance</h2></div>
      <p role="alert">{message}</p>
      <button type="button" className="bt-btn" onClick={onRetry}>Try again</button>
    </section>
  );
}
