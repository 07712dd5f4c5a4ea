/** API Gateway HTTP API v2 events as the authorizer-guarded API delivers them to a handler. */
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { randomUUID } from 'node:crypto';

export interface EventOptions {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  routeKey?: string;
  pathParameters?: Record<string, string>;
  queryStringParameters?: Record<string, string>;
  headers?: Record<string, string>;
  body?: string;
  isBase64Encoded?: boolean;
  claims?: Record<string, string | number | boolean | string[]>;
}

export function apiEvent(o: EventOptions): APIGatewayProxyEventV2WithJWTAuthorizer {
  const now = Date.now();
  return {
    version: '2.0',
    routeKey: o.routeKey ?? `${o.method} ${o.path}`,
    rawPath: o.path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...o.headers },
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: o.method, path: o.path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: o.routeKey ?? `${o.method} ${o.path}`,
      stage: '$default',
      time: new Date(now).toISOString(),
      timeEpoch: now,
      authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: o.claims ?? {}, scopes: [] } },
    },
    pathParameters: o.pathParameters,
    queryStringParameters: o.queryStringParameters,
    body: o.body,
    isBase64Encoded: o.isBase64Encoded ?? false,
  };
}
