/**
 * Deterministic synthetic market series for tests of the market modules (no randomness: a
 * sum of sines gives a wandering, volatile-enough price path on real trading days).
 */
import type { Bar, Dividend } from '../market-data';
import { tradingDays } from '../calendar';

export function syntheticBars(from: string, to: string, start: number, dailyVol: number, phase = 0): Bar[] {
  let close = start;
  return tradingDays(from, to).map((date, i) => {
    const open = close;
    close = close * Math.exp(dailyVol * (Math.sin(i * 1.3 + phase) + 0.5 * Math.sin(i * 0.37 + 2 * phase)));
    const high = Math.max(open, close) * (1 + dailyVol / 2);
    const low = Math.min(open, close) * (1 - dailyVol / 2);
    return { date, open, high, low, close, volume: 1_000_000 };
  });
}

/** Quarterly dividends on the third Friday-ish of Mar/Jun/Sep/Dec (the 15th moved to a bar date). */
/** SPY-like quarterly dividends, 2015-03-20..2016-03-18; the 2016-03-18 one (1.05) was a surprise raise. */
export const SPY_LIKE_DIVIDENDS: readonly { exDate: string; amount: number }[] = [
  { exDate: '2015-03-20', amount: 0.47 },
  { exDate: '2015-06-19', amount: 0.5 },
  { exDate: '2015-09-18', amount: 0.55 },
  { exDate: '2015-12-18', amount: 0.6 },
  { exDate: '2016-03-18', amount: 1.05 },
];

export function quarterlyDividends(bars: readonly Bar[], amount: number): Dividend[] {
  return bars
    .filter((b, i) => ['03', '06', '09', '12'].includes(b.date.slice(5, 7)) && b.date.slice(8, 10) >= '15' && (bars[i - 1]?.date.slice(8, 10) ?? '99') < '15')
    .map((b) => ({ exDate: b.date, amount }));
}

/**
 * `bars` with a report every 63 sessions from `first` (through `last`): the price steps by `size`
 * at the open of each, a gap, as a report out after the close moves a stock. With `intradayOn`,
 * that day's step comes between its open and its close instead (the open flat, news in the session).
 */
export function withReportGaps(bars: readonly Bar[], first: number, last: number, size = 1.1, intradayOn?: number): Bar[] {
  let f = 1;
  return bars.map((b, i) => {
    const before = f;
    if (i >= first && i <= last && (i - first) % 63 === 0) f *= size;
    const openFactor = i === intradayOn ? before : f;
    const open = b.open * openFactor;
    const close = b.close * f;
    return { ...b, open, close, high: Math.max(b.high * f, open), low: Math.min(b.low * openFactor, close) };
  });
}
