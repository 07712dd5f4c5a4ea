import { describe, expect, it } from 'vitest';
import { flattenWords } from './delivered-shares';

describe("the shares a settlement left, in the reason's words", () => {
  it('groups a large count and writes the close to the cent, half a cent away from zero', () => {
    expect(flattenWords(-4800, 117.04, undefined)).toBe('The 4,800 shares the exercise or assignment left short were bought back at the close 117.04 (no commission)');
    expect(flattenWords(1, 174, '$0.01')).toBe('The 1 share the exercise or assignment left long was sold at the close 174.00 (commission $0.01)');
    // toFixed read the double under 1.005 and wrote '1.00'; the product writes a half cent away from zero.
    expect(flattenWords(100, 1.005, undefined)).toContain('at the close 1.01 (');
  });
});
