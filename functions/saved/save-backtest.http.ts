/**
 * POST /save-backtest: `{backtest_name, strategy, results, description, tags}` → the stored record;
 * or `{backtest_name, strategy, job_id, description, tags}`: the caller's finished run, its result
 * copied from the job's storage (save-from-job.ts); or `{…, from_backtest_id}`: the caller's own saved
 * run, its result copied the same way (save-from-saved.ts). A body over SAVE_BODY_MAX_BYTES is a 413 saying,
 * in a trader's words, how large the result is and what to do (the browser says the same before
 * sending one; a run's result is saved by its job id, so only an imported one meets it).
 */
import { SAVE_BODY_MAX_BYTES, saveTooLargeMessage } from '../../shared/contracts/limits';
import { JsonObjectSchema, SaveBacktestPayloadSchema, SaveFromJobPayloadSchema, SaveFromSavedPayloadSchema } from '../../shared/contracts/saved';
import { deps } from '../platform/deps';
import { authedRoute, json, parseBody, parseInput } from '../platform/http';
import { localLinksOf } from '../platform/result-link';
import { saveFromJob } from './save-from-job';
import { saveFromSaved } from './save-from-saved';
import { saveBacktest } from './saved-service';

export const handler = authedRoute('POST /save-backtest', async (actor, event) => {
  const body = parseBody(event, JsonObjectSchema, SAVE_BODY_MAX_BYTES, saveTooLargeMessage);
  const d = deps();
  if ('job_id' in body) return json(201, await saveFromJob(d, actor.userId, parseInput(body, SaveFromJobPayloadSchema, 'body'), localLinksOf(d.config)));
  if ('from_backtest_id' in body) return json(201, await saveFromSaved(d, actor.userId, parseInput(body, SaveFromSavedPayloadSchema, 'body'), localLinksOf(d.config)));
  return json(201, await saveBacktest(d, actor.userId, parseInput(body, SaveBacktestPayloadSchema, 'body')));
});
