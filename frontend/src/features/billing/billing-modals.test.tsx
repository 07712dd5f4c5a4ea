import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../test/fake-api';
import { renderWithApp } from '../../test/providers';
import { ManageSubscriptionModal, planBadge } from './manage-subscription-modal';
import { PaywallModal } from './paywall-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Paywall modal (spec sections 2, 8 and 9)', () => {
  it('shows $49.99, the struck $99.99, 50% OFF and the Pro features', () => {
    renderWithApp(<PaywallModal onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Why this is Pro' })).not.toBeInTheDocument();
    expect(screen.getByText('$49.99')).toBeInTheDocument();
    expect(screen.getByText('$99.99').tagName).toBe('S');
    expect(screen.getByText('50% OFF')).toBeInTheDocument();
    // The spec's four, then the Pro-only features added since (the server answers 402 to others): sweeps and share links.
    const list = screen.getByRole('list', { name: 'Pro features' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent?.replace('✓', '').trim())).toEqual([
      'Unlimited backtests', 'Covered calls and spreads', 'Performance analytics', 'Full trade logs and charts', 'Parameter sweeps', 'Read-only share links',
    ]);
  });

  it('says why it opened above the price when given a reason, and nothing extra without one', () => {
    renderWithApp(<PaywallModal onClose={() => {}} reason="Share links are part of Pro. Upgrade to share a read-only link to this backtest." />);
    expect(screen.getByRole('note', { name: 'Why this is Pro' })).toHaveTextContent('Share links are part of Pro.');
  });

  it('Upgrade posts to /stripe/checkout and navigates to the returned url', async () => {
    const { calls } = fakeBackend(() => ({ status: 200, body: { url: 'http://localhost:3000/local-checkout/cs_1' } }));
    const navigate = vi.fn();
    renderWithApp(<PaywallModal onClose={() => {}} navigate={navigate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('http://localhost:3000/local-checkout/cs_1'));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/stripe/checkout' });
  });

  it("a checkout failure alerts the message, or 'Failed to start checkout'", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    fakeBackend(() => ({ status: 500, body: { error: 'Stripe is unreachable' } }));
    renderWithApp(<PaywallModal onClose={() => {}} navigate={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Stripe is unreachable'));
    alert.mockClear();
    renderWithApp(<PaywallModal onClose={() => {}} navigate={() => {}} checkout={() => Promise.reject(new Error(''))} />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Upgrade' })[1]!);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to start checkout'));
  });

  it('offers no checkout to users already paid or on trial (spec section 6)', () => {
    renderWithApp(<PaywallModal onClose={() => {}} />, { status: { trial: true } });
    expect(screen.queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument();
    expect(screen.getByText('You already have Pro.')).toBeInTheDocument();
  });

  it('the overlay and the close button close it', async () => {
    const onClose = vi.fn();
    renderWithApp(<PaywallModal onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.pointer({ keys: '[MouseLeft]', target: screen.getByTestId('modal-overlay') });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('Manage Subscription modal (spec sections 2, 6, 8 and 9)', () => {
  it('badge: ACTIVE if paid, TRIAL if on trial, otherwise FREE', () => {
    expect(planBadge({ paid: true, trial: false })).toBe('ACTIVE');
    expect(planBadge({ paid: false, trial: true })).toBe('TRIAL');
    expect(planBadge({ paid: false, trial: false })).toBe('FREE');
    renderWithApp(<ManageSubscriptionModal onClose={() => {}} />, { status: { trial: true, trial_end: 1_767_225_600 } });
    expect(screen.getByTestId('plan-badge')).toHaveTextContent('TRIAL');
  });

  it("dates the trial's end as the app dates a saved backtest, whatever the browser's language", () => {
    // A browser in German: a date read in its own locale would say '9. Dez. 2025'.
    const toLocale = Date.prototype.toLocaleDateString;
    vi.spyOn(Date.prototype, 'toLocaleDateString').mockImplementation(function (this: Date, locales, options) {
      return toLocale.call(this, locales ?? 'de-DE', options);
    });
    // 2025-12-09 12:00 UTC: the same day in any time zone a test runs in.
    renderWithApp(<ManageSubscriptionModal onClose={() => {}} />, { status: { trial: true, trial_end: 1_765_281_600 } });
    expect(screen.getByText('Trial ends on Dec 9, 2025.')).toBeInTheDocument();
  });

  it('cancel asks with the spec text, posts /stripe/cancel, alerts the success text and hides the button', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { calls } = fakeBackend(() => ({ status: 200, body: { ok: true } }));
    renderWithApp(<ManageSubscriptionModal onClose={() => {}} />, { status: { paid: true } });
    expect(screen.getByTestId('plan-badge')).toHaveTextContent('ACTIVE');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to cancel your subscription? Your access will continue until the end of the billing period.');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Cancellation scheduled. Your subscription will end at the current period.'));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('POST /api/stripe/cancel');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('declining the confirm does nothing', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { calls } = fakeBackend(() => ({ status: 200, body: {} }));
    renderWithApp(<ManageSubscriptionModal onClose={() => {}} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(calls).toHaveLength(0);
  });

  it("a cancel failure alerts the message or 'Failed to cancel subscription: {status}'", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    fakeBackend(() => ({ status: 500 }));
    renderWithApp(<ManageSubscriptionModal onClose={() => {}} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to cancel subscription: 500'));
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });

  it('cancel is hidden once already cancelled', () => {
    renderWithApp(<ManageSubscriptionModal onClose={() => {}} />, { status: { paid: true, cancel: true } });
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(screen.getByText(/Cancellation scheduled/)).toBeInTheDocument();
  });
});
