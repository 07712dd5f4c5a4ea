import type { CoveredBacktestRequest, CoveredBacktestResult } from '../../../../shared/contracts';
import { ERROR_PREFIX } from '../../../../shared/domain/messages';
import { wrapErrors } from './api-error';
import { parseCoveredResult } from './parse-results';
import { startAndAwait } from './run-job';
import { useRunMutation } from './use-run-mutation';

export { parseCoveredResult };

/** POST /backtest/covered: the covered form object as it is; errors 'Covered backtest failed: …'. */
export function runCoveredBacktest(request: CoveredBacktestRequest): Promise<CoveredBacktestResult> {
  return wrapErrors(ERROR_PREFIX.coveredBacktest, () => startAndAwait('/backtest/covered', request, parseCoveredResult));
}

/** The covered run as a mutation (user status refetch on success, paywall on a 402). */
export const useRunCoveredBacktest = () => useRunMutation(runCoveredBacktest);
