/**
 * First day listed options traded, for the tickers whose shares began trading inside the dataset
 * (the data's first bar after 2010-01-04). Options never list on a stock's first day: the exchanges
 * certify a new underlying to OCC only after it has traded some sessions (Cboe Options Hub,
 * 2012-05-17 and 2014-09-11: the petition goes in on the stock's 6th business day, counting the
 * first, and options list the next business day; investing.com, 2023: the exchanges cut the wait
 * for a large new listing "from four sessions to two" over the summer of 2023, NYSE American's
 * notice effective 2023-09-01). Before this date the modeled chain lists
 * nothing (calendar-expirations.ts listedExpirations answers no expiration), so a backtest skips
 * those days as it skips any day without a chain, and its result says why (result-head.ts).
 * Tickers absent here had options before the dataset starts (MSTR, public since 1998, among them:
 * its June 40, 45 and 50 calls traded in 2000, TheStreet, "MicroStrategy Bounce Cheers
 * Call-Options Buyers").
 */
export const OPTIONS_LISTED_FROM: Readonly<Record<string, string>> = {
  // IPO Tuesday 2010-06-29. No listing notice found: derived from the rule above (6th session
  // Wednesday 07-07, July 5 a holiday; listed the next business day; "This approval and listing
  // procedure has been around for many years", Cboe Options Hub 2014-09-11), so the earliest the
  // rule allowed: real TSLA options may have come later, not earlier. Searched (2026-11, stored
  // pages): TSLA options' debut or first volume in July 2010, exchange new-listing notices, a dated
  // TSLA option quote of July-August 2010; the earliest found are Schaeffer's posts of 2013.
  // Searched again (2026-12): Tesla options' first day or volume in July 2010: nothing new.
  TSLA: '2010-07-08',
  // FB (now META), IPO Friday 2012-05-18: options on Cboe, C2, ISE and NYSE Amex from Tuesday
  // 2012-05-29 (Reuters 2012-05-22 and 2012-05-29, "investors piled into Facebook options on their
  // first day of trading Tuesday"; Cboe Options Hub 2012-05-25; BATS a day later).
  META: '2012-05-29',
  // BABA, IPO Friday 2014-09-19: options from Monday 2014-09-29 on Cboe, C2, ISE and ISE Gemini
  // (Cboe Options Hub 2014-09-29, "The first trading option trading day for Alibaba"; Reuters
  // 2014-09-29, "their first day of trading").
  BABA: '2014-09-29',
  // Direct listing Wednesday 2020-09-30. No listing notice found: derived from the four-session
  // wait of the time (as HOOD below shows: listed on its 5th session), so the earliest it allowed.
  // Searched (2026-11, stored pages): Palantir options' first trading day or volume in October
  // 2020, Cboe/ISE new option classes of that month; the earliest dated PLTR option found is a
  // call's delta on 2020-11-20 (a WallStreetBets post of 2020-11-27). Searched again (2026-12):
  // Palantir options' first trading day in October 2020, exchange listing notices: nothing new.
  PLTR: '2020-10-06',
  // HOOD, IPO Thursday 2021-07-29: options began trading Wednesday 2021-08-04 (Fortune,
  // 2021-08-04, "as related options contracts began to trade"; opening-day volume from Cboe's
  // Henry Schwartz; Barron's the same day, "Just five days after its market debut", as quoted on
  // elitestockchat.com).
  HOOD: '2021-08-04',
};

/** The first day `ticker` had listed options, or undefined when it had them before the dataset. */
export function optionsListedFrom(ticker: string): string | undefined {
  return OPTIONS_LISTED_FROM[ticker.toUpperCase()];
}
