import { describe, expect, it } from 'vitest';
import { fromDayNumber, toDayNumber } from './calendar-dates';

/** fromDayNumber keeps the ISO dates of whole day numbers 0..49,999; every other input takes the Date path as before. */
describe('fromDayNumber', () => {
  it('gives the same date as a Date does, whether kept or not, asked twice', () => {
    for (const n of [0, 1, 14_975, 18_262, 20_541, 49_999, 50_000, 60_000, -1, -719_162, 1.5, 18_262.999]) {
      const viaDate = new Date(n * 86_400_000).toISOString().slice(0, 10);
      expect(fromDayNumber(n)).toBe(viaDate);
      expect(fromDayNumber(n)).toBe(viaDate);
    }
  });

  it('inverts toDayNumber over 2000-2040', () => {
    for (let n = toDayNumber('2000-01-01'); n <= toDayNumber('2040-12-31'); n++) expect(toDayNumber(fromDayNumber(n))).toBe(n);
    expect(fromDayNumber(toDayNumber('2024-02-29'))).toBe('2024-02-29');
  });

  it('still throws on a day number no date has', () => {
    expect(() => fromDayNumber(Number.NaN)).toThrow(RangeError);
    expect(() => fromDayNumber(1e12)).toThrow(RangeError);
  });
});
