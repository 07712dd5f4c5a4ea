/**
 * /cognito/* -> cognito-local on loopback, so the browser reaches the user pool on the app's own
 * origin (cognito-local itself stays on 127.0.0.1). The path after /cognito is kept: "/" for the
 * API (x-amz-target), "/<pool>/.well-known/jwks.json" for keys.
 */
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { COGNITO_PROXY_PATH } from './config-json';

export function cognitoProxy(target: string) {
  const upstream = new URL(target);
  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = (req.url ?? '/').slice(COGNITO_PROXY_PATH.length) || '/';
    const headers = { ...req.headers, host: upstream.host };
    const out = request(
      { hostname: upstream.hostname, port: upstream.port, method: req.method, path: path.startsWith('/') ? path : `/${path}`, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ __type: 'ServiceUnavailable', message: `local Cognito is not answering: ${err.message}` }));
    });
    req.pipe(out);
  };
}
