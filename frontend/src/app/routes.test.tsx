import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { fakeBackend } from '../test/fake-api';
import { standardResult } from '../features/backtest/test/fixtures';
import { STORAGE_KEYS } from '../lib/storage';
import { fakeAuth, renderWithApp, signedIn } from '../test/providers';
import { AppRoutes } from './routes';

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** The splash's 1 s minimum is tested on its own below; elsewhere it is shortened. */
function renderAt(path: string, auth = fakeAuth(signedIn), splashMs = 10) {
  fakeBackend(() => ({ status: 200, body: { backtests: [] } }));
  return renderWithApp(
    <>
      <AppRoutes splashMs={splashMs} />
      <Where />
    </>,
    { path, auth },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('route guards (spec section 2)', () => {
  it.each(['/', '/backtest', '/backtest/covered', '/saved', '/no/such/page', '/landing'])('signed out, %s shows the landing page', async (path) => {
    renderAt(path, fakeAuth({ status: 'signedOut' }));
    expect(await screen.findByRole('button', { name: 'Get Started' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('Sign in from /landing goes on to /backtest; from another path the path is kept', async () => {
    const signIn = vi.fn(async () => 'signedIn' as const);
    renderAt('/landing', fakeAuth({ status: 'signedOut' }, { signIn }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await userEvent.type(screen.getByLabelText('Email'), 'trader@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/backtest$/));
    expect(signIn).toHaveBeenCalledWith('trader@example.com', 'secret1');
  });

  it.each(['/', '/nowhere', '/backtest/unknown/deeper'])('signed in, %s redirects to /backtest', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Choose a strategy type' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/backtest$/);
  });

  it('the checkout return (/?checkout=...) goes on to the page kept when checkout started, with the notice, and forgets it', async () => {
    sessionStorage.setItem('obt.checkout-return', '/saved');
    renderAt('/?checkout=success');
    expect(await screen.findByText(/Welcome to Pro!/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/saved$/);
    expect(sessionStorage.getItem('obt.checkout-return')).toBeNull();
  });

  it('the checkout return brings back the backtest that was on screen: read by its job id, nothing run', async () => {
    sessionStorage.setItem('obt.checkout-return', '/backtest/spreads');
    const ranForm = { name: 'Kept Condor', ticker: 'QQQ', start_date: '2024-01-02', end_date: '2024-06-28' };
    sessionStorage.setItem('obt.checkout-run', JSON.stringify({ mode: 'spreads', jobId: 'job-7', userId: 'u1', ranForm, saved: null }));
    localStorage.setItem(STORAGE_KEYS.paywallShown.spreads, 'true');
    const free = { paid: false, trial: false, trial_end: null, cancel: false, free_backtests_remaining: 2 };
    const { calls } = fakeBackend((call) =>
      call.url === '/api/jobs/job-7' ? { status: 200, body: { job_status: 'finished', result: { result: standardResult({ total_pnl: 321 }) } } } : { status: 200, body: free },
    );
    renderWithApp(<><AppRoutes splashMs={10} /><Where /></>, { path: '/?checkout=cancelled', auth: fakeAuth(signedIn) });
    expect(await screen.findByRole('heading', { name: 'Trade Log' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/backtest\/spreads$/);
    expect(screen.getByLabelText('Results')).toHaveTextContent('+$321.00');
    expect(screen.getByText(/Checkout was cancelled/)).toBeInTheDocument();
    expect(sessionStorage.getItem('obt.checkout-run')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(calls.filter((c) => c.url === '/api/jobs/job-7')).toHaveLength(1);
    localStorage.clear();
  });

  it.each(['/.//evil.example', '//evil.example', 'https://evil.example/'])('a kept return path %s that is no path of this site is ignored: /backtest, with the notice', async (kept) => {
    sessionStorage.setItem('obt.checkout-return', kept);
    renderAt('/?checkout=cancelled');
    expect(await screen.findByText(/Checkout was cancelled/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/backtest$/);
  });

  it('signed in, /backtest offers Covered Strategies (Income) and Spreads (Advanced)', async () => {
    renderAt('/backtest');
    // Each link is named by the words it shows (no aria-label of other words: WCAG 2.5.3).
    const picker = within(await screen.findByRole('region', { name: 'Choose a strategy type' }, { timeout: 3000 }));
    const covered = picker.getByRole('link', { name: 'Covered Strategies' });
    expect(covered).toHaveAttribute('href', '/backtest/covered');
    expect(covered).not.toHaveAttribute('aria-label');
    expect(within(covered.closest('article') as HTMLElement).getByText('Income')).toBeInTheDocument();
    const spreads = picker.getByRole('link', { name: 'Spreads' });
    expect(spreads).toHaveAttribute('href', '/backtest/spreads');
    expect(within(spreads.closest('article') as HTMLElement).getByText('Advanced')).toBeInTheDocument();
  });

  it('signed in, /saved shows the saved screen inside the dashboard frame', async () => {
    renderAt('/saved');
    expect(await screen.findByText('No saved backtests yet', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it.each([
    ['/backtest/covered', 'covered'],
    ['/backtest/spreads', 'spreads'],
  ])('signed in, %s renders the builder and auto-shows the paywall once to a free user', async (path, mode) => {
    localStorage.clear();
    renderAt(path);
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Pro' }, { timeout: 5000 })).toBeInTheDocument();
    expect(localStorage.getItem(`obt.paywall-shown.${mode}`)).toBe('true');
    expect(screen.getAllByRole('button', { name: /Run Backtest/ }).length).toBeGreaterThan(0);
  });

  it('the splash shows until the auth state is known and at least 1 second has passed', async () => {
    vi.useFakeTimers();
    try {
      renderAt('/backtest', fakeAuth({ status: 'loading' }), 1000);
      expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(5000);
      expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the splash stays for 1 second even when the auth state is known at once', async () => {
    vi.useFakeTimers();
    try {
      renderAt('/landing', fakeAuth({ status: 'signedOut' }), 1000);
      expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(999);
      expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('button', { name: 'Get Started' }, { timeout: 3000 })).toBeInTheDocument();
  });

  it.each([
    ['/saved', 'Saved Backtests', 'No saved backtests yet'],
    ['/saved/compare?ids=a,b', 'Compare Backtests', /Choose 2 to 4 saved backtests/],
  ])('signed in, %s names the page once: the header title, not again as the page heading', async (path, title, loaded) => {
    renderAt(path);
    await screen.findByText(loaded, {}, { timeout: 3000 });
    expect(screen.getAllByRole('heading', { name: title })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
    expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
  });
});

describe('share links (issue 18): the token in the fragment, old path links still open', () => {
  const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';
  const shared = { name: 'Old link run', strategy: { legs: [] }, results: {}, created_at: '2026-11-20T10:00:00Z', shared_at: '2026-11-25T10:00:00Z' };

  function Address() {
    const { pathname, search, hash } = useLocation();
    return <output data-testid="address">{`${pathname}${search}${hash}`}</output>;
  }

  it.each([['signed out', fakeAuth({ status: 'signedOut' })], ['signed in', fakeAuth(signedIn)]])('%s, an old /share/<token> link opens the backtest at /share#<token>, read by POST with the token in the body', async (_who, auth) => {
    const { calls } = fakeBackend(() => ({ status: 200, body: shared }));
    renderWithApp(
      <>
        <AppRoutes splashMs={10} />
        <Address />
      </>,
      { path: `/share/${TOKEN}`, auth },
    );
    expect(await screen.findByRole('heading', { name: 'Old link run' }, { timeout: 3000 })).toBeInTheDocument();
    // The entry was replaced: the token left the path (and so every later Referer and the history).
    expect(screen.getByTestId('address')).toHaveTextContent(`/share#${TOKEN}`);
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', url: '/api/shared', body: { token: TOKEN } })]);
  });
});
