/** POST /backtest/covered: validate a covered request, take the allowance, start the job. */
import { CoveredBacktestRequestSchema } from '../../shared/contracts/covered';
import { coveredRequestFaults } from '../../shared/contracts/validation/covered-run';
import { deps } from '../platform/deps';
import { authedRoute, parseRunBody } from '../platform/http';
import { startAnswerToHttp } from './start-answer';
import { startBacktest } from './start-backtest-service';
import { assertRangeHasData, assertTickerHasData } from './ticker-check';

export const handler = authedRoute('POST /backtest/covered', async (actor, event) => {
  const request = parseRunBody(event, CoveredBacktestRequestSchema, coveredRequestFaults);
  await assertTickerHasData(request.ticker);
  await assertRangeHasData(request.ticker, request.start_date, request.end_date);
  return startAnswerToHttp(await startBacktest(deps(), actor.userId, 'covered', request));
});
