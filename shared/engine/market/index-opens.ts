/**
 * An index's opening level as the market traded it. A published index open is the first value
 * computed after 9:30, from the last prices of its constituents, and most of them have not traded
 * yet: "the index value almost always begins at the previous close and then changes as stocks
 * open" (CME Group, Final Settlement Procedures). The bundled SPX opens (Yahoo's ^GSPC) are that
 * first value: regressed on SPY's own opening gap, the SPX open's gap has a slope of 0.03-0.29 in
 * 2010-2016 (on 158 days, 157 of them in 2010-2015, exactly the previous close, 7 of them monthly
 * expiration Fridays)
 * and 0.6-0.86 since 2017, where the market's is 1.
 *
 * The open the engine reads for SPX is what the market opened at: the exercise-settlement value of
 * the AM-settled options (SET) is computed from each constituent's opening trade, and a gap through
 * a stop is priced at the open. SPY's opening print (the primary market's opening auction, as each
 * constituent's opening trade is) is carried to the index: the previous index close × (SPY's open
 * + the dividend going ex that morning, which SPY's open has dropped and the index has not) / SPY's
 * previous close. The day's high and low are widened to hold it ("The Special Opening Quotation
 * may or may not be within the cash index prices", CME). Known from the open on: no look-ahead.
 * Example, the October 2011 monthly (2011-10-21): the published open 1215.39 is the previous
 * close; SPY opened 1.18% up, so SET is taken at 1229.68. The one SET found (2014-03-21, 1893.30,
 * an opening imbalance on a quadruple witching) sits 18.8 above the published open 1874.53 and
 * 13.5 above this one, 1879.83: neither sees such an imbalance; this one is the nearer.
 */
import type { Bar, Dividend } from './market-data';

const round4 = (x: number): number => Math.round(x * 1e4) / 1e4;

export function indexOpensFromFund(indexBars: readonly Bar[], fundBars: readonly Bar[], fundDividends: readonly Dividend[]): Bar[] {
  const fund = new Map(fundBars.map((b, i) => [b.date, i]));
  const exDividend = new Map(fundDividends.map((d) => [d.exDate, d.amount]));
  return indexBars.map((bar, i) => {
    const before = indexBars[i - 1];
    const j = fund.get(bar.date);
    const fundBar = j === undefined ? undefined : fundBars[j];
    const fundBefore = j === undefined ? undefined : fundBars[j - 1];
    // Only when both closed on the same previous session: a gap over different days is not one move.
    if (!before || !fundBar || !fundBefore || fundBefore.date !== before.date) return bar;
    if (!(fundBar.open > 0) || !(fundBefore.close > 0) || !(before.close > 0)) return bar;
    const open = round4(before.close * ((fundBar.open + (exDividend.get(bar.date) ?? 0)) / fundBefore.close));
    return { ...bar, open, high: Math.max(bar.high, open), low: Math.min(bar.low, open) };
  });
}
