import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes';

describe('route table', () => {
  it('guards every route with the JWT authorizer except the share read and the Stripe webhook', () => {
    const open = ROUTES.filter((r) => !r.auth).map((r) => `${r.method} ${r.path}`);
    expect(open).toEqual(['GET /shared/{token}', 'POST /stripe/webhook']);
  });

  it('throttles the public share read below the stage limit', () => {
    const read = ROUTES.find((r) => r.path === '/shared/{token}');
    expect(read?.throttle).toEqual({ rateLimit: 10, burstLimit: 20 });
    expect(ROUTES.filter((r) => r.throttle).map((r) => r.name)).toEqual(['GetSharedBacktest']);
  });

  it('declares each method and path once', () => {
    const keys = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
