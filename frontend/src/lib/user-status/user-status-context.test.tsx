import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../auth/auth-context';
import type { AuthState } from '../auth/auth-types';
import { STORAGE_KEYS } from '../storage';
import { fakeBackend } from '../../test/fake-api';
import { fakeAuth } from '../../test/providers';
import { UserStatusProvider, useUserStatus } from './user-status-context';

function Show() {
  const { status, isFresh } = useUserStatus();
  return (
    <output data-testid="status">
      {JSON.stringify(status)}|{String(isFresh)}
    </output>
  );
}

const paidStatus = { paid: true, trial: false, trial_end: null, cancel: false, free_backtests_remaining: 0 };

function setup(initial: AuthState) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (state: AuthState) => (
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={fakeAuth(state)}>
        <UserStatusProvider>
          <Show />
        </UserStatusProvider>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
  const view = render(ui(initial));
  return { rerenderWith: (state: AuthState) => view.rerender(ui(state)) };
}

const user = (id: string): AuthState => ({ status: 'signedIn', user: { userId: id, email: `${id}@example.com` } });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('UserStatusProvider (spec sections 3 and 4)', () => {
  it('fetches the status when signed in and keeps it in local storage', async () => {
    fakeBackend(() => ({ status: 200, body: paidStatus }));
    setup(user('u1'));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('"paid":true'));
    expect(screen.getByTestId('status')).toHaveTextContent('|true');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userStatus) ?? '{}')).toEqual(paidStatus);
  });

  it('refetches on auth change and resets to free with 3 remaining on sign-out', async () => {
    const { calls } = fakeBackend(() => ({ status: 200, body: paidStatus }));
    const { rerenderWith } = setup(user('u1'));
    await waitFor(() => expect(calls).toHaveLength(1));
    rerenderWith(user('u2'));
    await waitFor(() => expect(calls).toHaveLength(2));
    rerenderWith({ status: 'signedOut' });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('"free_backtests_remaining":3'));
    expect(screen.getByTestId('status')).toHaveTextContent('"paid":false');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userStatus) ?? '{}')).toMatchObject({ paid: false, free_backtests_remaining: 3 });
  });

  it('shows the stored status until the server answers', async () => {
    localStorage.setItem(STORAGE_KEYS.userStatus, JSON.stringify({ ...paidStatus, paid: false, free_backtests_remaining: 1 }));
    fakeBackend(() => new Promise(() => {}));
    setup(user('u1'));
    expect(screen.getByTestId('status')).toHaveTextContent('"free_backtests_remaining":1');
    expect(screen.getByTestId('status')).toHaveTextContent('|false');
  });
});
