import { describe, expect, it } from 'vitest';
import { CheckoutAnswerSchema, CheckoutRequestSchema, RETURN_PATH_PATTERN, checkoutReturnUrl } from './index';
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
    for (const good of ['/', '/backtest/covered', '/saved/', '/a-b_c.d']) {
      expect(CheckoutRequestSchema.safeParse({ return_path: good }).success, good).toBe(true);
    }
    const bad = [
      'https://evil.example/', '//evil.example/x', 'backtest', '/a?b=1', '/\\evil.example', '/%2F%2Fevil.example', '/%5Cevil.example',
      // Dot and empty segments: '/.//evil.example' resolves to the path '//evil.example', another host
      // to whatever resolves that path again (the router's replace does).
      '/.//evil.example', '/..//evil.example', '/backtest//evil.example', '/./x', '/../x', '/\tevil', `/${'a'.repeat(201)}`,
    ];
    for (const path of bad) {
      expect(RETURN_PATH_PATTERN.test(path), path).toBe(false);
      expect(CheckoutRequestSchema.safeParse({ return_path: path }).success, path).toBe(false);
      expect(checkoutReturnUrl('https://app.example', path, 'success')).toBe('https://app.example/?checkout=success');
    }
  });
});
