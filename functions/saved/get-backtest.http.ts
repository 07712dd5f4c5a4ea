/**
 * GET /backtests/{id}: one whole saved backtest (strategy and results) of the caller's; 404 otherwise.
 * A large result saved from its job is answered as `results_url` (result-link.ts).
 */
import { deps } from '../platform/deps';
import { authedRoute, json, pathParam } from '../platform/http';
import { localLinksOf } from '../platform/result-link';
import { getBacktest } from './saved-service';

export const handler = authedRoute('GET /backtests/{id}', async (actor, event) => {
  const d = deps();
  return json(200, await getBacktest(d, actor.userId, pathParam(event, 'id'), localLinksOf(d.config)));
});
