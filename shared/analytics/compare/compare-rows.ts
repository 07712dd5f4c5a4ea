import type { AnyBacktestResult } from '../../contracts/results';
import { analyticsInputOf } from '../analytics-input';
import { ANALYTICS_METRICS, analyticsMetrics, type MetricDefinition } from '../analytics-metrics';
import type { MetricFormat } from '../format-metric';
import { bestIndexes } from './best-of';

export interface CompareRow {
  label: string;
  format: MetricFormat;
  values: Array<number | null>;
  best: number[];
}

/** The standard metrics every result carries, with the way each is better. */
const STANDARD: Array<{ label: string; format: MetricFormat; better: MetricDefinition['better']; read: (r: AnyBacktestResult) => number | null }> = [
  { label: 'Total P&L', format: 'pnl', better: 'higher', read: (r) => r.total_pnl },
  { label: 'Total Return', format: 'percent', better: 'higher', read: (r) => r.total_return_pct },
  { label: 'CAGR', format: 'percent', better: 'higher', read: (r) => r.cagr_pct },
  { label: 'Max Drawdown', format: 'percent', better: 'lower', read: (r) => r.max_drawdown_pct },
  { label: 'Sharpe Ratio', format: 'ratio', better: 'higher', read: (r) => r.sharpe_ratio },
  { label: 'Win Rate', format: 'percent1', better: 'higher', read: (r) => r.win_rate },
  { label: 'Total Trades', format: 'count', better: null, read: (r) => r.total_trades },
];

/** One row per metric (standard, then analytics), each run's value and the best marked. */
export function compareRows(results: readonly AnyBacktestResult[]): CompareRow[] {
  const analytics = results.map((r) => analyticsMetrics(analyticsInputOf(r)));
  const standard = STANDARD.map((m) => {
    const values = results.map(m.read);
    return { label: m.label, format: m.format, values, best: bestIndexes(values, m.better) };
  });
  const extra = ANALYTICS_METRICS.map((d) => {
    const values = analytics.map((a) => a[d.key]);
    return { label: d.label, format: d.format, values, best: bestIndexes(values, d.better) };
  });
  return [...standard, ...extra];
}
