import type { AnyBacktestResult } from '../../contracts/results';
import { analyticsInputOf, type AnalyticsInput } from '../analytics-input';
import { underwaterSeries } from '../charts/drawdown-series';
import { toCsv } from './csv';

export const EQUITY_COLUMNS = ['date', 'equity', 'cumulative_pnl', 'drawdown_pct', 'benchmark_equity', 'benchmark_kind'] as const;

/**
 * The daily equity curve with the benchmark as CSV: one row per day of the curve; `drawdown_pct`
 * is the fall below the running peak (0 or negative); `benchmark_equity` is the buy-and-hold of
 * the underlying in dollars from the same start balance (empty on a day it has no price), and
 * `benchmark_kind` says in words which buy and hold it is: 'Total return (dividends reinvested)'
 * (benchmark.ts: each reinvested at its ex-date's close, every run since audit 7's N9), 'Total
 * return (dividends kept as cash)' (a result saved before that, its stored curve as it was) or
 * 'Price only (no dividends)'; empty without a benchmark. It wrote the codes 'total_return' /
 * 'price_only' / 'none' before.
 */
const BENCHMARK_KIND_WORDS: Record<AnalyticsInput['benchmarkKind'], string | null> = {
  reinvested: 'Total return (dividends reinvested)',
  kept_as_cash: 'Total return (dividends kept as cash)',
  price_only: 'Price only (no dividends)',
  none: null,
};

export function equityCsv(result: AnyBacktestResult): string {
  const input = analyticsInputOf(result);
  const bench = new Map(input.benchmark.map((p) => [p.date, p.equity]));
  const underwater = underwaterSeries(input.startBalance, input.equity);
  const rows = input.equity.map((p, i) => [
    p.date, p.equity, Math.round((p.equity - input.startBalance) * 100) / 100, underwater[i]?.drawdownPct ?? 0,
    bench.get(p.date) ?? null, BENCHMARK_KIND_WORDS[input.benchmarkKind],
  ]);
  return toCsv(EQUITY_COLUMNS, rows);
}
