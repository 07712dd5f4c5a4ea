import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { freeUserStatus, type UserStatus } from '../../../shared/contracts/user-status';
import { AuthContext, type AuthContextValue } from '../lib/auth/auth-context';
import type { AuthState } from '../lib/auth/auth-types';
import { parseRuntimeConfig } from '../lib/config';
import { PaywallProvider } from '../lib/paywall/paywall-context';
import { RuntimeConfigContext } from '../lib/runtime-config-context';
import { UserStatusContext } from '../lib/user-status/user-status-context';

export const testConfig = parseRuntimeConfig({
  apiBaseUrl: '/api',
  cognito: { region: 'us-east-1', userPoolId: 'us-east-1_local', userPoolClientId: 'client' },
  googleSignIn: false,
  googleSignInDisabledReason: 'Google sign-in is off in local mode',
  billing: 'local',
});

export function fakeAuth(state: AuthState, overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    state,
    signIn: async () => 'signedIn',
    signUp: async () => 'signedIn',
    confirmSignUp: async () => 'signedIn',
    requestPasswordReset: async () => {},
    confirmPasswordReset: async () => {},
    signInWithGoogle: async () => {},
    signOut: async () => {},
    passwordPolicy: testConfig.passwordPolicy,
    refreshPasswordPolicy: async () => {},
    google: { enabled: false, reason: 'Google sign-in is off in local mode' },
    localMailboxUrl: null,
    sessionExpired: false,
    ...overrides,
  };
}

export const signedIn: AuthState = { status: 'signedIn', user: { userId: 'u1', email: 'trader@example.com' } };

interface Options {
  auth?: AuthContextValue;
  status?: Partial<UserStatus>;
  isFresh?: boolean;
  refresh?: () => Promise<void>;
  path?: string;
}

/** Renders `ui` inside the app's contexts with a fake identity and a given user status. */
export function renderWithApp(ui: ReactElement, options: Options = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const status = { ...freeUserStatus(), ...options.status };
  const wrap = (children: ReactNode) => (
    <RuntimeConfigContext.Provider value={testConfig}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <QueryClientProvider client={queryClient}>
          <AuthContext.Provider value={options.auth ?? fakeAuth(signedIn)}>
            <UserStatusContext.Provider value={{ status, isFresh: options.isFresh ?? true, refresh: options.refresh ?? (async () => {}) }}>
              <PaywallProvider>{children}</PaywallProvider>
            </UserStatusContext.Provider>
          </AuthContext.Provider>
        </QueryClientProvider>
      </MemoryRouter>
    </RuntimeConfigContext.Provider>
  );
  return { ...render(wrap(ui)), queryClient };
}
