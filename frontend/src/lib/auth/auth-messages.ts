/**
 * What a trader reads when the identity service refuses a sign-in or sign-up (shown inline,
 * spec section 8). Cognito's own wording is kept except where it is misleading or differs
 * between the real service and cognito-local: a wrong password is 'Incorrect username or
 * password.' on AWS but 'User not authorized' locally, and an unknown email must read the same
 * as a wrong password so the form does not reveal which emails have accounts.
 */
export const WRONG_CREDENTIALS = 'Incorrect email or password.';
export const EMAIL_TAKEN = 'An account with this email already exists. Sign in instead.';

export function authFailureMessage(code: string, message: string): string {
  if (code === 'UserNotFoundException') return WRONG_CREDENTIALS;
  // NotAuthorizedException also carries 'Password attempts exceeded' and 'User is disabled.': keep those.
  if (code === 'NotAuthorizedException' && /incorrect username or password|^user not authorized/i.test(message)) return WRONG_CREDENTIALS;
  if (code === 'UsernameExistsException') return EMAIL_TAKEN;
  return message;
}
