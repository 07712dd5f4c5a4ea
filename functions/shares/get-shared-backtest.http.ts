/**
 * GET /shared/{token}: public (no authorizer; throttled, see routes.ts). The token is checked
 * against its format here, so a malformed one is a 404 like an unknown one, never a 400 or 500.
 */
import { deps } from '../platform/deps';
import { json, publicRoute } from '../platform/http';
import { localLinksOf } from '../platform/result-link';
import { readShare } from './share-service';

export const handler = publicRoute('GET /shared/{token}', async (event) => {
  const d = deps();
  return json(200, await readShare(d, event.pathParameters?.token, localLinksOf(d.config)));
});
