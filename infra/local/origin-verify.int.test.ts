/**
 * Issue 17: a request that reaches a handler without CloudFront's origin header (a direct call
 * to the execute-api endpoint, around the edge web ACL) is refused 403 `{error}` by every route's
 * real handler before any work, on the local servers (dynalite, s3rver, a JWKS on loopback); with
 * the header the same request does its work. The local API server sets the header itself, as
 * CloudFront does, overwriting one a client sends.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signStripeEvent, type StripeEventShape } from '../../functions/billing/local-stripe-events';
import { handler as webhook } from '../../functions/billing/webhook.http';
import { deps } from '../../functions/platform/deps';
import { ORIGIN_REFUSED } from '../../functions/platform/origin-verify';
import { ROUTES } from '../../functions/routes';
import { closeServer, listenOnLoopback } from '../../functions/testing/local-aws';
import { startBackend, TEST_ORIGIN_SECRET, TEST_WEBHOOK_SECRET, type Backend, type Handler } from '../../functions/testing/backend-harness';
import { handler as getUserStatus } from '../../functions/users/get-user-status.http';
import { API_BASE, apiProxy } from './api-proxy';
import { cognitoAuthorizer } from './authorizer';
import { loadHandler } from './handlers';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({});
});
afterAll(() => backend.stop());

const refused = { status: 403, body: { error: ORIGIN_REFUSED } };

function pingEvent(id: string): StripeEventShape {
  return {
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'customer.subscription.updated',
    data: { object: { id: 'sub_origin', object: 'subscription', customer: 'cus_nobody', status: 'active' } },
  };
}

describe('origin verification on every API route', () => {
  it('refuses every route of the route table without the header, even with a valid token', async () => {
    for (const route of ROUTES) {
      const handler = (await loadHandler(route.entry)) as Handler;
      const answer = await backend.call(handler, { method: route.method, path: route.path, user: 'origin-user', body: {}, bypassCloudFront: true });
      expect(answer, `${route.method} ${route.path}`).toMatchObject(refused);
    }
    // Nothing was done on the way: GetUserStatus would have created the user.
    expect(await deps().users.get('origin-user')).toBeUndefined();
  });

  it('refuses a wrong header and serves the right one (the user is created only then)', async () => {
    const wrong = await backend.call(getUserStatus, { method: 'GET', path: '/getuserstatus', user: 'origin-user-2', originHeader: `${TEST_ORIGIN_SECRET}x` });
    expect(wrong).toMatchObject(refused);
    expect(await deps().users.get('origin-user-2')).toBeUndefined();
    const right = await backend.call(getUserStatus, { method: 'GET', path: '/getuserstatus', user: 'origin-user-2' });
    expect(right).toMatchObject({ status: 200, body: { paid: false, free_backtests_remaining: 3 } });
    expect(await deps().users.get('origin-user-2')).toBeDefined();
  });

  it('refuses a correctly signed Stripe event sent around CloudFront, and records it only through CloudFront', async () => {
    const { body, signature } = signStripeEvent(pingEvent('evt_origin_check'), TEST_WEBHOOK_SECRET);
    const send = (bypassCloudFront: boolean) =>
      backend.call(webhook, { method: 'POST', path: '/stripe/webhook', headers: { 'stripe-signature': signature }, rawBody: body, bypassCloudFront });
    expect(await send(true)).toMatchObject(refused);
    const first = await send(false);
    expect(first).toMatchObject({ status: 200, body: { received: true } });
    expect(first.body).not.toMatchObject({ outcome: 'duplicate' }); // the bypassed delivery recorded nothing
    expect(await send(false)).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
  });
});

describe('the local API server sets the origin header, as CloudFront does', () => {
  let server: Server;
  let base = '';
  const start = async (originSecret: string) => {
    const { issuer, jwksUri, clientId } = backend.identity;
    server = createServer(apiProxy(ROUTES, cognitoAuthorizer({ issuer, jwksUri, clientId }), originSecret));
    base = `${await listenOnLoopback(server)}${API_BASE}`;
  };
  afterAll(() => closeServer(server));

  it('serves a client that sends no header or a forged one, and a server with another value is refused', async () => {
    await start(TEST_ORIGIN_SECRET);
    const get = (headers: Record<string, string>) =>
      fetch(`${base}/getuserstatus`, { headers: { authorization: `Bearer ${backend.identity.idToken('origin-user-3')}`, ...headers } });
    expect((await get({})).status).toBe(200);
    expect((await get({ 'x-origin-verify': 'forged' })).status).toBe(200);
    await closeServer(server);
    await start('another-value');
    const answer = await get({ 'x-origin-verify': TEST_ORIGIN_SECRET });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ error: ORIGIN_REFUSED });
  });
});
