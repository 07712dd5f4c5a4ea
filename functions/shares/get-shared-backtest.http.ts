/**
 * GET /shared/{token}: public (no authorizer; throttled, see routes.ts). The token is checked
 * against its format here, so a malformed one is a 404 like an unknown one, never a 400 or 500.
 */
import { deps } from '../platform/deps';
import { json, publicRoute } from '../platform/http';
import { readShare } from './share-service';

export const handler = publicRoute('GET /shared/{token}', async (event) => json(200, await readShare(deps(), event.pathParameters?.token)));
