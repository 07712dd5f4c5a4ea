import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes';

describe('route table', () => {
  it('guards every route with the JWT authorizer except the share read and the Stripe webhook', () => {
    const open = ROUTES.filter((r) => !r.auth).map((r) => `${r.method} ${r.path}`);
    expect(open).toEqual(['POST /shared', 'POST /stripe/webhook']);
  });

  it('throttles the public share read below the stage limit', () => {
    const read = ROUTES.find((r) => r.path === '/shared');
    expect(read?.throttle).toEqual({ rateLimit: 10, burstLimit: 20 });
    expect(ROUTES.filter((r) => r.throttle).map((r) => r.name)).toEqual(['GetSharedBacktest']);
  });

  it('puts no share token in any path: the read takes it in its body (no access log holds it)', () => {
    expect(ROUTES.filter((r) => /share/.test(r.path) && /\{token\}/.test(r.path))).toEqual([]);
    expect(ROUTES.find((r) => r.name === 'GetSharedBacktest')).toMatchObject({ method: 'POST', path: '/shared' });
  });

  it('declares each method and path once', () => {
    const keys = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
