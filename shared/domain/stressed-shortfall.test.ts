import { describe, expect, it } from 'vitest';
import { bandRangeWords, noteInWords, shortfallAgainstBand } from './stressed-shortfall';

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

describe('the band in a trader\'s words', () => {
  it('names the range by its size and what the results show it as, not the engine\'s "model-risk band"', () => {
    expect(bandRangeWords(2.7)).toBe("the ±2.7 vol-point range the results show as the vol model's error");
  });

  it('reads a note saved with the engine\'s term in today\'s words, its own figure kept', () => {
    // A TSLA note saved when the single-name band was 5.1 (d6175df): its figure, not today's 5.9, nor 1.4.
    const saved = "Stressed market on 3 of the run's 40 modeled days (VIX closed at 20 or more): on such days the modeled at-the-money volatility has measured about 1.9 vol points below the real one (x), within the ±5.1 model-risk band and mostly on one side, so option prices on those days are mostly understated.";
    const read = noteInWords(saved);
    expect(read).toContain("within the ±5.1 vol-point range the results show as the vol model's error and mostly on one side");
    expect(read).not.toMatch(/model-risk/);
    expect(noteInWords('Model-risk runs (surface shifted ±1.4 vol points) failed: crossed bid/ask on 2019-02-01; no band is shown'))
      .toBe("The runs at 1.4 vol points lower and higher implied volatility (the vol model's error) could not be run: crossed bid/ask on 2019-02-01; no band is shown");
    const plain = 'Dividends received on shares held: $70.00';
    expect(noteInWords(plain)).toBe(plain);
  });
});
