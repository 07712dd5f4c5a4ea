/** What an unexpected error may say in a log line (describeCause): nothing that is a secret or names a person. */
import { describe, expect, it } from 'vitest';
import { describeCause } from './errors';

describe('describeCause', () => {
  it('redacts Stripe keys, bearer tokens, email addresses and presigned URL signatures', () => {
    const message = [
      'Stripe: invalid key sk_live_abcdef123456',
      'token eyJhbGciOi.eyJzdWIiOi.c2ln',
      "Invalid email address: 'trader.one+x@example.co.uk'",
      'GET https://b.s3.amazonaws.com/saved-results/k.json?X-Amz-Credential=AKIA%2F20261202&X-Amz-Security-Token=IQoJb3&X-Amz-Signature=9f86d0&local-signature=ab12 failed',
    ].join('; ');
    const logged = describeCause(new Error(message)).error_message;
    for (const secret of ['sk_live_abcdef123456', 'eyJhbGciOi', 'trader.one', 'example.co.uk', 'AKIA', 'IQoJb3', '9f86d0', 'ab12']) expect(logged).not.toContain(secret);
    // What is not secret stays, so the line still says what failed.
    expect(logged).toContain('Invalid email address');
    expect(logged).toContain('/saved-results/k.json?');
  });
});
