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
import { addCalendarDays, yearOf } from './calendar-dates';
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
