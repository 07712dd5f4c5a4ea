/**
 * Option expirations listed on a given day. The rules (a documented approximation of the listing
 * practice of Cboe/OCC; the sources of each listing start date, or that it is assumed, are written
 * next to the tables below):
 *
 * - Monthlies: the third Friday of every month, listed up to MONTHLY_HORIZON_DAYS ahead, for SPX
 *   and the ETFs; a stock lists its near months and quarterly-cycle months (equity-listing.ts). Before February 2015 monthlies formally expired on the Saturday after; the last trading
 *   day (the Friday) is used as the expiry date throughout.
 * - LEAPS: January third Fridays up to LEAPS_HORIZON_DAYS ahead (real LEAPS reach 2-3 years).
 *   SPX also lists June and December LEAPS (SPX_LEAPS_MONTHS: the next two Junes, the next three
 *   Decembers), as the real SPX chain of 2015-12 did.
 * - Quarterlies: the last trading day of March, June, September, December for SPX/SPY/QQQ/IWM,
 *   up to QUARTERLY_HORIZON_DAYS ahead (listed since 2006-2008, so throughout the dataset).
 * - SPX end-of-month (SPXW EOM): the last trading day of every month from MONTH_ENDS_FROM, up to
 *   QUARTERLY_HORIZON_DAYS ahead (the real SPXW sample of 2018 trades the Jan 31 and Feb 28 EOMs).
 * - Friday weeklies, from WEEKLY_FRIDAYS_FROM[ticker] (sourced dates, or marked assumed): before
 *   WEEKLY_EXPANSION_FROM (2012-11-15) one at a time, the next Friday (listed 7 days before it, 8
 *   from 2010-07-01); from then the ETFs every Friday up to WEEKLY_HORIZON_DAYS ahead and a stock
 *   each Friday from the Thursday 43 days before it (50 after a monthly's week; equity-listing.ts,
 *   checked on the real AAPL and GOOG universes). SPX by its own eras (spxWeeklies): one at a
 *   time until May 2012, five weeks of Fridays until RG14-010 (January 2014), then six.
 * - Monday/Wednesday weeklies, then Tuesday/Thursday (completing daily expirations), for
 *   SPX/SPY/QQQ/IWM from the dates in EXTRA_WEEKDAYS_FROM, up to SHORT_HORIZON_DAYS ahead.
 * - Nothing before OPTIONS_LISTED_FROM[ticker] (options-listing.ts): a stock that began trading
 *   inside the dataset had no listed options for its first sessions.
 * - An expiration that falls on an exchange holiday moves to the previous trading day (e.g. a
 *   Good Friday monthly expires on the Thursday), except a Monday weekly, which moves to the next
 *   business day, the Tuesday: "If the Monday of the week in which the options expire coincides
 *   with an Exchange holiday, the expiration date will be on the next business day (usually a
 *   Tuesday)" (Cboe Options Hub, 2016-08-11, SPX Monday Weeklys; the same words for SPY's, Cboe,
 *   2018, as quoted by Traders Magazine); Options Hub 2016-08-17: "SPXW options expiring on Tues.
 *   Sep. 6 (the day after the Labor Day holiday)". Was: the Friday before, where a Friday weekly
 *   already expires, so each holiday Monday's expiry was lost. Duplicates collapse; results are ascending and
 *   never before the asking day (a same-day expiration is listed: 0 DTE), except a standard SPX
 *   monthly, AM-settled, whose last trading day is the day before its expiration.
 */
import { addCalendarDays, dayOfWeek, fromDayNumber, nthWeekday, toDayNumber, yearOf } from './calendar-dates';
import { isTradingDay, tradingDayOnOrAfter, tradingDayOnOrBefore } from './calendar-holidays';
import { tickerClass } from './chain-rules';
import { equityMonthlies, equityWeeklies } from './equity-listing';
import { optionsListedFrom } from './options-listing';

export const MONTHLY_HORIZON_DAYS = 365;
export const LEAPS_HORIZON_DAYS = 915;

/**
 * SPX LEAPS besides the Januaries: for each month, how many of its coming third Fridays SPX lists
 * (not yet expired on the day; each one that expires is replaced by the same month that many years
 * on). Rule: Cboe's SPX options product specifications (cboe.com, "SPX Options Product
 * Specifications", undated): up to twelve near-term months, and up to ten SPX LEAPS months that
 * expire 12 to 60 months after they are issued. So how far SPX lists inside those 60 months is the
 * exchange's practice, read from the real chains: the LEAN SPX universes of 2015-12-22/23
 * (SOURCES.md G4, rows that traded, so each a lower bound) hold the third Fridays Jun 2017 (541-542
 * days out), Dec 2017 (723-724) and, on 12-23, Dec 2018 (1,094), besides the twelve near months and
 * the Jan 2017 LEAPS; no Jun 2018, no later December. So June two years, December three (on
 * 2015-12-22/23: Jun 2016 and Jun 2017; Dec 2016, 2017, 2018). Taken to hold from 2010 on (the
 * page's date and any earlier practice are not known; only these two days are held): with the
 * Januaries at most six LEAPS months, within the rule's ten. Before this rule the model listed none
 * of Jun 2017, Dec 2017, Dec 2018 on those days (functions/market/spx-leaps.test.ts), so a search
 * for an SPX expiry 1.5-3 years out found only a January.
 */
