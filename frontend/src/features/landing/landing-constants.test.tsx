import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LandingPage } from './landing-page';

// Another trial length than the real one: retyping '7-day' instead of reading the shared
// constant (spec section 9) shows the wrong figure here.
vi.mock('../../../../shared/domain/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../shared/domain/constants')>()),
  TRIAL_DAYS: 14,
}));

describe('landing page pricing', () => {
  it('shows the trial length from shared/domain/constants', () => {
    render(<LandingPage signedIn={false} onSignIn={() => {}} onGetStarted={() => {}} />);
    expect(screen.getByText(/14-day free trial\./)).toBeInTheDocument();
  });
});

describe('landing page Pro features', () => {
  it('lists every feature the paywall offers, parameter sweeps and share links too', () => {
    render(<LandingPage signedIn={false} onSignIn={() => {}} onGetStarted={() => {}} />);
    expect(screen.getByText(/^Unlimited backtests, covered calls and spreads, performance analytics, full trade logs and charts, parameter sweeps and read-only share links\. 14-day free trial\.$/)).toBeInTheDocument();
  });
});
