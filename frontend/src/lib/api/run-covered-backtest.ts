import {
  CoveredBacktestResultReadSchema,
  type CoveredBacktestRequest,
  type CoveredBacktestResult,
} from '../../../../shared/contracts';
import { ERROR_PREFIX } from '../../../../shared/domain/messages';
import { wrapErrors } from './api-error';
import { parseAnswer } from './http';
import { startAndAwait } from './run-job';
import { useRunMutation } from './use-run-mutation';

/** Reads a covered result, accepting `entry`/`exit` for `entry_position`/`exit_position` (spec section 3). */
export const parseCoveredResult = (raw: unknown): CoveredBacktestResult =>
  parseAnswer(CoveredBacktestResultReadSchema, raw, 'covered backtest result');

/** POST /backtest/covered: the covered form object as it is; errors 'Covered backtest failed: …'. */
export function runCoveredBacktest(request: CoveredBacktestRequest): Promise<CoveredBacktestResult> {
  return wrapErrors(ERROR_PREFIX.coveredBacktest, () => startAndAwait('/backtest/covered', request, parseCoveredResult));
}

/** The covered run as a mutation (user status refetch on success, paywall on a 402). */
export const useRunCoveredBacktest = () => useRunMutation(runCoveredBacktest);
