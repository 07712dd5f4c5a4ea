/**
 * POST /shared {token}: public (no authorizer; throttled, see routes.ts). The token travels in the
 * body, not the path, so no access log (CloudFront's, API Gateway's) and no Referer holds it
 * (shared/contracts/share.ts). A body that is not `{token: string}` is a 400 naming the fault; any
 * string that is not a live share's token, malformed or not, is the same 404, never a 500.
 */
import { SharedReadBodySchema, SHARED_READ_PATH } from '../../shared/contracts/share';
import { deps } from '../platform/deps';
import { json, parseBody, publicRoute } from '../platform/http';
import { localLinksOf } from '../platform/result-link';
import { readShare } from './share-service';

/** A token is 32 characters: a body far larger than `{"token":"…"}` is refused before it is parsed. */
const SHARED_READ_BODY_MAX_BYTES = 1024;

export const handler = publicRoute(`POST ${SHARED_READ_PATH}`, async (event) => {
  const { token } = parseBody(event, SharedReadBodySchema, SHARED_READ_BODY_MAX_BYTES);
  const d = deps();
  return json(200, await readShare(d, token, localLinksOf(d.config)));
});
