/**
 * cognito-local stores a pool's password policy but never enforces it; Cognito does. The local
 * runtime checks passwords the way Cognito does (same rules, same InvalidPasswordException
 * messages) before cognito-local sees them, so the spec's "enforced by the server" holds locally.
 */
import { PasswordPolicySchema } from '../../shared/contracts/runtime-config';

export interface PasswordPolicy {
  MinimumLength?: number;
  RequireLowercase?: boolean;
  RequireUppercase?: boolean;
  RequireNumbers?: boolean;
  RequireSymbols?: boolean;
}

/** The policy /config.json announces: the contract's defaults, the deployed pool's (minimum 6, no character classes). */
export const DEFAULT_PASSWORD_POLICY = PasswordPolicySchema.parse({});

/** The same policy in Cognito's shape, for the local pool. */
export const LOCAL_PASSWORD_POLICY: Required<PasswordPolicy> = {
  MinimumLength: DEFAULT_PASSWORD_POLICY.minimumLength,
  RequireLowercase: DEFAULT_PASSWORD_POLICY.requireLowercase,
  RequireUppercase: DEFAULT_PASSWORD_POLICY.requireUppercase,
  RequireNumbers: DEFAULT_PASSWORD_POLICY.requireNumbers,
  RequireSymbols: DEFAULT_PASSWORD_POLICY.requireSymbols,
};

// Cognito's symbol set (https://docs.aws.amazon.com/cognito/latest/developerguide/user-pool-settings-policies.html).
const SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** Cognito's message for the first rule the password breaks, or undefined when it conforms. */
export function passwordViolation(password: string, policy: PasswordPolicy): string | undefined {
  const fail = (why: string) => `Password did not conform with policy: ${why}`;
  if (password.length < (policy.MinimumLength ?? 8)) return fail('Password not long enough');
  if (policy.RequireLowercase && !/[a-z]/.test(password)) return fail('Password must have lowercase characters');
  if (policy.RequireUppercase && !/[A-Z]/.test(password)) return fail('Password must have uppercase characters');
  if (policy.RequireNumbers && !/[0-9]/.test(password)) return fail('Password must have numeric characters');
  if (policy.RequireSymbols && !SYMBOLS.test(password)) return fail('Password must have symbol characters');
  return undefined;
}

/** The password a Cognito API target sets, if it sets one. */
export function passwordOf(target: string, req: unknown): string | undefined {
  if (typeof req !== 'object' || req === null) return undefined;
  const field = { SignUp: 'Password', ConfirmForgotPassword: 'Password', AdminSetUserPassword: 'Password', ChangePassword: 'ProposedPassword' }[target];
  if (!field) return undefined;
  const value = (req as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}
