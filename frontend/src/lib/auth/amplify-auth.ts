import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignUp as amplifyConfirmSignUp,
  fetchAuthSession,
  getCurrentUser,
  resetPassword,
  signIn as amplifySignIn,
  signInWithRedirect,
  signOut as amplifySignOut,
  signUp as amplifySignUp,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { Hub } from 'aws-amplify/utils';
// Completes a Google (hosted UI) redirect sign-in when the browser comes back to the app.
import 'aws-amplify/auth/enable-oauth-listener';
import type { RuntimeConfig } from '../config';
import { authFailureMessage, type AuthOperation } from './auth-messages';
import { AuthFailure, type AuthOutcome, type AuthService, type AuthUser } from './auth-types';
import { refreshDelayMs } from './refresh-schedule';
import { refreshWithInitiateAuth } from './token-refresher';


function toFailure(error: unknown, operation: AuthOperation = 'other'): AuthFailure {
  if (error instanceof Error) {
    const message = authFailureMessage(error.name, error.message, operation);
    // A sign-in's 'Invalid password' is a wrong password, not a policy miss (no policy refresh).
    const code = operation === 'signIn' && error.name === 'InvalidPasswordException' ? 'NotAuthorizedException' : error.name;
    return new AuthFailure(message, code);
  }
  return new AuthFailure(String(error), 'Unknown');
}

export function configureAmplify(config: RuntimeConfig): void {
  const { cognito } = config;
  const origin = window.location.origin;
  const oauth =
    config.googleSignIn && cognito.oauthDomain
      ? {
          domain: cognito.oauthDomain,
          scopes: ['openid', 'email', 'profile'],
          redirectSignIn: [`${origin}/`],
          redirectSignOut: [`${origin}/`],
          responseType: 'code' as const,
          providers: ['Google' as const],
        }
      : undefined;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.userPoolClientId,
        ...(cognito.endpoint ? { userPoolEndpoint: cognito.endpoint } : {}),
        loginWith: { email: true, ...(oauth ? { oauth } : {}) },
      },
    },
  });
  const endpoint = cognito.endpoint;
  if (endpoint) {
    cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(async ({ tokens, username }) => {
      if (!tokens.refreshToken) throw new AuthFailure('No refresh token', 'NoRefreshToken');
      return refreshWithInitiateAuth({ endpoint, clientId: cognito.userPoolClientId, refreshToken: tokens.refreshToken, username });
    });
  }
}

export function createAmplifyAuthService(config: RuntimeConfig): AuthService {
  configureAmplify(config);
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const syncToken = async (token: string) => {
    if (!config.tokenSyncUrl) return;
    await fetch(config.tokenSyncUrl, { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
  };

  /** Proactive refresh: a timer just before the ID token's expiry forces a refresh. */
  const scheduleRefresh = async () => {
    clearTimeout(refreshTimer);
    const session = await fetchAuthSession().catch(() => null);
    const exp = session?.tokens?.idToken?.payload.exp;
    if (!exp) return;
    const delay = refreshDelayMs(exp, Date.now());
    refreshTimer = setTimeout(() => {
      fetchAuthSession({ forceRefresh: true })
        .then(() => scheduleRefresh())
        .catch(() => amplifySignOut().catch(() => undefined));
    }, delay);
  };

  Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'signedIn' || payload.event === 'tokenRefresh') {
      void scheduleRefresh();
      void fetchAuthSession().then((s) => s.tokens?.idToken && syncToken(s.tokens.idToken.toString()));
    }
    if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') clearTimeout(refreshTimer);
    // A session that can no longer be refreshed is over: sign out so the UI says so.
    if (payload.event === 'tokenRefresh_failure') void amplifySignOut().catch(() => undefined);
    notify();
  });

  const signInWith = async (email: string, password: string): Promise<AuthOutcome> => {
    const attempt = () =>
      amplifySignIn({ username: email, password, options: { authFlowType: config.cognito.authFlowType } });
    let result;
    try {
      result = await attempt();
    } catch (error) {
      // A stale session from another tab: sign it out, then sign in as asked.
      if (!(error instanceof Error && error.name === 'UserAlreadyAuthenticatedException')) throw toFailure(error, 'signIn');
      await amplifySignOut();
      result = await attempt().catch((e: unknown) => Promise.reject(toFailure(e, 'signIn')));
    }
    if (result.isSignedIn) return 'signedIn';
    if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'confirmSignUp';
    throw new AuthFailure(`Unsupported sign-in step: ${result.nextStep.signInStep}`, 'UnsupportedStep');
  };

  return {
    async currentUser(): Promise<AuthUser | null> {
      try {
        const user = await getCurrentUser();
        const session = await fetchAuthSession();
        const email = session.tokens?.idToken?.payload.email;
        void scheduleRefresh();
        return { userId: user.userId, email: typeof email === 'string' ? email : (user.signInDetails?.loginId ?? user.username) };
      } catch {
        return null;
      }
    },
    async getIdToken() {
      const session = await fetchAuthSession().catch(() => null);
      return session?.tokens?.idToken?.toString() ?? null;
    },
    signIn: signInWith,
    async signUp(email, password) {
      try {
        const result = await amplifySignUp({ username: email, password, options: { userAttributes: { email } } });
        if (result.isSignUpComplete) return signInWith(email, password);
        return 'confirmSignUp';
      } catch (error) {
        throw toFailure(error);
      }
    },
    async confirmSignUp(email, code, password) {
      try {
        await amplifyConfirmSignUp({ username: email, confirmationCode: code });
      } catch (error) {
        throw toFailure(error);
      }
      return signInWith(email, password);
    },
    async requestPasswordReset(email) {
      try {
        await resetPassword({ username: email });
      } catch (error) {
        // No account for this email: answer as if the code was sent (no account enumeration).
        if (error instanceof Error && error.name === 'UserNotFoundException') return;
        throw toFailure(error);
      }
    },
    async confirmPasswordReset(email, code, newPassword) {
      try {
        await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
      } catch (error) {
        throw toFailure(error, 'resetPassword');
      }
    },
    async signInWithGoogle() {
      await signInWithRedirect({ provider: 'Google' }).catch((e: unknown) => Promise.reject(toFailure(e)));
    },
    async signOut() {
      clearTimeout(refreshTimer);
      await amplifySignOut();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
