/**
 * Every route of the route table, called as its Lambda (behind the authorizer, but checking the
 * token itself: defence in depth, http.ts authedRoute): a guarded route refuses a missing or bad
 * token with 401 before reading anything, even with forged authorizer claims in the event; the two
 * public routes (the share read, the Stripe webhook) are the only ones that answer without a token,
 * and each refuses what it does not authenticate by other means.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { USER_NOT_AUTHENTICATED } from '../../shared/domain/messages';
import { ROUTES, type RouteDef } from '../routes';
import { signStripeEvent, type StripeEventShape } from '../billing/local-stripe-events';
import { startBackend, TEST_ORIGIN_SECRET, TEST_WEBHOOK_SECRET, type Backend, type Handler } from '../testing/backend-harness';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({});
});
afterAll(() => backend.stop());

const ID = '00000000-0000-4000-8000-000000000000';

async function handlerOf(route: RouteDef): Promise<Handler> {
  // The entry is the route table's repo-relative module path (the same module the Lambda bundles).
  const mod = (await import(/* @vite-ignore */ `../../${route.entry}`)) as { handler: Handler };
  return mod.handler;
}

/** The route called with its path parameters filled in, an empty JSON body on POST. */
async function callRoute(route: RouteDef, auth: { token?: string; claims?: Record<string, string> }) {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  return backend.call(await handlerOf(route), {
    method: route.method,
    path: route.path.replace(/\{\w+\}/g, ID),
    routeKey: `${route.method} ${route.path}`,
    pathParameters: names.length ? Object.fromEntries(names.map((n) => [n, ID])) : undefined,
    body: route.method === 'POST' ? {} : undefined,
    ...auth,
  });
}

const guarded = ROUTES.filter((r) => r.auth);
const publicRoutes = ROUTES.filter((r) => !r.auth);

describe('guarded routes (every route but the share read and the Stripe webhook)', () => {
  it('are every route but those two', () => {
    expect(publicRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(['POST /shared', 'POST /stripe/webhook']);
    expect(guarded.length).toBe(ROUTES.length - 2);
  });

  it.each([
    ['no token', () => ({})],
    ['a token that is not a JWT', () => ({ token: 'not-a-token' })],
    ['a token signed by another key', () => ({ token: backend.identity.idToken('u-attacker', {}, 'untrusted') })],
    ['an expired token', () => ({ token: backend.identity.idToken('u-attacker', { exp: Math.floor(Date.now() / 1000) - 60 }) })],
    ['no token but forged authorizer claims in the event', () => ({ claims: { sub: 'u-victim', token_use: 'id' } })],
  ])('answer 401 to %s, each of them', async (_what, auth) => {
    for (const route of guarded) {
      const answer = await callRoute(route, auth());
      expect({ route: `${route.method} ${route.path}`, status: answer.status, body: answer.body }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
        body: { error: USER_NOT_AUTHENTICATED },
      });
    }
  });
});

describe('the public routes authenticate by other means', () => {
  it('POST /shared without a token: a token nobody shared is the same 404 as any other', async () => {
    const route = publicRoutes.find((r) => r.path === '/shared');
    if (!route) throw new Error('no share read route');
    const answer = await backend.call(await handlerOf(route), { method: 'POST', path: '/shared', body: { token: 'A'.repeat(32) } });
    expect(answer.status).toBe(404);
  });

  it('POST /stripe/webhook without a valid Stripe signature: refused; no log line holds the signing secret or the origin value', async () => {
    const route = publicRoutes.find((r) => r.path === '/stripe/webhook');
    if (!route) throw new Error('no webhook route');
    const lines: string[] = [];
    for (const level of ['log', 'info', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
    try {
      const event: StripeEventShape = {
        id: 'evt_forged', object: 'event', api_version: '2025-01-27', created: Math.floor(Date.now() / 1000), livemode: false, pending_webhooks: 0,
        request: { id: null, idempotency_key: null }, type: 'checkout.session.completed', data: { object: { client_reference_id: 'u-victim' } },
      };
      const handler = await handlerOf(route);
      const unsigned = await backend.call(handler, { method: 'POST', path: '/stripe/webhook', body: event });
      const forged = signStripeEvent(event, 'whsec_guessed_by_an_attacker');
      const wrongKey = await backend.call(handler, { method: 'POST', path: '/stripe/webhook', rawBody: forged.body, headers: { 'stripe-signature': forged.signature } });
      for (const answer of [unsigned, wrongKey]) {
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }
      // The refusal is logged (finance sees it), without either secret.
      expect(lines.join('\n')).toContain('stripe webhook rejected');
      for (const secret of [TEST_WEBHOOK_SECRET, TEST_ORIGIN_SECRET]) expect(lines.join('\n')).not.toContain(secret);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
