import type { BacktestRequest, BacktestResult } from '../../../../shared/contracts';
import { ERROR_PREFIX } from '../../../../shared/domain/messages';
import { wrapErrors } from './api-error';
import { parseBacktestResult } from './parse-results';
import { startAndAwait } from './run-job';
import { useRunMutation } from './use-run-mutation';

export { parseBacktestResult };

/** POST /backtest (spreads): {strategy, balance, ticker, min_volume, start_date, end_date}; errors 'Backtest failed: …'. */
export function runBacktest(request: BacktestRequest): Promise<BacktestResult> {
  return wrapErrors(ERROR_PREFIX.backtest, () => startAndAwait('/backtest', request, parseBacktestResult));
}

/** The spreads run as a mutation (user status refetch on success, paywall on a 402). */
export const useRunBacktest = () => useRunMutation(runBacktest);
