/**
 * An HTTP request as API Gateway HTTP API (payload format 2.0) hands it to a Lambda: route key,
 * raw path and query, lowercased headers (repeats joined with commas), cookies, path parameters,
 * the body as text (base64 when binary) and, on authorised routes, the JWT authorizer's claims
 * (every value a string, as API Gateway passes them). Pure, so it is unit-tested.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { RouteDef } from '../../functions/routes';

export interface RouteMatch {
  route: RouteDef;
  pathParameters: Record<string, string>;
}

/** Finds the route for a method and a path (without the /api prefix). */
export function matchRoute(routes: readonly RouteDef[], method: string, path: string): RouteMatch | undefined {
  for (const route of routes) {
    if (route.method !== method) continue;
    const names: string[] = [];
    const pattern = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const m = new RegExp(`^${pattern}/?$`).exec(path);
    if (!m) continue;
    const pathParameters: Record<string, string> = {};
    names.forEach((name, i) => {
      pathParameters[name] = decodeURIComponent(m[i + 1] ?? '');
    });
    return { route, pathParameters };
  }
  return undefined;
}

/** API Gateway passes JWT claims as strings; arrays as "[a b]". */
export function stringifyClaims(payload: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(payload)) {
    out[k] = Array.isArray(v) ? `[${v.join(' ')}]` : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
  }
  return out;
}

const TEXT_TYPES = /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript)|[^;]*\+json)/i;

export interface HttpRequestLike {
  method: string;
  /** Path and query as received, e.g. /api/jobs/1?x=2 */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
  /** The API's base path on this server, stripped before routing (API Gateway has none). */
  basePath: string;
}

export function buildApiEvent(
  req: HttpRequestLike,
  match: RouteMatch,
  claims: Record<string, unknown> | undefined,
  now = new Date(),
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const [rawPathWithBase = '', rawQueryString = ''] = req.url.split(/\?(.*)/s, 2);
  const rawPath = rawPathWithBase.slice(req.basePath.length) || '/';
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined && k.toLowerCase() !== 'cookie') headers[k.toLowerCase()] = Array.isArray(v) ? v.join(',') : v;
  }
  const cookies = req.headers.cookie?.split(/;\s*/).filter(Boolean);
  const query: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(rawQueryString)) query[k] = k in query ? `${query[k]},${v}` : v;
  const contentType = headers['content-type'] ?? '';
  const isText = req.body.length === 0 || TEXT_TYPES.test(contentType);
  const routeKey = `${match.route.method} ${match.route.path}`;
  const requestId = crypto.randomUUID();
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(match.pathParameters).length ? { pathParameters: match.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: { jwt: { claims: claims ? stringifyClaims(claims) : {}, scopes: [] }, principalId: '', integrationLatency: 0 },
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: { method: req.method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: req.sourceIp, userAgent: headers['user-agent'] ?? '' },
      requestId,
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(req.body.length ? { body: req.body.toString(isText ? 'utf8' : 'base64') } : {}),
    isBase64Encoded: !isText,
  };
}
