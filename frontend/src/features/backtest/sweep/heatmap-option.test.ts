import * as echarts from 'echarts/core';
import { HeatmapChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { afterEach, describe, expect, it } from 'vitest';
import type { SweepResult } from '../lib/shared';
import { BREAK_EVEN_COLOR, GAIN_COLOR, LOSS_COLOR, heatmapOption } from './heatmap-option';

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

const isRed = ([r, g]: [number, number, number]) => r > g + 50;
const isGreen = ([r, g]: [number, number, number]) => g > r + 50;

describe('heatmap colours', () => {
  it('draw a losing cell red and a winning one green where 0 is break-even (return, CAGR, Sharpe, P&L)', () => {
    for (const [key, label] of [['total_return_pct', 'Total return %'], ['cagr_pct', 'CAGR %'], ['sharpe_ratio', 'Sharpe'], ['total_pnl', 'Total P&L $']] as const) {
      const fills = drawnFills(heatmapOption(sweep(RETURNS), key, label));
      RETURNS.forEach((ret, i) => expect({ key, ret, red: isRed(fills[i] ?? [0, 0, 0]), green: isGreen(fills[i] ?? [0, 0, 0]) }).toEqual({ key, ret, red: ret < 0, green: ret > 0 }));
    }
  });

  it('centre the scale on 0: a break-even cell is pale, and ±5 in a grid reaching ±10 halfway to either end', () => {
    const fills = drawnFills(heatmapOption(sweep([-10, -5, 0, 5, 10, 2, 1, -1, -2]), 'total_return_pct', 'Total return %'));
    const [loss, even, gain] = [LOSS_COLOR, BREAK_EVEN_COLOR, GAIN_COLOR].map((c) => echarts.color.parse(c).slice(0, 3));
    const halfway = (a: number[] = [], b: number[] = []) => a.map((v, i) => (v + (b[i] ?? 0)) / 2);
    expect(fills[0]).toEqual(loss);
    expect(fills[2]).toEqual(even);
    expect(fills[4]).toEqual(gain);
    halfway(loss, even).forEach((v, i) => expect(Math.abs((fills[1]?.[i] ?? 0) - v)).toBeLessThanOrEqual(1));
    halfway(even, gain).forEach((v, i) => expect(Math.abs((fills[3]?.[i] ?? 0) - v)).toBeLessThanOrEqual(1));
  });

  it('keep the sequential scale over the values where 0 means nothing (drawdown, win rate, trades)', () => {
    for (const [key, label] of [['max_drawdown_pct', 'Max drawdown %'], ['win_rate', 'Win rate %'], ['total_trades', 'Trades']] as const) {
      const option = heatmapOption(sweep(RETURNS), key, label) as { visualMap: { min: number; max: number; inRange?: unknown } };
      expect(option.visualMap).toMatchObject({ min: key === 'max_drawdown_pct' ? 20 : key === 'win_rate' ? 70 : 5, max: key === 'max_drawdown_pct' ? 28 : key === 'win_rate' ? 78 : 13 });
      expect(option.visualMap.inRange).toBeUndefined();
      const fills = drawnFills(option);
      expect(fills.some((f) => isRed(f) || isGreen(f))).toBe(false);
    }
  });
});
