import { describe, expect, it } from 'vitest';
import { LOCAL_PASSWORD_POLICY, passwordOf, passwordViolation } from './password-policy';

describe('password policy as Cognito enforces it', () => {
  it('accepts six characters and refuses five under the local policy', () => {
    expect(passwordViolation('abcdef', LOCAL_PASSWORD_POLICY)).toBeUndefined();
    expect(passwordViolation('abcde', LOCAL_PASSWORD_POLICY)).toBe('Password did not conform with policy: Password not long enough');
  });

  it('names the first missing character class', () => {
    const strict = { MinimumLength: 8, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: true };
    expect(passwordViolation('ABCDEFGH', strict)).toMatch(/lowercase/);
    expect(passwordViolation('abcdefgh', strict)).toMatch(/uppercase/);
    expect(passwordViolation('abcdEFGH', strict)).toMatch(/numeric/);
    expect(passwordViolation('abcdEF12', strict)).toMatch(/symbol/);
    expect(passwordViolation('abcdEF1!', strict)).toBeUndefined();
  });

  it('finds the password field of each target that sets one', () => {
    expect(passwordOf('SignUp', { Password: 'x' })).toBe('x');
    expect(passwordOf('ChangePassword', { ProposedPassword: 'y', PreviousPassword: 'z' })).toBe('y');
    expect(passwordOf('InitiateAuth', { AuthParameters: { PASSWORD: 'x' } })).toBeUndefined();
  });
});