export const SPX_LEAPS_MONTHS: Readonly<Record<number, number>> = { 6: 2, 12: 3 };
export const QUARTERLY_HORIZON_DAYS = 365;
export const WEEKLY_HORIZON_DAYS = 42;
export const SHORT_HORIZON_DAYS = 28;

/**
 * First day Friday weeklies were listed, per quick ticker: the listing day of the class's first
 * weekly found in a source (a class can have had weeklies earlier than a date documented only by
 * a trade; each such date says so). Before the 2012-11-15 expansion a class lists one weekly at a
 * time (oneWeekWeeklies), so its first weekly is the first non-monthly Friday at least 7 (8 from
 * 2010-07-01) days after this date, listed that many days before it; after it, the first Friday
 * at least 8 days out and the later ones of the class's ladder.
 */
export const WEEKLY_FRIDAYS_FROM: Readonly<Record<string, string>> = {
  // SPXW Weeklys: Cboe press release of 2005-09-09 ("First Short Term Options Will Launch On Friday,
  // October 28, 2005; Based On SPX", via Mondo Visione).
  SPX: '2005-10-28',
  // Cboe press release of 2010-06-03, "CBOE To Launch New ETF Weeklys On Friday, June 4" (SPY, QQQQ,
  // DIA, IWM; Reuters/Mondo Visione).
  SPY: '2010-06-04',
  QQQ: '2010-06-04',
  IWM: '2010-06-04',
  // AAPL (with BAC, BP, C) "since June 25, 2010" (shoulda-coulda-trade.blogspot.com, 2010-07-29,
  // from Cboe's Weeklys list; Cboe's Weeklys page as quoted on elitetrader.com 2010-07-02: "As of
  // June 25, 2010, these included ... AAPL").
  AAPL: '2010-06-25',
  // AMZN and MSFT are on Cboe's Weeklys list read on 2010-07-16 (optioninvestor.com, "... the new
  // list also includes GLD, XLF, EEM, C, BAC, AAPL, BP, F, GOOG, AMZN, FAS, FAZ, and MSFT"); the
  // list of 2010-07-29 (shoulda-coulda-trade) dates the others "since July 5" and not these two, so
  // their first weekly is taken as the one listed Thursday 2010-07-15 (expiring 07-23, the week
  // both reported earnings). Was: AMZN 2010-06-04, MSFT 2011-01-07, both assumed.
  AMZN: '2010-07-15',
  MSFT: '2010-07-15',
  // GOOG class A (now GOOGL) and GLD "since July 5, 2010" (shoulda-coulda-trade, 2010-07-29):
  // listed Thursday 2010-07-01. GOOGL as a symbol from 2014-04-03.
  GOOGL: '2010-07-01',
  GLD: '2010-07-01',
  GOOG: '2014-04-04', // class C from 2014-04-03; weeklies on the real GOOG universe of 2015-12 (LEAN)
  // NFLX weekly expiring 2011-01-28 traded on 2011-01-27 (nasdaq.com, "Options Trade of the Day: A
  // Netflix Weekly Short Call Spread"): listed by Thursday 2011-01-20. No earlier NFLX weekly was
  // found (the date was 2011-01-07, assumed, which lists the same first weekly).
  NFLX: '2011-01-20',
  // FB (now META): "We expect to add FB Weeklys options, which could begin trading as soon as
  // Thursday May 31st, for expiration Friday June 8th" (Cboe Options Hub, 2012-05-25); FB weeklies
  // traded by 2012-08-20 (Reuters, "Facebook weekly calls grab interest"). Was 2012-09-07, assumed.
  META: '2012-05-31',
  // NVDA weekly expiring 2012-09-28 traded on 2012-09-24 (Minyanville/Schaeffer's, "Nvidia Still
  // Has Fans in the Options Pits", 2012-09-25): listed by Thursday 2012-09-20; no earlier one was
  // found. Was 2013-01-04, assumed.
  NVDA: '2012-09-20',
  // TSLA weekly expiring 2013-08-09 traded on 2013-08-05 (Schaeffer's, "Option Volume Surges on
  // Tesla Motors Inc. Ahead of Earnings", quoted by climateerinvest.blogspot.com 2013-08-05: "the
  // weekly 8/9 150 strike"): listed by Thursday 2013-08-01; no earlier TSLA weekly was found (on
  // 2013-07-16 the busiest strikes were in the July monthly, Schaeffer's 2013-07-17). Later ones:
  // weekly 1/24 traded 2014-01-22, weekly 3/7 on 2014-03-05 (Schaeffer's). Was 2013-01-04, assumed.
  TSLA: '2013-08-01',
  // AMD joined the Weeklys list with weeklies expiring 2013-09-06 that "start trading in the
  // morning" of Thursday 2013-08-29 (Cboe Options Hub, "What's Up With Weeklys - 8/28/2013").
  // Was 2014-01-03, assumed.
  AMD: '2013-08-29',
  // BABA: options from 2014-09-29 with the October monthly as the nearest series (Cboe Options Hub,
  // 2014-09-29); on 2014-10-29 weeklies expiring 10-31 through 11-28 were listed (Schaeffer's,
  // "What Alibaba Options Tell Us About Earnings"); the weekly 11/14 was quoted on 2014-11-05
  // (Schaeffer's, "Most Active Options Update: Alibaba", 2014-11-13). Start date assumed. Searched
  // (2026-11, stored pages): Cboe "What's Up With Weeklys" posts and Weeklys additions of
  // October 2014, "Alibaba weekly 10/10", "10/24": none found, so no weekly before 10-29 is known.
  BABA: '2014-10-03',
  // AVGO (Avago Technologies, Broadcom from 2016-02): "Weekly puts are popular among AAPL suppliers
  // CRUS, SWKS, and AVGO" on Tuesday 2015-11-10 (Schaeffer's, "Short-Term Bears Swarm Apple Inc.
  // Suppliers"; its CRUS and SWKS ones are the weekly 11/13, AVGO's expiry is not in the stored
  // excerpt): weeklies by then, taken as listed by Thursday 2015-11-05, the listing day of the
  // 11/13 weekly. Later: the weekly Dec. 4 series priced 2015-12-01 (InvestorPlace, "Avago
  // Technologies Earnings Preview"), the weekly 6/9 in May 2017 (Schaeffer's, 2017-05-26).
  // Earlier ones may have existed: Cboe's morning update of 2015-05-28 ("Blogging Options: CBOE
  // Morning Update 5.28.15", Cboe Options Hub) quotes the May weekly of BRCM, COST and PANW but only
  // June and July for AVGO, yet these updates omit weeklies at times (its mid-day update of
  // 2015-05-07 quotes BABA's May, June, July, while BABA's weekly 5/1 traded 2015-04-27,
  // Schaeffer's), so that is no firm lower bound. Was 2016-06-03, assumed.
  AVGO: '2015-11-05',
  // Assumed (no listing notice found): MSTR; PLTR (weeklies priced the week of 2021-01-25, Options
  // AI "Palantir Demo Day"). Options themselves start per options-listing.ts. Searched (2026-11,
  // stored pages): MicroStrategy/MSTR weekly options 2019-2020 (Schaeffer's, unusual-activity
  // posts; the earliest MSTR weekly found is the 9/13 of 2024, Schaeffer's 2024-09-16); Palantir
  // weeklies around its first earnings (2020-11-12) and in November-December 2020 (WallStreetBets,
  // Schaeffer's, InvestorPlace: only monthlies quoted). Searched again (2026-12): Cboe Options Hub
  // "Next Week in Weeklys" posts naming new Weeklys classes (found for 2014, none naming BABA, AVGO,
  // MSTR or PLTR), OCC's weekly-additions page (no dated list stored), OSI symbols of early PLTR,
  // BABA and MSTR weeklies in public code: one PLTR weekly found, 'PLTR210108C00025000' (a yfinance
  // contract symbol in a public repository's helper), so PLTR had weeklies listed by Thursday
  // 2020-12-31 at the latest, an upper bound earlier than the week of 2021-01-25; not a start.
  // Searched a third time (2026-12): OSI symbols of PLTR weeklies expiring 2020-11-27, 12-04 and
  // 12-11 and of a BABA weekly expiring 2014-10-10 in public code (none found); Palantir weeklies
  // "added" in late 2020, Alibaba weeklies of early October 2014, MicroStrategy weeklies of 2019-2020
  // (stored pages: nothing earlier than the bounds above). AVGO: nothing earlier than 2015-11-10.
  MSTR: '2020-01-03',
  PLTR: '2020-11-06', // options from 2020-10-06 (options-listing.ts)
  // HOOD: options from Wednesday 2021-08-04 (options-listing.ts); a post written the weekend after
  // they "rolled out last week" trades the HOOD 9/24 70 call (utradea.com, "$HOOD: Robinhood Stock
  // Options Outlook for Week Ending 13 Aug"): a weekly listed by Friday 2021-08-06, so weeklies from
  // Thursday 2021-08-05, the first Weeklys listing day after the options (the rules here list 9/24
  // that day: 50 days before it, the Friday a week earlier being the September monthly). Was
  // 2021-09-03, assumed.
  HOOD: '2021-08-05',
};

