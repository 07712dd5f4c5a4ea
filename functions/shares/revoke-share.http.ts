/** DELETE /backtests/{id}/share: the owner revokes the link (404 for anyone else, or when not shared). */
import { deps } from '../platform/deps';
import { authedRoute, json, pathParam } from '../platform/http';
import { revokeShare } from './share-service';

export const handler = authedRoute('DELETE /backtests/{id}/share', async (actor, event) => {
  const id = pathParam(event, 'id');
  await revokeShare(deps(), actor.userId, id);
  return json(200, { revoked: id });
});
