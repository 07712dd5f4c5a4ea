import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { freeUserStatus, UserStatusSchema, type UserStatus } from '../../../../shared/contracts/user-status';
import { useUserStatusQuery } from '../api/get-user-status';
import { queryKeys } from '../api/query-keys';
import { useAuth } from '../auth/auth-context';
import { readStored, STORAGE_KEYS, writeStored } from '../storage';

export interface UserStatusContextValue {
  status: UserStatus;
  /** True once the status came from the server in this session (not from storage or defaults). */
  isFresh: boolean;
  /** Refetches the status (after a successful backtest, on opening the account menu). */
  refresh(): Promise<void>;
}

export const UserStatusContext = createContext<UserStatusContextValue | null>(null);

export function useUserStatus(): UserStatusContextValue {
  const value = useContext(UserStatusContext);
  if (!value) throw new Error('useUserStatus must be used inside <UserStatusProvider>');
  return value;
}

/** Free with 3 remaining: what a signed-out user is reset to (spec section 4). */
export function resetStoredUserStatus(): UserStatus {
  const free = freeUserStatus();
  writeStored(STORAGE_KEYS.userStatus, free);
  return free;
}

/**
 * The user's status (spec sections 3 and 4): kept in local storage, refetched on every auth
 * change, reset to free with 3 remaining on sign-out.
 */
export function UserStatusProvider({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const queryClient = useQueryClient();
  const signedIn = state.status === 'signedIn';
  const userId = state.status === 'signedIn' ? state.user.userId : null;
  const query = useUserStatusQuery(signedIn);

  // Auth change: drop what the previous user's session cached, then (signed in) refetch.
  const previousUser = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (state.status === 'loading' || previousUser.current === userId) return;
    const hadUser = previousUser.current !== undefined;
    previousUser.current = userId;
    if (!userId) {
      queryClient.removeQueries({ queryKey: queryKeys.userStatus() });
      queryClient.removeQueries({ queryKey: queryKeys.savedBacktests() });
      resetStoredUserStatus();
    } else if (hadUser) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.userStatus() });
    }
  }, [state.status, userId, queryClient]);

  useEffect(() => {
    if (query.data) writeStored(STORAGE_KEYS.userStatus, query.data);
  }, [query.data]);

  const refresh = useCallback(async () => {
    if (signedIn) await queryClient.invalidateQueries({ queryKey: queryKeys.userStatus() });
  }, [queryClient, signedIn]);

  const value = useMemo<UserStatusContextValue>(() => {
    const stored = readStored(STORAGE_KEYS.userStatus, UserStatusSchema);
    const status = signedIn ? (query.data ?? stored ?? freeUserStatus()) : freeUserStatus();
    return { status, isFresh: signedIn && query.isSuccess, refresh };
  }, [signedIn, query.data, query.isSuccess, refresh]);

  return <UserStatusContext.Provider value={value}>{children}</UserStatusContext.Provider>;
}
