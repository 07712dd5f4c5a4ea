/** GET /backtests[?cursor=…]: a page of the caller's saved backtests (summaries), newest first. */
import { ListBacktestsQuerySchema, SavedBacktestListSchema } from '../../shared/contracts/saved';
import { deps } from '../platform/deps';
import { authedRoute, json } from '../platform/http';
import { listBacktests } from './saved-service';

export const handler = authedRoute('GET /backtests', async (actor, _event, { cursor }) =>
  json(200, SavedBacktestListSchema.parse(await listBacktests(deps(), actor.userId, cursor || undefined))), { query: ListBacktestsQuerySchema });
