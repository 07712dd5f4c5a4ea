import { AUTH_MESSAGES } from '../../../../shared/domain/messages';
import type { PasswordPolicy } from '../../lib/config';

/** The rules of the server's password policy, as lines shown under the password field. */
export function policyRules(policy: PasswordPolicy): string[] {
  const rules = [`At least ${policy.minimumLength} characters`];
  if (policy.maximumLength) rules.push(`At most ${policy.maximumLength} characters`);
  if (policy.requireLowercase) rules.push('A lowercase letter');
  if (policy.requireUppercase) rules.push('An uppercase letter');
  if (policy.requireNumbers) rules.push('A number');
  if (policy.requireSymbols) rules.push('A symbol (non-alphanumeric character)');
  return rules;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec section 5: email required and an email; password required, at least the policy's minimum
 * (6 by default). Sign-up also checks the rest of the policy so the user is told before the server.
 * Returns the first problem, or null.
 */
export function validateCredentials(email: string, password: string, policy: PasswordPolicy, signUp: boolean): string | null {
  const trimmed = email.trim();
  if (!trimmed) return AUTH_MESSAGES.emailRequired;
  if (!EMAIL.test(trimmed)) return AUTH_MESSAGES.emailInvalid;
  if (!password) return AUTH_MESSAGES.passwordRequired;
  const min = signUp ? policy.minimumLength : 6;
  if (password.length < min) return AUTH_MESSAGES.passwordTooShort(min);
  if (!signUp) return null;
  if (policy.maximumLength && password.length > policy.maximumLength) return `Password must be at most ${policy.maximumLength} characters`;
  if (policy.requireLowercase && !/[a-z]/.test(password)) return 'Password must contain a lowercase letter';
  if (policy.requireUppercase && !/[A-Z]/.test(password)) return 'Password must contain an uppercase letter';
  if (policy.requireNumbers && !/[0-9]/.test(password)) return 'Password must contain a number';
  if (policy.requireSymbols && !/[^A-Za-z0-9]/.test(password)) return 'Password must contain a symbol';
  return null;
}