/**
 * Until the exchanges' expansion of 2012-11-15 a class with Weeklys had ONE weekly at a time: listed
 * on a Friday for the next Friday, from 2010-07-01 on the Thursday (one day more) before it
 * (Cboe, Weeklys specifications; "As of July 1, 2010 ... beginning trading on Thursdays"). On
 * 2012-11-15 Cboe/C2 and NYSE Amex/Arca moved AAPL, BAC, BP, C, EEM, GLD, IWM, QQQ, SPY and XLF to
 * five consecutive weekly expirations (Reuters, "U.S. options exchanges expand listings of weekly
 * contracts", 2012-11-15; Cboe/C2 circulars IC12-093, IC12-015). Other classes: the same date is
 * assumed (their own dates were not found).
 */
export const WEEKLY_EXPANSION_FROM = '2012-11-15';
export const THURSDAY_LISTING_FROM = '2010-07-01';

/**
 * SPX Weeklys (SPXW) are not in the Short Term Option Series program (Cboe, Short Term Option
 * Series Program specifications: "SPX does not participate ... and, instead, participates in the
 * End of Week Program"), so the equity expansion date does not apply to them:
 * - until SPXW_FIVE_WEEKS_FROM one weekly at a time: the AM-settled Weeklys of 2005 ("a life of one
 *   week, listing on a Friday, and expiring the following Friday", Cboe press release 2005-09-09),
 *   then from Thursday 2010-12-02 the PM-settled End-of-Week SPXW, first listed for 2010-12-10
 *   (Cboe RG10-112), listed on Thursdays for the next Friday;
 * - "In May 2012 CBOE began extending the listings of SPX Weeklys, and maintaining five consecutive
 *   expiration weeks available" (Cboe Options Hub, "All-time Record Volume Month for SPX Weeklys",
 *   2012-11-09): the Friday SPXW_FIVE_WEEKS_LEAD_DAYS out is listed on the Thursday, so five weeks
 *   of Fridays (the monthly among them) are listed after each Thursday. The day in May is assumed
 *   (the first Thursday);
 * - from SPXW_SIX_WEEKS_FROM every Friday WEEKLY_HORIZON_DAYS out: Cboe RG14-010 (January 2014)
 *   "expanded the number of expirations from four to six Weeklys that expire on Fridays" (Cboe,
 *   Weeklys page). The day in January is assumed.
 * One listing found disagrees with the five-week rule: Cboe Options Hub's expirations "over the
 * next three months" of Thursday 2012-11-29 name the 11/30, 12/7 and 12/14 weeklies, the 12/21
 * monthly and the 12/31 Quarterly, not the 12/28 weekly this rule lists that day (perhaps skipped
 * for the Quarterly's week, or the post predates that day's listing). Not changed on one listing.
 * The two days stay assumed: searched (2026-11, stored pages) Cboe Options Hub posts of May 2012 and
 * January 2014, RG14-010's text and SPXW expirations quoted in those months; found only the month
 * statements above and Options Hub 2013-01-22 ("Beginning next month, CBOE plans to offer five
 * consecutive expiration weeks of trading for p.m.-settled options on the S&P 500", about SPXPM's
 * move to CBOE, which does not date the SPXW change).
 */
