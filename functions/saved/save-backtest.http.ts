/** POST /save-backtest: `{backtest_name, strategy, results, description, tags}` → the stored record. */
import { SAVE_BODY_MAX_BYTES } from '../../shared/contracts/limits';
import { SaveBacktestPayloadSchema } from '../../shared/contracts/saved';
import { deps } from '../platform/deps';
import { authedRoute, json, parseBody } from '../platform/http';
import { saveBacktest } from './saved-service';

export const handler = authedRoute('POST /save-backtest', async (actor, event) => {
  const payload = parseBody(event, SaveBacktestPayloadSchema, SAVE_BODY_MAX_BYTES);
  return json(201, await saveBacktest(deps(), actor.userId, payload));
});
