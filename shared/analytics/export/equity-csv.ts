import type { AnyBacktestResult } from '../../contracts/results';
import { analyticsInputOf } from '../analytics-input';
import { underwaterSeries } from '../charts/drawdown-series';
import { toCsv } from './csv';

export const EQUITY_COLUMNS = ['date', 'equity', 'cumulative_pnl', 'drawdown_pct', 'benchmark_equity', 'benchmark_kind'] as const;

/**
 * The daily equity curve with the benchmark as CSV: one row per day of the curve; `drawdown_pct`
 * is the fall below the running peak (0 or negative); `benchmark_equity` is the buy-and-hold of
 * the underlying in dollars from the same start balance (empty on a day it has no price), and
 * `benchmark_kind` says whether it is total return (dividends reinvested) or price only.
 */
export function equityCsv(result: AnyBacktestResult): string {
  const input = analyticsInputOf(result);
  const bench = new Map(input.benchmark.map((p) => [p.date, p.equity]));
  const underwater = underwaterSeries(input.startBalance, input.equity);
  const rows = input.equity.map((p, i) => [
    p.date, p.equity, Math.round((p.equity - input.startBalance) * 100) / 100, underwater[i]?.drawdownPct ?? 0,
    bench.get(p.date) ?? null, input.benchmarkKind,
  ]);
  return toCsv(EQUITY_COLUMNS, rows);
}
