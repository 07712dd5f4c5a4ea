import { describe, expect, it } from 'vitest';
import { savedTextInWords } from './saved-text-words';

describe('savedTextInWords: an engine text of any age in today\'s words', () => {
  it('groups counts, words the volume operator and gives a bare tolerance its unit, in one pass', () => {
    expect(savedTextInWords('the nearest had no strike (no put with volume >= 2500 within tolerance 2.5 of the parent strike − 5); 4800 shares delivered'))
      .toBe('the nearest had no strike (no put with a volume of at least 2,500 within the $2.50 tolerance of the parent strike − 5); 4,800 shares delivered');
  });

  it("leaves a text already in today's words as it is", () => {
    const today = 'no put with a volume of at least 2,500 within the $2.50 tolerance of the parent strike − 5; 4,800 shares delivered on 2024-12-20 at the 4500 strike';
    expect(savedTextInWords(today)).toBe(today);
  });
});
