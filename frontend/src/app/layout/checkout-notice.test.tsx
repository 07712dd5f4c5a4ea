import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { renderWithApp } from '../../test/providers';
import { CheckoutNotice } from './checkout-notice';

function Where() {
  const { pathname, search } = useLocation();
  return <span data-testid="where">{pathname + search}</span>;
}

describe('CheckoutNotice', () => {
  it('after a successful checkout: says so, refetches the status and drops the query', async () => {
    const refresh = vi.fn(async () => {});
    renderWithApp(
      <>
        <CheckoutNotice />
        <Where />
      </>,
      { path: '/backtest?checkout=success', refresh },
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Welcome to Pro! Your subscription is active');
    expect(refresh).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/backtest$/));
  });

  it('a new subscriber on the trial is told the 7-day free trial started, not that a subscription is active', async () => {
    renderWithApp(<CheckoutNotice />, { path: '/backtest?checkout=success', status: { trial: true, trial_end: 1795930139 } });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Welcome to Pro! Your 7-day free trial has started: unlimited backtests are unlocked.');
    expect(notice).not.toHaveTextContent('subscription is active');
  });

  it('shows nothing without the query', () => {
    renderWithApp(<CheckoutNotice />, { path: '/backtest' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
