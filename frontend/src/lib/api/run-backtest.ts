import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { BacktestResultSchema, type BacktestRequest, type BacktestResult } from '../../../../shared/contracts';
import { ERROR_PREFIX } from '../../../../shared/domain/messages';
import { PaywallContext } from '../paywall/paywall-context';
import { ApiError, wrapErrors } from './api-error';
import { parseAnswer } from './http';
import { queryKeys } from './query-keys';
import { startAndAwait } from './run-job';

export const parseBacktestResult = (raw: unknown): BacktestResult => parseAnswer(BacktestResultSchema, raw, 'backtest result');

/** POST /backtest (spreads): {strategy, balance, ticker, min_volume, start_date, end_date}; errors 'Backtest failed: …'. */
export function runBacktest(request: BacktestRequest): Promise<BacktestResult> {
  return wrapErrors(ERROR_PREFIX.backtest, () => startAndAwait('/backtest', request, parseBacktestResult));
}

/**
 * The run as a mutation: a success refetches the user status (one free backtest fewer); a 402
 * (the server found no free backtest left) opens the paywall.
 */
export function useRunBacktest() {
  const queryClient = useQueryClient();
  const paywall = useContext(PaywallContext);
  return useMutation({
    mutationFn: runBacktest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userStatus() }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 402) {
        paywall?.openPaywall();
        void queryClient.invalidateQueries({ queryKey: queryKeys.userStatus() });
      }
    },
  });
}
