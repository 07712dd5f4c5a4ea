import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuth, renderWithApp } from '../test/providers';
import { LandingRoute, SESSION_EXPIRED_NOTICE } from './landing-route';

describe('the landing page after a session expired mid-use', () => {
  it('opens Sign in at once and says why, and that the form is kept', async () => {
    renderWithApp(<LandingRoute />, { path: '/backtest/covered', auth: fakeAuth({ status: 'signedOut' }, { sessionExpired: true }) });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(SESSION_EXPIRED_NOTICE);
  });

  it('a visitor who just arrived gets the landing page, no dialog', () => {
    renderWithApp(<LandingRoute />, { path: '/landing', auth: fakeAuth({ status: 'signedOut' }) });
    expect(screen.getAllByRole('button', { name: 'Get Started' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
