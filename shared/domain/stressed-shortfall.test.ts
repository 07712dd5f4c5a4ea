import { describe, expect, it } from 'vitest';
import { shortfallAgainstBand } from './stressed-shortfall';

describe('shortfallAgainstBand', () => {
  it('names how the stressed shortfall compares with the band, as the result note and the caption say it', () => {
    expect(shortfallAgainstBand(1.3, 1.4)).toBe('as large as'); // index and ETFs
    expect(shortfallAgainstBand(2.4, 2.7)).toBe('as large as'); // stocks with an index before 2026-12-02
    expect(shortfallAgainstBand(1.9, 2.7)).toBe('within'); // stocks with an index now
    expect(shortfallAgainstBand(1.9, 5.9)).toBe('within'); // stocks without one
    expect(shortfallAgainstBand(2.0, 1.4)).toBe('more than');
    expect(shortfallAgainstBand(1.54, 1.4)).toBe('more than');
    expect(shortfallAgainstBand(1.4, 1.4)).toBe('as large as');
  });
});
