/**
 * The local runtime's result links. Deployed, GET /jobs/{id} answers a large result as an S3
 * presigned URL whose SigV4 signature S3 checks. Locally the link is served by /local-s3
 * (infra/local/s3-proxy.ts) from s3rver, which checks no V4 signature, and the local credentials
 * are constants of this repository: any URL naming a job's key read its result, without a token,
 * for as long as the job was kept. So the handler adds its own signature to the link, an HMAC with
 * the runtime's secret (the per-start origin verification value) over the path and the presigned
 * date and lifetime, and the proxy serves only links that carry it, until they expire.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const LOCAL_LINK_PARAM = 'local-signature';

const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

const mac = (secret: string, path: string, date: string, expires: string): string =>
  createHmac('sha256', secret).update(`${path}\n${date}\n${expires}`).digest('hex');

/** `url` (a presigned GetObject URL) with the local signature added. */
export function signLocalLink(url: URL, secret: string): URL {
  const signed = new URL(url.href);
  signed.searchParams.set(LOCAL_LINK_PARAM, mac(secret, url.pathname, url.searchParams.get('X-Amz-Date') ?? '', url.searchParams.get('X-Amz-Expires') ?? ''));
  return signed;
}

/** Whether `url` carries a valid local signature and has not expired (X-Amz-Date + X-Amz-Expires). */
export function isLocalLinkValid(url: URL, secret: string, nowMs = Date.now()): boolean {
  const date = url.searchParams.get('X-Amz-Date') ?? '';
  const expires = url.searchParams.get('X-Amz-Expires') ?? '';
  const given = Buffer.from(url.searchParams.get(LOCAL_LINK_PARAM) ?? '', 'utf8');
  const expected = Buffer.from(mac(secret, url.pathname, date, expires), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const m = AMZ_DATE.exec(date);
  const seconds = Number(expires);
  if (!m || !Number.isInteger(seconds) || seconds < 0) return false;
  const signedAt = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
  return nowMs <= signedAt + seconds * 1000;
}
