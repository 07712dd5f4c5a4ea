/** POST /backtest: validate a multi-leg request, take the allowance, start the job. */
import { BacktestRequestSchema } from '../../shared/contracts/multileg';
import { spreadsRequestFaults } from '../../shared/contracts/validation/spreads-run';
import { deps } from '../platform/deps';
import { authedRoute, parseRunBody } from '../platform/http';
import { startAnswerToHttp } from './start-answer';
import { startBacktest } from './start-backtest-service';
import { assertTickerHasData } from './ticker-check';

export const handler = authedRoute('POST /backtest', async (actor, event) => {
  const request = parseRunBody(event, BacktestRequestSchema, spreadsRequestFaults);
  await assertTickerHasData(request.ticker);
  return startAnswerToHttp(await startBacktest(deps(), actor.userId, 'multileg', request));
});