export const SPXW_FIVE_WEEKS_FROM = '2012-05-03';
export const SPXW_FIVE_WEEKS_LEAD_DAYS = 29;
export const SPXW_SIX_WEEKS_FROM = '2014-01-16';

/**
 * The single weekly of the years before the expansion: the Friday at most 7 days out (8 from
 * Thursday listing), once its listing day is on or after the class's first Weeklys day.
 */
function oneWeekWeeklies(date: string, weeklyFrom: string): string[] {
  const lead = date < THURSDAY_LISTING_FROM ? 7 : 8;
  return weekdays(date, 5, lead).filter((friday) => addCalendarDays(friday, -lead) >= weeklyFrom);
}

/** The Friday weeklies of SPX listed on `date` (after its first Weeklys day), by the eras above. */
function spxWeeklies(date: string, weeklyFrom: string): string[] {
  if (date < SPXW_FIVE_WEEKS_FROM) return oneWeekWeeklies(date, weeklyFrom);
  if (date < SPXW_SIX_WEEKS_FROM) return weekdays(date, 5, SPXW_FIVE_WEEKS_LEAD_DAYS);
  return weekdays(date, 5, WEEKLY_HORIZON_DAYS);
}

/**
 * The last expiration of the AM-settled SPX Weeklys. From 2005 to 2010 SPX Weeklys were "European-
 * style exercise with Friday A.M. settlement (last day of trading is Thursday)" (Cboe press release
 * 2006-03-17; the 2005 launch notice: "SPX Weeklys will be European-style exercise with A.M.
 * settlement"); Cboe then moved to the PM-settled End-of-Week SPXW: "The last AM-settled Weeklys
 * will expire on Friday, December 3" 2010, the first PM-settled ones listed Thursday December 2
 * (Cboe's notice of the transition, as quoted on jcisenatenigeria.org). So an SPX weekly expiring
 * on or before this day settles like the standard monthly (settlement.ts): no trading on its
 * expiration day, settled at that day's opening price. Its OCC root is still modeled as SPXW (the
 * roots of the AM Weeklys were not found).
 */
export const SPX_AM_WEEKLIES_UNTIL = '2010-12-03';

