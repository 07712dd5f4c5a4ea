/**
 * Real, dated, published values of the S&P 500's ~30-day at-the-money implied vol (SPX or SPY),
 * gathered out of the sample the index smile's level rule was chosen on (real SPXW chains of
 * Jan-Feb 2018, chain-rules.ts indexSmileFor). Read by published-atm-check.ts, which sets each
 * against the model's 30-day ATM of the same day.
 *
 * Grades (how much a value can be trusted as "the 30-day ATM vol of that close"):
 * - A: the index provider or the exchange itself publishes the number with its definition
 *   (Nations VolDex: precisely at-the-money SPY options, precisely 30 days; Cboe: SPX 1M ATM vol).
 * - B: a third-party analytics site's daily table: dated and numeric, but its ATM method is not
 *   documented on the page (its "30-day expected move" is ATM IV × √(30/365), so the value is read as
 *   a 30-day ATM vol); all B rows come from ONE site, so they are one source, not many.
 * - C: derived or from an auto-generated page (see each row's note): indicative only.
 * Every value carries its source next to it. Values were read from the stored copies of public pages
 * reachable by the project's search tool (no live fetch); the URL is the page's address.
 */

export type AtmGrade = 'A' | 'B' | 'C';

/**
 * How the source's number is built from a real chain, as far as its definition says, so the model
 * can be read the same way (atm-definitions.ts):
 * - 'ivx': IVolatility's IV Index: per expiry the 4 strikes nearest the SPOT, calls and puts, weighted
 *   by vega (and delta, proprietary), call and put mean; the 2 expiries closest to 30 days, total
 *   variance interpolated to 30 calendar days (IVolatility, "Implied Volatility Index":
 *   https://www.ivolatility.com/news.j/72; http://w.owiki.org/wiki/IVX);
 * - 'spot': the 30-day vol at a strike equal to the spot (100% moneyness), from the listed expiries
 *   bracketing 30 days (Nations VolDex: "the first in-the-money and first out-of-the-money options
 *   for the weekly expirations bracketing ... precisely 30 days", https://www.nationsindexes.com/indexes/voldex/;
 *   Bloomberg's moneyness surface; Cboe's "1M ATM", read as 100% of spot: Cboe does not say);
 * - undefined: the source does not document its method (read as the forward ATM of the listed
 *   expiries bracketing 30 days).
 */
export type AtmDefinition = 'ivx' | 'spot';

export interface PublishedAtm {
  /** The close the value is of (YYYY-MM-DD, a trading day). */
  date: string;
  underlying: 'SPX' | 'SPY';
  /**
   * 'atm': the 30-day ATM vol itself (vol points);
   * 'vixMinusAtm': VIX minus the 30-day ATM vol (points): the real ATM is the day's VIX close minus it.
   */
  kind: 'atm' | 'vixMinusAtm';
  value: number;
  /** What exactly the number measures, in the source's words where possible. */
  measures: string;
  /** The VIX close the source itself quotes for that day, when it does (checked against the bundled VIX). */
  vixQuoted?: number;
  /** The underlying's close the source quotes (checked against the bundled bars: a wrong date shows). */
  spotQuoted?: number;
  grade: AtmGrade;
  /** Who computed the number: rows of one group are one source, not independent checks. */
  group: string;
  /** The source's definition of its number (AtmDefinition); absent when the source does not document it. */
  definition?: AtmDefinition;
  source: string;
  note?: string;
}

/** A published monthly mean of the daily 30-day ATM vol, set against the model's mean over the same sessions. */
export interface PublishedMonthlyAtm {
  /** YYYY-MM. */
  month: string;
  underlying: 'SPX' | 'SPY';
  /** Mean of the daily values (vol points). */
  value: number;
  /** Trading days the source averaged over (the model's mean must cover as many bundled sessions). */
  days: number;
  grade: AtmGrade;
  source: string;
}

const OAS = 'https://www.optionsanalysissuite.com/index/spx/history';
const OAS_MEASURES = 'SPX "ATM IV" (daily table; 30-day expected move = ATM IV × √(30/365)); method not documented';

/** The site's daily rows: the month's first sessions (as many as the stored page shows) and its last ("Close"). */
function oas(date: string, value: number, spotQuoted: number): PublishedAtm {
  return { date, underlying: 'SPX', kind: 'atm', value, measures: OAS_MEASURES, spotQuoted, grade: 'B', group: 'optionsanalysissuite', source: `${OAS}/${date.slice(0, 7)}` };
}

const MC = 'https://marketchameleon.com/Overview/SPY/SymbolReview/';
const MC_MEASURES = 'Market Chameleon SPY "30-Day Implied Volatility (IV30)" of the report date\'s close; the stored page does not define it (the site\'s IV30 is an ATM-based 30-day IV)';

