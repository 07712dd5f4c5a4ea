import { describe, expect, it } from 'vitest';
import { splitLabel } from './splits';

describe('splitLabel', () => {
  it('says a ratio as a split is announced, never as a long decimal', () => {
    expect(splitLabel(4)).toBe('4-for-1');
    expect(splitLabel(7)).toBe('7-for-1');
    expect(splitLabel(0.5)).toBe('1-for-2');
    expect(splitLabel(1.5)).toBe('3-for-2');
    expect(splitLabel(1 / 3)).toBe('1-for-3');
    expect(splitLabel(1 / 20)).toBe('1-for-20');
    expect(splitLabel(1.998)).toBe('1.998-for-1');
    expect(splitLabel(2 / 7)).toBe('2-for-7');
  });
});