/** True for an SPX weekly (a non-monthly Friday, or the Thursday before a Friday holiday) of the AM-settled years. */
export function isAmSettledSpxWeekly(expiry: string): boolean {
  if (expiry > SPX_AM_WEEKLIES_UNTIL || isMonthlyExpiration(expiry)) return false;
  const weekday = dayOfWeek(expiry);
  return weekday === 5 || (weekday === 4 && !isTradingDay(addCalendarDays(expiry, 1)));
}

/**
 * First day end-of-month expirations were listed. SPX: "Effective July 7, 2014, CBOE will begin
 * trading new S&P 500 End-of-Month option series ... under the SPXW options root ticker symbol,
 * expire on the last trading day of the applicable month, and be PM-settled" (Cboe Options Hub,
 * "New S&P 500 End-of-Month Options to Launch in July", 2014-05-29; Cboe press release of the same
 * day, "CBOE To Launch SPX End-of-Month Options In July": "on Monday, July 7"; Options Hub
 * 2014-08-05: "about 320,000 contracts traded during the month of July"). Was 2014-07-01, assumed.
 * Which month-ends were listed on the first day was not found (the Options Hub table of 2014-08-05
 * is an image): all of them within QUARTERLY_HORIZON_DAYS, as on any later day.
 */
export const MONTH_ENDS_FROM: Readonly<Record<string, string>> = { SPX: '2014-07-07' };

/*
 * Not listed: the PM-settled SPX series of the third Friday, which expires the same day as the
 * AM-settled monthly. Since 2017-05-01 it trades as SPXW in the SPX chain ("CBOE proposes to move
 * P.M.-settled S&P 500 Index options expiring on the third-Friday of the month ..., currently
 * listed in a separate class and trading under the symbol "SPXPM", to the Hybrid 3.0 S&P 500 Index
 * options class ... changing the trading symbol ... from "SPXPM" to "SPXW"": SEC Release No.
 * 34-80060, SR-CBOE-2016-091, approved 2017-02-17, 82 FR 11673, 2017-02-24,
 * https://www.govinfo.gov/content/pkg/FR-2017-02-24/html/2017-03573.htm; effective date: Cboe
 * Options Hub 2017-03-31, "Conversion of SPXPM Options to Symbol SPXW": "scheduled to be effective
 * May 1, 2017 ... on standard expiration dates (i.e., generally the third Friday of the month),
 * both AM-settled options trading under symbol SPX and PM-settled options trading under symbol
 * SPXW ... will expire and be settled", http://www.cboe.com/blogs/options-hub/2017/03/31/conversion-of-spxpm-options-to-symbol-spxw;
 * Options Hub 2017-06-14: "on May 1, 2017, CBOE changed the symbol"). Before, from 2011-10-04, the
 * same series traded as its own class, SPXPM, on C2 (CBOE Holdings, "SPXpm To Launch On C2 On
 * October 4", 2011-09-13), on CBOE from 2013-02-19 (RG13-012). Not modelled because an option
 * chain here lists one series per expiration date (OptionChainProvider.chain and quote are keyed by
 * the date; the OCC root follows from it, occRoot in strikes.ts): a second series on the monthly's
 * date needs a series key through the chain, the selection, the imported chains and the trade log.
 * So the third Friday is the AM-settled SPX monthly on modeled chains in every year, while imported
 * SPXW rows on a third Friday settle at the close as listed (settlement.ts).
 * No real chain held here shows the PM series (checked 2026-12-03): the SPXW sample of 2018-01-02..
 * 02-28 (HistoricalOptionData.com's, SOURCES.md G1) has the end-of-month series alone, 2018-01-31
 * and 2018-02-28, no row of any root expiring on the third Fridays 2018-01-19 or 02-16; LEAN's SPX
 * universe of 2015-12-22/23 (G4) lists only third-Friday expiries, no weekly, so the SPX root
 * alone (SPXPM was then a class of its own). The listing above rests on the documents cited, and on
 * a list of the time: Cboe Options Hub 2012-11-29 ("Realignment for S&P 500 Weeklys, Quarterlys &
 * SPXpm in 2013") names "21-Dec-2012 – SPX (am-settled) and SPXpm" among its expiration dates.
 */

