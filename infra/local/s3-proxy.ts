/**
 * /local-s3/* -> s3rver, for presigned result URLs only (GET /jobs/{id} answers one when a result is
 * too large to answer inline): the browser follows them on the app's own origin, as deployed it
 * follows them to S3. Only presigned GETs of job results pass; the path and query are forwarded
 * unchanged with s3rver's own Host, so the signature is checked against what was signed.
 */
import { request, type IncomingMessage, type ServerResponse } from 'node:http';

export const S3_PROXY_PATH = '/local-s3';

export function s3Proxy(target: string, resultsBucket: string) {
  const upstream = new URL(target);
  return (req: IncomingMessage, res: ServerResponse): void => {
    const rest = (req.url ?? '').slice(S3_PROXY_PATH.length);
    const url = new URL(rest, 'http://local');
    if (req.method !== 'GET' || !url.pathname.startsWith(`/${resultsBucket}/jobs/`) || !url.searchParams.has('X-Amz-Signature')) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('Forbidden');
      return;
    }
    const out = request({ hostname: upstream.hostname, port: upstream.port, method: 'GET', path: rest, headers: { host: upstream.host } }, (answer) => {
      const headers = Object.fromEntries(Object.entries(answer.headers).filter(([k]) => !k.startsWith('access-control-')));
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
