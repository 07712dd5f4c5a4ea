import { describe, expect, it } from 'vitest';
import { contractsText, countText, sharesText } from './count-text';

describe('count texts', () => {
  it('groups thousands and keeps a split fraction, as a trader reads a count', () => {
    expect(countText(2700)).toBe('2,700');
    expect(countText(1234567)).toBe('1,234,567');
    expect(countText(100)).toBe('100');
    expect(countText(133.333)).toBe('133.333');
    expect(countText(0.1 + 0.2)).toBe('0.3');
  });
  it('says share and contract in the singular for one', () => {
    expect(sharesText(2700)).toBe('2,700 shares');
    expect(sharesText(1)).toBe('1 share');
    expect(sharesText(0.5)).toBe('0.5 share');
    expect(contractsText(1)).toBe('1 contract');
    expect(contractsText(1200)).toBe('1,200 contracts');
  });
});
