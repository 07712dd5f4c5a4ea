/**
 * For the integration tests that call the API over HTTP as a browser does: the local servers
 * (dynalite, s3rver, a JWKS on loopback), the local API Gateway in front (api-proxy.ts: route table,
 * JWT authorizer, route throttling) and the real handler modules, with a caller that signs as a user.
 */
import { createServer } from 'node:http';
import { ROUTES } from '../../functions/routes';
import { listenOnLoopback, closeServer } from '../../functions/testing/local-aws';
import { startBackend, TEST_ORIGIN_SECRET, type Backend } from '../../functions/testing/backend-harness';
import { API_BASE, apiProxy } from './api-proxy';
import { cognitoAuthorizer } from './authorizer';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export interface LocalApi {
  backend: Backend;
  /** The API's base URL (`…/api`). */
  base: string;
  /** One call, signed as `user` when given (no token otherwise), with `body` as JSON when given. */
  call(method: string, path: string, user?: string, body?: unknown): Promise<Answer>;
  stop(): Promise<void>;
}

export async function startLocalApi(): Promise<LocalApi> {
  const backend = await startBackend({});
  const { issuer, jwksUri, clientId } = backend.identity;
  const server = createServer(apiProxy(ROUTES, cognitoAuthorizer({ issuer, jwksUri, clientId }), TEST_ORIGIN_SECRET));
  const base = `${await listenOnLoopback(server)}${API_BASE}`;
  return {
    backend,
    base,
    async call(method, path, user, body) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (user) headers.authorization = `Bearer ${backend.identity.idToken(user)}`;
      const res = await fetch(`${base}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
    },
    async stop() {
      await closeServer(server);
      await backend.stop();
    },
  };
}
