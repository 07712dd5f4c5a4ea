/** POST /backtest: validate a multi-leg request, take the allowance, start the job. */
import { BacktestRequestSchema } from '../../shared/contracts/multileg';
import { deps } from '../platform/deps';
import { authedRoute, parseBody } from '../platform/http';
import { startAnswerToHttp } from './start-answer';
import { startBacktest } from './start-backtest-service';
import { assertTickerHasData } from './ticker-check';

export const handler = authedRoute('POST /backtest', async (actor, event) => {
  const request = parseBody(event, BacktestRequestSchema);
  await assertTickerHasData(request.ticker);
  return startAnswerToHttp(await startBacktest(deps(), actor.userId, 'multileg', request));
});
