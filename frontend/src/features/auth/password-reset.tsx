import { useState, type FormEvent } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { RESET_CODE_SENT } from '../../lib/auth/auth-messages';
import { messageOf } from '../../lib/api/api-error';
import { policyRules, validateCredentials } from './validate-credentials';

interface PasswordResetProps {
  initialEmail: string;
  /** The password is changed: the modal signs in with it. */
  onReset: (email: string, newPassword: string) => Promise<void>;
  onBack: () => void;
}

/**
 * 'Forgot password?': Cognito's forgot-password flow in two steps, ForgotPassword (a code to the
 * email) then ConfirmForgotPassword (the code and a new password). The first step answers the same
 * for any email, so it reveals nothing about which emails have accounts. Locally no mail leaves
 * the machine: the code is on the local mailbox page.
 */
export function PasswordReset({ initialEmail, onReset, onBack }: PasswordResetProps) {
  const auth = useAuth();
  const [step, setStep] = useState<'request' | 'confirm'>('request');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      setError(messageOf(e, 'Password reset failed'));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const address = email.trim();
    if (step === 'request') {
      // Only the email is checked here: any placeholder password passes the length rule.
      const problem = validateCredentials(address, 'placeholder', auth.passwordPolicy, false);
      if (problem) return setError(problem);
      return attempt(async () => {
        await auth.requestPasswordReset(address);
        setStep('confirm');
      });
    }
    if (!code.trim()) return setError('Enter the verification code from your email');
    const problem = validateCredentials(address, password, auth.passwordPolicy, true);
    if (problem) return setError(problem);
    return attempt(async () => {
      await auth.confirmPasswordReset(address, code.trim(), password);
      await onReset(address, password);
    });
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Reset password">
      {step === 'request' ? (
        <>
          <p className="auth-hint">Enter your account&apos;s email and we will send you a verification code.</p>
          <label className="field">
            <span className="field-label">Email</span>
            {/* Focus starts in the first field, as in the sign-in dialog (the view replaces its form, whose field had it). */}
            <input className="input" type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
          </label>
        </>
      ) : (
        <>
          <p className="auth-hint" role="status">{RESET_CODE_SENT(email.trim())}</p>
          {auth.localMailboxUrl && (
            <p className="auth-hint">
              Running locally, no mail leaves this machine: the code is in the{' '}
              <a href={auth.localMailboxUrl} target="_blank" rel="noreferrer">local mailbox</a>.
            </p>
          )}
          <label className="field">
            <span className="field-label">Verification code</span>
            <input className="input" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" inputMode="numeric" autoFocus />
          </label>
          <label className="field">
            <span className="field-label">New password</span>
            <input className="input" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
          <div className="auth-policy" role="note" aria-label="Requirements">
            <span className="field-label">Your password needs</span>
            <ul>{policyRules(auth.passwordPolicy).map((rule) => <li key={rule}>{rule}</li>)}</ul>
          </div>
        </>
      )}
      {error && <p className="auth-error" role="alert">{error}</p>}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? 'Please wait…' : step === 'request' ? 'Send code' : 'Set new password'}
      </button>
      <p className="auth-switch">
        <button type="button" className="link-button" onClick={onBack}>Back to sign in</button>
      </p>
    </form>
  );
}
