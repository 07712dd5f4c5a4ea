import { PASSWORD_MIN_LENGTH } from '../../domain/constants';
import { AUTH_MESSAGES } from '../../domain/messages';

export interface AuthForm {
  email?: string | null;
  password?: string | null;
}

/**
 * The browser's rule for `<input type="email">` (WHATWG HTML, "valid e-mail address"), which is
 * what the spec's "email type" asks for.
 */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * The auth checks of spec section 5, in order: email required, email valid, password required,
 * password at least the policy's minimum (6 by default). The first failing message, or null.
 * The server's own policy (lowercase, uppercase, digits, symbols, maximum) is enforced by the
 * identity service; a violation there makes the frontend refresh the policy.
 */
export function validateAuth(form: AuthForm, policy: { minimumLength?: number } = {}): string | null {
  const email = (form.email ?? '').trim();
  if (email === '') return AUTH_MESSAGES.emailRequired;
  if (!EMAIL.test(email)) return AUTH_MESSAGES.emailInvalid;
  const password = form.password ?? '';
  if (password === '') return AUTH_MESSAGES.passwordRequired;
  const min = policy.minimumLength ?? PASSWORD_MIN_LENGTH;
  if (password.length < min) return AUTH_MESSAGES.passwordTooShort(min);
  return null;
}
