import * as echarts from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { afterEach, describe, expect, it } from 'vitest';
import { CoveredBacktestResultSchema, type ModelRisk } from '../lib/shared';
import { coveredResult } from '../test/fixtures';
import { buildChartOption } from './chart-option';
import { deriveResults } from './derive-results';
import { BAND_NAME } from './model-risk-band';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/**
 * The band's drawn top, as ECharts itself stacks it: the band series' stack result per point. Read
 * from the chart model (not a public API, stable since ECharts 5) because the rendered SVG path
 * would tie the test to pixels; what matters is which value ECharts put the shaded area's top at.
 */
function drawnBandTop(option: echarts.EChartsCoreOption): Array<number | null> {
  const chart = echarts.init(null, undefined, { renderer: 'svg', ssr: true, width: 600, height: 300 });
  charts.push(chart);
  chart.setOption(option);
  interface StackedData { count(): number; get(dim: string, i: number): unknown; getCalculationInfo(key: 'stackResultDimension'): string }
  const model = (chart as unknown as { getModel(): { getSeriesByName(name: string): Array<{ getData(): StackedData }> } }).getModel();
  const data = model.getSeriesByName(BAND_NAME)[0]?.getData();
  if (!data) throw new Error('no band series on the chart');
  const dim = data.getCalculationInfo('stackResultDimension');
  return Array.from({ length: data.count() }, (_, i) => {
    const v = data.get(dim, i);
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  });
}
const charts: echarts.ECharts[] = [];
afterEach(() => charts.splice(0).forEach((c) => c.dispose()));

const runs = (low: number[], high: number[]): ModelRisk => ({
  shift_vol_points: 1.4,
  basis: 'test basis',
  low: { end_balance: low.at(-1) ?? 0, total_pnl: 0, total_return_pct: 0, win_rate: 0, max_drawdown_pct: 0, cagr_pct: 0, sharpe_ratio: 0, total_trades: 2 },
  high: { end_balance: high.at(-1) ?? 0, total_pnl: 0, total_return_pct: 0, win_rate: 0, max_drawdown_pct: 0, cagr_pct: 0, sharpe_ratio: 0, total_trades: 2 },
  equity_low: low,
  equity_high: high,
});

describe('model-risk band as ECharts draws it', () => {
  it('shades from the lowest to the highest run where the band dips below zero (a losing run)', () => {
    // Base P&L 0 / +400 / +1,000 against the 50,000 start; vol down loses 1,000 then 2,000.
    const results = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({ model_risk: runs([50_000, 49_000, 48_000], [50_000, 49_500, 49_000]) })));
    // Band: lower 0 / −1,000 / −2,000, upper 0 / +400 / +1,000. ECharts' default stacking put the
    // top at the height above 0 (1,400 and 3,000), not at the highest run.
    expect(drawnBandTop(buildChartOption(results, false))).toEqual([0, 400, 1000]);
  });

  it('shades a band that lies wholly below zero around the curve, not above zero', () => {
    const results = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({
      equity_curve: [['2024-01-02', 50_000], ['2024-01-03', 47_000], ['2024-01-05', 45_000]],
      model_risk: runs([50_000, 46_000, 43_000], [50_000, 48_000, 46_500]),
    })));
    expect(drawnBandTop(buildChartOption(results, false))).toEqual([0, -2000, -3500]);
  });

  it('keys the band in the legend with a swatch of its shade, not a white dot', () => {
    const results = deriveResults(CoveredBacktestResultSchema.parse(coveredResult({ model_risk: runs([50_000, 49_000, 48_000], [50_000, 49_500, 49_000]) })));
    const chart = echarts.init(null, undefined, { renderer: 'svg', ssr: true, width: 600, height: 300 });
    charts.push(chart);
    chart.setOption(buildChartOption(results, false));
    const svg = chart.renderToSVGString();
    // The legend's icon is the last shape drawn before its text.
    const before = svg.slice(0, svg.indexOf('Vol model&#39;s error</text>'));
    const icon = before.slice(before.lastIndexOf('<path'));
    expect(icon).not.toMatch(/fill="#fff"/);
    expect(icon).toMatch(/fill="rgba?\(255,\s?166,\s?87/);
    // Hovering marks no point on the band's edges (a blue dot on the invisible lower edge was drawn).
    const band = (buildChartOption(results, false).series as Array<{ name?: string; symbol?: string }>).filter((s) => s.name !== 'Portfolio');
    expect(band.map((s) => s.symbol)).toEqual(['none', 'none']);
  });
});
