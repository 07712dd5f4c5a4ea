import * as echarts from 'echarts/core';
import { HeatmapChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { afterEach, describe, expect, it } from 'vitest';
import { simulateColourVision, warmth } from '../../../test/colour-vision';
import { BREAK_EVEN_FILL, GAIN_FILL, LOSS_FILL } from '../lib/gain-loss-colours';
import type { SweepResult } from '../lib/shared';
import { heatmapOption } from './heatmap-option';
import type { MetricKey } from './sweep-analysis';

echarts.use([AriaComponent, HeatmapChart, GridComponent, TooltipComponent, VisualMapComponent, SVGRenderer]);

const charts: echarts.ECharts[] = [];
afterEach(() => charts.splice(0).forEach((c) => c.dispose()));

/** The fill ECharts' visual map gave each cell, in cell order, as [r, g, b]. */
function drawnFills(option: object): Array<[number, number, number]> {
  const chart = echarts.init(null, undefined, { renderer: 'svg', ssr: true, width: 600, height: 400 });
  charts.push(chart);
  chart.setOption(option as echarts.EChartsCoreOption);
  interface HeatData { count(): number; getItemVisual(i: number, key: 'style'): { fill?: string } }
  const model = (chart as unknown as { getModel(): { getSeriesByIndex(i: number): { getData(): HeatData } } }).getModel();
  const data = model.getSeriesByIndex(0).getData();
  return Array.from({ length: data.count() }, (_, i) => {
    const fill = data.getItemVisual(i, 'style').fill ?? '';
    const [r = 0, g = 0, b = 0] = echarts.color.parse(fill);
    return [r, g, b];
  });
}

// The e2e sweep's total returns (SPY cash-secured put 2020-2023, DTE 14/30/45 × delta 0.2/0.3/0.4).
const RETURNS = [-10.74, -13.57, -8.07, 10.33, 9.08, 4.69, -10.8, -12.7, -12.32];
const sweep = (returns: number[]): SweepResult => ({
  sweep_id: 'sw1',
  axes: [{ field: 'put.dte', label: 'put DTE target', values: [14, 30, 45] }, { field: 'put.delta', label: 'put delta target', values: [0.2, 0.3, 0.4] }],
  split_date: '2022-10-18',
  cells: returns.map((ret, index) => ({
    index,
    values: [[14, 30, 45][Math.floor(index / 3)] ?? 0, [0.2, 0.3, 0.4][index % 3] ?? 0],
    status: 'ok' as const,
    metrics: { total_return_pct: ret, cagr_pct: ret / 4, sharpe_ratio: ret / 30, max_drawdown_pct: 20 + index, win_rate: 70 + index, total_pnl: ret * 325, total_trades: 5 + index },
  })),
  cells_failed: 0,
});

const isOrange = ([r, g, b]: [number, number, number]) => r > g + 50 && g > b + 50;
const isBlue = ([r, , b]: [number, number, number]) => b > r + 50;
const BREAK_EVEN_METRICS = [['total_return_pct', 'Total return %'], ['cagr_pct', 'CAGR %'], ['sharpe_ratio', 'Sharpe'], ['total_pnl', 'Total P&L $']] as const;

describe('heatmap colours', () => {
  it('draw a losing cell orange and a winning one blue where 0 is break-even (return, CAGR, Sharpe, P&L)', () => {
    for (const [key, label] of BREAK_EVEN_METRICS) {
      const fills = drawnFills(heatmapOption(sweep(RETURNS), key, label));
      RETURNS.forEach((ret, i) => expect({ key, ret, orange: isOrange(fills[i] ?? [0, 0, 0]), blue: isBlue(fills[i] ?? [0, 0, 0]) }).toEqual({ key, ret, orange: ret < 0, blue: ret > 0 }));
    }
  });

  it('keep every losing cell warm and every winning cell cool for red-green colour-blind readers', () => {
    // The e2e grid's smallest gain (+4.69 of a ±13.57 scale) is the palest cell that must still read as a gain.
    const fills = drawnFills(heatmapOption(sweep(RETURNS), 'total_return_pct', 'Total return %'));
    for (const vision of ['protanopia', 'deuteranopia'] as const) {
      const seen = RETURNS.map((ret, i) => ({ ret, warmth: warmth(simulateColourVision(fills[i] ?? [0, 0, 0], vision)) }));
      for (const { ret, warmth: w } of seen) expect({ vision, ret, side: w > 10 ? 'loss' : w < -10 ? 'gain' : 'unclear' }).toEqual({ vision, ret, side: ret < 0 ? 'loss' : 'gain' });
    }
  });

  it('centre the scale on 0: a break-even cell is pale, and ±5 in a grid reaching ±10 halfway to either end', () => {
    const fills = drawnFills(heatmapOption(sweep([-10, -5, 0, 5, 10, 2, 1, -1, -2]), 'total_return_pct', 'Total return %'));
    const [loss, even, gain] = [LOSS_FILL, BREAK_EVEN_FILL, GAIN_FILL].map((c) => echarts.color.parse(c).slice(0, 3));
    const halfway = (a: number[] = [], b: number[] = []) => a.map((v, i) => (v + (b[i] ?? 0)) / 2);
    expect(fills[0]).toEqual(loss);
    expect(fills[2]).toEqual(even);
    expect(fills[4]).toEqual(gain);
    halfway(loss, even).forEach((v, i) => expect(Math.abs((fills[1]?.[i] ?? 0) - v)).toBeLessThanOrEqual(1));
    halfway(even, gain).forEach((v, i) => expect(Math.abs((fills[3]?.[i] ?? 0) - v)).toBeLessThanOrEqual(1));
  });

  it('shade grey over the values where 0 means nothing (drawdown, win rate, trades): no cell looks like a gain or a loss', () => {
    for (const [key, label] of [['max_drawdown_pct', 'Max drawdown %'], ['win_rate', 'Win rate %'], ['total_trades', 'Trades']] as const) {
      const option = heatmapOption(sweep(RETURNS), key, label) as { visualMap: { min: number; max: number } };
      expect(option.visualMap).toMatchObject({ min: key === 'max_drawdown_pct' ? 20 : key === 'win_rate' ? 70 : 5, max: key === 'max_drawdown_pct' ? 28 : key === 'win_rate' ? 78 : 13 });
      const fills = drawnFills(option);
      // ECharts' default ramp (light to dark blue) would read as gains.
      for (const f of fills) expect({ key, f, neutral: Math.abs(warmth(f)) < 8 && Math.abs(f[1] - f[0]) < 8 }).toMatchObject({ neutral: true });
      expect(fills[0]?.[0]).toBeGreaterThan(fills[8]?.[0] ?? 255);
    }
  });
});

interface TextParts {
  visualMap: { text: string[]; formatter?: (v: number) => string };
  tooltip: { formatter: (p: { data?: { cellIndex?: number } }) => string };
  series: { label: { formatter: (p: { value: unknown[] }) => string } }[];
}

describe('heatmap text: the sign and the words carry gain and loss, not the colour alone', () => {
  it('signs each cell, names gain and loss in the tooltip and at the legend ends', () => {
    const option = heatmapOption(sweep(RETURNS), 'total_return_pct', 'Total return %') as TextParts;
    const label = (v: unknown) => option.series[0]?.label.formatter({ value: [0, 0, v] });
    expect([label(10.33), label(-10.74), label(0.001), label(-0.001), label('-')]).toEqual(['+10.33', '-10.74', '0.00', '0.00', '–']);
    expect(option.visualMap.text).toEqual(['Total return %: gain (+)', 'loss (-)']);
    expect([13.57, -13.57].map((v) => option.visualMap.formatter?.(v))).toEqual(['+13.57', '-13.57']);
    expect(option.tooltip.formatter({ data: { cellIndex: 3 } })).toBe('put DTE target 30, put delta target 0.2<br/>Total return %: +10.33 (gain)');
    expect(option.tooltip.formatter({ data: { cellIndex: 0 } })).toBe('put DTE target 14, put delta target 0.2<br/>Total return %: -10.74 (loss)');
  });

  it('calls a Sharpe below 0 below T-bills, not a loss: a cell can gain and still trail T-bills', () => {
    // The e2e sweep's DTE 30 / delta 0.4 put: +4.68% over 2020-2023, Sharpe −0.02 over T-bills.
    const option = heatmapOption({ ...sweep(RETURNS), cells: sweep(RETURNS).cells.map((c) => ({ ...c, metrics: c.metrics && { ...c.metrics, sharpe_ratio: c.index === 5 ? -0.0172 : 0.1043 } })) }, 'sharpe_ratio', 'Sharpe') as TextParts;
    expect(option.tooltip.formatter({ data: { cellIndex: 5 } })).toBe('put DTE target 30, put delta target 0.4<br/>Sharpe: -0.02 (below T-bills)');
    expect(option.tooltip.formatter({ data: { cellIndex: 3 } })).toBe('put DTE target 30, put delta target 0.2<br/>Sharpe: +0.10 (above T-bills)');
    expect(option.visualMap.text).toEqual(['Sharpe: above T-bills (+)', 'below T-bills (-)']);
  });

  it('writes a P&L label as text in the HTML tooltip, and no gain or loss where 0 means nothing', () => {
    const pnl = heatmapOption(sweep(RETURNS), 'total_pnl', 'Total P&L $') as TextParts;
    expect(pnl.tooltip.formatter({ data: { cellIndex: 3 } })).toBe('put DTE target 30, put delta target 0.2<br/>Total P&amp;L $: +3,357.25 (gain)');
    const drawdown = heatmapOption(sweep(RETURNS), 'max_drawdown_pct', 'Max drawdown %') as TextParts;
    expect(drawdown.series[0]?.label.formatter({ value: [0, 0, 23] })).toBe('23.00');
    expect(drawdown.tooltip.formatter({ data: { cellIndex: 3 } })).toBe('put DTE target 30, put delta target 0.2<br/>Max drawdown %: 23.00');
    expect(drawdown.visualMap.text).toEqual(['Max drawdown %', '']);
  });

  it("writes every cell of a metric with the sweep table's decimals, the unit left to the legend's title", () => {
    // The heatmap read '-10.8', '-12.32' and '10.33' side by side for Total return %.
    const cell = (key: MetricKey, label: string, v: number) =>
      (heatmapOption(sweep(RETURNS), key, label) as TextParts).series[0]?.label.formatter({ value: [0, 0, v] });
    expect([-10.8, -12.32, 10.33].map((v) => cell('total_return_pct', 'Total return %', v))).toEqual(['-10.80', '-12.32', '+10.33']);
    expect(cell('cagr_pct', 'CAGR %', 4)).toBe('+4.00');
    expect(cell('total_pnl', 'Total P&L $', -1234.5)).toBe('-1,234.50');
    expect(cell('win_rate', 'Win rate %', 60)).toBe('60.00');
    expect(cell('total_trades', 'Trades', 12)).toBe('12');
    expect(cell('sharpe_ratio', 'Sharpe', 0.5)).toBe('+0.50');
    const scale = heatmapOption(sweep(RETURNS), 'total_return_pct', 'Total return %') as TextParts;
    expect(scale.visualMap.formatter?.(13.5)).toBe('+13.50');
  });
});

describe('heatmap of one parameter', () => {
  it('draws one column with no label under it (it read 0, a value no parameter had)', () => {
    const one: SweepResult = {
      ...sweep(RETURNS.slice(0, 3)),
      axes: [{ field: 'call.dte', label: 'call DTE target', values: [21, 30, 45] }],
      cells: [21.4, 13.75, 14.65].map((ret, index) => ({ index, values: [[21, 30, 45][index] ?? 0], status: 'ok' as const, metrics: { total_return_pct: ret, cagr_pct: ret, sharpe_ratio: 1, max_drawdown_pct: 7, win_rate: 50, total_pnl: ret * 470, total_trades: 17 } })),
    };
    const chart = echarts.init(null, undefined, { renderer: 'svg', ssr: true, width: 600, height: 400 });
    charts.push(chart);
    chart.setOption(heatmapOption(one, 'total_return_pct', 'Total return %') as echarts.EChartsCoreOption);
    const texts = [...chart.renderToSVGString().matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(texts).toEqual(expect.arrayContaining(['21', '30', '45', '+21.40', '+13.75', '+14.65']));
    expect(texts).not.toContain('0');
  });
});
