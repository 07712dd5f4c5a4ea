import { describe, expect, it } from 'vitest';
import { volumeInWords } from './volume-words';

describe('volumeInWords', () => {
  it("says the engine's minimum-volume miss in words, every one of them, and leaves other text alone", () => {
    expect(volumeInWords('Leg 1 child 1: no put with volume >= 100 within tolerance 2.5 of the parent strike − 5')).toBe(
      'Leg 1 child 1: no put with a volume of at least 100 within tolerance 2.5 of the parent strike − 5',
    );
    expect(volumeInWords('no call with volume >= 1,000 at the chosen expiration; no put with volume >= 50')).toBe(
      'no call with a volume of at least 1,000 at the chosen expiration; no put with a volume of at least 50',
    );
    for (const text of ['volume below 100', 'against a day volume of 142 (modeled)', 'cash $17,031.72 does not secure one put']) {
      expect(volumeInWords(text)).toBe(text);
    }
  });
  it("leaves the engine's words of today as they are: only a saved result's old operator is rewritten, into the same words", () => {
    const today = 'Leg 1 child 1: no put with a volume of at least 1,000 within the $2.50 tolerance of the parent strike − 5';
    expect(volumeInWords(today)).toBe(today);
    expect(volumeInWords('Leg 1 child 1: no put with volume >= 1,000 within the $2.50 tolerance of the parent strike − 5')).toBe(today);
  });
});