/**
 * First day each extra weekday expiration was listed (1 = Monday ... 4 = Thursday).
 * From exchange notices: SPX Wednesday 2016-02-23, Monday 2016-08-15, Tuesday 2022-04-18,
 * Thursday 2022-05-11 (Cboe); SPY Wednesday 2016-09-07 (MIAX listing alert), SPY Monday
 * 2018-02-16 (Cboe). (One public repository dates Cboe's SPY Wednesdays earlier: "Wednesday series
 * were listed effective August 30, 2016, so the first Wednesday expiration is August 31, 2016 (CBOE
 * RG16-147)", after SR-CBOE-2016-062 of 2016-08-24; RG16-147 itself not found; not changed.) QQQ Monday/Wednesday: first permitted by Phlx's approval order of
 * 2021-04-20 (86 FR 22082, 2021-04-26; proposed 2021-02-22, "to allow Monday and Wednesday
 * expirations ... on the Invesco QQQ Trust"); Nasdaq ISE followed on 2021-04-21 (86 FR 22754). IWM
 * Monday/Wednesday: Phlx's proposal of 2021-08 (86 FR 46304), approved by an order published
 * 2021-10-04 (86 FR 54749), Nasdaq's filing of 2021-09-30 (86 FR 56328) and Cboe's of 2021-10-01
 * (86 FR 56332): taken from 2021-09-30. QQQ's is the day the first exchange's rule allowed them,
 * IWM's within days of it (the date of Phlx's order is not in the stored excerpts); the first
 * series may have come days later (one public repository's notes, quoting Nasdaq's alert OTA2021-23
 * and Cboe's "Cboe Exchanges to List Monday and Wednesday Expiring Weekly Options on QQQ", give
 * QQQ's first listings as 2021-04-23 and 2021-04-27; one secondary source, not adopted). Was
 * 2018-08-20 for both, assumed, some three years early.
 * SPY/QQQ Tuesday 2022-11-14 and Thursday 2022-11-16: Nasdaq ISE's approval order on its Short Term
 * program is published 2022-11-16 (87 FR 68769, "Order Granting Approval of a Proposed Rule Change
 * To Amend the Short Term Option Series Program"); Cboe's own change, SR-CBOE-2022-059 ("To Amend the
 * Short Term Option Series Program in Rule 4.5(d)", Release 34-96315, 87 FR 70875), was filed
 * Monday 2022-11-14 for immediate effectiveness; the days are those of Nasdaq Options Trader Alert
 * OTA2022-40 and Cboe's product update "Cboe Options to List SPY and QQQ Tuesday and Thursday
 * Expiring Weekly Options" (cdn.cboe.com/resources/product_update/2022/), whose own text is not
 * stored, as three public repositories quote them ("QQQ Tuesday expirations listed from 2022-11-14,
 * Thursday from 2022-11-16"; "Tuesday and Thursday expirations began November 14 and 16, 2022"; the
 * index names no repository). Was both 2022-11-14, assumed. A fourth repository's notes give the
 * first expirations as "15 y 17 de noviembre", and a fifth says Cboe "didn't offer SPY 0DTE every
 * day before Nov 17. 2022": a next-day first expiry, where the launch-week rule below
 * lists the first Tuesday on 11-22 and the first Thursday on 12-01 (11-24 is Thanksgiving). Not
 * changed: secondary quotes only, and the rule lists less, not more, than there was.
 * IWM Tuesday/Thursday 2024-04-11, not 2023-01-09 (assumed, 15 months early): the SEC's order of
 * 2024-04-11 approving SR-ISE-2024-06 (Release 34-99946, 89 FR 27471, 2024-04-17), filed 2024-02-15
 * "to allow Tuesday and Thursday expirations for options listed pursuant to the Exchange's short term
 * option series program ... on the iShares Russell 2000 ETF ('IWM')"; BOX and Cboe BZX followed
 * within days (89 FR 30401 and 30404, 2024-04-23: BZX's "in response to a filing submitted by
 * Nasdaq ISE that was recently approved by the Commission"); Cboe's product update "Cboe Options to
 * List Tuesday and Thursday Expiring Weekly Options on IWM" (2024) is cited, not stored. One public
 * repository takes the first IWM Tuesday and Thursday as 2024-04-16 and 04-18 (the rule here: 04-23
 * and 04-18).
 * The first expirations were a week or more after that day, none in the launch week: SPX
 * Wednesdays "Initially ... March 2, 2016 and March 9, 2016" (Cboe Options Hub, 2016-02-22); SPX
 * Mondays "The initial expirations ... August 22, 2016 and August 29, 2016" (CBOE release,
 * 2016-07-12); SPX Tuesdays "the first batch ... starting with the April 26th and May 3rd
 * expirations", listed 2022-04-18, and Thursdays listed 2022-05-11 "likely targeting May 19th and
 * May 26th" (vixandmore, 2022-04-19). So a weekday's expiration is listed only from 7 days after
 * its introduction day (was: from the day itself, so each launch listed a same- or next-day
 * expiration that did not exist).
 * How far out the extra weekdays reach (SHORT_HORIZON_DAYS, 28 days, for every class and year) is an
 * approximation with sources on both sides, not changed for want of the days the practice changed:
 * - SPX Mondays at launch: "new expirations for the Monday Weeklys will typically be listed on
 *   Fridays and CBOE expects that Monday Weeklys with at least two expirations will be available at
 *   all times" (CBOE release, 2016-07-12, via Oreanda-News); on 2016-08-17 Cboe listed the Mondays
 *   Aug 22 and 29 and would list Tues. Sep. 6 on Aug 19 (Options Hub), i.e. each Monday from the
 *   Friday 17 days before it, where the rule also lists Sep 6 and Sep 12 (calendar.test.ts).
 * - SPX Wednesdays: "will initially list two consecutive expirations, but can list out and maintain
 *   six" (Cboe's SPX Weeklys page of 2016, cboe.com/micro/weeklys/spxweeklys.aspx: Mar 2 and 9,
 *   "listed ... on Tuesdays at least one week prior"); by Cboe RG16-102 of 2016-05-24, "Going
 *   forward, CBOE will continue to list new SPXW Wednesday-Expiring Weekly Options, generally on
 *   Tuesdays, to maintain expirations in at least four consecutive weeks" (quoted by Options Hub,
 *   2016-06-15; "continue": perhaps four before that day), which the 28 days match, as does the
 *   list of 2016-08-17 (Wednesdays through Sep 14).
 * - Later, SPX Mondays and Wednesdays as Fridays: "CBOE has the ability to list up to 12 consecutive
 *   expirations in SPXW Weeklys with Monday expirations and up to 12 ... with Wednesday expirations.
 *   Similar to SPXW Weeklys with Friday expirations, CBOE maintains six consecutive expirations"
 *   of each (Cboe's SPXW Weeklys product page, undated, written after the SPXPM move of 2017-05-01;
 *   the twelve are SR-CBOE-2017-014, approved 2017-04-06, 82 FR 17708), so the rule lists two fewer
 *   than that page.
 * Searched (2026-12, stored pages): Cboe circulars and Options Hub posts on SPXW Monday/Wednesday
 * listings of 2016-2018, the "six consecutive" text elsewhere, SR-CBOE-2017-014's description; the
 * day Mondays went from two to six, and Wednesdays from four to six, was not found (bounds: after
 * 2016-08-19 for Mondays, 2016-06-15 for Wednesdays; before the page, itself written after 2017-05-01).
 */
