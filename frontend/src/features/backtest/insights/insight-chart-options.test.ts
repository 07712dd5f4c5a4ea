import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { afterEach, describe, expect, it } from 'vitest';
import { drawdownFloor } from '../../../../../shared/analytics/charts/drawdown-series';
import { GAIN_FILL, LOSS_FILL } from '../lib/gain-loss-colours';
import { drawdownOption, histogramOption } from './insight-chart-options';

echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, SVGRenderer]);

const charts: echarts.ECharts[] = [];
afterEach(() => charts.splice(0).forEach((c) => c.dispose()));

/** The y axis' range as ECharts itself settles it (the chart model's scale; not a public API, stable since ECharts 5). */
function yScale(option: echarts.EChartsCoreOption) {
  const chart = echarts.init(null, undefined, { renderer: 'svg', ssr: true, width: 600, height: 220 });
  charts.push(chart);
  chart.setOption(option);
  type Scale = { getExtent(): number[]; getTicks(): Array<{ value: number }> };
  const model = (chart as unknown as { getModel(): { getComponent(type: string): { axis: { scale: Scale } } } }).getModel();
  return model.getComponent('yAxis').axis.scale;
}

const yExtent = (option: echarts.EChartsCoreOption): number[] => yScale(option).getExtent();

/** The y labels as the chart prints them: every tick through the option's own formatter. */
function yLabels(option: ReturnType<typeof drawdownOption>): string[] {
  return yScale(option).getTicks().map((tick) => option.yAxis.axisLabel.formatter(tick.value));
}

const days = (values: number[]) => values.map((drawdownPct, i) => ({ date: `2024-01-${String(i + 2).padStart(2, '0')}`, drawdownPct }));

describe('drawdown chart', () => {
  it('a run never below its peak: the axis runs from 0% down, not up to +1%', () => {
    expect(yExtent(drawdownOption(days([0, 0, 0])))).toEqual([-1, 0]);
  });

  it('a run with drawdowns: 0% at the top, the worst at or above the floor', () => {
    const [min, max] = yExtent(drawdownOption(days([0, -12.5, -3])));
    expect(max).toBe(0);
    expect(min).toBeLessThanOrEqual(-12.5);
  });

  it('labels every tick with a round percent: the worst drawdown is not printed as the bottom label', () => {
    // Was '0%, -3%, … -15%, -16.97153%': the bare data minimum as the axis floor and its label.
    const labels = yLabels(drawdownOption(days([0, -16.97153, -3])));
    expect(labels.at(-1)).toBe('0%');
    expect(labels[0]).toBe('-20%');
    for (const label of labels) expect(label).toMatch(/^-?\d+(\.\d)?%$/);
    expect(drawdownFloor(-31.04128)).toBe(-40);
    expect(drawdownFloor(-2.2)).toBe(-2.5);
    expect(drawdownFloor(-61.3)).toBe(-80);
  });
});

describe('trade returns histogram', () => {
  it('fills losing bins with the loss fill and winning bins with the gain fill (orange and blue, not red and green)', () => {
    const option = histogramOption([{ from: -10, to: -5, count: 2 }, { from: -5, to: 0, count: 3 }, { from: 0, to: 5, count: 4 }]);
    expect(option.series[0]?.data.map((d) => d.itemStyle.color)).toEqual([LOSS_FILL, LOSS_FILL, GAIN_FILL]);
    // Written as the cards write a return: signed, 2 decimals ('-10% to -5%', '0% to 5%' before).
    expect(option.xAxis.data).toEqual(['-10.00% to -5.00%', '-5.00% to 0.00%', '0.00% to +5.00%']);
  });

  it('writes a finer width than a hundredth with the decimals it needs, not rounded into one label', () => {
    const option = histogramOption([{ from: -0.005, to: 0, count: 1 }, { from: 0, to: 0.005, count: 2 }]);
    expect(option.xAxis.data).toEqual(['-0.005% to 0.000%', '0.000% to +0.005%']);
  });

  it('names its value axis Trades: the ticks are counts of trades, not returns', () => {
    const option = histogramOption([{ from: 0, to: 5, count: 4 }]);
    expect(option.yAxis).toMatchObject({ name: 'Trades', nameLocation: 'middle' });
  });
});
