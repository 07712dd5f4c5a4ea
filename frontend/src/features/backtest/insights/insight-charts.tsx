import { SideScroll } from '../../../components/side-scroll';
import { Suspense, useMemo } from 'react';
import type { AnalyticsInput } from '../../../../../shared/analytics/analytics-input';
import { benchmarkDividendsWords } from '../lib/benchmark-words';
import { underwaterSeries } from '../../../../../shared/analytics/charts/drawdown-series';
import { periodReturns } from '../../../../../shared/analytics/charts/period-returns';
import { formatReturnPercent } from '../../../../../shared/analytics/format-metric';
import { returnHistogram } from '../../../../../shared/analytics/charts/return-histogram';
import { lazyNamed } from '../../../lib/lazy-chunk';
import { BENCHMARK_NAME } from '../lib/shared';
import { drawdownOption, histogramOption } from './insight-chart-options';
import { drawdownChartSummary } from './drawdown-chart-summary';

// ECharts stays in its lazy chunk (shared with the P&L chart).
const EChartView = lazyNamed(() => import('../../../components/echart-view'), 'EChartView');

const fallback = <div className="bt-chart bt-chart--small bt-shimmer" aria-label="Loading chart" />;

/** The underwater curve under the P&L chart. */
export function DrawdownChart({ input }: { input: AnalyticsInput }) {
  const points = useMemo(() => underwaterSeries(input.startBalance, input.equity), [input]);
  const option = useMemo(() => drawdownOption(points), [points]);
  return (
    <section aria-label="Drawdown" className="bt-chart-section">
      <h3>Drawdown</h3>
      <Suspense fallback={fallback}>
        <EChartView option={option} className="bt-chart bt-chart--small" label={drawdownChartSummary(points)} />
      </Suspense>
    </section>
  );
}

/** Trade returns (P&L ÷ capital tied up) binned. */
export function TradeReturnHistogram({ input }: { input: AnalyticsInput }) {
  const bins = useMemo(() => returnHistogram(input.trades.filter((t) => t.capital > 0).map((t) => (t.pnl / t.capital) * 100)), [input]);
  const option = useMemo(() => histogramOption(bins), [bins]);
  if (bins.length === 0) return null;
  return (
    <section aria-label="Trade returns" className="bt-chart-section">
      <h3>Trade returns (P&amp;L ÷ capital tied up)</h3>
      <Suspense fallback={fallback}>
        <EChartView option={option} className="bt-chart bt-chart--small" label="Histogram of trade returns" />
      </Suspense>
    </section>
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Under half a hundredth of a percent a cell reads 0.00, uncoloured (as the metric cards treat a flat figure), never '-0.00'. */
const settled = (v: number): number => (Math.abs(v) < 0.005 ? 0 : v);
/**
 * A cell as the Total Return card writes a return ('+4.70', '-23.14'), the '%' in the heading: to 1
 * decimal it read '+38.6' for a one-year run whose card said '+38.59%'. A '%' in each cell did not fit.
 */
const pct = (v: number | null) => (v === null ? '' : formatReturnPercent(settled(v), 2, ''));
const tone = (v: number | null) => (v === null || settled(v) === 0 ? undefined : v > 0 ? 'bt-positive' : 'bt-negative');

/**
 * Monthly and yearly returns, each year's strategy row over the buy-and-hold row. Fourteen columns
 * (year, months, full year) that fit the results panel: with a 'Series' column, two decimals and a
 * '%' per cell it ran past the panel, Oct to Dec and the full year out of sight (issue: screenshots
 * 18-analytics, 19-sweep-monte-carlo).
 */
export function ReturnsTable({ input }: { input: AnalyticsInput }) {
  const strategy = useMemo(() => periodReturns(input.equity, input.startBalance), [input]);
  const bench = useMemo(() => periodReturns(input.benchmark, input.startBalance), [input]);
  const benchByYear = new Map(bench.years.map((y) => [y.year, y]));
  const withBench = input.benchmarkKind !== 'none';
  return (
    <section aria-label="Monthly returns">
      <h3>Monthly and yearly returns (%)</h3>
      <SideScroll label="Monthly returns table, scrolling" what="every month">
      <table className="bt-returns" aria-label="Monthly returns table">
        <thead>
          <tr><th>Year</th>{MONTHS.map((m) => <th key={m}>{m}</th>)}<th>Full year</th></tr>
        </thead>
        <tbody>
          {strategy.years.flatMap((y) => {
            const b = benchByYear.get(y.year);
            const rows = [
              <tr key={`${y.year}-s`}><th scope="row">{y.year}</th>{y.months.map((m, i) => <td key={i} className={tone(m)}>{pct(m)}</td>)}<td className={tone(y.total)}><strong>{pct(y.total)}</strong></td></tr>,
            ];
            if (b && withBench) {
              rows.push(<tr key={`${y.year}-b`} className="bt-muted bt-returns__bench"><th scope="row">{BENCHMARK_NAME}</th>{b.months.map((m, i) => <td key={i}>{pct(m)}</td>)}<td>{pct(b.total)}</td></tr>);
            }
            return rows;
          })}
        </tbody>
      </table>
      </SideScroll>
      {withBench ? <p className="bt-note">{BENCHMARK_NAME}: the underlying bought with the same starting balance, {benchmarkDividendsWords(input.benchmarkKind)}.</p> : null}
    </section>
  );
}
