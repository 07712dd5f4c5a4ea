import { describe, expect, it } from 'vitest';
import { checkoutReturnUrl } from '../../shared/contracts/billing';
import { checkoutPageBody } from './local-checkout';

const cancelHref = (returnPath: string | undefined): string | undefined =>
  /<a href="([^"]*)">Cancel and return to the app<\/a>/.exec(checkoutPageBody({ session: 'cs_local_1', trial: true, returnPath, clientId: 'c' }))?.[1];

describe('local checkout page', () => {
  it('cancels back to the page checkout was started from, as Stripe\'s cancel_url does', () => {
    expect(cancelHref('/backtest/covered')).toBe('/backtest/covered?checkout=cancelled');
    // The same address the Stripe adapter gives Stripe (payment-gateway.ts), relative to this origin.
    expect(cancelHref('/saved')).toBe(checkoutReturnUrl('', '/saved', 'cancelled'));
  });

  it('cancels to the app\'s root for a session without a return path or with one that is not a path of this site', () => {
    expect(cancelHref(undefined)).toBe('/?checkout=cancelled');
    expect(cancelHref('//evil.example')).toBe('/?checkout=cancelled');
  });
});
