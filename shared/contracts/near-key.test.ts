import { describe, expect, it } from 'vitest';
import { editDistance, nearestKey } from './near-key';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['ticker', 'ticker', 0],
    ['tickr', 'ticker', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
    ['tikcer', 'ticker', 1],
    ['setp', 'step', 1],
    ['ca', 'abc', 3],
  ])('%s → %s is %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });
});

describe('nearestKey', () => {
  it('picks the nearest, the earlier on a tie, and nothing past the allowed edits', () => {
    expect(nearestKey('tickr', ['start_date', 'ticker'])).toBe('ticker');
    expect(nearestKey('cursr', ['cursor', 'curser'])).toBe('cursor');
    expect(nearestKey('max_dayz', ['max_days', 'max_day'])).toBe('max_days');
    expect(nearestKey('DTE_TARGET', ['dte_target'])).toBe('dte_target');
    expect(nearestKey('sl', ['tp'])).toBeUndefined();
    expect(nearestKey('colour', ['ticker', 'cursor'])).toBeUndefined();
    expect(nearestKey('ticker', ['ticker'])).toBeUndefined();
  });
});
