/**
 * Which standard monthly expirations a single stock lists on a day (chain-rules.ts section 1).
 * Index and ETF classes list every monthly (calendar-expirations.ts); a stock lists, by the
 * exchanges' expiration-cycle rule (Options Listing Procedures Plan; e.g. Lightspeed, "LEAPS
 * cycles": "all stocks & ETFs will have options listed for at least the two near-term expiration
 * months along with two months from their expiration quarterly cycle", exchanges may add more):
 * - the EQUITY_NEAR_MONTHS nearest months (the current month while its expiration is ahead), then
 * - the next EQUITY_CYCLE_MONTHS months of the stock's quarterly cycle (1: Jan/Apr/Jul/Oct,
 *   2: Feb/May/Aug/Nov, 3: Mar/Jun/Sep/Dec), plus the LEAPS Januaries (calendar-expirations.ts).
 * AAPL lists three of each: checked against the real AAPL universe of 2014-06-02 and 2014-06-16
 * (QuantConnect LEAN files): Jun, Jul, Aug, Oct, Jan 2015, Apr 2015 and the Jan 2016 LEAPS
 * (cycle 1). GOOG (class C) lists the standard two and two on cycle 3: the real GOOG universe of
 * 2015-12-23..31 (same LEAN source) lists Jan, Feb, Mar, Jun 2016 and the Jan 2017/2018 LEAPS, no
 * Apr/May (lean-listing.test.ts). Cycles of the other quick tickers (GOOGL included: a different
 * option class from GOOG) are not verified against a listing: cycle 1 is assumed.
 */
import { addCalendarDays, dayOfWeek, fromDayNumber, toDayNumber, yearOf } from './calendar-dates';
import { thirdFriday, effectiveExpiry } from './calendar-expirations';

export const EQUITY_NEAR_MONTHS_DEFAULT = 2;
export const EQUITY_CYCLE_MONTHS_DEFAULT = 2;
/** The stock's quarterly cycle (first month of the cycle: 1, 2 or 3); unknown tickers: 1 (assumed). */
export const EQUITY_CYCLE: Readonly<Record<string, 1 | 2 | 3>> = { AAPL: 1, GOOG: 3 };
/** Stocks whose exchanges list more than the standard four months (verified on a real universe). */
export const EQUITY_EXTRA_MONTHS: Readonly<Record<string, { near: number; cycle: number }>> = { AAPL: { near: 3, cycle: 3 } };

/** Scheduled (third-Friday) monthly expirations a stock lists on `date` (before holiday moves). */
export function equityMonthlies(symbol: string, date: string): string[] {
  const extra = EQUITY_EXTRA_MONTHS[symbol];
  const near = extra?.near ?? EQUITY_NEAR_MONTHS_DEFAULT;
  const cycleCount = extra?.cycle ?? EQUITY_CYCLE_MONTHS_DEFAULT;
  const cycle = EQUITY_CYCLE[symbol] ?? 1;
  const out: string[] = [];
  let year = yearOf(date);
  let month = Number(date.slice(5, 7));
  let cycleTaken = 0;
  // At most 2 years of months: the cycle months come within 12 after the near ones.
  const stop = addCalendarDays(date, 2 * 366);
  while (cycleTaken < cycleCount) {
    const friday = thirdFriday(year, month);
    if (friday > stop) break;
    if (effectiveExpiry(friday) >= date) {
      if (out.length < near) out.push(friday);
      else if ((month - cycle + 12) % 3 === 0) {
        out.push(friday);
        cycleTaken += 1;
      }
    }
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
}

/**
 * Days before its Friday that a stock weekly is first listed: the Thursday six weeks and a day
 * before (43), or, when the Friday a week earlier is a standard monthly, the Thursday before that
 * (50): on that Thursday the six-week Friday is the monthly itself, so the exchanges list the next
 * Friday's weekly instead (Cboe Short Term Option Series: new series open on a Thursday or Friday;
 * no weekly expires in a monthly's week). Read off the real LEAN universes, where an expiry counts
 * as listed on a day once any of its rows carries a price, volume or open interest (earlier rows of
 * it are blank placeholders with post-split strikes): AAPL 2014-07-25 first traded on Thursday
 * 2014-06-05 (50 days; 2014-07-18 is the July monthly) and 2014-08-01 not by Monday 2014-06-16
 * (46 days); GOOG 2016-02-05 first on Thursday 2015-12-24 (43 days), 2016-02-12 not by Wednesday
 * 2015-12-30 (44 days). The old fixed 42-day horizon missed both (lean-listing.test.ts, 16 days).
 */
export const WEEKLY_LIST_DAYS = 43;
export const WEEKLY_AFTER_MONTHLY_LIST_DAYS = 50;

/** Whether `friday` is a third Friday (a standard monthly's scheduled day). */
function isThirdFriday(friday: string): boolean {
  const day = Number(friday.slice(8, 10));
  return dayOfWeek(friday) === 5 && day >= 15 && day <= 21;
}

/** Scheduled (Friday, before holiday moves) weeklies a stock lists on `date`, by the rule above. */
export function equityWeeklies(date: string): string[] {
  const out: string[] = [];
  const start = toDayNumber(date);
  for (let n = start + ((5 - dayOfWeek(date) + 7) % 7); n <= start + WEEKLY_AFTER_MONTHLY_LIST_DAYS; n += 7) {
    const friday = fromDayNumber(n);
    const lead = isThirdFriday(fromDayNumber(n - 7)) ? WEEKLY_AFTER_MONTHLY_LIST_DAYS : WEEKLY_LIST_DAYS;
    if (n - start <= lead) out.push(friday);
  }
  return out;
}
