import { useEffect, useRef, type ReactNode } from 'react';
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
 */
export function BacktestLayout({ results, form, running = false }: { results: ReactNode; form: ReactNode; running?: boolean }) {
  const resultsRef = useRef<HTMLDivElement | null>(null);
  const formRef = useRef<HTMLElement | null>(null);
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
