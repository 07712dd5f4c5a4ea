import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { HeatmapChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

// Loaded lazily (its own chunk), like the P&L chart: the builders show before ECharts arrives.
// Aria: ECharts writes a text description of the chart (its data included) on the chart's element.
echarts.use([AriaComponent, HeatmapChart, GridComponent, TooltipComponent, VisualMapComponent, SVGRenderer]);

/** The sweep heatmap; a click on a cell reports that cell's index. */
export function HeatmapView({ option, onCell }: { option: object; onCell: (index: number) => void }) {
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      notMerge
      className="bt-chart bt-chart--heatmap"
      opts={{ renderer: 'svg' }}
      onEvents={{ click: (e: { data?: { cellIndex?: number } }) => e.data?.cellIndex !== undefined && onCell(e.data.cellIndex) }}
    />
  );
}
