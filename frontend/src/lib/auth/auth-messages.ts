/**
 * What a trader reads when the identity service refuses a sign-in or sign-up (shown inline,
 * spec section 8). Cognito's own wording is kept except where it is misleading or differs
 * between the real service and cognito-local: a wrong password is 'Incorrect username or
 * password.' on AWS but 'User not authorized' locally, and an unknown email must read the same
 * as a wrong password so the form does not reveal which emails have accounts.
 */
export const WRONG_CREDENTIALS = 'Incorrect email or password.';
export const EMAIL_TAKEN = 'An account with this email already exists. Sign in instead.';
/**
 * A reset code refused: Cognito's 'Incorrect confirmation code' / 'Invalid code provided, please
 * request a code again.' say neither which code nor how to get another from this form.
 */
export const RESET_CODE_WRONG = 'That verification code is not right. Check it against the newest email, or press Back to sign in, then Forgot password? for a new code.';
export const RESET_CODE_EXPIRED = 'That verification code has expired. Press Back to sign in, then Forgot password? for a new code.';

/**
 * What was being attempted: a sign-in's 'Invalid password' is a wrong password, a sign-up's a policy
 * miss; a refused code is a reset's only in the reset form (the Confirm your email step gets the same
 * exceptions, and Forgot password? sends it no code).
 */
export type AuthOperation = 'signIn' | 'resetPassword' | 'other';

/**
 * cognito-local answers a wrong password at sign-in with InvalidPasswordException 'Invalid
 * password' (Cognito: NotAuthorizedException), and an unknown email with NotAuthorizedException:
 * both must read WRONG_CREDENTIALS, or the form tells anyone which emails have accounts.
 */
export function isWrongCredentials(code: string, message: string, operation: AuthOperation): boolean {
  if (code === 'UserNotFoundException') return true;
  if (operation === 'signIn' && code === 'InvalidPasswordException') return true;
  // NotAuthorizedException also carries 'Password attempts exceeded' and 'User is disabled.': keep those.
  return code === 'NotAuthorizedException' && /incorrect username or password|^user not authorized/i.test(message);
}

export function authFailureMessage(code: string, message: string, operation: AuthOperation = 'other'): string {
  if (isWrongCredentials(code, message, operation)) return WRONG_CREDENTIALS;
  if (code === 'UsernameExistsException') return EMAIL_TAKEN;
  if (operation === 'resetPassword' && code === 'CodeMismatchException') return RESET_CODE_WRONG;
  if (operation === 'resetPassword' && code === 'ExpiredCodeException') return RESET_CODE_EXPIRED;
  return message;
}

/**
 * After 'Send code' the answer is the same whether or not the email has an account (Cognito's
 * PreventUserExistenceErrors does the same when deployed), so the form reveals nothing.
 */
export const RESET_CODE_SENT = (email: string) =>
  `If an account exists for ${email}, a verification code is on its way to it. Enter the code and a new password.`;
export const PASSWORD_RESET_DONE = 'Your password has been changed.';
