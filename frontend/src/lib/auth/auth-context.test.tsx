import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '../api/http';
import { getIdToken } from '../api/token-source';
import type { RuntimeConfig } from '../config';
import { testConfig } from '../../test/providers';
import { AuthProvider, useAuth } from './auth-context';
import type { AuthService, AuthUser } from './auth-types';

function fakeService(initial: AuthUser | null) {
  let user = initial;
  const listeners = new Set<() => void>();
  const service: AuthService = {
    currentUser: async () => user,
    getIdToken: async () => (user ? `token-of-${user.userId}` : null),
    signIn: vi.fn(async (email: string) => {
      user = { userId: 'u1', email };
      return 'signedIn' as const;
    }),
    signUp: async () => 'confirmSignUp',
    confirmSignUp: async () => 'signedIn',
    requestPasswordReset: async () => {},
    confirmPasswordReset: async () => {},
    signInWithGoogle: async () => {},
    signOut: vi.fn(async () => {
      user = null;
    }),
    onChange: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  return { service, emitChange: () => listeners.forEach((l) => l()), setUser: (u: AuthUser | null) => (user = u) };
}

function Probe() {
  const auth = useAuth();
  return (
    <>
      <output data-testid="state">{auth.state.status === 'signedIn' ? `in:${auth.state.user.email}` : auth.state.status}</output>
      <output data-testid="min">{auth.passwordPolicy.minimumLength}</output>
      <output data-testid="expired">{auth.sessionExpired ? 'expired' : 'current'}</output>
      <button type="button" onClick={() => void auth.signIn('a@b.co', 'secret1')}>in</button>
      <button type="button" onClick={() => void auth.signOut()}>out</button>
      <button type="button" onClick={() => void auth.refreshPasswordPolicy()}>policy</button>
    </>
  );
}

/** The provider around the probe, with `service` as the identity service (and `fetchConfig` for /config.json). */
function renderProbe(service: AuthService, fetchConfig?: () => Promise<RuntimeConfig>) {
  render(
    <AuthProvider config={testConfig} loadService={async () => service} fetchConfig={fetchConfig}>
      <Probe />
    </AuthProvider>,
  );
}

/** Waits until the probe shows the auth state `text` ('signedOut', 'in:<email>'…). */
async function stateShows(text: string) {
  await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent(text));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AuthProvider', () => {
  it('is loading until the identity service answers, then signed out; sign-in and sign-out update it', async () => {
    const { service } = fakeService(null);
    renderProbe(service);
    expect(screen.getByTestId('state')).toHaveTextContent('loading');
    await stateShows('signedOut');
    await expect(getIdToken()).resolves.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'in' }));
    await stateShows('in:a@b.co');
    await expect(getIdToken()).resolves.toBe('token-of-u1');
    await userEvent.click(screen.getByRole('button', { name: 'out' }));
    await stateShows('signedOut');
  });

  it('a persisted session is signed in at start, and auth events from the service are followed', async () => {
    const fake = fakeService({ userId: 'u9', email: 'kept@example.com' });
    renderProbe(fake.service);
    await stateShows('in:kept@example.com');
    fake.setUser(null);
    act(() => fake.emitChange());
    await stateShows('signedOut');
  });

  it('a 401 mid-session signs out and says the session expired (it showed "Unauthorized" in a banner and stayed signed in)', async () => {
    const fake = fakeService({ userId: 'u9', email: 'kept@example.com' });
    renderProbe(fake.service);
    await stateShows('in:kept@example.com');
    expect(screen.getByTestId('expired')).toHaveTextContent('current');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'Unauthorized' }), { status: 401 })));
    await expect(apiCall('/backtest', { method: 'POST', body: {} })).rejects.toThrow('Unauthorized');
    await stateShows('signedOut');
    expect(screen.getByTestId('expired')).toHaveTextContent('expired');
    expect(fake.service.signOut).toHaveBeenCalledTimes(1);
    // Signed in again: no longer 'expired'.
    await userEvent.click(screen.getByRole('button', { name: 'in' }));
    await stateShows('in:a@b.co');
    expect(screen.getByTestId('expired')).toHaveTextContent('current');
  });

  it('a 401 with nobody signed in is no expired session', async () => {
    const fake = fakeService(null);
    renderProbe(fake.service);
    await stateShows('signedOut');
    await expect(apiCall('/backtests')).rejects.toThrow('User not authenticated');
    expect(screen.getByTestId('expired')).toHaveTextContent('current');
    expect(fake.service.signOut).not.toHaveBeenCalled();
  });

  it('refreshes the password policy from /config.json', async () => {
    const { service } = fakeService(null);
    const fetchConfig = vi.fn(async () => ({ ...testConfig, passwordPolicy: { ...testConfig.passwordPolicy, minimumLength: 10 } }));
    renderProbe(service, fetchConfig);
    expect(screen.getByTestId('min')).toHaveTextContent('6');
    await userEvent.click(screen.getByRole('button', { name: 'policy' }));
    await waitFor(() => expect(screen.getByTestId('min')).toHaveTextContent('10'));
  });
});
