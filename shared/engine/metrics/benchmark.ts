import type { Bar, Dividend, Split } from '../market/market-data';
import { continuousCloses, splitRatioBetween } from '../market/splits';
import { daysBetween } from '../market/calendar';
import { cents } from '../core/money';
import { interestOn } from '../portfolio/cash-interest';

export interface BenchmarkPoint {
  date: string;
  price: number;
}

/**
 * Benchmark = the underlying's close on every day of the run (buy and hold), in the units of the
 * first day: after a split the close is multiplied by what one first-day share became, so the
 * series (and shares × price) is continuous across splits. The engine reports the prices only.
 */
export function benchmarkPrices(bars: readonly Bar[], splits: readonly Split[] = []): BenchmarkPoint[] {
  const closes = continuousCloses(bars, splits);
  return bars.map((b, i) => ({ date: b.date, price: closes[i] ?? b.close }));
}

export interface BenchmarkEquityPoint {
  date: string;
  equity: number;
}

/**
 * Buy and hold with the strategy's start balance (issue 14 item 5): the whole balance buys
 * start_balance / first close shares (fractional, so nothing is left idle) at the first close;
 * each dividend is received as cash on its ex-date and kept (a total return, not reinvested), and
 * that cash earns the T-bill rate like the strategy's cash (interestOn, credited daily). Equity on
 * each day = cash + shares × close, to the cent. Prices are as traded: a split multiplies the shares on
 * its date, as at a broker. This departs on purpose from the spec's 100-share
 * benchmark, which compared a $40,000 strategy with $40,000 − 100 shares.
 */
export function buyAndHoldEquity(
  bars: readonly Bar[],
  dividends: readonly Dividend[],
  startBalance: number,
  riskFreeRate: (date: string) => number,
  splits: readonly Split[] = [],
): BenchmarkEquityPoint[] {
  const first = bars[0];
  if (!first || !(first.close > 0)) return [];
  let shares = startBalance / first.close;
  const perShare = new Map<string, number>();
  for (const d of dividends) perShare.set(d.exDate, (perShare.get(d.exDate) ?? 0) + d.amount);
  let cash = 0;
  return bars.map((bar, i) => {
    const prev = bars[i - 1];
    if (prev) cash = cents(cash + interestOn(cash, riskFreeRate(prev.date), daysBetween(prev.date, bar.date)));
    // Bars and dividends are as traded: a split multiplies the shares held, so equity does not jump.
    if (prev) shares *= splitRatioBetween(splits, prev.date, bar.date);
    const dividend = i > 0 ? perShare.get(bar.date) : undefined;
    if (dividend) cash = cents(cash + dividend * shares);
    return { date: bar.date, equity: cents(cash + shares * bar.close) };
  });
}
