import type { ReactNode } from 'react';
import '../backtest.css';

/** Results on the left, the strategy form on the right; stacked on phone widths (form first). */
export function BacktestLayout({ results, form }: { results: ReactNode; form: ReactNode }) {
  return (
    <div className="bt-page">
      <div className="bt-page__results">{results}</div>
      <aside className="bt-page__form" aria-label="Strategy form">{form}</aside>
    </div>
  );
}
