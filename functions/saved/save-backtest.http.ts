/**
 * POST /save-backtest: `{backtest_name, strategy, results, description, tags}` → the stored record.
 * A body over SAVE_BODY_MAX_BYTES is a 413 saying, in a trader's words, how large the result is and
 * what to do (the browser says the same before sending one).
 */
import { SAVE_BODY_MAX_BYTES, saveTooLargeMessage } from '../../shared/contracts/limits';
import { SaveBacktestPayloadSchema } from '../../shared/contracts/saved';
import { deps } from '../platform/deps';
import { authedRoute, json, parseBody } from '../platform/http';
import { saveBacktest } from './saved-service';

export const handler = authedRoute('POST /save-backtest', async (actor, event) => {
  const payload = parseBody(event, SaveBacktestPayloadSchema, SAVE_BODY_MAX_BYTES, saveTooLargeMessage);
  return json(201, await saveBacktest(deps(), actor.userId, payload));
});
