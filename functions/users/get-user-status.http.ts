/** GET /getuserstatus: `{paid, trial, trial_end, cancel, free_backtests_remaining}`; creates the user with 3 free on first call. */
import { authedRoute, json } from '../platform/http';
import { deps } from '../platform/deps';
import { getUserStatus } from './user-status-service';

export const handler = authedRoute('GET /getuserstatus', async (actor) => json(200, await getUserStatus(deps().users, actor.userId)));
