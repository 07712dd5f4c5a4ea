import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CoveredBacktestResultReadSchema,
  type CoveredBacktestRequest,
  type CoveredBacktestResult,
} from '../../../../shared/contracts';
import { ERROR_PREFIX } from '../../../../shared/domain/messages';
import { wrapErrors } from './api-error';
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

/** The run as a mutation; a success refetches the user status (one free backtest fewer). */
export function useRunCoveredBacktest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runCoveredBacktest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userStatus() }),
  });
}
