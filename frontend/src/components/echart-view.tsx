import { useEffect, useRef } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

// Only the parts the charts use (lines, bars, axes, legend, tooltip), so the bundle stays small.
// Every importer loads this module lazily, so pages show before ECharts arrives.
echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const FILL = { height: '100%', width: '100%' };

export function EChartView({ option, className = 'bt-chart', label }: { option: object; className?: string; label?: string }) {
  const chart = useRef<ReactEChartsCore | null>(null);
  const box = useRef<HTMLDivElement | null>(null);
  // Redrawn on window resize (spec section 2) and whenever the box itself changes size, to the box's
  // size now. 'auto', not resize() bare: echarts-for-react creates the chart with the width it first
  // measured as a fixed option, which a bare resize() keeps, and it skips its own first resize; so a
  // comparison drawn at 1280 px kept its 1,000 px chart when the window narrowed to 375 px, and the
  // whole page scrolled sideways by 639 px (seen in the browser, test/e2e/condor-walk.e2e.test.ts).
  useEffect(() => {
    const onResize = () => chart.current?.getEchartsInstance()?.resize({ width: 'auto', height: 'auto' });
    window.addEventListener('resize', onResize);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onResize);
    if (box.current) observer?.observe(box.current);
    return () => {
      window.removeEventListener('resize', onResize);
      observer?.disconnect();
    };
  }, []);
  // The class sizes the box and the chart fills it: echarts-for-react puts an inline height of 300px
  // on its own element, which beat every class's height (the comparison's 480px chart drew at 300px,
  // its drawdown axis name on the P&L axis' last label; the 220px insight charts drew at 300px).
  return (
    <div ref={box} role="img" aria-label={label} className={className}>
      <ReactEChartsCore ref={chart} echarts={echarts} option={option} notMerge style={FILL} opts={{ renderer: 'svg' }} />
    </div>
  );
}
