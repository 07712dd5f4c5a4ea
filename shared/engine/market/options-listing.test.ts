import { describe, expect, it } from 'vitest';
import { listedExpirations, nextTradingDay, tradingDays } from './calendar';
import { OPTIONS_LISTED_FROM, optionsListedFrom } from './options-listing';

/** The n-th session (1 = the first day's) of a stock whose shares began trading on `first`. */
const nthSession = (first: string, n: number): string => tradingDays(first, '2030-12-31')[n - 1]!;

describe('options listed from each new listing\'s first options day (options-listing.ts)', () => {
  // Ticker, last day without options, first options day: a chain before it lets a backtest trade
  // contracts that did not exist (the old rule listed them from the stock's first bar).
  const FIRST_DAYS = [
    ['TSLA', '2010-07-07', '2010-07-08'],
    ['META', '2012-05-25', '2012-05-29'],
    ['BABA', '2014-09-26', '2014-09-29'],
    ['PLTR', '2020-10-05', '2020-10-06'],
    ['HOOD', '2021-08-03', '2021-08-04'],
  ] as const;
  it.each(FIRST_DAYS)('%s lists nothing on %s and its first options on %s', (ticker, before, first) => {
    expect(listedExpirations(ticker, before)).toEqual([]);
    expect(listedExpirations(ticker, first).length).toBeGreaterThan(0);
    expect(optionsListedFrom(ticker.toLowerCase())).toBe(first);
  });

  it('lists FB on its first options day as Cboe announced it: June, July, September, December, the Januaries', () => {
    // Cboe Options Hub 2012-05-25: FB on the March cycle, June/July/Sep/Dec, Jan 2013 and Jan 2014
    // LEAPS; Weeklys from Thursday May 31 (none expiring June 1).
    const listed = listedExpirations('META', '2012-05-29');
    expect(listed).toContain('2012-06-15');
    expect(listed).toContain('2012-07-20');
    expect(listed).not.toContain('2012-06-01');
  });

  it('keeps the listing rule of its time: the sourced days and the derived ones agree with it', () => {
    // Until 2023 (pre-2019 and 2021 alike here): certified after the first sessions; FB and BABA
    // listed the business day after their 6th session, HOOD on its 5th.
    expect(nextTradingDay(nthSession('2012-05-18', 6))).toBe(OPTIONS_LISTED_FROM.META);
    expect(nextTradingDay(nthSession('2014-09-19', 6))).toBe(OPTIONS_LISTED_FROM.BABA);
    expect(nthSession('2021-07-29', 5)).toBe(OPTIONS_LISTED_FROM.HOOD);
    // Derived (no notice found): TSLA by FB's and BABA's rule, PLTR by HOOD's.
    expect(nextTradingDay(nthSession('2010-06-29', 6))).toBe(OPTIONS_LISTED_FROM.TSLA);
    expect(nthSession('2020-09-30', 5)).toBe(OPTIONS_LISTED_FROM.PLTR);
  });

  it('leaves tickers with options before the dataset alone', () => {
    expect(optionsListedFrom('AAPL')).toBeUndefined();
    expect(listedExpirations('AAPL', '2010-01-04').length).toBeGreaterThan(0);
  });
});
