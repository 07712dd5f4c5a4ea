import { BacktestResultSchema, type BacktestRequest, type BacktestResult } from '../../../../shared/contracts';
import { ERROR_PREFIX } from '../../../../shared/domain/messages';
import { wrapErrors } from './api-error';
import { parseAnswer } from './http';
import { startAndAwait } from './run-job';
import { useRunMutation } from './use-run-mutation';

export const parseBacktestResult = (raw: unknown): BacktestResult => parseAnswer(BacktestResultSchema, raw, 'backtest result');

/** POST /backtest (spreads): {strategy, balance, ticker, min_volume, start_date, end_date}; errors 'Backtest failed: …'. */
export function runBacktest(request: BacktestRequest): Promise<BacktestResult> {
  return wrapErrors(ERROR_PREFIX.backtest, () => startAndAwait('/backtest', request, parseBacktestResult));
}

/** The spreads run as a mutation (user status refetch on success, paywall on a 402). */
export const useRunBacktest = () => useRunMutation(runBacktest);
