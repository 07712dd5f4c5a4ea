import { describe, expect, it } from 'vitest';
import { validateAuth } from './auth';

describe('validateAuth (spec section 5, in order)', () => {
  it('passes a valid email and a 6-character password', () => {
    expect(validateAuth({ email: 'trader@example.com', password: 'secret' })).toBeNull();
  });

  it('email required, then valid, then password required, then long enough', () => {
    expect(validateAuth({ email: '', password: '' })).toBe('Email is required');
    expect(validateAuth({ email: 'not-an-email', password: '' })).toBe('Please enter a valid email address');
    expect(validateAuth({ email: 'a@b', password: '' })).toBe('Password is required');
    expect(validateAuth({ email: 'a@b.co', password: '12345' })).toBe('Password must be at least 6 characters');
  });

  it('uses the server policy minimum when given', () => {
    expect(validateAuth({ email: 'a@b.co', password: 'secret1' }, { minimumLength: 8 })).toBe('Password must be at least 8 characters');
    expect(validateAuth({ email: 'a@b.co', password: 'secret12' }, { minimumLength: 8 })).toBeNull();
  });

  it('rejects what the browser email input rejects', () => {
    for (const email of ['a@', '@b.co', 'a b@c.co', 'a@-b.co']) {
      expect(validateAuth({ email, password: 'secret' })).toBe('Please enter a valid email address');
    }
  });
});
