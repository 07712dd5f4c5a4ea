import { Suspense, useMemo } from 'react';
import type { AnalyticsInput } from '../../../../../shared/analytics/analytics-input';
import { underwaterSeries } from '../../../../../shared/analytics/charts/drawdown-series';
import { periodReturns } from '../../../../../shared/analytics/charts/period-returns';
import { returnHistogram } from '../../../../../shared/analytics/charts/return-histogram';
import { lazyNamed } from '../../../lib/lazy-chunk';
import { formatSignedPercent } from '../lib/format';
import { drawdownOption, histogramOption } from './insight-chart-options';

// ECharts stays in its lazy chunk (shared with the P&L chart).
const EChartView = lazyNamed(() => import('../../../components/echart-view'), 'EChartView');

const fallback = <div className="bt-chart bt-chart--small bt-shimmer" aria-label="Loading chart" />;

/** The underwater curve under the P&L chart. */
export function DrawdownChart({ input }: { input: AnalyticsInput }) {
  const option = useMemo(() => drawdownOption(underwaterSeries(input.equity)), [input]);
  return (
    <section aria-label="Drawdown" className="bt-chart-section">
      <h3>Drawdown</h3>
      <Suspense fallback={fallback}>
        <EChartView option={option} className="bt-chart bt-chart--small" label="Drawdown chart: % below the running peak" />
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
/** A return under 0.005% shows as 0.00%, uncoloured (as the metric cards treat a flat figure). */
const settled = (v: number): number => (Math.abs(v) < 0.005 ? 0 : v);
/** Signed ('+1.25%', '-0.80%'): the sign says what the colour says (spec section 9: winners with a plus sign). */
const pct = (v: number | null) => (v === null ? '' : formatSignedPercent(settled(v), 2));
const tone = (v: number | null) => (v === null || settled(v) === 0 ? undefined : v > 0 ? 'bt-positive' : 'bt-negative');

/** Monthly and yearly returns, each year's strategy row beside the benchmark's. */
export function ReturnsTable({ input }: { input: AnalyticsInput }) {
  const strategy = useMemo(() => periodReturns(input.equity, input.startBalance), [input]);
  const bench = useMemo(() => periodReturns(input.benchmark, input.startBalance), [input]);
  const benchByYear = new Map(bench.years.map((y) => [y.year, y]));
  const benchLabel = input.benchmarkKind === 'total_return' ? 'Benchmark (total return)' : 'Benchmark (price only)';
  return (
    <section aria-label="Monthly returns" className="bt-table-wrap">
      <h3>Monthly and yearly returns</h3>
      <table className="bt-returns" aria-label="Monthly returns table">
        <thead>
          <tr><th>Year</th><th>Series</th>{MONTHS.map((m) => <th key={m}>{m}</th>)}<th>Year</th></tr>
        </thead>
        <tbody>
          {strategy.years.flatMap((y) => {
            const b = benchByYear.get(y.year);
            const rows = [
              <tr key={`${y.year}-s`}><td>{y.year}</td><td>Strategy</td>{y.months.map((m, i) => <td key={i} className={tone(m)}>{pct(m)}</td>)}<td className={tone(y.total)}><strong>{pct(y.total)}</strong></td></tr>,
            ];
            if (b && input.benchmarkKind !== 'none') {
              rows.push(<tr key={`${y.year}-b`} className="bt-muted"><td></td><td>{benchLabel}</td>{b.months.map((m, i) => <td key={i}>{pct(m)}</td>)}<td>{pct(b.total)}</td></tr>);
            }
            return rows;
          })}
        </tbody>
      </table>
    </section>
  );
}
