import { describe, expect, it } from 'vitest';
import { EMAIL_TAKEN, RESET_CODE_EXPIRED, RESET_CODE_WRONG, WRONG_CREDENTIALS, authFailureMessage } from './auth-messages';

describe('authFailureMessage', () => {
  it('says the same for a wrong password and an unknown email, on AWS and on cognito-local', () => {
    expect(authFailureMessage('NotAuthorizedException', 'Incorrect username or password.')).toBe(WRONG_CREDENTIALS);
    expect(authFailureMessage('NotAuthorizedException', 'User not authorized')).toBe(WRONG_CREDENTIALS);
    expect(authFailureMessage('UserNotFoundException', 'User does not exist.')).toBe(WRONG_CREDENTIALS);
    // cognito-local's wrong password at sign-in (issue 16: it read 'Invalid password').
    expect(authFailureMessage('InvalidPasswordException', 'Invalid password', 'signIn')).toBe(WRONG_CREDENTIALS);
  });

  it('names an email that already has an account', () => {
    expect(authFailureMessage('UsernameExistsException', 'User already exists')).toBe(EMAIL_TAKEN);
  });

  it('says what to do about a refused reset code (was \'Incorrect confirmation code\', the service\'s words)', () => {
    expect(authFailureMessage('CodeMismatchException', 'Incorrect confirmation code', 'resetPassword')).toBe(RESET_CODE_WRONG);
    expect(RESET_CODE_WRONG).toMatch(/Forgot password\? for a new code\.$/);
    expect(authFailureMessage('ExpiredCodeException', 'Invalid code provided, please request a code again.', 'resetPassword')).toBe(RESET_CODE_EXPIRED);
  });

  it('a refused code on the Confirm your email step keeps the service\'s words: Forgot password? sends no sign-up code', () => {
    // Cognito answers a wrong or expired sign-up confirmation code with the same exceptions as a reset's.
    expect(authFailureMessage('CodeMismatchException', 'Invalid verification code provided, please try again.')).toBe('Invalid verification code provided, please try again.');
    expect(authFailureMessage('ExpiredCodeException', 'Invalid code provided, please request a code again.')).toBe('Invalid code provided, please request a code again.');
  });

  it('keeps every other message as the service wrote it', () => {
    expect(authFailureMessage('NotAuthorizedException', 'Password attempts exceeded')).toBe('Password attempts exceeded');
    expect(authFailureMessage('InvalidPasswordException', 'Password did not conform with policy')).toBe('Password did not conform with policy');
  });
});
