import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/providers';
import { ManageSubscriptionModal } from './manage-subscription-modal';
import { PaywallModal } from './paywall-modal';

// Other figures than the real ones: a screen that retypes '$49.99' or '7-day' instead of reading
// the shared constants (spec section 9, one source for every number) shows the wrong price here.
vi.mock('../../../../shared/domain/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../shared/domain/constants')>()),
  PRO_PRICE_USD: 59.99,
  TRIAL_DAYS: 14,
}));

describe('price and trial length come from shared/domain/constants', () => {
  it('Manage Subscription shows the constant price', () => {
    renderWithApp(<ManageSubscriptionModal onClose={() => {}} />, { status: { paid: true } });
    expect(screen.getByText('$59.99 per month')).toBeInTheDocument();
  });

  it('the paywall shows the constant trial length', () => {
    renderWithApp(<PaywallModal onClose={() => {}} />);
    expect(screen.getByText('Unlock unlimited backtests. 14-day free trial, cancel anytime.')).toBeInTheDocument();
  });
});
