/**
 * An index's dividends as an index fund pays them. SPX is a price index: its constituents' dividends
 * are not in its level, and the dataset has none for it, so a buy and hold of SPX "with dividends"
 * would read the price return alone (about 1.5-2% a year short of what holding the S&P 500 paid).
 * SPY holds the same stocks and passes their dividends on each quarter, so each SPY dividend is
 * taken in index points: its amount × the SPX/SPY close ratio of the last day both closed before
 * the ex-date (known that morning). The buy-and-hold benchmark reinvests them at the ex-date's close
 * (benchmark.ts, a total return), and the index units a covered run on SPX holds receive them as cash
 * (as the fund a trader would hold beside the calls would pay them).
 * SPY's expense ratio (0.09% a year, taken before its dividends) is left in: a fund holder pays it.
 */
import type { Bar, Dividend } from './market-data';
import { addCalendarDays, fromDayNumber, lastIndexOnOrBefore, toDayNumber } from './calendar-dates';
import { projectExDates } from './dividend-schedule';

export function indexDividendsFromFund(indexBars: readonly Bar[], fundBars: readonly Bar[], fundDividends: readonly Dividend[]): Dividend[] {
  const indexDates = indexBars.map((b) => b.date);
  const fundDates = fundBars.map((b) => b.date);
  const out: Dividend[] = [];
  for (const d of fundDividends) {
    // The last index close strictly before the ex-date, and the fund's close of that same day.
    const i = lastIndexOnOrBefore(indexDates, addCalendarDays(d.exDate, -1));
    const index = indexBars[i];
    if (!index || index.date >= d.exDate) continue;
    const f = fundBars[lastIndexOnOrBefore(fundDates, index.date)];
    if (!f || f.date !== index.date || !(f.close > 0) || !(index.close > 0)) continue;
    out.push({ exDate: d.exDate, amount: Math.round(d.amount * (index.close / f.close) * 1e4) / 1e4 });
  }
  return out;
}


/**
 * The index's dividends in points where the fund's bars hold its dividends in the price (an
 * auto-adjusted tail, from `heldFrom`: PROVENANCE 'Known gaps'): no dividend of the fund is known
 * there, so indexDividendsFromFund finds none and a buy and hold of the index would read its price
 * return alone (audit 11: SPX 2024-06-03..2025-06-30 $868 short of SPY's total return on $100,000).
 * The fund's total-return bars still carry what it paid: between two of its ex-dates, the fund's
 * growth over the index's is the dividend (less the fund's expense ratio, left in as above). At each
 * ex-date its schedule projects from the last known one (dividend-schedule.ts, SPY's third Fridays)
 * on or after `heldFrom`, up to the last day both closed, the points are
 *   index[e] × ((fund[e] / fund[p]) / (index[e] / index[p]) − 1),   p the ex-date before,
 * at the ex-date's close (the benchmark reinvests there), rounded to 1e-4; none where it is not above 0.
 * `fundAmount` is the same cash in the fund's (tail) dollars, points × fund[e] / index[e], for the
 * index chain's trailing yield. Measured on SPY's known ex-dates 2016-2024: one quarter's figure is
 * off the real one by up to half (the two closes' tracking noise, March 2020), their sum by +1.3%.
 */
export function indexDividendsInFundTail(
  indexBars: readonly Bar[], fundBars: readonly Bar[], fundDividends: readonly Dividend[], heldFrom: string,
): Array<Dividend & { fundAmount: number }> {
  const index = new Map(indexBars.map((b) => [b.date, b.close]));
  const fund = new Map(fundBars.map((b) => [b.date, b.close]));
  const known = [...new Set(fundDividends.filter((d) => d.exDate < heldFrom).map((d) => toDayNumber(d.exDate)))].sort((a, b) => a - b);
  const common = fundBars.filter((b) => index.has(b.date)).map((b) => b.date);
  const lastCommon = common[common.length - 1];
  if (known.length === 0 || lastCommon === undefined || lastCommon < heldFrom) return [];
  const projected = projectExDates(known, known.length - 1, toDayNumber(lastCommon)).map(fromDayNumber);
  const out: Array<Dividend & { fundAmount: number }> = [];
  let prev = fromDayNumber(known[known.length - 1] ?? 0);
  for (const exDate of projected) {
    const [i0, f0, i1, f1] = [index.get(prev), fund.get(prev), index.get(exDate), fund.get(exDate)];
    if (exDate >= heldFrom && i0 && f0 && i1 && f1) {
      const points = Math.round(i1 * ((f1 / f0) / (i1 / i0) - 1) * 1e4) / 1e4;
      // A quarter the fund trailed the index pays nothing (not a negative dividend).
      if (points > 0) out.push({ exDate, amount: points, fundAmount: Math.round((points * f1) / i1 * 1e4) / 1e4 });
    }
    prev = exDate;
  }
  return out;
}
