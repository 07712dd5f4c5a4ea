import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getIdToken } from '../api/token-source';
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
      <button type="button" onClick={() => void auth.signIn('a@b.co', 'secret1')}>in</button>
      <button type="button" onClick={() => void auth.signOut()}>out</button>
      <button type="button" onClick={() => void auth.refreshPasswordPolicy()}>policy</button>
    </>
  );
}

describe('AuthProvider', () => {
  it('is loading until the identity service answers, then signed out; sign-in and sign-out update it', async () => {
    const { service } = fakeService(null);
    render(
      <AuthProvider config={testConfig} loadService={async () => service}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByTestId('state')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('signedOut'));
    await expect(getIdToken()).resolves.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'in' }));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('in:a@b.co'));
    await expect(getIdToken()).resolves.toBe('token-of-u1');
    await userEvent.click(screen.getByRole('button', { name: 'out' }));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('signedOut'));
  });

  it('a persisted session is signed in at start, and auth events from the service are followed', async () => {
    const fake = fakeService({ userId: 'u9', email: 'kept@example.com' });
    render(
      <AuthProvider config={testConfig} loadService={async () => fake.service}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('in:kept@example.com'));
    fake.setUser(null);
    act(() => fake.emitChange());
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('signedOut'));
  });

  it('refreshes the password policy from /config.json', async () => {
    const { service } = fakeService(null);
    const fetchConfig = vi.fn(async () => ({ ...testConfig, passwordPolicy: { ...testConfig.passwordPolicy, minimumLength: 10 } }));
    render(
      <AuthProvider config={testConfig} loadService={async () => service} fetchConfig={fetchConfig}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByTestId('min')).toHaveTextContent('6');
    await userEvent.click(screen.getByRole('button', { name: 'policy' }));
    await waitFor(() => expect(screen.getByTestId('min')).toHaveTextContent('10'));
  });
});
