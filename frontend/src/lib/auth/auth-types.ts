/** The signed-in user as the app knows it. */
export interface AuthUser {
  userId: string;
  email: string;
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: AuthUser };

/** What signing in or up led to: done, or an email confirmation code is needed. */
export type AuthOutcome = 'signedIn' | 'confirmSignUp';

/**
 * The identity service as the app uses it. The Amplify implementation (amplify-auth.ts) is loaded
 * lazily so the first paint does not wait for the Amplify bundle; tests pass a fake.
 */
export interface AuthService {
  currentUser(): Promise<AuthUser | null>;
  /** The Cognito ID token (JWT string), refreshed by Amplify when it is near expiry. */
  getIdToken(): Promise<string | null>;
  signIn(email: string, password: string): Promise<AuthOutcome>;
  signUp(email: string, password: string): Promise<AuthOutcome>;
  confirmSignUp(email: string, code: string, password: string): Promise<AuthOutcome>;
  /** Cognito ForgotPassword: sends a verification code to the email (locally: to the local mailbox). */
  requestPasswordReset(email: string): Promise<void>;
  /** Cognito ConfirmForgotPassword with the code and the new password. */
  confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  signOut(): Promise<void>;
  /** Called on every sign-in, sign-out and token refresh; returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
}

/** An auth failure, with the identity service's error name (e.g. InvalidPasswordException). */
export class AuthFailure extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'AuthFailure';
  }
}

/** Cognito's answer when a password misses the pool's policy: the policy is refetched. */
export function isPasswordPolicyError(error: unknown): boolean {
  return (
    error instanceof AuthFailure &&
    (error.code === 'InvalidPasswordException' || /password.*(policy|requirements|conform)/i.test(error.message))
  );
}
