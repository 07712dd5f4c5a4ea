import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BacktestResultSchema, type BacktestRequest, type BacktestResult } from '../../../../shared/contracts';
import { ERROR_PREFIX } from '../../../../shared/domain/messages';
import { wrapErrors } from './api-error';
import { parseAnswer } from './http';
import { queryKeys } from './query-keys';
import { startAndAwait } from './run-job';

export const parseBacktestResult = (raw: unknown): BacktestResult => parseAnswer(BacktestResultSchema, raw, 'backtest result');

/** POST /backtest (spreads): {strategy, balance, ticker, min_volume, start_date, end_date}; errors 'Backtest failed: …'. */
export function runBacktest(request: BacktestRequest): Promise<BacktestResult> {
  return wrapErrors(ERROR_PREFIX.backtest, () => startAndAwait('/backtest', request, parseBacktestResult));
}

/** The run as a mutation; a success refetches the user status (one free backtest fewer). */
export function useRunBacktest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBacktest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userStatus() }),
  });
}
