import { describe, expect, it } from 'vitest';
import { CheckoutAnswerSchema } from './index';
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
