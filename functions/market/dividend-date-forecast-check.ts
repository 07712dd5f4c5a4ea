/**
 * `npx tsx functions/market/dividend-date-forecast-check.ts`: how far the ex-dates the modeled chain
 * expects (dividend-forecast.ts) land from the real ones, on every bundled ticker that pays its own
 * dividends (SPX prices a yield, not discrete dividends). For each known ex-date after the first
 * year of a ticker's history, the forecast as of the day after the previous ex-date, reading only
 * the dividends gone ex by then, names its next ex-date; it is compared with the real one: median
 * and mean |days off|, share exact, early, late, and landing on a day the exchange is shut.
 * A second table puts two yearly-schedule principles side by side on the same ex-dates, where the
 * series has the ex-date one year (one cadence count) before: the anchor + 364 days (same weekday)
 * and the same n-th weekday of the anchor's month a year on, both moved to the next trading day
 * (the anchor's weekday nearest its calendar anniversary is always the + 364 one: a year is 365 or
 * 366 days). Neither alone beats the cadence on every ticker (AAPL's 13-week fiscal quarters keep
 * the cadence, SPY's third Fridays the n-th weekday, IWM's irregular gaps the year-ago ex-date):
 * the forecaster (dividend-schedule.ts) takes the rule that missed a series' last year least.
 */
import { readBundledMarketInput } from './load-market-data';
import { listTickers } from './dataset/read-dataset';
import { forecastDividends } from '../../shared/engine/market/dividend-forecast';
import { addCalendarDays, dayOfWeek, fromDayNumber, isTradingDay, toDayNumber, tradingDayOnOrAfter } from '../../shared/engine/market/calendar';
import { nthWeekday } from '../../shared/engine/market/calendar-dates';

interface Miss { off: number; shut: boolean }

function stats(misses: readonly Miss[]): string {
  if (misses.length === 0) return 'none';
  const abs = misses.map((m) => Math.abs(m.off)).sort((a, b) => a - b);
  const mid = abs.length >> 1;
  const median = abs.length % 2 === 1 ? (abs[mid] as number) : ((abs[mid - 1] as number) + (abs[mid] as number)) / 2;
  const mean = abs.reduce((s, x) => s + x, 0) / abs.length;
  const share = (f: (m: Miss) => boolean) => `${((100 * misses.filter(f).length) / misses.length).toFixed(0)}%`;
  return [
    `n ${String(misses.length).padStart(3)}`,
    `median ${median.toFixed(1).padStart(4)}`,
    `mean ${mean.toFixed(2).padStart(5)}`,
    `exact ${share((m) => m.off === 0).padStart(4)}`,
    `early ${share((m) => m.off < 0).padStart(4)}`,
    `late ${share((m) => m.off > 0).padStart(4)}`,
    `shut ${share((m) => m.shut).padStart(4)}`,
  ].join('  ');
}

/** The same n-th weekday (the last when the anchor is its month's 5th) of the anchor's month, a year on. */
function sameNthWeekday(anchor: string): string {
  const day = Number(anchor.slice(8, 10));
  const nth = day > 28 ? -1 : Math.ceil(day / 7);
  return nthWeekday(Number(anchor.slice(0, 4)) + 1, Number(anchor.slice(5, 7)), dayOfWeek(anchor), nth);
}

const engine: Miss[] = [];
const by364: Miss[] = [];
const byNth: Miss[] = [];
const tickers = (await listTickers()).filter((t) => t !== 'SPX');
for (const ticker of tickers) {
  const dividends = (await readBundledMarketInput(ticker)).dividends;
  const exDates = [...new Set(dividends.map((d) => d.exDate))].sort();
  if (exDates.length < 2) continue;
  const first = exDates[0] as string;
  const mine: Miss[] = [];
  const mine364: Miss[] = [];
  const mineNth: Miss[] = [];
  for (let i = 1; i < exDates.length; i++) {
    const real = exDates[i] as string;
    if (toDayNumber(real) - toDayNumber(first) < 365) continue;
    const asOf = addCalendarDays(exDates[i - 1] as string, 1);
    // Only what was known that day, whatever the forecaster itself reads.
    const projected = forecastDividends(dividends.filter((d) => d.exDate <= asOf), asOf, 400)[0]?.exDate;
    if (projected === undefined) continue;
    mine.push({ off: toDayNumber(projected) - toDayNumber(real), shut: !isTradingDay(projected) });
    // The anchor: the known ex-date nearest a year (364 days) before the cadence's projection (the
    // median of the last four gaps after the previous ex-date), within half a cadence of it.
    const known = exDates.slice(0, i).map(toDayNumber);
    const gaps = known.slice(-5).map((d, j, a) => d - (a[j - 1] ?? d)).slice(1);
    const cadence = gaps.length === 0 ? 91 : ([...gaps].sort((a, b) => a - b)[gaps.length >> 1] as number);
    const yearBefore = (known.at(-1) as number) + cadence - 364;
    const near = known.reduce((best, d) => (Math.abs(d - yearBefore) < Math.abs(best - yearBefore) ? d : best), known[0] as number);
    if (Math.abs(near - yearBefore) > cadence / 2) continue;
    const anchor = fromDayNumber(near);
    const a364 = tradingDayOnOrAfter(fromDayNumber(toDayNumber(anchor) + 364));
    const aNth = tradingDayOnOrAfter(sameNthWeekday(anchor));
    mine364.push({ off: toDayNumber(a364) - toDayNumber(real), shut: false });
    mineNth.push({ off: toDayNumber(aNth) - toDayNumber(real), shut: false });
  }
  engine.push(...mine);
  by364.push(...mine364);
  byNth.push(...mineNth);
  console.log(`${ticker.padEnd(5)} forecast   ${stats(mine)}`);
  console.log(`${''.padEnd(5)} anchor+364 ${stats(mine364)}`);
  console.log(`${''.padEnd(5)} nth-weekday ${stats(mineNth)}`);
}
console.log(`\npooled forecast    ${stats(engine)}`);
console.log(`pooled anchor+364  ${stats(by364)}`);
console.log(`pooled nth-weekday ${stats(byNth)}`);
