/** GET /backtests/{id}: one whole saved backtest (strategy and results) of the caller's; 404 otherwise. */
import { deps } from '../platform/deps';
import { authedRoute, json, pathParam } from '../platform/http';
import { getBacktest } from './saved-service';

export const handler = authedRoute('GET /backtests/{id}', async (actor, event) => json(200, await getBacktest(deps(), actor.userId, pathParam(event, 'id'))));
