import { validateAuth } from '../../../../shared/contracts/validation/auth';
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

/**
 * Spec section 5 (the shared validateAuth): email required and an email; password required and at
 * least the minimum (6; the policy's own minimum when creating an account). Sign-up also checks the
 * rest of the server's policy so the user hears it before the server says it. First problem or null.
 */
export function validateCredentials(email: string, password: string, policy: PasswordPolicy, signUp: boolean): string | null {
  const base = validateAuth({ email, password }, signUp ? policy : {});
  if (base || !signUp) return base;
  if (policy.maximumLength && password.length > policy.maximumLength) return `Password must be at most ${policy.maximumLength} characters`;
  if (policy.requireLowercase && !/[a-z]/.test(password)) return 'Password must contain a lowercase letter';
  if (policy.requireUppercase && !/[A-Z]/.test(password)) return 'Password must contain an uppercase letter';
  if (policy.requireNumbers && !/[0-9]/.test(password)) return 'Password must contain a number';
  if (policy.requireSymbols && !/[^A-Za-z0-9]/.test(password)) return 'Password must contain a symbol';
  return null;
}
