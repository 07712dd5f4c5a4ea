import { describe, expect, it } from 'vitest';
import { dateProblem, dayInWords, rangeInWords, rangeProblem } from './dates';

// Issue 16: a typed date outside the data is refused in words, never clipped to the data's range.
describe('typed dates outside the data', () => {
  it('accepts the first and last day of data and refuses the day beyond each', () => {
    expect(dateProblem('Start Date', '2010-01-01')).toBeNull();
    expect(dateProblem('Start Date', '2009-12-31')).toBe('Start Date must be on or after 2010-01-01, the first day of data');
    expect(dateProblem('End Date', '2025-12-31')).toBeNull();
    expect(dateProblem('End Date', '2026-01-01')).toBe('End Date must be on or before 2025-12-31, the last day of data');
  });

  it('leaves a blank date to the run checks, and names the start first when both are out of range', () => {
    expect(dateProblem('End Date', '')).toBeNull();
    expect(rangeProblem('2005-01-03', '2027-06-30')).toBe('Start Date must be on or after 2010-01-01, the first day of data');
    expect(rangeProblem('2024-01-02', '2027-06-30')).toBe('End Date must be on or before 2025-12-31, the last day of data');
    expect(rangeProblem('2024-01-02', '2024-12-31')).toBeNull();
  });
});

// The native date field shows the browser's format (01/02/2024 or 02/01/2024): the range picked is said in words under it.
describe('the range picked, in words', () => {
  it('says each day with its weekday and month name, whatever the time zone', () => {
    const zone = process.env.TZ;
    try {
      // West of UTC a day read as a local date was the day before ('Mon, Jan 1, 2024').
      for (const tz of ['Pacific/Honolulu', 'UTC', 'Asia/Tokyo']) {
        process.env.TZ = tz;
        expect(dayInWords('2024-01-02')).toBe('Tue, Jan 2, 2024');
      }
    } finally {
      process.env.TZ = zone;
    }
    expect(dayInWords('2025-12-31')).toBe('Wed, Dec 31, 2025');
  });

  it('says nothing of a day that is not one, and names a side not set', () => {
    for (const bad of ['', null, undefined, '2024-02-30', '2024/01/02', '02/01/2024']) expect(dayInWords(bad)).toBeNull();
    expect(rangeInWords('2024-01-02', '2024-03-28')).toBe('Tue, Jan 2, 2024 → Thu, Mar 28, 2024');
    expect(rangeInWords('2024-01-02', '')).toBe('Tue, Jan 2, 2024 → End Date not set');
    expect(rangeInWords(null, '2024-03-28')).toBe('Start Date not set → Thu, Mar 28, 2024');
    expect(rangeInWords('', null)).toBeNull();
  });
});
