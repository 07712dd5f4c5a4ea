import { useEffect, useMemo, useRef, useState } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { EChartsType } from 'echarts/core';
import { SwitchField } from '../common/fields';
import { UI_TEXT } from '../lib/shared';
import { buildChartOption } from './chart-option';
import type { DerivedResults } from './derived-types';

// Only the parts the chart uses, so the bundle stays small (issue 9/10).
echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export function PnlChart({ results }: { results: DerivedResults }) {
  const hasBenchmark = results.benchmark_prices.length > 0;
  const [showBenchmark, setShowBenchmark] = useState(false);
  const instance = useRef<EChartsType | null>(null);
  const option = useMemo(() => buildChartOption(results, showBenchmark && hasBenchmark), [results, showBenchmark, hasBenchmark]);

  // The chart is redrawn on window resize (spec section 2); the element observer covers layout changes.
  useEffect(() => {
    const onResize = () => instance.current?.resize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  return (
    <section aria-label={UI_TEXT.chartTitle} className="bt-chart-section">
      <div className="bt-chart-header">
        <h3>{UI_TEXT.chartTitle}</h3>
        {hasBenchmark ? (
          <SwitchField label={UI_TEXT.benchmarkToggle} checked={showBenchmark} onChange={setShowBenchmark} />
        ) : null}
      </div>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        className="bt-chart"
        opts={{ renderer: 'svg' }}
        onChartReady={(chart: EChartsType) => {
          instance.current = chart;
        }}
      />
    </section>
  );
}
