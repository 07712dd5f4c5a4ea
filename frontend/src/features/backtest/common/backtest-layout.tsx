import { useEffect, useRef, useState, type ReactNode } from 'react';
import '../backtest.css';

/**
 * Results must be seen when a run starts. In the stacked layout (narrow screens) they sit below
 * the whole form, ~1,300 px down on a phone: bring them into view unless their top is already
 * in the upper part of the viewport. Side by side (desktop) their top is visible and nothing moves.
 */
export function shouldScrollToResults(resultsTop: number, viewportHeight: number): boolean {
  return resultsTop > viewportHeight * 0.6 || resultsTop < 0;
}

/**
 * Results on the left, the strategy form on the right; stacked (form first) when the space the
 * dashboard leaves is narrow, e.g. on a phone. A container query, so the sidebar is accounted for.
 * Stacked, an 'Edit strategy' button above the results keeps the form one tap away.
 * `showResultsOnOpen`: the page opened on results (a saved backtest's Load), so they are what the
 * trader came for: stacked, they are brought into view as when a run starts (on a phone, Load
 * opened the builder's top with the loaded results some 1,300 px below, out of sight).
 */
export function BacktestLayout({ results, form, running = false, showResultsOnOpen = false }: { results: ReactNode; form: ReactNode; running?: boolean; showResultsOnOpen?: boolean }) {
  const resultsRef = useRef<HTMLDivElement | null>(null);
  const formRef = useRef<HTMLElement | null>(null);
  // Read once: the page opened on results; later runs are the effect below's.
  const [revealOnOpen] = useState(showResultsOnOpen);
  useEffect(() => {
    const node = resultsRef.current;
    if (!revealOnOpen || !node) return;
    if (shouldScrollToResults(node.getBoundingClientRect().top, window.innerHeight)) node.scrollIntoView?.({ block: 'start' });
  }, [revealOnOpen]);
  useEffect(() => {
    const node = resultsRef.current;
    if (!running || !node) return;
    if (shouldScrollToResults(node.getBoundingClientRect().top, window.innerHeight)) {
      node.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    }
  }, [running]);
  return (
    <div className="bt-page-container">
      <div className="bt-page">
        <div className="bt-page__results" ref={resultsRef}>
          <button type="button" className="bt-btn bt-btn--small bt-to-form" onClick={() => formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })}>
            ↑ Edit strategy
          </button>
          {results}
        </div>
        <aside className="bt-page__form" aria-label="Strategy form" ref={formRef}>{form}</aside>
      </div>
    </div>
  );
}
