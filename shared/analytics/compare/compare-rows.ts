import type { AnyBacktestResult } from '../../contracts/results';
import { BENCHMARK_NAME } from '../../domain/ui-texts';
import { analyticsInputOf, benchmarkReturnPctOf } from '../analytics-input';
import { ANALYTICS_METRICS, analyticsMetrics, type MetricDefinition, type MetricKey } from '../analytics-metrics';
import type { MetricFormat } from '../format-metric';
import { bestIndexes } from './best-of';

export interface CompareRow {
  label: string;
  format: MetricFormat;
  values: Array<number | null>;
  best: number[];
  /**
   * Runs of fewer than MIN_TRADES_FOR_BEST_RATIO trades left out of this row's star whose value
   * reads at least as good as the starred one (or would have been the best): each cell says why it
   * has no star, or the star beside a lower figure reads as wrong.
   */
  fewTrades: number[];
}

/**
 * What a row's values must share before one can be called best: dollars are comparable only on
 * the same start balance (+$19,074 on $38,082 is not better than +$4,576 on $100,000), and what
 * grows with the length of the run only over the same dates: a total return (50% over two years
 * against 4.6% over six months), a max drawdown or a losing streak (0.52% over six months of 2024
 * is not better than 16.22% over 2022-2023's bear market).
 */
type Comparable = 'always' | 'same_balance' | 'same_period';

interface RowDefinition {
  label: string;
  format: MetricFormat;
  better: MetricDefinition['better'];
  comparable: Comparable;
  read: (r: AnyBacktestResult) => number | null;
}

const excessOverBenchmark = (r: AnyBacktestResult): number | null => {
  const benchmark = benchmarkReturnPctOf(r);
  return benchmark === null ? null : r.total_return_pct - benchmark;
};

/** The standard metrics every result carries, with the way each is better. */
const STANDARD: RowDefinition[] = [
  { label: 'Start Balance', format: 'usd', better: null, comparable: 'always', read: (r) => r.start_balance },
  { label: 'Total P&L', format: 'pnl', better: 'higher', comparable: 'same_balance', read: (r) => r.total_pnl },
  { label: 'Total Return', format: 'percent', better: 'higher', comparable: 'same_period', read: (r) => r.total_return_pct },
  // Each run's own underlying over its own dates, with dividends: what the money would have made without the strategy.
  { label: `${BENCHMARK_NAME} Return`, format: 'percent', better: null, comparable: 'always', read: benchmarkReturnPctOf },
  // Against its own buy and hold, so runs on different dates or tickers compare on what the strategy added.
  { label: `Excess Return vs ${BENCHMARK_NAME}`, format: 'points', better: 'higher', comparable: 'always', read: excessOverBenchmark },
  { label: 'CAGR', format: 'percent', better: 'higher', comparable: 'always', read: (r) => r.cagr_pct },
  { label: 'Max Drawdown', format: 'percent', better: 'lower', comparable: 'same_period', read: (r) => r.max_drawdown_pct },
  { label: 'Sharpe Ratio', format: 'ratio', better: 'higher', comparable: 'always', read: (r) => r.sharpe_ratio },
  // 2 decimals like every other percentage of the table (its card rounds to 1): '100.0%' beside '100.00%' read as two precisions.
  { label: 'Win Rate', format: 'percent', better: 'higher', comparable: 'always', read: (r) => r.win_rate },
  { label: 'Total Trades', format: 'count', better: null, comparable: 'always', read: (r) => r.total_trades },
];

/**
 * Analytics rows that are neither dollars nor comparable always. Return on Max Capital is the total
 * P&L over the capital, not annualised: like Total Return it grows with the run (4.42% over three
 * months had the star over 1.87% over six weeks).
 */
const ANALYTICS_COMPARABLE: Partial<Record<MetricKey, Comparable>> = { maxConsecutiveLosses: 'same_period', returnOnMaxCapitalPct: 'same_period' };

/**
 * A run needs at least this many trades before a ratio or a win rate of it can be called best. Below
 * it one trade is more than a tenth of the sample and decides the figure: one winning trade is a
 * 100% win rate, a profit factor of N/A or infinity, a Sortino of 21 from a month with no losing
 * day. Ten is about a year of monthly options, the shortest run whose ratios mean anything.
 */
export const MIN_TRADES_FOR_BEST_RATIO = 10;

/**
 * Rows that rest on the count of trades or on their spread: starred only among runs with enough
 * trades. Premium Capture is a ratio of the trades (P&L over the credits) shown as a percentage: on
 * 7 trades its -5.71% had the star.
 */
const needsTrades = (label: string, format: MetricFormat) => format === 'ratio' || label === 'Win Rate' || label === 'Premium Capture';

const allEqual = (keys: readonly string[]) => keys.every((k) => k === keys[0]);

/** Whether `v` is at least as good as `than` the way the row is better. */
const atLeastAsGood = (v: number, than: number, better: 'higher' | 'lower') => (better === 'higher' ? v >= than : v <= than);

/**
 * The runs left out for their few trades (`enough[i]` false) whose value would have been the row's
 * best, or is at least as good as the starred value: a star on 1.20 beside an unstarred 9.00 must
 * say why.
 */
function unstarredForFewTrades(values: ReadonlyArray<number | null>, enough: readonly boolean[], best: readonly number[], better: 'higher' | 'lower'): number[] {
  const bestOfAll = bestIndexes(values, better);
  const starred = best.length > 0 ? values[best[0] as number] : null;
  return values.flatMap((v, i) => {
    if (enough[i] || v === null || !Number.isFinite(v)) return [];
    const reads = bestOfAll.includes(i) || (starred !== null && starred !== undefined && atLeastAsGood(v, starred, better));
    return reads ? [i] : [];
  });
}

/** One row per metric (standard, then analytics), each run's value and the best marked where the runs compare. */
export function compareRows(results: readonly AnyBacktestResult[]): CompareRow[] {
  const holds: Record<Comparable, boolean> = {
    always: true,
    same_balance: allEqual(results.map((r) => String(r.start_balance))),
    same_period: allEqual(results.map((r) => `${r.data_period.start_date}/${r.data_period.end_date}`)),
  };
  const enoughTrades = results.map((r) => r.total_trades >= MIN_TRADES_FOR_BEST_RATIO);
  const row = (d: Omit<RowDefinition, 'read'>, values: Array<number | null>): CompareRow => {
    const byTrades = needsTrades(d.label, d.format);
    const candidates = byTrades ? values.map((v, i) => (enoughTrades[i] ? v : null)) : values;
    if (!holds[d.comparable] || d.better === null) return { label: d.label, format: d.format, values, best: [], fewTrades: [] };
    const best = bestIndexes(candidates, d.better);
    return { label: d.label, format: d.format, values, best, fewTrades: byTrades ? unstarredForFewTrades(values, enoughTrades, best, d.better) : [] };
  };
  const analytics = results.map((r) => analyticsMetrics(analyticsInputOf(r)));
  const standard = STANDARD.map((d) => row(d, results.map(d.read)));
  const extra = ANALYTICS_METRICS.map((d) => row({ ...d, comparable: ANALYTICS_COMPARABLE[d.key] ?? (d.format === 'pnl' ? 'same_balance' : 'always') }, analytics.map((a) => a[d.key])));
  return [...standard, ...extra];
}
