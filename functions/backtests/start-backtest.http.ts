/** POST /backtest: validate a multi-leg request, take the allowance, start the job. */
import { BacktestRequestSchema } from '../../shared/contracts/multileg';
import { spreadsRequestFaults } from '../../shared/contracts/validation/spreads-run';
import { deps } from '../platform/deps';
import { authedRoute, parseRunBody } from '../platform/http';
import { startAnswerToHttp } from './start-answer';
import { startBacktest } from './start-backtest-service';
import { assertRangeHasData, assertTickerHasData } from './ticker-check';

export const handler = authedRoute('POST /backtest', async (actor, event) => {
  const request = parseRunBody(event, BacktestRequestSchema, spreadsRequestFaults);
  await assertTickerHasData(request.ticker);
  await assertRangeHasData(request.ticker, request.start_date, request.end_date);
  return startAnswerToHttp(await startBacktest(deps(), actor.userId, 'multileg', request));
});
