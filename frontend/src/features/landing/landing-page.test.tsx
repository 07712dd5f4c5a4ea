import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LandingPage } from './landing-page';

describe('Landing page (spec sections 1 and 2)', () => {
  it('mentions the Sharpe ratio and the Pro price; Sign in and Get Started call their handlers', async () => {
    const onSignIn = vi.fn();
    const onGetStarted = vi.fn();
    render(<LandingPage signedIn={false} onSignIn={onSignIn} onGetStarted={onGetStarted} />);
    expect(screen.getAllByText(/Sharpe ratio/).length).toBeGreaterThan(0);
    expect(screen.getByText('$49.99')).toBeInTheDocument();
    expect(screen.getByText('$99.99').tagName).toBe('S');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(onGetStarted).toHaveBeenCalledTimes(1);
  });
});
