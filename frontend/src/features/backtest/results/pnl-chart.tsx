import { Suspense, useMemo, useState } from 'react';
import { lazyNamed } from '../../../lib/lazy-chunk';
import { SwitchField } from '../common/fields';
import { UI_TEXT } from '../lib/shared';
import { buildChartOption, hasBenchmark as benchmarkIn } from './chart-option';
import type { DerivedResults } from './derived-types';
import { ModelRiskCaption } from './model-risk-range';
import { pnlChartSummary } from './pnl-chart-summary';

// ECharts is the bulk of this feature's code: its own chunk, loaded with the app's 120 s timeout.
const EChartView = lazyNamed(() => import('./echart-view'), 'EChartView');

export function PnlChart({ results }: { results: DerivedResults }) {
  const hasBenchmark = benchmarkIn(results);
  // The benchmark toggle exists only with benchmark prices, and starts off (spec section 2).
  const [showBenchmark, setShowBenchmark] = useState(false);
  const option = useMemo(() => buildChartOption(results, showBenchmark && hasBenchmark), [results, showBenchmark, hasBenchmark]);
  return (
    <section aria-label={UI_TEXT.chartTitle} className="bt-chart-section">
      <div className="bt-chart-header">
        <h3>{UI_TEXT.chartTitle}</h3>
        {hasBenchmark ? <SwitchField label={UI_TEXT.benchmarkToggle} checked={showBenchmark} onChange={setShowBenchmark} /> : null}
      </div>
      <Suspense fallback={<div className="bt-chart bt-shimmer" aria-label="Loading chart" />}>
        {/* Its text alternative: the chart was an image without a name, nothing for a screen reader. */}
        <EChartView option={option} label={pnlChartSummary(results)} />
      </Suspense>
      <ModelRiskCaption results={results} />
    </section>
  );
}
