import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '../../../app/global.css';
import { BacktestLayout } from '../common/backtest-layout';
import { CoveredBuilder } from '../covered/covered-builder';
import { defaultCoveredForm } from '../covered/covered-form';
import { SpreadsBuilder } from '../spreads/spreads-builder';
import { defaultSpreadsForm } from '../spreads/spreads-form';
import { deriveResults } from '../results/derive-results';
import { ResultsPanel } from '../results/results-panel';
import { coveredResult, coveredTrade } from '../test/fixtures';

// Renders a results panel of N trades beside a builder, for the browser bench
// (render-bench.ts) and for looking at the screens without a backend: ?trades=5000&mode=spreads.
const params = new URLSearchParams(window.location.search);
const count = Number(params.get('trades') ?? '5000');
const mode = params.get('mode') === 'spreads' ? 'spreads' : 'covered';
const raw = coveredResult({ trades: Array.from({ length: count }, (_, i) => coveredTrade(i)), total_trades: count });

declare global {
  interface Window {
    benchStart?: number;
    benchRendered?: number;
    benchRows?: number;
  }
}

function Bench() {
  const [covered, setCovered] = useState(defaultCoveredForm);
  const [spreads, setSpreads] = useState(defaultSpreadsForm);
  const [results] = useState(() => deriveResults(raw));
  useEffect(() => {
    // Done when the chart (a lazily loaded chunk) and the trade rows are painted.
    const check = () => {
      if (window.benchRows === undefined && document.querySelector('article.bt-trade')) window.benchRows = performance.now();
      if (document.querySelector('.bt-chart svg path') && document.querySelector('article.bt-trade')) {
        setTimeout(() => {
          window.benchRendered = performance.now();
        }, 0);
      } else {
        requestAnimationFrame(check);
      }
    };
    requestAnimationFrame(check);
  }, []);
  const noop = () => undefined;
  return (
    <BacktestLayout
      results={<ResultsPanel mode={mode} loading={false} results={results} onSave={() => Promise.resolve()} />}
      form={mode === 'covered'
        ? <CoveredBuilder form={covered} onChange={setCovered} onRun={noop} running={false} error={null} onDismissError={noop} />
        : <SpreadsBuilder form={spreads} onChange={setSpreads} onRun={noop} running={false} error={null} onDismissError={noop} />}
    />
  );
}

const root = document.getElementById('root');
if (root) {
  window.benchStart = performance.now();
  createRoot(root).render(<StrictMode><Bench /></StrictMode>);
}
