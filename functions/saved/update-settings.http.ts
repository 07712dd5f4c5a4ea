/**
 * POST /backtests/{id}/settings `{filing_status}`: the owner's filing status on the after-tax panel,
 * kept with their saved backtest (reloaded and shared, it reads the same). The caller's own only: 404 otherwise.
 */
import { SavedSettingsPayloadSchema } from '../../shared/contracts/saved';
import { deps } from '../platform/deps';
import { authedRoute, json, parseBody, pathParam } from '../platform/http';
import { updateSavedSettings } from './saved-service';

export const handler = authedRoute('POST /backtests/{id}/settings', async (actor, event) => {
  const id = pathParam(event, 'id');
  const body = parseBody(event, SavedSettingsPayloadSchema);
  return json(200, await updateSavedSettings(deps(), actor.userId, id, body));
});
