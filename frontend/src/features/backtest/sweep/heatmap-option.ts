/**
 * The heatmap's ECharts option: the chosen metric over the first two parameters (x: the second,
 * y: the first), the third (if any) fixed at the selected value. Failed cells are left blank.
 */
import { formatMetric } from '../../../../../shared/analytics/format-metric';
import { BREAK_EVEN_FILL, GAIN_FILL, LOSS_FILL, NEUTRAL_RAMP } from '../lib/gain-loss-colours';
import type { SweepResult } from '../lib/shared';
import { ratioOnLossNote } from '../../../../../shared/analytics/ratio-on-loss';
import { METRICS, metricOf, sharpeOnLoss, type MetricKey } from './sweep-analysis';

const breaksEvenAtZero = (key: MetricKey): boolean => METRICS.find((m) => m.key === key)?.zeroIsBreakEven ?? false;

/** The units the metric's label already names ('Total Return %', 'Total P&L $'), left out of each cell. */
const UNIT = /[$%]| d$| pts$/g;

/**
 * A figure as the sweep tables write it (formatMetric: the same decimals in every cell of a metric,
 * '-10.80' beside '-12.32', not '-10.8'), without the unit the legend's title names; a gain with its
 * plus sign where 0 is break-even, and a figure that rounds to 0 unsigned ('0.00', not '-0.00').
 */
function cellFigure(key: MetricKey, value: number): string {
  const format = METRICS.find((m) => m.key === key)?.format ?? 'ratio';
  const text = formatMetric(format, value).replace(UNIT, '').replace(/^\+/, '');
  const amount = Number(text.replaceAll(',', ''));
  if (amount === 0) return text.replace(/^-/, '');
  return breaksEvenAtZero(key) && amount > 0 ? `+${text}` : text;
}

/**
 * The colour scale. Where 0 is break-even (return, CAGR, P&L, Sharpe) it diverges there: losses
 * orange, gains blue (colour-blind safe, lib/gain-loss-colours.ts), its ends at ±the largest
 * magnitude so 0 sits in the middle and a cell's shade says how far it is from breaking even (a
 * grid of gains only is all blue); the legend's ends name loss and gain with their signs (Sharpe:
 * below and above T-bills).
 * Drawdown, win rate and trades have no such zero: a neutral grey ramp over the values' range.
 */
export function colourScale(key: MetricKey, values: readonly number[], label: string): object {
  const base = { calculable: true, orient: 'horizontal', left: 'center', bottom: 0 };
  const low = values.length ? Math.min(...values) : 0;
  const high = values.length ? Math.max(...values) : 1;
  if (!breaksEvenAtZero(key)) return { ...base, min: low, max: high, text: [label, ''], inRange: { color: [...NEUTRAL_RAMP] } };
  const reach = Math.max(Math.abs(low), Math.abs(high)) || 1;
  return {
    ...base,
    min: -reach,
    max: reach,
    text: key === 'sharpe_ratio' ? [`${label}: above T-bills (+)`, 'below T-bills (-)'] : [`${label}: gain (+)`, 'loss (-)'],
    // The handles' values written as the cells are ('+13.57', '-13.57').
    formatter: (v: number) => cellFigure(key, v),
    inRange: { color: [LOSS_FILL, BREAK_EVEN_FILL, GAIN_FILL] },
  };
}

/**
 * What a figure is where 0 is break-even, in words beside its sign (the tooltip). A Sharpe ratio is
 * of returns over T-bills: below 0 is below T-bills, not a loss (the e2e sweep's DTE 30 / delta 0.4
 * put made +4.68% with a Sharpe of −0.02, and its tooltip read 'loss').
 */
function outcome(key: MetricKey, rounded: number): string {
  if (key === 'sharpe_ratio') return rounded > 0 ? 'above T-bills' : rounded < 0 ? 'below T-bills' : 'at T-bills';
  return rounded > 0 ? 'gain' : rounded < 0 ? 'loss' : 'break-even';
}

// ECharts renders the tooltip as HTML; labels such as 'Total P&L $' are shown as text.
const asHtmlText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export interface HeatPoint {
  x: number;
  y: number;
  value: number | null;
  index: number;
}

