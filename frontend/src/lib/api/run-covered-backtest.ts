import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import {
  CoveredBacktestResultReadSchema,
  type CoveredBacktestRequest,
  type CoveredBacktestResult,
} from '../../../../shared/contracts';
import { ERROR_PREFIX } from '../../../../shared/domain/messages';
import { PaywallContext } from '../paywall/paywall-context';
import { ApiError, wrapErrors } from './api-error';
import { parseAnswer } from './http';
import { queryKeys } from './query-keys';
import { startAndAwait } from './run-job';

/** Reads a covered result, accepting `entry`/`exit` for `entry_position`/`exit_position` (spec section 3). */
export const parseCoveredResult = (raw: unknown): CoveredBacktestResult =>
  parseAnswer(CoveredBacktestResultReadSchema, raw, 'covered backtest result');

/** POST /backtest/covered: the covered form object as it is; errors 'Covered backtest failed: …'. */
export function runCoveredBacktest(request: CoveredBacktestRequest): Promise<CoveredBacktestResult> {
  return wrapErrors(ERROR_PREFIX.coveredBacktest, () => startAndAwait('/backtest/covered', request, parseCoveredResult));
}

/**
 * The run as a mutation: a success refetches the user status (one free backtest fewer); a 402
 * (the server found no free backtest left) opens the paywall.
 */
export function useRunCoveredBacktest() {
  const queryClient = useQueryClient();
  const paywall = useContext(PaywallContext);
  return useMutation({
    mutationFn: runCoveredBacktest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userStatus() }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 402) {
        paywall?.openPaywall();
        void queryClient.invalidateQueries({ queryKey: queryKeys.userStatus() });
      }
    },
  });
}