/** Market Chameleon's SPY report of a dated close ("Report Date: ..."; the quoted SPY close matches the bundled one). */
function mc(date: string, value: number, spotQuoted: number): PublishedAtm {
  return { date, underlying: 'SPY', kind: 'atm', value, measures: MC_MEASURES, spotQuoted, grade: 'B', group: 'Market Chameleon', source: `${MC} (Report Date ${date})` };
}

export const PUBLISHED_ATM: readonly PublishedAtm[] = [
  {
    date: '2013-06-21', underlying: 'SPY', kind: 'atm', value: 17.31,
    measures: 'Nations VolDex (VOLI) close: IV of precisely at-the-money SPY options, precisely 30 days (first published close)',
    vixQuoted: 18.9, grade: 'A', group: 'Nations VolDex', definition: 'spot',
    source: 'http://ww.marketswiki.com/wiki/Nations_VolDex_Index (citing The Wall Street Journal: "first day close of 17.31 on June 21, when the VIX finished at 18.90")',
  },
  {
    date: '2013-07-17', underlying: 'SPX', kind: 'atm', value: 13.9,
    measures: 'SPX 30-day implied vol at 100% moneyness (Bloomberg moneyness surface), derived: the post gives 18.9 at 90% moneyness and "the implied vol at 90% moneyness is 36% higher than at 100%"',
    vixQuoted: 13.78, grade: 'C', group: 'Bloomberg via Cboe blog', definition: 'spot',
    source: 'http://www.spvixviews.com/2013/07/18/how-do-volatility-indexes-compare-to-volatility-skew-by-matt-moran/ (also http://www.cboeoptionshub.com/2013/07/18/comparing-volatility-skew-and-cboes-volatility-indexes/)',
    note: '18.9 / 1.36 = 13.90 (13.85-13.95 for a rounded 35.5-36.5%); strike at 100% of SPOT, not of the forward (slightly above the forward: a little below forward-ATM)',
  },
  {
    date: '2024-09-04', underlying: 'SPY', kind: 'atm', value: 16.23,
    measures: 'Nations VolDex (VOLI), read from an auto-generated performance page: "If you would invest 1,623 in Nations VolDex on September 4, 2024"',
    grade: 'C', group: 'Nations VolDex (generated page)', definition: 'spot',
    source: 'https://7216.surd9.group/performance/VOLI.INDX/Nations-VolDex',
    note: 'a macro-style generated page: which close ("on September 4") it used is not stated; the same page gives 10.23 "today" with no date (rejected)',
  },
  {
    date: '2025-04-25', underlying: 'SPX', kind: 'vixMinusAtm', value: 3.4,
    measures: 'Cboe: "SPX convexity premium (VIX minus SPX 1M ATM vol) ... ending the week at just 3.4 pts" (week ending Friday 2025-04-25)',
    grade: 'A', group: 'Cboe', definition: 'spot',
    source: 'https://seekingalpha.com/article/4779032-spx-convexity-falls-as-tariff-optimism-grows (Cboe Global Markets, Mandy Xu, 2025-04-29)',
  },
  {
    date: '2022-10-11', underlying: 'SPX', kind: 'atm', value: 30.75,
    measures: 'IVolatility 30-day IVX ("the historical 30 days implied volatility index ... closed above 30% with a closing value around 30.75%"; IVX: vega/delta-weighted near-the-money options, 8 per expiry, variance-interpolated to 30 days)',
    grade: 'B', group: 'IVolatility', definition: 'ivx',
    source: 'https://aws-1.ivolatility.com/landing/news/2769 ("30d IVX breaks the key 30% level", 2022-10-12, on the SPX close of "yesterday"); IVX method: http://w.owiki.org/wiki/IVX',
    note: '"around"; the underlying is read from the note\'s text (SPX, NDX) and its chart titles are not in the stored text; IVX is near-the-money weighted, not strictly ATM (the model read that way: 29.70, at the listed forward 29.61, strictly 28.77; atm-definitions.ts)',
  },
  oas('2010-03-01', 15.9, 1115.71),
  oas('2010-03-02', 16.0, 1118.56),
  oas('2010-03-03', 15.8, 1120.25),
  oas('2010-03-31', 12.6, 1169.62),
  oas('2015-02-02', 16.4, 2021.57),
  oas('2015-02-03', 14.5, 2047.46),
  oas('2015-02-27', 11.1, 2104.9),
  oas('2015-04-01', 13.8, 2058.37),
  oas('2015-04-02', 12.9, 2069.04),
  oas('2015-04-30', 12.9, 2084.21),
  oas('2015-05-01', 11.1, 2106.9),
  oas('2015-05-04', 11.1, 2114.49),
  oas('2015-05-05', 12.7, 2088.49),
  oas('2015-05-29', 11.9, 2109.92),
  oas('2016-07-01', 12.2, 2105.0),
  oas('2016-07-05', 13.0, 2088.67),
  oas('2016-07-06', 12.7, 2100.13),
  oas('2016-07-29', 9.4, 2174.86),
  oas('2016-11-01', 16.0, 2111.94),
  oas('2016-11-02', 16.2, 2102.76),
  oas('2016-11-03', 18.5, 2086.51),
  oas('2016-11-30', 10.8, 2203.6),
  mc('2017-02-24', 8.6, 236.74),
  mc('2017-03-24', 10.8, 233.86),
  mc('2017-04-24', 8.1, 237.17),
  mc('2017-07-19', 7.1, 246.99),
  mc('2017-09-22', 6.9, 249.44),
];

