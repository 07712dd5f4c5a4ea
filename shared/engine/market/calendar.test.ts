import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  daysBetween,
  easterSunday,
  isMonthlyExpiration,
  isTradingDay,
  listedExpirations,
  nextTradingDay,
  nyseHolidays,
  previousTradingDay,
  tradingDays,
} from './calendar';

describe('date arithmetic', () => {
  it('adds calendar days across month, year and leap-day boundaries', () => {
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addCalendarDays('2024-03-01', -1)).toBe('2024-02-29');
  });
  it('counts days between dates, signed', () => {
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2024-01-10', '2024-01-03')).toBe(-7);
  });
  it('rejects malformed and impossible dates, naming the value', () => {
    expect(() => addCalendarDays('2024-1-5', 1)).toThrow("'2024-1-5'");
    expect(() => daysBetween('2023-02-29', '2023-03-01')).toThrow("'2023-02-29'");
  });
  it('computes Easter Sunday', () => {
    expect(easterSunday(2010)).toBe('2010-04-04');
    expect(easterSunday(2019)).toBe('2019-04-21');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2026)).toBe('2026-04-05');
  });
});

describe('NYSE holidays', () => {
  it('closes on Good Friday', () => {
    expect(nyseHolidays(2018)).toContain('2018-03-30');
    expect(nyseHolidays(2024)).toContain('2024-03-29');
    expect(isTradingDay('2026-04-03')).toBe(false);
    expect(isTradingDay('2026-04-02')).toBe(true);
  });
  it('observes Juneteenth only from 2022', () => {
    expect(isTradingDay('2021-06-18')).toBe(true);
    expect(isTradingDay('2020-06-19')).toBe(true);
    expect(isTradingDay('2022-06-20')).toBe(false); // Sunday 19th observed on Monday
    expect(isTradingDay('2023-06-19')).toBe(false);
    expect(isTradingDay('2026-06-19')).toBe(false);
  });
  it('moves Saturday holidays to Friday and Sunday holidays to Monday', () => {
    expect(isTradingDay('2020-07-03')).toBe(false); // July 4 on Saturday
    expect(isTradingDay('2021-07-05')).toBe(false); // July 4 on Sunday
    expect(isTradingDay('2021-12-24')).toBe(false); // Christmas on Saturday
    expect(isTradingDay('2017-01-02')).toBe(false); // New Year on Sunday
  });
  it('does not close the last day of the year for a Saturday New Year', () => {
    expect(isTradingDay('2021-12-31')).toBe(true);
    expect(isTradingDay('2010-12-31')).toBe(true);
    expect(nyseHolidays(2022)).not.toContain('2021-12-31');
  });
  it('includes the unscheduled closures', () => {
    for (const d of ['2012-10-29', '2012-10-30', '2018-12-05', '2025-01-09']) expect(isTradingDay(d)).toBe(false);
  });
  it('lists the full 2026 holiday calendar', () => {
    expect(nyseHolidays(2026)).toEqual([
      '2026-01-01', '2026-01-19', '2026-02-16', '2026-04-03', '2026-05-25',
      '2026-06-19', '2026-07-03', '2026-09-07', '2026-11-26', '2026-12-25',
    ]);
  });
  it('counts 252 trading days in 2019 and 251 in 2022', () => {
    expect(tradingDays('2019-01-01', '2019-12-31')).toHaveLength(252);
    expect(tradingDays('2022-01-01', '2022-12-31')).toHaveLength(251);
  });
  it('steps over weekends and holidays', () => {
    expect(nextTradingDay('2024-03-28')).toBe('2024-04-01');
    expect(previousTradingDay('2024-04-01')).toBe('2024-03-28');
  });
});

