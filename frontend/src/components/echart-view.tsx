import { useEffect, useRef } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

// Only the parts the charts use (lines, bars, axes, legend, tooltip), so the bundle stays small.
// Every importer loads this module lazily, so pages show before ECharts arrives.
echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export function EChartView({ option, className = 'bt-chart', label }: { option: object; className?: string; label?: string }) {
  const chart = useRef<ReactEChartsCore | null>(null);
  // Redrawn on window resize (spec section 2); echarts-for-react also follows the element's size.
  useEffect(() => {
    const onResize = () => chart.current?.getEchartsInstance()?.resize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore ref={chart} echarts={echarts} option={option} notMerge className={className} opts={{ renderer: 'svg' }} />
    </div>
  );
}
