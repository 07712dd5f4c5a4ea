/** POST /backtests/{id}/share: 201 with a new link, 200 with the existing one; Pro only (402). */
import { deps } from '../platform/deps';
import { authedRoute, json, parseNoBody, pathParam } from '../platform/http';
import { createShare } from './share-service';

export const handler = authedRoute('POST /backtests/{id}/share', async (actor, event) => {
  parseNoBody(event);
  const d = deps();
  const { link, created } = await createShare(d, actor.userId, pathParam(event, 'id'), d.config.appUrl);
  return json(created ? 201 : 200, link);
});
