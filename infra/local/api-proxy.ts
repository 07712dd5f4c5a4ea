/**
 * /api/*: what API Gateway does in front of the Lambdas. Match the route (404 otherwise), apply
 * route throttling (429, route-throttle.ts), run the JWT authorizer on guarded routes (401
 * `{error: "User not authenticated"}`), build the v2 event, call the same handler module, and
 * write its v2 result (statusCode, headers, cookies, base64). Like CloudFront deployed, it sets the
 * origin verification header on every request it forwards (overwriting one a client sent), so the
 * handlers' origin check runs locally too; this server is the only way to them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GENERIC_ERROR } from '../../functions/platform/http';
import { USER_NOT_AUTHENTICATED } from '../../shared/domain/messages';
import { ORIGIN_VERIFY_HEADER } from '../../functions/platform/resources';
import type { RouteDef } from '../../functions/routes';
import { buildApiEvent, matchRoute } from './api-event';
import type { Authorize } from './authorizer';
import { lambdaContext, loadHandler } from './handlers';
import { routeThrottle } from './route-throttle';

export const API_BASE = '/api';
const MAX_BODY = 10 * 1024 * 1024; // API Gateway's payload limit

/** Past this much an oversized body is no longer drained: the connection is closed instead. */
const DRAIN_MAX = 64 * 1024 * 1024;

/**
 * The body, or undefined when it is over `limit`. An oversized body is still read to its end
 * (and discarded), so the 413 that follows leaves the keep-alive connection usable, as API
 * Gateway does; only a body past DRAIN_MAX is left unread (Node then closes the connection).
 */
export async function readBody(req: IncomingMessage, limit = MAX_BODY): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > DRAIN_MAX) return undefined;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  return size > limit ? undefined : Buffer.concat(chunks);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers }).end(JSON.stringify(body));
}

interface StructuredResult {
  statusCode?: number;
  headers?: Record<string, string | number | boolean>;
  cookies?: string[];
  body?: string;
  isBase64Encoded?: boolean;
}

/** Payload format 2.0: a result without statusCode is a JSON body answered with 200. */
export function writeResult(res: ServerResponse, result: unknown): void {
  const structured = typeof result === 'object' && result !== null && 'statusCode' in result ? (result as StructuredResult) : undefined;
  if (!structured) {
    const body = typeof result === 'string' ? result : JSON.stringify(result);
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(structured.headers ?? {})) headers[k.toLowerCase()] = String(v);
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  const body = structured.body === undefined ? '' : Buffer.from(structured.body, structured.isBase64Encoded ? 'base64' : 'utf8');
  res.writeHead(structured.statusCode ?? 200, headers).end(body);
}

/** `originSecret`: the value the handlers expect in ORIGIN_VERIFY_HEADER (localEnv's originSecret). */
export function apiProxy(routes: readonly RouteDef[], authorize: Authorize, originSecret: string) {
  const throttle = routeThrottle(routes);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = req.url ?? '/';
    const path = url.split('?')[0]?.slice(API_BASE.length) || '/';
    const match = matchRoute(routes, req.method ?? 'GET', path);
    // API Gateway's own answers for an unknown route and an oversized payload.
    if (!match) return sendJson(res, 404, { message: 'Not Found' });
    if (!throttle.allow(match.route)) return void (req.resume(), sendJson(res, 429, { message: 'Too Many Requests' }));
    const body = await readBody(req);
    if (!body) return sendJson(res, 413, { message: 'Request Entity Too Large' });
    let claims: Record<string, unknown> | undefined;
    if (match.route.auth) {
      claims = await authorize(req.headers.authorization);
      if (!claims) return sendJson(res, 401, { error: USER_NOT_AUTHENTICATED });
    }
    const event = buildApiEvent(
      { method: req.method ?? 'GET', url, headers: req.headers, body, sourceIp: req.socket.remoteAddress ?? '127.0.0.1', basePath: API_BASE },
      match,
      claims,
    );
    event.headers[ORIGIN_VERIFY_HEADER] = originSecret;
    let handler;
    try {
      handler = await loadHandler(match.route.entry);
    } catch (err) {
      console.error(`[local] ${match.route.method} ${match.route.path}: ${err instanceof Error ? err.message : String(err)}`);
      return sendJson(res, 500, { error: GENERIC_ERROR });
    }
    try {
      writeResult(res, await handler(event, lambdaContext(match.route.name, match.route.timeoutSeconds)));
    } catch (err) {
      // A handler that throws is a 500 on API Gateway too ({"message":"Internal Server Error"}).
      console.error(`[local] ${match.route.name} threw: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      sendJson(res, 500, { message: 'Internal Server Error' });
    }
  };
}
