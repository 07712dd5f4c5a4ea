import { describe, expect, it } from 'vitest';
import { CheckoutAnswerSchema, CheckoutRequestSchema, checkoutReturnUrl } from './index';
import { expectParsed, expectRejected } from './test-support/expect-issue';

describe('CheckoutAnswerSchema', () => {
  it('reads the checkout url', () => {
    const url = 'https://checkout.stripe.com/c/pay/cs_test_1';
    expect(expectParsed(CheckoutAnswerSchema, { url, extra: 1 })).toEqual({ url });
  });

  it.each([
    [{}, 'url is required'],
    [{ url: '' }, 'url is required'],
    [{ url: 42 }, 'url must be a string'],
  ])('rejects %j', (input, message) => {
    expectRejected(CheckoutAnswerSchema, input, message);
  });
});

describe('checkout return path', () => {
  it('returns to the page checkout was started from, keeping the outcome for the notice', () => {
    expect(checkoutReturnUrl('https://app.example', '/backtest/covered', 'success')).toBe('https://app.example/backtest/covered?checkout=success');
    expect(checkoutReturnUrl('https://app.example', undefined, 'cancelled')).toBe('https://app.example/?checkout=cancelled');
  });

  it('refuses anything but a same-origin path', () => {
    expect(expectParsed(CheckoutRequestSchema, { return_path: '/saved' })).toEqual({ return_path: '/saved' });
    for (const bad of ['https://evil.example/', '//evil.example/x', 'backtest', '/a?b=1', '/\\evil.example']) {
      expect(CheckoutRequestSchema.safeParse({ return_path: bad }).success).toBe(false);
      expect(checkoutReturnUrl('https://app.example', bad, 'success')).toBe('https://app.example/?checkout=success');
    }
  });
});