/** The same site's monthly means ("ATM implied volatility averaged ...", over the month's N trading days). */
export const PUBLISHED_MONTHLY_ATM: readonly PublishedMonthlyAtm[] = [
  { month: '2010-03', underlying: 'SPX', value: 14.6, days: 23, grade: 'B', source: `${OAS}/2010-03` },
  { month: '2015-02', underlying: 'SPX', value: 13.2, days: 19, grade: 'B', source: `${OAS}/2015-02` },
  { month: '2015-04', underlying: 'SPX', value: 11.8, days: 21, grade: 'B', source: `${OAS}/2015-04` },
  { month: '2015-05', underlying: 'SPX', value: 11.5, days: 20, grade: 'B', source: `${OAS}/2015-05` },
  { month: '2016-07', underlying: 'SPX', value: 10.7, days: 20, grade: 'B', source: `${OAS}/2016-07` },
  { month: '2016-11', underlying: 'SPX', value: 12.6, days: 21, grade: 'B', source: `${OAS}/2016-11` },
];

/** Leads looked at and not used, with why (so the next search does not redo them). */
export const REJECTED_LEADS: readonly { lead: string; why: string }[] = [
  { lead: 'linguazza.com sentence: "daily closing levels were 12.6 for VIX Index, and 10.0 for the 30-trading-day implied volatility of at-the-money SPX options"', why: 'no date (a sentence index; the Cboe blog it comes from was not found), and 30 TRADING days (~42 calendar)' },
  { lead: 'cboeoptionshub 2014-10-06: SPX implied vols 15.65 (Oct 18), 15.58 (Nov 22) ...', why: 'the VIX-term-structure page: a variance swap per expiry (VIX formula), not ATM; intraday' },
  { lead: 'optionsanalysissuite SPMB pages', why: 'a different underlying (SPMB, a bond ETF) that the site lists beside SPX' },
  { lead: 'pmpublishing.com SPX implied ATM vols (2001-06-06)', why: 'out of the model period (2010-2025)' },
  { lead: 'ivolatility.com SPY IV study 2021-2026 (IVX30)', why: 'returns by IV bucket only; no dated IV values in the stored text' },
  { lead: 'sqilled.co SPY implied vs realized (ATM ~30 DTE, 2023-01..2026-02)', why: 'the stored excerpt cuts off before its figures' },
  { lead: 'totalinvestor.blogspot 2011-01: 30-day SPY IV "sits around 15"', why: 'approximate, read off a chart, no exact date' },
  { lead: 'optionpit blog: "SPY ATM Vol hits 7.5% 2 weeks out"', why: 'undated and a 2-week tenor' },
  { lead: 'surd9 VOLI page: "VOLI Index 10.23"', why: 'no date for "today"' },
  { lead: 'vixology substack VIX-VOLI spread, Nations fact sheets, VTS VOLI article, harbourfronts SPY 1M ATM study', why: 'charts or definitions only: no dated value or average in the stored text' },
  { lead: 'Parametric "Making sense of lower readings" (VIX premium over ATM)', why: 'the stored excerpt stops before any figure' },
  { lead: 'tastytrade implied vs realized by VIX level', why: 'VIX against realised, not ATM' },
  { lead: 'Market Chameleon SPY report with no Report Date (price 239.88, IV30 8.1, first expiry 24-May-17)', why: 'an intraday snapshot (volume 24.6M, "today"): not a close; the date is only inferred' },
  { lead: 'volafy.net SPY "Implied Volatility (IV) of 20.3% ... constant maturity of 30 days" (after the 2023-03-24 close)', why: 'not stated to be at the money (an IV index of unstated weighting)' },
  { lead: 'alphaquery SPY 10-Day Implied Volatility (Calls) 0.0883 for 2024-11-22', why: '10-day tenor, calls only' },
  { lead: 'TradingView post: SPY "IV High 35.75% on 10/28/20, IV Low 10.31% on 06/25/21"', why: 'the IV measure (broker IV index) is not stated; not clearly ATM' },
  { lead: 'gitnux.org "average IV for ATM SPX options with 30 DTE reached 18.5% in 2023 ... 2022 average of 14.8%"', why: 'a generated statistics page contradicted by VIX itself (2022 averaged about 25.6, 2023 about 16.9): not credible' },
  { lead: 'Schaeffer\'s 2020-11-06: SPY put IV "around 20%" before COVID, 80% at the mid-March peak', why: 'read off a chart, put IV of unstated moneyness and tenor' },
  { lead: 'IVolatility 2022-08-04 note: "30d IVX for the SPX moving about 1% lower"', why: 'a change, not a level' },
  { lead: 'QuantConnect/Lean Data/option/usa/universes/spy/*.csv', why: 'trimmed samples without ATM rows (checked before this task)' },
  // Looked at while gathering the held-out set (held-out-atm-data.ts), not used:
  { lead: 'R dataset "atm" (S&P500 Implied Volatilities - ATM, column T30, Thomson Reuters Datastream, 2845 daily rows)', why: 'only its .Rd help text is in the code index (no repository named, no readable data file: an .rda is binary); its period is not stated' },
  { lead: 'IVolatility Trading Digest: IVXM "reached its 52-week low at 8.98% on December 16" (2019)', why: 'a low "reached", not stated to be a close: may be intraday' },
  { lead: 'IVolatility Trading Digest: IVXM "spiking as high as 71.58% on Thursday" (2020-03-12) and "spiking up to 77.15% on Monday" (2020-03-16)', why: 'intraday highs' },
  { lead: 'IVolatility Trading Digest Vol 17 Issue 3 (week to 2017-01-13): "IVXM also made a 52 week low"', why: 'the stored excerpt stops before the value' },
  { lead: 'IVolatility Trading Digest Vol 15 Issue 41 (week to 2015-10-09, VIX 17.08)', why: 'the IVXM is in a table image, not in the stored text' },
  { lead: 'ORATS blog: "SPY IV 30 day hit 75%" (2008, 2020) and "today the IV is back to 45%"', why: 'peaks without a date, and an undated "today"' },
  { lead: 'Cboe Macro Volatility Digest (April 2025): SPX convexity "near record high of 10 pts earlier this month"; the 1M ATM of 2025-04-04 as 32.5 + "5 pts"', why: 'no date for the high; the week-earlier level rests on a rounded change' },
  { lead: 'Cboe Macro Volatility Digest 2025-04-09: SPX "1Y vol (at 22.9%)"', why: '1-year tenor' },
  { lead: 'Cboe weekly commentary 2024-03-04: "both SPX and SX5E 1M implied vol are currently trading ~11%"', why: 'approximate ("~"), not stated to be ATM' },
  { lead: 'Cboe Macro Volatility Digests 2024-08-19, 2025-07-21 and mid-2025: ATM SPX vol "+1 vol pt premium to realized", "SPX 1M implied-realized vol spread" 5.2 / 3.4', why: 'spreads to realised vol, not levels' },
  { lead: 'Cboe Vol411 2021-02-08: "30-day S&P 500 Index implied volatility fell to just over 16%"; Vol411 2020-12-31: "+10 spread between 1-month SPX implied and realized"', why: 'approximate and of unstated moneyness (a "last week" level); a spread, not a level' },
  { lead: 'Cboe Vol411 2020-10-13: "At the money implied volatility for the four Fridays ... in November"', why: 'no values in the text (a chart), and per-expiry, not 30-day' },
  { lead: 'surlytrader "Vol says to buy the dips": 6-month ATM implied vol "from about 22 to 22.5"', why: '6-month tenor, approximate, no date' },
  { lead: 'deepnewz: "Today\'s 0DTE straddle is ~$13.5 (ref 5,515 11.8% IV)"', why: '0DTE tenor, intraday' },
  { lead: 'spxxl.com "ATM Implied Volatility" glossary', why: '0DTE, no values' },
  { lead: 'reddit r/options 2022-04: "at the money SPX options have implied vols of 20%"', why: 'approximate, a comment of unstated time and tenor' },
  { lead: 'TradingView / feedman weekly volatility posts (2025): "SPX IV (13.14%)", "SPX has an IV (16.18%)"', why: 'a broker IV index of unstated definition (not stated ATM or 30-day), dated only as "entering the week"' },
  { lead: 'elitetrader 2020: "Index Vols for Dec20 are 45%"', why: 'a December 2020 expiry (months out), undated' },
  { lead: 'han-xiao-psu/Implied-volatility-spread (ATM 30-day from OptionMetrics)', why: 'SAS code only; the data sit behind WRDS' },
  { lead: 'optionsanalysissuite SPX history pages for other months (searched 2011-08, 2020-03)', why: 'none stored beyond the six months already in PUBLISHED_ATM' },
];
