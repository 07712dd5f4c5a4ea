import { describe, expect, it } from 'vitest';
import { billingFromEnv, parsePort } from './start-options';

describe('npm start options', () => {
  it('reads PORT, default 3000, and refuses a non-port in one line', () => {
    expect(parsePort(undefined)).toBe(3000);
    expect(parsePort('4000')).toBe(4000);
    expect(() => parsePort('80a')).toThrow('PORT must be a port number (0-65535), not "80a".');
    expect(() => parsePort('70000')).toThrow(/PORT must be a port number/);
  });

  it('uses local billing unless STRIPE_SECRET_KEY is set', () => {
    expect(billingFromEnv({})).toBeUndefined();
    expect(billingFromEnv({ STRIPE_SECRET_KEY: ' ' })).toBeUndefined();
  });

  it('uses real Stripe with a key and a webhook secret, and says how to get the secret when it is missing', () => {
    expect(billingFromEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_ID: 'price_1' })).toEqual({
      mode: 'stripe',
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      priceId: 'price_1',
    });
    expect(() => billingFromEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET is not: run `stripe listen/);
  });
});
