import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../lib/auth/auth-context';
import type { RuntimeConfig } from '../lib/config';
import { PaywallProvider } from '../lib/paywall/paywall-context';
import { RuntimeConfigContext } from '../lib/runtime-config-context';
import { UserStatusProvider } from '../lib/user-status/user-status-context';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Router, server-state cache, identity, user status and paywall, in that order of dependency. */
export function AppProviders({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <RuntimeConfigContext.Provider value={config}>
      <BrowserRouter>
        <QueryClientProvider client={queryClient}>
          <AuthProvider config={config}>
            <UserStatusProvider>
              <PaywallProvider>{children}</PaywallProvider>
            </UserStatusProvider>
          </AuthProvider>
        </QueryClientProvider>
      </BrowserRouter>
    </RuntimeConfigContext.Provider>
  );
}
