import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../functions/routes';
import { buildApiEvent, matchRoute, stringifyClaims } from './api-event';

const request = (over: Partial<Parameters<typeof buildApiEvent>[0]> = {}) => ({
  method: 'GET',
  url: '/api/jobs/abc%20d?x=1&x=2&y=z',
  headers: { host: 'localhost:3000', authorization: 'Bearer t', 'user-agent': 'ua', cookie: 'a=1; b=2', 'x-multi': ['p', 'q'] },
  body: Buffer.alloc(0),
  sourceIp: '127.0.0.1',
  basePath: '/api',
  ...over,
});

describe('API Gateway v2 events from HTTP requests', () => {
  it('matches routes with path parameters, decoded, and only for their method', () => {
    expect(matchRoute(ROUTES, 'GET', '/jobs/abc%20d')).toMatchObject({ route: { name: 'GetJob' }, pathParameters: { jobId: 'abc d' } });
    expect(matchRoute(ROUTES, 'DELETE', '/backtests/b1')?.route.name).toBe('DeleteBacktest');
    expect(matchRoute(ROUTES, 'POST', '/jobs/abc')).toBeUndefined();
    expect(matchRoute(ROUTES, 'GET', '/jobs/a/b')).toBeUndefined();
  });

  it('builds the event API Gateway would: route key, raw path without the base, query, headers, cookies, claims', () => {
    const match = matchRoute(ROUTES, 'GET', '/jobs/abc%20d');
    if (!match) throw new Error('no match');
    const now = new Date('2026-01-02T03:04:05Z');
    const event = buildApiEvent(request(), match, { sub: 'u1', email_verified: true, auth_time: 17, 'cognito:groups': ['a', 'b'] }, now);
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /jobs/{jobId}',
      rawPath: '/jobs/abc%20d',
      rawQueryString: 'x=1&x=2&y=z',
      queryStringParameters: { x: '1,2', y: 'z' },
      pathParameters: { jobId: 'abc d' },
      cookies: ['a=1', 'b=2'],
      headers: { host: 'localhost:3000', authorization: 'Bearer t', 'x-multi': 'p,q' },
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'GET', path: '/jobs/abc%20d', sourceIp: '127.0.0.1', userAgent: 'ua' },
        authorizer: { jwt: { claims: { sub: 'u1', email_verified: 'true', auth_time: '17', 'cognito:groups': '[a b]' } } },
        routeKey: 'GET /jobs/{jobId}',
        stage: '$default',
        timeEpoch: now.getTime(),
      },
    });
    expect(event.headers.cookie).toBeUndefined();
    expect(event.body).toBeUndefined();
  });

  it("passes the caller's query string and adds no parameter of its own (routes refuse parameters they do not read)", () => {
    const match = matchRoute(ROUTES, 'GET', '/backtests');
    if (!match) throw new Error('no match');
    // The one query string the frontend sends (frontend/src/lib/api/get-saved-backtests.ts).
    const paged = buildApiEvent(request({ url: '/api/backtests?cursor=abc%3D' }), match, { sub: 'u1' });
    expect(paged.queryStringParameters).toEqual({ cursor: 'abc=' });
    expect(buildApiEvent(request({ url: '/api/backtests' }), match, { sub: 'u1' }).queryStringParameters).toBeUndefined();
  });

  it('keeps a JSON body as the exact text (Stripe signs the raw body) and base64-encodes binary', () => {
    const match = matchRoute(ROUTES, 'POST', '/stripe/webhook');
    if (!match) throw new Error('no match');
    const raw = '{"id": "evt_1",\n "type":"x"}';
    const json = buildApiEvent(request({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json; charset=utf-8' }, body: Buffer.from(raw) }), match, undefined);
    expect(json).toMatchObject({ body: raw, isBase64Encoded: false, rawQueryString: '' });
    expect(json.queryStringParameters).toBeUndefined();
    const bin = buildApiEvent(request({ method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: Buffer.from([0, 255]) }), match, undefined);
    expect(bin).toMatchObject({ body: 'AP8=', isBase64Encoded: true });
  });

  it('stringifies claims like API Gateway', () => {
    expect(stringifyClaims({ n: 1, b: false, s: 'x', a: ['p'] })).toEqual({ n: '1', b: 'false', s: 'x', a: '[p]' });
  });
});
