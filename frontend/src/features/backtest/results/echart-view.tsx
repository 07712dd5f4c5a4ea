import { useEffect, useRef } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

// Only the parts the chart uses, so the bundle stays small; this module is loaded lazily, so the
// builders show before ECharts arrives.
echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export function EChartView({ option }: { option: object }) {
  const chart = useRef<ReactEChartsCore | null>(null);
  // Redrawn on window resize (spec section 2); echarts-for-react also follows the element's size.
  useEffect(() => {
    const onResize = () => chart.current?.getEchartsInstance()?.resize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return (
    <ReactEChartsCore
      ref={chart}
      echarts={echarts}
      option={option}
      notMerge
      className="bt-chart"
      opts={{ renderer: 'svg' }}
    />
  );
}
