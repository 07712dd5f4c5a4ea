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
import { addCalendarDays, lastIndexOnOrBefore } from './calendar-dates';

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

