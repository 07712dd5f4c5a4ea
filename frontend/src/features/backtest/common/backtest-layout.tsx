import type { ReactNode } from 'react';
import '../backtest.css';

/**
 * Results on the left, the strategy form on the right; stacked (form first) when the space the
 * dashboard leaves is narrow, e.g. on a phone. A container query, so the sidebar is accounted for.
 */
export function BacktestLayout({ results, form }: { results: ReactNode; form: ReactNode }) {
  return (
    <div className="bt-page-container">
      <div className="bt-page">
        <div className="bt-page__results">{results}</div>
        <aside className="bt-page__form" aria-label="Strategy form">{form}</aside>
      </div>
    </div>
  );
}
