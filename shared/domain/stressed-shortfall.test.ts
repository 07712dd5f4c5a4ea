import { describe, expect, it } from 'vitest';
import { shortfallAgainstBand } from './stressed-shortfall';

describe('shortfallAgainstBand', () => {
  it('names how the stressed shortfall compares with the band, as the result note and the caption say it', () => {
    expect(shortfallAgainstBand(1.3, 1.4)).toBe('as large as'); // index and ETFs
    expect(shortfallAgainstBand(2.4, 2.7)).toBe('as large as'); // stocks with an index
    expect(shortfallAgainstBand(2.4, 5.9)).toBe('within'); // stocks without one
    expect(shortfallAgainstBand(2.0, 1.4)).toBe('more than');
    expect(shortfallAgainstBand(1.54, 1.4)).toBe('more than');
    expect(shortfallAgainstBand(1.4, 1.4)).toBe('as large as');
  });
});
