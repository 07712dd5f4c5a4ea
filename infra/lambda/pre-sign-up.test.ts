import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler } from './pre-sign-up';

const event = (attributes: Record<string, string>) =>
  ({
    request: { userAttributes: attributes },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  }) as unknown as PreSignUpTriggerEvent;

describe('pre-sign-up trigger', () => {
  it('confirms the user and verifies the email', async () => {
    const out = await handler(event({ email: 'a@example.com' }));
    expect(out.response.autoConfirmUser).toBe(true);
    expect(out.response.autoVerifyEmail).toBe(true);
  });

  it('does not claim a verified email when there is none', async () => {
    const out = await handler(event({}));
    expect(out.response.autoConfirmUser).toBe(true);
    expect(out.response.autoVerifyEmail).toBe(false);
  });
});
