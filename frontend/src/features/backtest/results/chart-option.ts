import { BENCHMARK_DEFAULT_START_BALANCE, CHART_MAX_X_TICKS, UI_TEXT } from '../lib/shared';
import type { DerivedResults } from './derived-types';
import { PORTFOLIO_COLOR } from '../../../lib/chart-colours';
import { withModelRiskBand } from './model-risk-band';

/**
 * Spec section 9: at most 8 x ticks; portfolio line orange, benchmark green dashed. The accent
 * orange (#f97316) and the green (#22c55e) the lines had become one olive-yellow of the same
 * lightness for a red-green colour-blind trader (WCAG contrast between them 1.02 under
 * deuteranopia), so the two lines told apart only by the dash. A light orange and a deep green keep
 * the spec's colours and differ in lightness for every reader (contrast above 2 under protanopia and
 * deuteranopia, chart-option.test.ts), and each stays at 3:1 or more against the dark background.
 * The portfolio is also the thicker, solid line, and the legend draws each line's own stroke.
 */
export { PORTFOLIO_COLOR };
export const BENCHMARK_COLOR = '#15803d';
export const LEGEND_KEY_WIDTH = 36;
export const PORTFOLIO_LINE = { color: PORTFOLIO_COLOR, width: 3, type: 'solid' } as const;
export const BENCHMARK_LINE = { color: BENCHMARK_COLOR, width: 2, type: [8, 5] } as const;

/**
 * Benchmark P&L per point: the server's buy-and-hold total return (benchmark_equity − start
 * balance) when the result has it; for older results, the start balance's shares at the first
 * close × price − start balance (10000 when the start is unknown): price only, no dividends.
 */
export function benchmarkLine(results: Pick<DerivedResults, 'benchmark_prices' | 'benchmarkShares' | 'startBalance' | 'benchmarkEquity'>) {
  const start = results.startBalance ?? BENCHMARK_DEFAULT_START_BALANCE;
  if (results.benchmarkEquity) return results.benchmarkEquity.map((point) => ({ date: point.date, value: point.equity - start }));
  return results.benchmark_prices.map((point) => ({
    date: point.date,
    value: results.benchmarkShares * point.price - start,
  }));
}

/** The benchmark's legend name: price only (labelled so) when drawn from prices, without the dividends. */
export const benchmarkSeriesName = (results: Pick<DerivedResults, 'benchmarkEquity'>): string =>
  results.benchmarkEquity ? UI_TEXT.benchmarkToggle : `${UI_TEXT.benchmarkToggle}, price only`;

/** Label interval so that a category axis of `count` dates shows at most CHART_MAX_X_TICKS labels. */
export function labelInterval(count: number): number {
  return Math.max(0, Math.ceil(count / CHART_MAX_X_TICKS) - 1);
}

export const hasBenchmark = (results: Pick<DerivedResults, 'benchmark_prices' | 'benchmarkEquity'>): boolean =>
  (results.benchmarkEquity?.length ?? 0) > 0 || results.benchmark_prices.length > 0;

export interface ChartSeriesData {
  dates: string[];
  portfolio: Array<number | null>;
  benchmark: Array<number | null> | null;
}

export function chartSeries(results: DerivedResults, showBenchmark: boolean): ChartSeriesData {
  const bench = showBenchmark && hasBenchmark(results) ? benchmarkLine(results) : null;
  const dateSet = new Set(results.pnlHistory.map((point) => point.date));
  for (const point of bench ?? []) dateSet.add(point.date);
  const dates = [...dateSet].sort();
  const byDate = new Map(results.pnlHistory.map((point) => [point.date, point.cumulativePnL]));
  const benchByDate = new Map((bench ?? []).map((point) => [point.date, point.value]));
  return {
    dates,
    portfolio: dates.map((date) => byDate.get(date) ?? null),
    benchmark: bench ? dates.map((date) => benchByDate.get(date) ?? null) : null,
  };
}

const money = (value: number, decimals = 0) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** A P&L in the tooltip as the header and the trade log show one: '+$1,234.50', '-$80.00', '$0.00'. */
const signedMoney = (value: number) => `${value >= 0.005 ? '+' : ''}${money(value, 2)}`;

/**
 * Y axis labels: whole dollars, unless the values span less than $10, where whole dollars would
 * print the same label on several ticks ('$1, $1, $1, $0' on a flat run): then cents.
 */
export function yAxisFormatter(values: ReadonlyArray<number | null>): (value: number) => string {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v === null) continue;
    min = Math.min(min, v);
    max = Math.max(max, v);
  }
  const decimals = max - min < 10 ? 2 : 0;
  return (value: number) => money(value, decimals);
}

export function buildChartOption(results: DerivedResults, showBenchmark: boolean) {
  const data = chartSeries(results, showBenchmark);
  const axisLabel = yAxisFormatter([...data.portfolio, ...(data.benchmark ?? [])]);
  const series: object[] = [
    {
      name: 'Portfolio',
      type: 'line',
      data: data.portfolio,
      showSymbol: false,
      connectNulls: true,
      lineStyle: PORTFOLIO_LINE,
      itemStyle: { color: PORTFOLIO_COLOR },
    },
  ];
  if (data.benchmark) {
    series.push({
      name: benchmarkSeriesName(results),
      type: 'line',
      data: data.benchmark,
      showSymbol: false,
      connectNulls: true,
      lineStyle: BENCHMARK_LINE,
      itemStyle: { color: BENCHMARK_COLOR },
    });
  }
  return withModelRiskBand({
    animation: false,
    // The extra bottom room and label margin keep the lowest y label clear of the first date.
    grid: { left: 64, right: 16, top: 24, bottom: 40 },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => (typeof value === 'number' ? signedMoney(value) : '') },
    // Keys wide enough to show the dash beside the solid line.
    legend: data.benchmark ? { top: 0, itemWidth: LEGEND_KEY_WIDTH, textStyle: { color: '#9aa1b2' } } : undefined,
    xAxis: {
      type: 'category',
      data: data.dates,
      boundaryGap: false,
      axisLabel: { interval: labelInterval(data.dates.length), color: '#9aa1b2', hideOverlap: true, margin: 14 },
    },
    yAxis: {
      type: 'value',
      axisLabel: { color: '#9aa1b2', formatter: axisLabel },
      splitLine: { lineStyle: { color: '#2a2f3d' } },
    },
    series,
  }, results, data.dates);
}
