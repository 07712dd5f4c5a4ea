import { drawdownAxisStep, drawdownFloor, drawdownTick, underwaterSeries } from '../../../../../shared/analytics/charts/drawdown-series';
import type { EquityPoint } from '../../../../../shared/analytics/analytics-input';
import { PORTFOLIO_COLOR } from '../../../lib/chart-colours';
import { formatMetric } from '../../../../../shared/analytics/format-metric';
import { totalReturnPct } from '../../../../../shared/engine/metrics/total-return';

/**
 * Up to four runs, told apart without hue: under red-green colour blindness the old orange, blue,
 * green and purple were two pairs of one colour (orange/green and blue/purple, contrast 1.02 and
 * 1.04 under deuteranopia). Each run now has its own dash, and its colour differs from every other
 * run's in warmth (warm/cool survives red-green colour blindness) or in lightness. Run 1 is the
 * P&L chart's portfolio orange.
 */
export const RUN_COLORS = [PORTFOLIO_COLOR, '#56b4e9', '#f0e442', '#8f7ee6'];
export const RUN_DASHES = ['solid', [8, 5], [2, 4], [10, 4, 2, 4]] as const;
/** Legend keys wide enough to show each run's dash. */
const LEGEND_KEY_WIDTH = 40;
const AXIS = { color: '#9aa1b2' };
const SPLIT = { lineStyle: { color: '#2a2f3d' } };
/**
 * Each axis named along its side, not above it: above, 'Drawdown %' sat on the P&L grid's lowest
 * label and 'P&L %' under the legend (a phone's legend is as wide as the chart).
 */
const SIDE_NAME = { nameLocation: 'middle', nameRotate: 90, nameGap: 50, nameTextStyle: AXIS } as const;

export interface CompareCurve {
  name: string;
  startBalance: number;
  equity: readonly EquityPoint[];
}

/**
 * P&L as a % of each run's start balance (runs with different balances compare fairly) on the
 * top grid and each run's drawdown on the bottom grid, on one time axis of every run's dates.
 */
export function compareChartOption(curves: readonly CompareCurve[]) {
  const dates = [...new Set(curves.flatMap((c) => c.equity.map((p) => p.date)))].sort();
  const at = (points: ReadonlyArray<{ date: string; value: number }>) => {
    const byDate = new Map(points.map((p) => [p.date, p.value]));
    return dates.map((d) => byDate.get(d) ?? null);
  };
  const series = curves.flatMap((c, i) => {
    const color = RUN_COLORS[i % RUN_COLORS.length];
    const type = RUN_DASHES[i % RUN_DASHES.length];
    // Each day's return as the engine stores a result's total_return_pct (4 decimals, totalReturnPct), so
    // the last point's tooltip reads as the table's Total Return: rounded to 2 decimals here and again
    // by the tooltip, $105,984.99 on $100,000 read 5.98% beside the table's 5.99%.
    const pnl = c.equity.map((p) => ({ date: p.date, value: totalReturnPct(c.startBalance, p.equity) + 0 }));
    const dd = underwaterSeries(c.startBalance, c.equity).map((p) => ({ date: p.date, value: p.drawdownPct }));
    const line = { type: 'line', showSymbol: false, connectNulls: true, lineStyle: { color, width: 2, type }, itemStyle: { color } };
    return [
      { ...line, name: c.name, data: at(pnl), xAxisIndex: 0, yAxisIndex: 0 },
      { ...line, name: c.name, data: at(dd), xAxisIndex: 1, yAxisIndex: 1, lineStyle: { color, width: 1, type } },
    ];
  });
  const interval = Math.max(0, Math.ceil(dates.length / 8) - 1);
  const worst = Math.min(0, ...series.filter((s) => s.yAxisIndex === 1).flatMap((s) => s.data.filter((v): v is number => v !== null)));
  const drawdownStep = drawdownAxisStep(drawdownFloor(worst));
  return {
    animation: false,
    // One row, paged when the names do not fit (the grid starts 40px down): on a phone three runs'
    // names wrapped to a second row, over the P&L axis's top label ('Covered call SPY 2024' on '20%').
    legend: { type: 'scroll', top: 0, itemWidth: LEGEND_KEY_WIDTH, textStyle: AXIS, pageTextStyle: AXIS, pageIconColor: AXIS.color },
    // One display rule with the table (formatMetric): each figure rounded once, from the stored-precision value.
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (typeof v === 'number' ? formatMetric('percent', v) : '') },
    grid: [{ left: 72, right: 16, top: 40, height: '50%' }, { left: 72, right: 16, top: '68%', bottom: 32 }],
    xAxis: [
      { type: 'category', data: dates, gridIndex: 0, boundaryGap: false, axisLabel: { show: false } },
      { type: 'category', data: dates, gridIndex: 1, boundaryGap: false, axisLabel: { ...AXIS, interval, hideOverlap: true, alignMinLabel: 'left', alignMaxLabel: 'right' } },
    ],
    yAxis: [
      { type: 'value', gridIndex: 0, name: 'P&L %', ...SIDE_NAME, axisLabel: { ...AXIS, formatter: (v: number) => `${v}%` }, splitLine: SPLIT },
      // min at -1% or lower: runs never below their peaks (all 0) got ECharts' default axis of 0% to +1%;
      // a round floor, not the worst drawdown itself, which printed as a label ('-61.34%').
      { type: 'value', gridIndex: 1, max: 0, min: (extent: { min: number }) => drawdownFloor(extent.min), splitNumber: 2, ...(drawdownStep ? { interval: drawdownStep } : {}), name: 'Drawdown %', ...SIDE_NAME, axisLabel: { ...AXIS, formatter: drawdownTick }, splitLine: SPLIT },
    ],
    series,
  };
}