describe('listed expirations', () => {
  it('moves a Good Friday monthly to the Thursday before', () => {
    // 2014-04-18 was both Good Friday and April's third Friday.
    const exp = listedExpirations('NVDA', '2014-04-14');
    expect(exp).toContain('2014-04-17');
    expect(exp).not.toContain('2014-04-18');
  });
  it('moves the June 2026 monthly off Juneteenth and the July 3 weekly to Thursday', () => {
    const exp = listedExpirations('PLTR', '2026-06-15');
    expect(exp[0]).toBe('2026-06-18');
    expect(exp).toContain('2026-07-02');
    expect(exp).not.toContain('2026-07-03');
  });
  it('lists only monthlies and LEAPS before a ticker had weeklies', () => {
    const exp = listedExpirations('AVGO', '2012-03-01');
    expect(exp.every((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 5 || !isTradingDay(addCalendarDays(d, 1)))).toBe(true);
    expect(exp).toEqual([...exp].sort());
    expect(exp[0]).toBe('2012-03-16');
    expect(exp).toContain('2014-01-17'); // LEAPS January
    expect(exp).not.toContain('2012-03-09');
  });
  it('lists one weekly at a time before the 2012-11-15 expansion, from the first Weeklys listing of each class', () => {
    const fridaysBefore = (t: string, d: string, until: string) => listedExpirations(t, d).filter((x) => x < until);
    // SPY's first Weeklys listing day (Friday 2010-06-04) lists the 06-11 weekly, not a same-day one.
    expect(fridaysBefore('SPY', '2010-06-03', '2010-06-18')).toEqual([]);
    expect(fridaysBefore('SPY', '2010-06-04', '2010-06-18')).toEqual(['2010-06-11']);
    // 2011: the next Friday only, listed on the Thursday before the Friday before it.
    expect(fridaysBefore('SPY', '2011-03-01', '2011-03-18')).toEqual(['2011-03-04']);
    expect(fridaysBefore('SPY', '2011-03-03', '2011-03-18')).toEqual(['2011-03-04', '2011-03-11']);
    expect(fridaysBefore('AAPL', '2010-06-24', '2010-07-16')).toEqual([]);
    expect(fridaysBefore('AAPL', '2010-06-25', '2010-07-16')).toEqual(['2010-07-02']);
    // From the expansion day, five weeks (SPY: every Friday within 42 days).
    expect(fridaysBefore('AAPL', '2012-11-14', '2012-12-21')).toEqual(['2012-11-16']);
    expect(fridaysBefore('AAPL', '2012-11-15', '2012-12-21')).toEqual(['2012-11-16', '2012-11-23', '2012-11-30', '2012-12-07', '2012-12-14']);
  });
  // Each ticker's first weekly by its source (calendar-expirations.ts): [ticker, day before, listing day, first weekly].
  const FIRST_WEEKLIES: readonly (readonly [string, string, string, string])[] = [
    ['AMZN', '2010-07-01', '2010-07-15', '2010-07-23'], // on Cboe's list read 2010-07-16 (earnings week); was 2010-06-04 assumed
    ['MSFT', '2010-07-01', '2010-07-15', '2010-07-23'], // the same list; was 2011-01-07 assumed
    ['NFLX', '2011-01-13', '2011-01-20', '2011-01-28'], // the Jan 28 weekly traded 2011-01-27; the old assumed date gave the same
    ['META', '2012-05-30', '2012-05-31', '2012-06-08'], // Cboe: FB Weeklys from Thursday May 31 for June 8; was 2012-09-07 assumed
    ['NVDA', '2012-09-19', '2012-09-20', '2012-09-28'], // the Sep 28 weekly traded 2012-09-24; was 2013-01-04 assumed
    ['AMD', '2013-08-28', '2013-08-29', '2013-09-06'], // Cboe: AMD joined with the Sep 6 weeklies on 2013-08-29; was 2014-01-03 assumed
    ['TSLA', '2013-07-31', '2013-08-01', '2013-08-09'], // the Aug 9 weekly traded 2013-08-05; was 2013-01-04 assumed
    ['HOOD', '2021-08-04', '2021-08-05', '2021-08-13'], // a 9/24 weekly traded the week after its options (2021-08-04); was 2021-09-03 assumed
    ['AVGO', '2015-11-04', '2015-11-05', '2015-11-13'], // weekly puts traded 2015-11-10 (Schaeffer's); was 2016-06-03 assumed
  ];
  it.each(FIRST_WEEKLIES)('%s: no weekly on %s, the first listed on %s', (ticker, dayBefore, listingDay, first) => {
    const weekliesBefore = (d: string) => listedExpirations(ticker, d).filter((x) => x <= addCalendarDays(first, 7) && !isMonthlyExpiration(x));
    // The ticker has no weekly before the listing day (looking back from the day before and from two weeks before it).
    expect(weekliesBefore(dayBefore)).toEqual([]);
    expect(weekliesBefore(addCalendarDays(listingDay, -14))).toEqual([]);
    expect(weekliesBefore(listingDay)[0]).toBe(first);
  });
  it('lists the AVGO weeklies its sources show traded', () => {
    // Schaeffer's 2015-11-10: AVGO weekly puts traded that day; InvestorPlace 2015-12-01: the weekly Dec. 4 series.
    expect(listedExpirations('AVGO', '2015-11-10')).toContain('2015-11-13');
    expect(listedExpirations('AVGO', '2015-12-01')).toContain('2015-12-04');
  });
  it('lists SPXW one at a time until May 2012, five weeks of Fridays until RG14-010, then six', () => {
    const fridays = (d: string, days: number) =>
      listedExpirations('SPX', d).filter((x) => new Date(`${x}T00:00:00Z`).getUTCDay() === 5 && x <= addCalendarDays(d, days));
    // 2011: the next Friday and the monthly only (the End-of-Week SPXW from 2010-12-02 is listed weekly too).
    expect(fridays('2011-03-01', 28)).toEqual(['2011-03-04', '2011-03-18']);
    expect(fridays('2010-12-01', 28)).toEqual(['2010-12-03', '2010-12-17']);
    expect(fridays('2010-12-02', 28)).toEqual(['2010-12-03', '2010-12-10', '2010-12-17']);
    // May 2012: on a Thursday the Friday 29 days out is listed (five weeks with the monthly).
    expect(fridays('2012-05-02', 40)).toEqual(['2012-05-04', '2012-05-18']);
    expect(fridays('2012-05-03', 40)).toEqual(['2012-05-04', '2012-05-11', '2012-05-18', '2012-05-25', '2012-06-01']);
    // RG14-010: six weeks.
    expect(fridays('2014-01-15', 40)).toEqual(['2014-01-17', '2014-01-24', '2014-01-31', '2014-02-07', '2014-02-21']);
    expect(fridays('2014-01-16', 40)).toEqual(['2014-01-17', '2014-01-24', '2014-01-31', '2014-02-07', '2014-02-14', '2014-02-21']);
  });
  it('adds SPY Monday/Wednesday and then daily expirations as they were listed', () => {
    const dow = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
    const days2015 = new Set(listedExpirations('SPY', '2015-06-01').filter((d) => d < '2015-06-20').map(dow));
    expect([...days2015]).toEqual([5]);
    const days2019 = new Set(listedExpirations('SPY', '2019-06-03').filter((d) => d < '2019-06-22').map(dow));
    expect([...days2019].sort()).toEqual([1, 3, 5]);
    const days2023 = new Set(listedExpirations('SPY', '2023-06-05').filter((d) => d < '2023-06-17').map(dow));
    expect([...days2023].sort()).toEqual([1, 2, 3, 4, 5]);
  });
  it('moves a Monday weekly that falls on a holiday to the Tuesday after, not the Friday before', () => {
    // Cboe Options Hub 2016-08-17: "SPXW options expiring on Tues. Sep. 6 (the day after the Labor
    // Day holiday)" listed on Friday 2016-08-19; SPY Monday Weeklys (Cboe, 2018): "If the Monday ...
    // coincides with an Exchange holiday, the expiration date will be on the next business day".
    expect(listedExpirations('SPX', '2016-08-19')).toContain('2016-09-06');
    expect(listedExpirations('SPY', '2019-08-20')).toContain('2019-09-03'); // Labor Day 2019-09-02
    expect(listedExpirations('QQQ', '2022-02-07')).toContain('2022-02-22'); // Presidents' Day 2022-02-21
    // Before Tuesday weeklies (2022) no other rule lists those Tuesdays; the Friday before is a weekly anyway.
    const tuesdays = listedExpirations('SPY', '2019-08-20').filter((d) => d < '2019-10-01' && new Date(`${d}T00:00:00Z`).getUTCDay() === 2);
    expect(tuesdays).toEqual(['2019-09-03']);
  });
  it('lists QQQ and IWM Monday/Wednesday weeklies only from 2021, when the exchanges first permitted them', () => {
    const days = (ticker: string, date: string) =>
      new Set(listedExpirations(ticker, date).filter((d) => d < addCalendarDays(date, 28)).map((d) => new Date(`${d}T00:00:00Z`).getUTCDay()));
    // SPY has had them since 2016/2018; QQQ's were approved for Phlx on 2021-04-20 (86 FR 22082),
    // IWM's filed by Nasdaq and Cboe on 2021-09-30 and 10-01 (86 FR 56328, 56332).
    expect([...days('SPY', '2019-06-03')].sort()).toEqual([1, 3, 5]);
    expect([...days('QQQ', '2019-06-03')]).toEqual([5]);
    expect([...days('IWM', '2021-06-01')]).toEqual([5]);
    expect([...days('QQQ', '2021-06-01')].sort()).toEqual([1, 3, 5]);
    expect([...days('IWM', '2021-11-01')].sort()).toEqual([1, 3, 5]);
  });
  it('lists IWM Tuesday/Thursday weeklies only from 2024-04-11, when Nasdaq ISE was first allowed them', () => {
    const weekdaysListed = (ticker: string, date: string) =>
      new Set(listedExpirations(ticker, date).filter((d) => d < addCalendarDays(date, 28)).map((d) => new Date(`${d}T00:00:00Z`).getUTCDay()));
    // SEC order of 2024-04-11 approving SR-ISE-2024-06 (89 FR 27471), "to allow Tuesday and Thursday
    // expirations ... on the iShares Russell 2000 ETF ('IWM')"; filed 2024-02-15. Was 2023-01-09, assumed.
    expect([...weekdaysListed('IWM', '2023-08-07')].sort()).toEqual([1, 3, 5]);
    expect([...weekdaysListed('IWM', '2024-04-10')].sort()).toEqual([1, 3, 5]);
    // From the approval day, a week after it at the earliest (the launch-week rule): Thursday 04-18 first.
    expect(listedExpirations('IWM', '2024-04-11')).toContain('2024-04-18');
    expect(listedExpirations('IWM', '2024-04-11')).not.toContain('2024-04-16');
    expect([...weekdaysListed('IWM', '2024-06-03')].sort()).toEqual([1, 2, 3, 4, 5]);
  });
  it('lists SPY and QQQ Tuesday weeklies from 2022-11-14 and Thursday weeklies from 2022-11-16', () => {
    // Nasdaq Options Trader Alert OTA2022-40 and Cboe's product update, as quoted in public
    // repositories: Tuesday expirations listed from 2022-11-14, Thursday from 2022-11-16. Was both
    // 2022-11-14, assumed. (Thanksgiving 2022-11-24's Thursday folds into the Wednesday before.)
    for (const ticker of ['SPY', 'QQQ']) {
      expect(listedExpirations(ticker, '2022-11-14')).toContain('2022-11-22');
      expect(listedExpirations(ticker, '2022-11-15')).not.toContain('2022-12-01');
      expect(listedExpirations(ticker, '2022-11-16')).toContain('2022-12-01');
    }
  });
  it('lists a new weekday expiration from the week after its introduction, not in the launch week', () => {
    const firstOf = (ticker: string, date: string, weekday: number) =>
      listedExpirations(ticker, date).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === weekday);
    // SPX Wednesdays from Tuesday 2016-02-23: "Initially, SPX Wednesday Weeklys series with March 2,
    // 2016 and March 9, 2016 expiration dates will be listed" (Cboe Options Hub, 2016-02-22).
    expect(firstOf('SPX', '2016-02-23', 3)).toBe('2016-03-02');
    // SPX Mondays from Monday 2016-08-15: "The initial expirations ... are planned for August 22,
    // 2016 and August 29, 2016" (CBOE, 2016-07-12).
    expect(firstOf('SPX', '2016-08-15', 1)).toBe('2016-08-22');
    // SPX Tuesdays from 2022-04-18: "the first batch ... starting with the April 26th and May 3rd
    // expirations" (vixandmore, 2022-04-19); Thursdays from 2022-05-11 (the same post: "likely
    // targeting May 19th and May 26th").
    expect(firstOf('SPX', '2022-04-18', 2)).toBe('2022-04-26');
    expect(firstOf('SPX', '2022-05-11', 4)).toBe('2022-05-19');
    // A week after its introduction the rule lists every weekday expiration within its horizon.
    expect(firstOf('SPX', '2016-03-01', 3)).toBe('2016-03-02');
  });
  it('lists the SPX expirations Cboe listed on 2016-08-17, with two Mondays more', () => {
    // Cboe Options Hub 2016-08-17 ("Successful Launch of New SPX Monday-Expiring Weeklys") lists the
    // S&P 500 expirations through September (its first row, Fri. Aug. 12, already expired), with
    // Tue. Sep. 6 to be listed on 08-19. The model lists Mondays 28 days out (SHORT_HORIZON_DAYS),
    // so also Sep 6 and Sep 12: at their launch Cboe kept at least two Monday expirations (CBOE
    // release of 2016-07-12, initial Aug 22 and 29), a detail the model does not follow.
    const real = ['2016-08-17', '2016-08-19', '2016-08-22', '2016-08-24', '2016-08-26', '2016-08-29', '2016-08-31', '2016-09-02',
      '2016-09-07', '2016-09-09', '2016-09-14', '2016-09-16', '2016-09-23', '2016-09-30'];
    const modeled = listedExpirations('SPX', '2016-08-17').filter((d) => d <= '2016-09-30');
    expect(modeled).toEqual([...real, '2016-09-06', '2016-09-12'].sort());
  });
  it('includes same-day (0 DTE) expirations and never a holiday', () => {
    const exp = listedExpirations('SPX', '2024-03-25');
    expect(exp[0]).toBe('2024-03-25');
    expect(exp.every(isTradingDay)).toBe(true);
    expect(exp).toContain('2024-03-28'); // Good Friday weekly moved to Thursday
  });
  it('recognises the holiday-adjusted monthly expiration', () => {
    expect(isMonthlyExpiration('2024-06-21')).toBe(true);
    expect(isMonthlyExpiration('2014-04-17')).toBe(true); // Good Friday 2014-04-18
    expect(isMonthlyExpiration('2014-04-18')).toBe(false);
    expect(isMonthlyExpiration('2024-06-28')).toBe(false);
  });
  it('lists LEAPS Januaries about two and a half years out and no monthly past a year', () => {
    const exp = listedExpirations('MSFT', '2020-01-02');
    expect(exp).toContain('2022-01-21');
    expect(exp).not.toContain('2021-02-19');
    expect(exp.filter((d) => d > '2021-01-02').every((d) => d.slice(5, 7) === '01')).toBe(true);
  });
  it('lists SPXW end-of-month series from their launch on Monday 2014-07-07 (Cboe, 2014-05-29)', () => {
    // 2014-07-03 is the trading day before (July 4 a holiday); July 31 is a Thursday, August 29 a
    // Friday beyond the weeklies' six weeks, so only the end-of-month rule lists them.
    const before = listedExpirations('SPX', '2014-07-03');
    expect(before).not.toContain('2014-07-31');
    expect(before).not.toContain('2014-08-29');
    const launch = listedExpirations('SPX', '2014-07-07');
    expect(launch).toContain('2014-07-31');
    expect(launch).toContain('2014-08-29');
  });
  it('lists the SPXW end-of-month expirations of the 2018 real-chain sample', () => {
    const exp = listedExpirations('SPX', '2018-01-02');
    expect(exp).toContain('2018-01-31');
    expect(exp).toContain('2018-02-28');
  });
});
