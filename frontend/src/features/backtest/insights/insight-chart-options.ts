import { drawdownFloor, drawdownTick, type UnderwaterPoint } from '../../../../../shared/analytics/charts/drawdown-series';
import type { HistogramBin } from '../../../../../shared/analytics/charts/return-histogram';
import { GAIN_FILL, LOSS_FILL } from '../lib/gain-loss-colours';
import { labelInterval } from '../results/chart-option';

const AXIS = { color: '#9aa1b2' };
const SPLIT = { lineStyle: { color: '#2a2f3d' } };
export const DRAWDOWN_COLOR = '#ef4444';

/** The underwater chart: % below the running peak, 0 at the top. */
export function drawdownOption(points: readonly UnderwaterPoint[]) {
  return {
    animation: false,
    grid: { left: 64, right: 16, top: 12, bottom: 40 },
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (typeof v === 'number' ? `${v.toFixed(2)}%` : '') },
    xAxis: { type: 'category', data: points.map((p) => p.date), boundaryGap: false, axisLabel: { ...AXIS, interval: labelInterval(points.length), hideOverlap: true, margin: 14 } },
    // min at -1% or lower: a run that never fell below its peak (all 0) got ECharts' default 0..1,
    // an axis of positive drawdowns (0% to 1%) with the line along its floor.
    yAxis: { type: 'value', max: 0, min: (extent: { min: number }) => drawdownFloor(extent.min), axisLabel: { ...AXIS, formatter: drawdownTick }, splitLine: SPLIT },
    series: [{ name: 'Drawdown', type: 'line', data: points.map((p) => p.drawdownPct), showSymbol: false, lineStyle: { color: DRAWDOWN_COLOR, width: 1 }, itemStyle: { color: DRAWDOWN_COLOR }, areaStyle: { color: DRAWDOWN_COLOR, opacity: 0.25 } }],
  };
}

/** Bars of trade counts per return bin; losing bins red, winning blue (colour-blind safe), each bin's range on its label (a losing bin's with its minus sign). */
export function histogramOption(bins: readonly HistogramBin[]) {
  return {
    animation: false,
    grid: { left: 48, right: 16, top: 12, bottom: 56 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: bins.map((b) => `${b.from}% to ${b.to}%`), axisLabel: { ...AXIS, rotate: 30, hideOverlap: true } },
    // Named: its ticks (0, 2, 4 …) are trade counts, and a bare number under a chart of returns read as a percentage.
    yAxis: { type: 'value', minInterval: 1, name: 'Trades', nameLocation: 'middle', nameGap: 30, nameTextStyle: AXIS, axisLabel: AXIS, splitLine: SPLIT },
    series: [{ name: 'Trades', type: 'bar', data: bins.map((b) => ({ value: b.count, itemStyle: { color: b.to <= 0 ? LOSS_FILL : GAIN_FILL } })) }],
  };
}
