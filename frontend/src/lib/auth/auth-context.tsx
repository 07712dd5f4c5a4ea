import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { onSessionExpired } from '../api/session-expiry';
import { setTokenSource } from '../api/token-source';
import { fetchRuntimeConfig, type PasswordPolicy, type RuntimeConfig } from '../config';
import { loadChunk } from '../lazy-chunk';
import type { AuthService, AuthState } from './auth-types';

/** The identity service's actions the app calls through the context (which follows their outcome into `state`). */
type AuthActions = Pick<
  AuthService,
  'signIn' | 'signUp' | 'confirmSignUp' | 'requestPasswordReset' | 'confirmPasswordReset' | 'signInWithGoogle' | 'signOut'
>;

export interface AuthContextValue extends AuthActions {
  state: AuthState;
  passwordPolicy: PasswordPolicy;
  /** Refetches the policy the server enforces (after a password-policy error). */
  refreshPasswordPolicy(): Promise<void>;
  /** Google sign-in: enabled, or off with the reason shown. */
  google: { enabled: boolean; reason: string | null };
  /** Local runtime only: the page showing the codes the local user pool 'emailed'. */
  localMailboxUrl: string | null;
  /** Signed out because the session ended mid-use (a 401): the landing page asks to sign in again. */
  sessionExpired: boolean;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

const loadAmplifyService = async (config: RuntimeConfig): Promise<AuthService> =>
  (await loadChunk(() => import('./amplify-auth'))).createAmplifyAuthService(config);

interface AuthProviderProps {
  config: RuntimeConfig;
  children: ReactNode;
  /** Tests inject a fake identity service; the app loads Amplify lazily. */
  loadService?: (config: RuntimeConfig) => Promise<AuthService>;
  fetchConfig?: () => Promise<RuntimeConfig>;
}

export function AuthProvider({ config, children, loadService = loadAmplifyService, fetchConfig = fetchRuntimeConfig }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const [passwordPolicy, setPasswordPolicy] = useState(config.passwordPolicy);
  const google = useMemo(
    () => ({ enabled: config.googleSignIn, reason: config.googleSignIn ? null : config.googleSignInDisabledReason }),
    [config.googleSignIn, config.googleSignInDisabledReason],
  );
  const serviceRef = useRef<Promise<AuthService> | null>(null);
  if (!serviceRef.current) serviceRef.current = loadService(config);
  const [sessionExpired, setSessionExpired] = useState(false);
  const signedInRef = useRef(false);
  signedInRef.current = state.status === 'signedIn';
  useEffect(() => {
    if (state.status === 'signedIn') setSessionExpired(false);
  }, [state.status]);

  // A 401 mid-session: sign out (the stale tokens go) and say why. Ignored when nobody is signed in.
  useEffect(() => onSessionExpired(() => {
    if (!signedInRef.current) return;
    signedInRef.current = false;
    setSessionExpired(true);
    setState({ status: 'signedOut' });
    void serviceRef.current?.then((service) => service.signOut()).catch(() => undefined);
  }), []);

  const refreshUser = useCallback(async (service: AuthService) => {
    const user = await service.currentUser();
    setState(user ? { status: 'signedIn', user } : { status: 'signedOut' });
  }, []);

  useEffect(() => {
    let unsubscribe = () => {};
    let active = true;
    const servicePromise = serviceRef.current;
    if (!servicePromise) return;
    servicePromise
      .then((service) => {
        if (!active) return;
        setTokenSource(() => service.getIdToken());
        unsubscribe = service.onChange(() => void refreshUser(service));
        return refreshUser(service);
      })
      .catch(() => active && setState({ status: 'signedOut' }));
    return () => {
      active = false;
      unsubscribe();
    };
  }, [refreshUser]);

  const withService = useCallback(async <T,>(run: (service: AuthService) => Promise<T>): Promise<T> => {
    const service = await (serviceRef.current ?? Promise.reject(new Error('Sign-in is unavailable')));
    const result = await run(service);
    await refreshUser(service);
    return result;
  }, [refreshUser]);

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      signIn: (email, password) => withService((s) => s.signIn(email, password)),
      signUp: (email, password) => withService((s) => s.signUp(email, password)),
      confirmSignUp: (email, code, password) => withService((s) => s.confirmSignUp(email, code, password)),
      requestPasswordReset: (email) => withService((s) => s.requestPasswordReset(email)),
      confirmPasswordReset: (email, code, newPassword) => withService((s) => s.confirmPasswordReset(email, code, newPassword)),
      signInWithGoogle: () => withService((s) => s.signInWithGoogle()),
      signOut: () => withService((s) => s.signOut()),
      passwordPolicy,
      refreshPasswordPolicy: async () => {
        const fresh = await fetchConfig().catch(() => null);
        if (fresh) setPasswordPolicy(fresh.passwordPolicy);
      },
      google,
      localMailboxUrl: config.localMailboxUrl,
      sessionExpired,
    }),
    [state, withService, passwordPolicy, fetchConfig, google, config.localMailboxUrl, sessionExpired],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
