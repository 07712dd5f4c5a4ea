import { describe, expect, it } from 'vitest';
import { spxRequests } from '../../test/golden/requests';
import { goldenCondorOf, periodDates } from './golden-condor-years';

describe('golden-condor-years', () => {
  it('reads a year or a start..end range, and refuses anything else', () => {
    expect(periodDates('2019')).toEqual({ start: '2019-01-01', end: '2019-12-31' });
    expect(periodDates('2018-01-22..2018-03-29')).toEqual({ start: '2018-01-22', end: '2018-03-29' });
    expect(() => periodDates('2018-03-29..2018-01-22')).toThrow('not a year or start..end range');
    expect(() => periodDates('19')).toThrow('not a year or start..end range');
  });

  it('changes only the golden SPX condor\'s dates', () => {
    const golden = spxRequests.find((r) => r.name === 'iron-condor-spx-2018')!.request;
    const r = goldenCondorOf('2024');
    expect([r.start_date, r.end_date]).toEqual(['2024-01-01', '2024-12-31']);
    expect({ ...r, start_date: golden.start_date, end_date: golden.end_date }).toEqual(golden);
    // Its own year gives the golden request back unchanged (the golden result's −26.60%).
    expect(goldenCondorOf('2018')).toEqual(golden);
  });
});
