import { describe, expect, it } from 'vitest';
import { CheckoutAnswerSchema, RETURN_PATH_PATTERN } from './index';
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

describe('checkout return path (kept by the browser, checked again on the way back)', () => {
  it('accepts a path of this site and nothing else', () => {
    for (const good of ['/', '/backtest/covered', '/saved/', '/a-b_c.d']) {
      expect(RETURN_PATH_PATTERN.test(good), good).toBe(true);
    }
    const bad = [
      'https://evil.example/', '//evil.example/x', 'backtest', '/a?b=1', '/\\evil.example', '/%2F%2Fevil.example', '/%5Cevil.example',
      // Dot and empty segments: '/.//evil.example' resolves to the path '//evil.example', another host
      // to whatever resolves that path again (the router's replace does).
      '/.//evil.example', '/..//evil.example', '/backtest//evil.example', '/./x', '/../x', '/\tevil', `/${'a'.repeat(201)}`,
    ];
    for (const path of bad) {
      expect(RETURN_PATH_PATTERN.test(path), path).toBe(false);
    }
  });
});
