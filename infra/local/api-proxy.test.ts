import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../functions/routes';
import { USER_NOT_AUTHENTICATED } from '../../shared/domain/messages';
import { API_BASE, apiProxy, writeResult } from './api-proxy';
import { cognitoAuthorizer } from './authorizer';

let server: Server | undefined;
afterEach(() => server?.close());

/** What a browser receives for a handler's result. */
async function answer(result: unknown) {
  server = createServer((_req, res) => writeResult(res, result));
  await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
  const res = await fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
  return { status: res.status, headers: res.headers, body: await res.text() };
}

describe('Lambda results as API Gateway (payload 2.0) writes them', () => {
  it('writes a structured result: status, headers, cookies, body', async () => {
    const r = await answer({ statusCode: 402, headers: { 'Content-Type': 'application/json', 'X-Job-Id': 'j1' }, cookies: ['a=1', 'b=2'], body: '{"error":"pay"}' });
    expect(r).toMatchObject({ status: 402, body: '{"error":"pay"}' });
    expect(r.headers.get('x-job-id')).toBe('j1');
    expect(r.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('decodes a base64 body', async () => {
    expect((await answer({ statusCode: 200, body: Buffer.from('héllo').toString('base64'), isBase64Encoded: true })).body).toBe('héllo');
  });

  it('answers a result without statusCode as a 200 JSON body', async () => {
    const r = await answer({ paid: false });
    expect(r).toMatchObject({ status: 200, body: '{"paid":false}' });
    expect(r.headers.get('content-type')).toBe('application/json');
  });
});

describe('the local API Gateway refuses a guarded route without a valid token before any handler runs', () => {
  it('answers 401 {error} to a missing and to a malformed token on every guarded route of the route table', async () => {
    // The real authorizer; its JWKS is never reached for these tokens (an unreachable address would fail loudly otherwise).
    const authorize = cognitoAuthorizer({ issuer: 'http://127.0.0.1:1/pool', jwksUri: 'http://127.0.0.1:1/pool/.well-known/jwks.json', clientId: 'client' });
    const asked: (string | undefined)[] = [];
    const proxy = apiProxy(ROUTES, (h) => (asked.push(h), authorize(h)), 'origin-secret');
    server = createServer((req, res) => void proxy(req, res));
    await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}${API_BASE}`;
    const guarded = ROUTES.filter((r) => r.auth);
    expect(guarded.length).toBe(ROUTES.length - 2);
    for (const route of guarded) {
      const url = `${base}${route.path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000')}`;
      for (const authorization of [undefined, 'Bearer not-a-token']) {
        const res = await fetch(url, { method: route.method, headers: authorization ? { authorization } : {}, body: route.method === 'POST' ? '{}' : undefined });
        expect({ route: `${route.method} ${route.path}`, authorization, status: res.status, body: await res.json() }).toEqual({
          route: `${route.method} ${route.path}`,
          authorization,
          status: 401,
          body: { error: USER_NOT_AUTHENTICATED },
        });
      }
    }
    expect(asked).toHaveLength(guarded.length * 2);
  });
});