export const EXTRA_WEEKDAYS_FROM: Readonly<Record<string, Readonly<Partial<Record<1 | 2 | 3 | 4, string>>>>> = {
  SPX: { 3: '2016-02-23', 1: '2016-08-15', 2: '2022-04-18', 4: '2022-05-11' },
  SPY: { 3: '2016-09-07', 1: '2018-02-16', 2: '2022-11-14', 4: '2022-11-16' },
  QQQ: { 3: '2021-04-20', 1: '2021-04-20', 2: '2022-11-14', 4: '2022-11-16' },
  IWM: { 3: '2021-09-30', 1: '2021-09-30', 2: '2024-04-11', 4: '2024-04-11' },
};

/**
 * Whether `expiry` of `symbol` is a Short Term Option Series (a weekly of a stock or ETF, under the
 * early strike limit of chain-rules.ts section 2): not SPX (its weeklies are End-of-Week series),
 * not a standard monthly and not a quarter-end Quarterly of a class that lists them.
 */
export function isShortTermWeekly(symbol: string, expiry: string): boolean {
  const s = symbol.toUpperCase();
  if (tickerClass(s) === 'index' || isMonthlyExpiration(expiry)) return false;
  if (EXTRA_WEEKDAYS_FROM[s] === undefined) return true;
  const month = Number(expiry.slice(5, 7));
  return month % 3 !== 0 || tradingDayOnOrBefore(lastDayOfMonth(yearOf(expiry), month)) !== expiry;
}

/** Third Friday of a month (1-12), before the holiday move. */
export function thirdFriday(year: number, month: number): string {
  const key = year * 12 + month;
  let friday = thirdFridayCache.get(key);
  if (friday === undefined) {
    friday = nthWeekday(year, month, 5, 3);
    thirdFridayCache.set(key, friday);
  }
  return friday;
}
const thirdFridayCache = new Map<number, string>();

/** The expiration a scheduled expiry day actually has: itself, or the trading day before a holiday. */
export function effectiveExpiry(scheduled: string): string {
  return isTradingDay(scheduled) ? scheduled : tradingDayOnOrBefore(scheduled);
}

/** True when `date` is the (holiday-adjusted) standard monthly expiration of its month. */
export function isMonthlyExpiration(date: string): boolean {
  const month = Number(date.slice(5, 7));
  return effectiveExpiry(thirdFriday(yearOf(date), month)) === date;
}