/** The cells of the 2-D slice (third coordinate = `slice`), as [x, y, value] points. */
export function heatPoints(result: SweepResult, key: MetricKey, slice = 0): HeatPoint[] {
  const dims = result.axes.length;
  const sizes = result.axes.map((a) => a.values.length);
  const strides = sizes.map((_, d) => sizes.slice(d + 1).reduce((p, s) => p * s, 1));
  const coord = (index: number, d: number) => Math.floor(index / (strides[d] ?? 1)) % (sizes[d] ?? 1);
  return result.cells
    .filter((c) => dims < 3 || coord(c.index, 2) === slice)
    .map((c) => ({ y: coord(c.index, 0), x: dims > 1 ? coord(c.index, 1) : 0, value: metricOf(c, key), index: c.index }));
}

export function heatmapOption(result: SweepResult, key: MetricKey, label: string, slice = 0): object {
  const points = heatPoints(result, key, slice);
  const values = points.map((p) => p.value).filter((v): v is number => v !== null);
  const [yAxis, xAxis] = result.axes;
  const signed = breaksEvenAtZero(key);
  // As the cells table writes the same numbers (toFixed: Math.round rounds halves up, so a cell at
  // −10.185 read −10.18 here and −10.19 in the table). Where 0 is break-even a gain carries its plus
  // sign (a loss its minus), so the sign says what the colour says.
  const short = (v: unknown): string => (typeof v !== 'number' ? '–' : cellFigure(key, v));
  const third = result.axes[2];
  const where = (p: HeatPoint): string =>
    [yAxis ? `${yAxis.label} ${yAxis.values[p.y] ?? ''}` : '', xAxis ? `${xAxis.label} ${xAxis.values[p.x] ?? ''}` : ''].filter(Boolean).join(', ');
  // A positive Sharpe on a cell that lost money says so (audit 8, F1): its blue reads 'above T-bills', not 'made money'.
  const lossNote = (p: HeatPoint): string => {
    const cell = result.cells[p.index];
    return key === 'sharpe_ratio' && cell && sharpeOnLoss(cell) ? `; ${ratioOnLossNote(cell.metrics?.total_return_pct ?? 0, 'Sharpe')}` : '';
  };
  const cellText = (p: HeatPoint): string => `${where(p)}: ${short(p.value)}${lossNote(p) ? ` (${lossNote(p).slice(2)})` : ''}`;
  const tips = new Map(
    points.map((p) => {
      const word = signed && p.value !== null ? ` (${outcome(key, Number(cellFigure(key, p.value).replaceAll(',', '')))}${lossNote(p)})` : '';
      return [p.index, `${asHtmlText(where(p))}<br/>${asHtmlText(`${label}: ${short(p.value)}${word}`)}`];
    }),
  );
  // ECharts puts this on the chart's element (aria-label): the whole grid in words, for screen readers.
  const description = `Heatmap of ${label}${third ? ` at ${third.label} ${third.values[slice] ?? ''}` : ''}. ${points.map(cellText).join('; ')}.`;
  return {
    aria: { enabled: true, label: { description } },
    tooltip: { position: 'top', formatter: (p: { data?: { cellIndex?: number } }) => tips.get(p.data?.cellIndex ?? -1) ?? '' },
    // Room below the grid for the x axis, its name and the colour scale under it.
    grid: { left: 70, right: 20, top: 20, bottom: 110 },
    // One parameter: one column with no value of its own, so no label under it (it read '0').
    xAxis: { type: 'category', name: xAxis?.label ?? '', nameLocation: 'middle', nameGap: 30, data: xAxis ? xAxis.values.map(String) : [''], axisLabel: { show: Boolean(xAxis) }, axisTick: { show: Boolean(xAxis) } },
    yAxis: { type: 'category', name: yAxis?.label ?? '', nameLocation: 'middle', nameGap: 50, data: (yAxis?.values ?? []).map(String) },
    visualMap: colourScale(key, values, label),
    series: [{ name: label, type: 'heatmap', data: points.map((p) => ({ value: [p.x, p.y, p.value ?? '-'], cellIndex: p.index })), label: { show: points.length <= 120, formatter: (p: { value: unknown[] }) => short(p.value[2]) } }],
  };
}
