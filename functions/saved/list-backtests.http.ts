/** GET /backtests: the caller's saved backtests, newest first. */
import { deps } from '../platform/deps';
import { authedRoute, json } from '../platform/http';
import { listBacktests } from './saved-service';

export const handler = authedRoute('GET /backtests', async (actor) => json(200, { backtests: await listBacktests(deps(), actor.userId) }));