function monthlies(date: string, horizonDays: number, onlyJanuary: boolean): string[] {
  const out: string[] = [];
  const last = addCalendarDays(date, horizonDays);
  let year = yearOf(date);
  let month = Number(date.slice(5, 7));
  for (;;) {
    const friday = thirdFriday(year, month);
    if (friday > last) break;
    if (!onlyJanuary || month === 1) out.push(friday);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
}

/** The SPX June and December LEAPS listed on `date` (SPX_LEAPS_MONTHS), scheduled third Fridays. */
function spxLeaps(date: string): string[] {
  const out: string[] = [];
  for (const [month, count] of Object.entries(SPX_LEAPS_MONTHS)) {
    for (let year = yearOf(date), n = 0; n < count; year++) {
      const friday = thirdFriday(year, Number(month));
      if (effectiveExpiry(friday) <= date) continue;
      out.push(friday);
      n++;
    }
  }
  return out;
}

function monthEnds(date: string, horizonDays: number, months: readonly number[]): string[] {
  const out: string[] = [];
  const last = addCalendarDays(date, horizonDays);
  for (let year = yearOf(date); ; year++) {
    for (const month of months) {
      const end = lastDayOfMonth(year, month);
      if (end > last) return out;
      out.push(tradingDayOnOrBefore(end));
    }
  }
}

function lastDayOfMonth(year: number, month: number): string {
  const firstOfNext = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return addCalendarDays(firstOfNext, -1);
}

/** Scheduled days with the given weekday from `date` up to `horizonDays` ahead. */
function weekdays(date: string, weekday: number, horizonDays: number): string[] {
  const out: string[] = [];
  const start = toDayNumber(date);
  const ahead = (weekday - dayOfWeek(date) + 7) % 7;
  for (let n = start + ahead; n <= start + horizonDays; n += 7) out.push(fromDayNumber(n));
  return out;
}

// Memoised per ticker and day (pure function of both); bounded so a long-lived process stays small.
const listedCache = new Map<string, readonly string[]>();
const LISTED_CACHE_LIMIT = 100_000;

/** Expirations of `ticker` listed on `date` (on or after it), ascending, holiday-adjusted. */
export function listedExpirations(ticker: string, date: string): string[] {
  const key = `${ticker.toUpperCase()}|${date}`;
  let listed = listedCache.get(key);
  if (!listed) {
    listed = computeListedExpirations(ticker.toUpperCase(), date);
    if (listedCache.size >= LISTED_CACHE_LIMIT) listedCache.clear();
    listedCache.set(key, listed);
  }
  return [...listed];
}

function computeListedExpirations(symbol: string, date: string): string[] {
  // Before a new listing's options were certified nothing is listed (options-listing.ts).
  const optionsFrom = optionsListedFrom(symbol);
  if (optionsFrom !== undefined && date < optionsFrom) return [];
  // Stocks list their near months and quarterly cycle (equity-listing.ts); SPX and the ETFs every month.
  const standard = tickerClass(symbol) === 'stock' ? equityMonthlies(symbol, date) : monthlies(date, MONTHLY_HORIZON_DAYS, false);
  const scheduled: string[] = [...standard, ...monthlies(date, LEAPS_HORIZON_DAYS, true)];
  if (symbol === 'SPX') scheduled.push(...spxLeaps(date));
  const extra = EXTRA_WEEKDAYS_FROM[symbol];
  if (extra) scheduled.push(...monthEnds(date, QUARTERLY_HORIZON_DAYS, [3, 6, 9, 12]));
  const monthEndFrom = MONTH_ENDS_FROM[symbol];
  if (monthEndFrom !== undefined && date >= monthEndFrom) {
    scheduled.push(...monthEnds(date, QUARTERLY_HORIZON_DAYS, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]));
  }
  const weeklyFrom = WEEKLY_FRIDAYS_FROM[symbol];
  if (weeklyFrom !== undefined && date >= weeklyFrom) {
    if (symbol === 'SPX') scheduled.push(...spxWeeklies(date, weeklyFrom));
    else if (date < WEEKLY_EXPANSION_FROM) scheduled.push(...oneWeekWeeklies(date, weeklyFrom));
    else {
      const fridays = tickerClass(symbol) === 'stock' ? equityWeeklies(date) : weekdays(date, 5, WEEKLY_HORIZON_DAYS);
      // A class that joins the Weeklys lists no Friday of its first week (AMD's first, on Thursday
      // 2013-08-29, expired 2013-09-06): a weekly is listed at least 8 days before it expires.
      scheduled.push(...(date < addCalendarDays(weeklyFrom, 8) ? fridays.filter((f) => addCalendarDays(f, -8) >= weeklyFrom) : fridays));
    }
  }
  if (extra) {
    for (const weekday of [1, 2, 3, 4] as const) {
      const from = extra[weekday];
      if (from === undefined || date < from) continue;
      // Nothing of the launch week: a new weekday's first expiration is at least a week after its
      // introduction (see EXTRA_WEEKDAYS_FROM).
      const days = weekdays(date, weekday, SHORT_HORIZON_DAYS).filter((d) => addCalendarDays(d, -7) >= from);
      // A Monday expiration on a holiday moves to the next business day (see the top of this file).
      scheduled.push(...(weekday === 1 ? days.map(tradingDayOnOrAfter) : days));
    }
  }
  const result = new Set<string>();
  // A standard SPX monthly is AM-settled, and so were SPX weeklies until 2010-12-03: the last
  // trading day is the day before the expiration (settlement.ts).
  const amSettled = symbol === 'SPX';
  for (const day of scheduled) {
    const expiry = effectiveExpiry(day);
    if (expiry > date || (expiry === date && !(amSettled && (isMonthlyExpiration(expiry) || isAmSettledSpxWeekly(expiry))))) result.add(expiry);
  }
  return [...result].sort();
}
