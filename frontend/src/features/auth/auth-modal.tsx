import { useState, type FormEvent } from 'react';
import { Modal } from '../../components/modal';
import { useAuth } from '../../lib/auth/auth-context';
import { isPasswordPolicyError } from '../../lib/auth/auth-types';
import { messageOf } from '../../lib/api/api-error';
import { PasswordReset } from './password-reset';
import { policyRules, validateCredentials } from './validate-credentials';
import './auth.css';

type Mode = 'signIn' | 'signUp' | 'confirm' | 'reset';

const TITLES: Record<Mode, string> = { signIn: 'Sign in', signUp: 'Create account', confirm: 'Confirm your email', reset: 'Reset your password' };

interface AuthModalProps {
  initialMode: 'signIn' | 'signUp';
  onClose: () => void;
  onSignedIn?: () => void;
  /** Why sign-in is asked for, read first (e.g. the session expired mid-use). */
  notice?: string | null;
}

/** Sign in or create an account (email and password), or continue with Google. Errors show inline. */
export function AuthModal({ initialMode, onClose, onSignedIn, notice = null }: AuthModalProps) {
  const auth = useAuth();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const finish = (outcome: 'signedIn' | 'confirmSignUp') => {
    if (outcome === 'confirmSignUp') {
      setMode('confirm');
      return;
    }
    onSignedIn?.();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (mode !== 'confirm') {
      const problem = validateCredentials(email, password, auth.passwordPolicy, mode === 'signUp');
      if (problem) return setError(problem);
    } else if (!code.trim()) {
      return setError('Enter the confirmation code from your email');
    }
    setBusy(true);
    try {
      const address = email.trim();
      if (mode === 'signIn') finish(await auth.signIn(address, password));
      else if (mode === 'signUp') finish(await auth.signUp(address, password));
      else finish(await auth.confirmSignUp(address, code.trim(), password));
    } catch (e) {
      setError(messageOf(e, 'Authentication failed'));
      if (isPasswordPolicyError(e)) await auth.refreshPasswordPolicy();
    } finally {
      setBusy(false);
    }
  };

  const switchMode = (next: Mode) => {
    setMode(next);
    setError(null);
  };

  const googleReasonId = 'google-disabled-reason';
  if (mode === 'reset') {
    return (
      <Modal title={TITLES.reset} onClose={onClose}>
        <PasswordReset
          initialEmail={email}
          onBack={() => switchMode('signIn')}
          onReset={async (address, newPassword) => finish(await auth.signIn(address, newPassword))}
        />
      </Modal>
    );
  }
  return (
    <Modal title={TITLES[mode]} onClose={onClose} subtitle={notice ? <p className="auth-notice" role="status">{notice}</p> : <p className="auth-sub">Backtest options strategies on historical data.</p>}>
      {mode !== 'confirm' && (
        <>
          <button
            type="button"
            className="btn btn-block auth-google"
            disabled={!auth.google.enabled || busy}
            aria-describedby={auth.google.enabled ? undefined : googleReasonId}
            onClick={() => auth.signInWithGoogle().catch((e: unknown) => setError(messageOf(e, 'Google sign-in failed')))}
          >
            <span aria-hidden="true" className="auth-google-mark">G</span> Continue with Google
          </button>
          {!auth.google.enabled && (
            <p id={googleReasonId} className="auth-hint">
              {auth.google.reason ?? 'Google sign-in is not available here.'}
            </p>
          )}
          <div className="auth-divider" aria-hidden="true">
            <span>or</span>
          </div>
        </>
      )}
      <form className="auth-form" onSubmit={submit} noValidate>
        {mode === 'confirm' ? (
          <>
            <p className="auth-hint">We sent a confirmation code to {email.trim()}.</p>
            <label className="field">
              <span className="field-label">Confirmation code</span>
              <input className="input" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" inputMode="numeric" autoFocus />
            </label>
          </>
        ) : (
          <>
            <label className="field">
              <span className="field-label">Email</span>
              {/* Focus starts here, not on the dialog box: the field a trader types in first (Google is one Tab back). */}
              <input className="input" type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
            </label>
            <label className="field">
              <span className="field-label">Password</span>
              <input
                className="input"
                type="password"
                required
                minLength={mode === 'signUp' ? auth.passwordPolicy.minimumLength : 6}
                autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </label>
            {mode === 'signIn' && (
              <button type="button" className="link-button auth-forgot" onClick={() => switchMode('reset')}>
                Forgot password?
              </button>
            )}
            {mode === 'signUp' && (
              <div className="auth-policy" role="note" aria-label="Requirements">
                <span className="field-label">Your password needs</span>
                <ul>
                  {policyRules(auth.passwordPolicy).map((rule) => (
                    <li key={rule}>{rule}</li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
        {error && (
          <p className="auth-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Please wait…' : mode === 'signIn' ? 'Sign in' : mode === 'signUp' ? 'Create account' : 'Confirm'}
        </button>
      </form>
      <p className="auth-switch">
        {mode === 'signIn' ? (
          <>
            Don&apos;t have an account?{' '}
            <button type="button" className="link-button" onClick={() => switchMode('signUp')}>
              Create one
            </button>
          </>
        ) : (
          <>
            Already have an account?{' '}
            <button type="button" className="link-button" onClick={() => switchMode('signIn')}>
              Sign in instead
            </button>
          </>
        )}
      </p>
    </Modal>
  );
}
