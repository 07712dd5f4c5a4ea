/**
 * /local-s3/* -> s3rver, for presigned result URLs only (GET /jobs/{id} answers one when a result is
 * too large to answer inline): the browser follows them on the app's own origin, as deployed it
 * follows them to S3.
 *
 * s3rver checks neither a SigV4 signature nor the key's path (an encoded `../` reached every object
 * of the bucket: saved payloads, local checkout sessions) and honours `response-content-type`
 * (a result, whose text includes the user's strategy name, was served as text/html on the app's
 * origin). So only `jobs/<uuid>/result.json` and `saved-results/<uuid>.json` keys pass (a saved
 * result GET /backtests/{id} or POST /shared links to), only links those routes signed with the
 * runtime's secret and not yet expired (functions/platform/local-result-link.ts; a job id alone
 * read its result, with no token, for as long as the job was kept), only the presigning query
 * parameters are forwarded (with s3rver's own Host), and the answer is always JSON that a browser
 * will not run.
 */
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { isLocalLinkValid } from '../../functions/platform/local-result-link';

export const S3_PROXY_PATH = '/local-s3';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A job's result key (job-service.ts) or a saved result's (save-from-job.ts), with nothing to decode. */
const RESULT_KEY = new RegExp(`^(jobs/${UUID}/result|saved-results/${UUID})\\.json$`);
/** What a presigned GetObject URL carries; anything else (response-* overrides) is dropped. */
const PRESIGN_PARAMS = ['X-Amz-Algorithm', 'X-Amz-Content-Sha256', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-Signature', 'X-Amz-SignedHeaders', 'x-id'];
/** s3rver's answer headers that pass (its content-type and content-disposition do not). */
const PASSED_HEADERS = new Set(['content-length', 'etag', 'last-modified', 'date']);

/** The path and query to forward for a result link signed with `secret`, or undefined when it is not one. */
export function resultRequestPath(rest: string, resultsBucket: string, secret: string): string | undefined {
  const url = new URL(rest, 'http://local');
  const prefix = `/${resultsBucket}/`;
  // The raw path, before any decoding or dot-segment removal: nothing in a real key is escaped.
  const rawPath = rest.split('?')[0] ?? '';
  if (rawPath !== url.pathname || !rawPath.startsWith(prefix) || !RESULT_KEY.test(rawPath.slice(prefix.length))) return undefined;
  if (!url.searchParams.has('X-Amz-Signature') || !isLocalLinkValid(url, secret)) return undefined;
  const query = new URLSearchParams();
  for (const name of PRESIGN_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  return `${rawPath}?${query.toString()}`;
}

/** `linkSecret`: what GET /jobs/{id} signs local links with (the runtime's origin verification value). */
export function s3Proxy(target: string, resultsBucket: string, linkSecret: string) {
  const upstream = new URL(target);
  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = req.method === 'GET' ? resultRequestPath((req.url ?? '').slice(S3_PROXY_PATH.length), resultsBucket, linkSecret) : undefined;
    if (!path) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('Forbidden');
      return;
    }
    const out = request({ hostname: upstream.hostname, port: upstream.port, method: 'GET', path, headers: { host: upstream.host } }, (answer) => {
      const headers: Record<string, string | string[]> = {
        'content-type': answer.statusCode === 200 ? 'application/json' : 'application/xml',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'no-store',
      };
      for (const [k, v] of Object.entries(answer.headers)) if (PASSED_HEADERS.has(k) && v !== undefined) headers[k] = v;
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(res);
    });
    out.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`local S3 is not answering: ${err.message}`);
    });
    out.end();
  };
}
