import { BacktestResultSchema, type AnyBacktestResult } from '../../contracts/results';
import { CoveredBacktestResultReadSchema } from '../../contracts/results-read';

/**
 * The result of a saved backtest, read as the builders read it (covered with the entry/exit
 * aliases, else multi-leg); null when the stored object is neither (an old or damaged record:
 * the caller says it cannot be exported or compared, and the record itself is left as it is).
 */
export function savedResultOf(results: unknown): AnyBacktestResult | null {
  const covered = CoveredBacktestResultReadSchema.safeParse(results);
  if (covered.success) return covered.data;
  const standard = BacktestResultSchema.safeParse(results);
  return standard.success ? standard.data : null;
}
