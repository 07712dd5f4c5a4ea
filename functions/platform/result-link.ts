/**
 * Where a large stored result is answered: Lambda answers at most 6 MB, so a result over
 * RESULT_INLINE_MAX_BYTES is answered as a presigned S3 GET URL (RESULT_URL_SECONDS) that the
 * client follows: GET /jobs/{id}'s `result_url`, GET /backtests/{id}'s and POST /shared's
 * `results_url`. Locally the link goes through the runtime's /local-s3 and carries its HMAC
 * (local-result-link.ts: s3rver checks no signature itself).
 */
import { RESULT_INLINE_MAX_BYTES, RESULT_URL_SECONDS } from '../../shared/contracts/limits';
import type { BlobStore } from '../adapters/blob-store';
import type { Config } from './config';
import { signLocalLink } from './local-result-link';

/** Local runtime only: the origin the browser reaches S3 through, and the secret its links are signed with. */
export interface LocalLinks {
  base: string;
  secret: string;
}

export function localLinksOf(config: Pick<Config, 'resultUrlBase' | 'originVerify'>): LocalLinks | undefined {
  return config.resultUrlBase ? { base: config.resultUrlBase, secret: config.originVerify.value ?? '' } : undefined;
}

/** The result at `key` inline (`{value}`) when it fits an answer, else `{url}` to fetch it from. */
export async function resultOrLink(blobs: BlobStore, key: string, local?: LocalLinks): Promise<{ value: unknown } | { url: string }> {
  if ((await blobs.size(key)) <= RESULT_INLINE_MAX_BYTES) return { value: await blobs.getJson(key) };
  const signed = new URL(await blobs.readUrl(key, RESULT_URL_SECONDS));
  if (!local) return { url: signed.href };
  const link = signLocalLink(signed, local.secret);
  return { url: `${local.base}${link.pathname}${link.search}` };
}
