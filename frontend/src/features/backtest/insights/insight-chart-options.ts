import { drawdownFloor, drawdownTick, type UnderwaterPoint } from '../../../../../shared/analytics/charts/drawdown-series';
import type { HistogramBin } from '../../../../../shared/analytics/charts/return-histogram';
import { formatPercent, formatReturnPercent } from '../../../../../shared/analytics/format-metric';
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
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (typeof v === 'number' ? formatPercent(v) : '') },
    xAxis: { type: 'category', data: points.map((p) => p.date), boundaryGap: false, axisLabel: { ...AXIS, interval: labelInterval(points.length), hideOverlap: true, margin: 14 } },
    // min at -1% or lower: a run that never fell below its peak (all 0) got ECharts' default 0..1,
    // an axis of positive drawdowns (0% to 1%) with the line along its floor.
    yAxis: { type: 'value', max: 0, min: (extent: { min: number }) => drawdownFloor(extent.min), axisLabel: { ...AXIS, formatter: drawdownTick }, splitLine: SPLIT },
    series: [{ name: 'Drawdown', type: 'line', data: points.map((p) => p.drawdownPct), showSymbol: false, lineStyle: { color: DRAWDOWN_COLOR, width: 1 }, itemStyle: { color: DRAWDOWN_COLOR }, areaStyle: { color: DRAWDOWN_COLOR, opacity: 0.25 } }],
  };
}

/**
 * A bin's range as the results' cards write a return ('-5.00% to 0.00%', '0.00% to +5.00%'):
 * signed, 2 decimals, or as many as the bins' width needs (a width of 0.005%, '+0.005% to +0.010%').
 */
export function histogramBinLabel(bin: HistogramBin, decimals: number): string {
  return `${formatReturnPercent(bin.from, decimals)} to ${formatReturnPercent(bin.to, decimals)}`;
}

/** The decimals the bins' edges need: the cards' 2, more for a width finer than a hundredth. */
function binDecimals(bins: readonly HistogramBin[]): number {
  const first = bins[0];
  if (!first) return 2;
  const width = first.to - first.from;
  return width > 0 ? Math.max(2, Math.min(6, Math.ceil(-Math.log10(width) - 1e-9))) : 2;
}

/** Bars of trade counts per return bin; losing bins red, winning blue (colour-blind safe), each bin's range on its label (a losing bin's with its minus sign). */
export function histogramOption(bins: readonly HistogramBin[]) {
  const decimals = binDecimals(bins);
  return {
    animation: false,
    grid: { left: 48, right: 16, top: 12, bottom: 56 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: bins.map((b) => histogramBinLabel(b, decimals)), axisLabel: { ...AXIS, rotate: 30, hideOverlap: true } },
    // Named: its ticks (0, 2, 4 …) are trade counts, and a bare number under a chart of returns read as a percentage.
    yAxis: { type: 'value', minInterval: 1, name: 'Trades', nameLocation: 'middle', nameGap: 30, nameTextStyle: AXIS, axisLabel: AXIS, splitLine: SPLIT },
    series: [{ name: 'Trades', type: 'bar', data: bins.map((b) => ({ value: b.count, itemStyle: { color: b.to <= 0 ? LOSS_FILL : GAIN_FILL } })) }],
  };
}
