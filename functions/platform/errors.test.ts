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

  it("redacts a share link's token (32 base64url characters), and keeps UUIDs and trace ids", () => {
    const token = 'Abcdefghijklmnopqrstuvwxyz012_-9';
    const logged = describeCause(new Error(`ValidationException: key {"token":"${token}"} in request 0f8fad5b-d9cb-469f-a165-70867728950e, trace 1-5759e988-bd862e3fe1be46a994272793`)).error_message;
    expect(logged).not.toContain(token);
    expect(logged).toContain('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(logged).toContain('1-5759e988-bd862e3fe1be46a994272793');
  });
});
