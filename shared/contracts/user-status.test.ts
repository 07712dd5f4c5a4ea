import { describe, expect, it } from 'vitest';
import { ErrorAnswerSchema, errorMessageOf } from './errors';
import { UserStatusSchema, freeUserStatus, isRunBlocked } from './user-status';
import { expectParsed, expectRejected } from './test-support/expect-issue';

describe('UserStatusSchema', () => {
  it('defaults to free with 3 backtests', () => {
    expect(freeUserStatus()).toEqual({ paid: false, trial: false, trial_end: null, cancel: false, free_backtests_remaining: 3 });
  });

  it('round-trips a trial user', () => {
    const s = { paid: false, trial: true, trial_end: 1767225600, cancel: true, free_backtests_remaining: 0 };
    expect(expectParsed(UserStatusSchema, s)).toEqual(s);
  });

  it.each([
    [{ free_backtests_remaining: -1 }, 'free_backtests_remaining must be >= 0'],
    [{ trial_end: 1.5 }, 'trial_end must be an integer'],
    [{ paid: 'yes' }, 'paid must be a boolean'],
  ])('rejects %j', (input, message) => {
    expectRejected(UserStatusSchema, input, message);
  });

  it('blocks a run only for free users with nothing left', () => {
    expect(isRunBlocked({ ...freeUserStatus(), free_backtests_remaining: 0 })).toBe(true);
    expect(isRunBlocked(freeUserStatus())).toBe(false);
    expect(isRunBlocked({ ...freeUserStatus(), trial: true, free_backtests_remaining: 0 })).toBe(false);
  });
});

describe('ErrorAnswerSchema', () => {
  it('gives the error field, otherwise the HTTP status message', () => {
    expect(ErrorAnswerSchema.parse({ error: 'x' })).toEqual({ error: 'x' });
    expect(errorMessageOf({ error: 'Backtest not found' }, 404)).toBe('Backtest not found');
    expect(errorMessageOf({}, 502)).toBe('HTTP error! status: 502');
    expect(errorMessageOf('Bad Gateway', 502)).toBe('HTTP error! status: 502');
    expectRejected(ErrorAnswerSchema, {}, 'error is required');
  });
});
