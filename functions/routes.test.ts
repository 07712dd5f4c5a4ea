import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes';

describe('route table', () => {
  it('guards every route with the JWT authorizer except the Stripe webhook', () => {
    const open = ROUTES.filter((r) => !r.auth).map((r) => `${r.method} ${r.path}`);
    expect(open).toEqual(['POST /stripe/webhook']);
  });

  it('declares each method and path once', () => {
    const keys = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
