import { describe, expect, it } from 'vitest';
import { policyRules, validateCredentials } from './validate-credentials';

const policy = { minimumLength: 8, requireLowercase: true, requireUppercase: true, requireNumbers: true, requireSymbols: true, maximumLength: 20 };
const loose = { minimumLength: 6, requireLowercase: false, requireUppercase: false, requireNumbers: false, requireSymbols: false };

describe('validateCredentials (spec section 5)', () => {
  it('email required and valid; password required and at least 6 to sign in', () => {
    expect(validateCredentials('', 'secret1', loose, false)).toBe('Email is required');
    expect(validateCredentials('nope', 'secret1', loose, false)).toBe('Please enter a valid email address');
    expect(validateCredentials('a@b.co', '', loose, false)).toBe('Password is required');
    expect(validateCredentials('a@b.co', '12345', loose, false)).toBe('Password must be at least 6 characters');
    expect(validateCredentials('a@b.co', '123456', policy, false)).toBeNull();
  });

  it("creating an account checks the server's policy rule by rule", () => {
    expect(validateCredentials('a@b.co', 'short', policy, true)).toBe('Password must be at least 8 characters');
    expect(validateCredentials('a@b.co', 'ALLUPPER1!', policy, true)).toBe('Password must contain a lowercase letter');
    expect(validateCredentials('a@b.co', 'alllower1!', policy, true)).toBe('Password must contain an uppercase letter');
    expect(validateCredentials('a@b.co', 'NoNumbers!', policy, true)).toBe('Password must contain a number');
    expect(validateCredentials('a@b.co', 'NoSymbol12', policy, true)).toBe('Password must contain a symbol');
    expect(validateCredentials('a@b.co', 'Way2Long!xxxxxxxxxxxx', policy, true)).toBe('Password must be at most 20 characters');
    expect(validateCredentials('a@b.co', 'Good1pass!', policy, true)).toBeNull();
  });

  it('lists the policy as rules', () => {
    expect(policyRules(policy)).toEqual([
      'At least 8 characters',
      'At most 20 characters',
      'A lowercase letter',
      'An uppercase letter',
      'A number',
      'A symbol (non-alphanumeric character)',
    ]);
    expect(policyRules(loose)).toEqual(['At least 6 characters']);
  });
});
