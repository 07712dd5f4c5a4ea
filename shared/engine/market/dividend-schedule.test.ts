import { describe, expect, it } from 'vitest';
import { createDividendForecaster, forecastDividends } from './dividend-forecast';
import { addCalendarDays, fromDayNumber, isTradingDay } from './calendar';
import type { Dividend } from './market-data';

const rows = (dates: readonly string[]) => dates.map((exDate, i) => ({ exDate, amount: 0.4 + i / 100 }));
const exDates = (dividends: readonly Dividend[], date: string) => forecastDividends(dividends, date, 400).map((d) => d.exDate);

// IWM's real ex-dates of 2021-2022: a yearly schedule with uneven gaps (77 to 109 days).
const iwm = rows(['2021-03-25', '2021-06-10', '2021-09-24', '2021-12-13', '2022-03-24', '2022-06-09', '2022-09-26', '2022-12-13']);
// SPY's: the third Friday of each quarter's last month, 13 or 14 weeks apart.
const spy = rows(['2011-03-18', '2011-06-17', '2011-09-16', '2011-12-16', '2012-03-16', '2012-06-15', '2012-09-21', '2012-12-21', '2013-03-15']);

// QQQ's: the Monday after the third Friday of each quarter's last month, from 2017-09-18.
const qqq = rows(['2016-12-16', '2017-03-17', '2017-06-16', '2017-09-18', '2017-12-18', '2018-03-19', '2018-06-18', '2018-09-24', '2018-12-24']);

describe('where the next ex-dates are expected (dividend-schedule.ts)', () => {
  it('projects the year-ago ex-date on the same weekday a year on where it missed the last year less than the cadence', () => {
    // The median gap (90 days) put IWM's next ex-date on 2023-03-13 and the rest 90 days apart;
    // the real ones were 2023-03-23, 06-07, 09-26, 12-20. A year on from 2022-03-24 (Thursday) is 2023-03-23.
    expect(exDates(iwm, '2022-12-14')).toEqual(['2023-03-23', '2023-06-08', '2023-09-25', '2023-12-12']);
  });

  it('projects the same n-th weekday of the month a year on (SPY third Fridays), where the cadence was a week out', () => {
    // 2012-09-21 came a week after the cadence's 09-14: from then the third Friday of March 2013,
    // 03-15 (the real one), not 13 weeks after 2012-12-21 (03-22).
    expect(exDates(spy, '2012-12-24')).toEqual(['2013-03-15', '2013-06-21', '2013-09-20', '2013-12-20']);
  });

  it('keeps a fixed offset from the third Friday that the last ex-dates kept (QQQ: the Monday after)', () => {
    // The cadence (91 days) and the year-ago rules put 2019's first ex-date on 03-25 (13 weeks after
    // 2018-12-24; the Monday after 2018's third Friday + 364); the real ones were 03-18, 06-24, 09-23
    // and 12-23, each the Monday after that month's third Friday.
    expect(exDates(qqq, '2018-12-26')).toEqual(['2019-03-18', '2019-06-24', '2019-09-23', '2019-12-23']);
  });

  it('moves a projected ex-date off a holiday or weekend to the next trading day', () => {
    // 2023-04-04 + 91 days is Independence Day 2023: the 5th.
    expect(exDates([{ exDate: '2023-04-04', amount: 1 }], '2023-04-05')[0]).toBe('2023-07-05');
    // 2023-03-09 + 93 days (the gap before it) is Saturday 2023-06-10: Monday the 12th.
    expect(exDates([{ exDate: '2022-12-06', amount: 1 }, { exDate: '2023-03-09', amount: 1 }], '2023-03-10')[0]).toBe('2023-06-12');
  });

  it('every projected ex-date of every day is a trading day', () => {
    const forecast = createDividendForecaster(spy);
    for (let date = '2011-03-18'; date <= '2013-06-30'; date = addCalendarDays(date, 1)) {
      for (const d of forecast(date)) expect(isTradingDay(fromDayNumber(d.day)), `${date}: ${fromDayNumber(d.day)}`).toBe(true);
    }
  });

  it('reads only the dividends gone ex by the day: a later row changes no earlier day', () => {
    for (const series of [iwm, spy, qqq]) {
      const all = createDividendForecaster(series);
      const first = series[0]?.exDate ?? '';
      for (let date = addCalendarDays(first, -10); date <= '2023-12-31'; date = addCalendarDays(date, 1)) {
        const known = series.filter((d) => d.exDate <= date);
        expect(all(date), date).toEqual(createDividendForecaster(known)(date));
      }
    }
    // A row changed after the day (date and amount) moves nothing on it.
    const moved = iwm.map((d, i) => (i === iwm.length - 1 ? { exDate: '2022-12-30', amount: 9 } : d));
    expect(createDividendForecaster(moved)('2022-12-12')).toEqual(createDividendForecaster(iwm)('2022-12-12'));
  });
});
