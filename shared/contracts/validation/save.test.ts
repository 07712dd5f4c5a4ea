import { describe, expect, it } from 'vitest';
import { SaveBacktestPayloadSchema } from '../saved';
import { isSaveDisabled, validateSave } from './save';

describe('validateSave (spec section 5)', () => {
  it('requires a trimmed name', () => {
    expect(validateSave({ name: '' })).toBe('Backtest name is required');
    expect(validateSave({ name: '   ' })).toBe('Backtest name is required');
    expect(validateSave({})).toBe('Backtest name is required');
    expect(validateSave({ name: ' ok ' })).toBeNull();
  });

  it('bounds name at 100 and description at 500, after trimming', () => {
    expect(validateSave({ name: 'n'.repeat(100) })).toBeNull();
    expect(validateSave({ name: 'n'.repeat(101) })).toBe('Backtest name must be at most 100 characters');
    expect(validateSave({ name: 'a', description: ` ${'d'.repeat(500)} ` })).toBeNull();
    expect(validateSave({ name: 'a', description: 'd'.repeat(501) })).toBe('Description must be at most 500 characters');
  });

  it('checks the name before the description', () => {
    expect(validateSave({ name: '', description: 'd'.repeat(501) })).toBe('Backtest name is required');
  });

  it('agrees with the save payload schema', () => {
    for (const form of [{ name: '' }, { name: 'x'.repeat(101) }, { name: 'a', description: 'd'.repeat(501) }, { name: 'fine', description: 'ok' }]) {
      const parsed = SaveBacktestPayloadSchema.safeParse({ backtest_name: form.name, description: form.description, strategy: {}, results: {} });
      expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(validateSave(form));
    }
  });

  it('disables Save while the name is blank or a save is in progress', () => {
    expect(isSaveDisabled('  ', false)).toBe(true);
    expect(isSaveDisabled('name', true)).toBe(true);
    expect(isSaveDisabled('name', false)).toBe(false);
  });
});
