import type { Bar, Dividend, Split } from '../market/market-data';
import { continuousCloses, splitRatioBetween } from '../market/splits';
import { cents } from '../core/money';

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
 * Buy and hold with the strategy's start balance (issue 14 item 5), as a total-return index reads:
 * the whole balance buys start_balance / first close shares (fractional, so nothing is left idle)
 * at the first close, and each dividend is reinvested in (fractional) shares at its ex-date's close,
 * the convention of total-return indices and adjusted closes (audit 7 note N9: kept as cash earning
 * the T-bill, as before, SPY 2016-2019 read +70.42% against the standard +73.13%, so the strategy's
 * excess return over it read 2.7 points better). No cash is ever held, so no interest. Equity on
 * each day = shares × close, to the cent. Prices are as traded: a split multiplies the shares on its
 * date, as at a broker. This departs on purpose from the spec's 100-share benchmark, which compared
 * a $40,000 strategy with $40,000 − 100 shares. Results carry `benchmark_dividends: 'reinvested'`;
 * those saved before it kept the dividends as cash and keep their stored curve.
 */
export function buyAndHoldEquity(
  bars: readonly Bar[],
  dividends: readonly Dividend[],
  startBalance: number,
  splits: readonly Split[] = [],
): BenchmarkEquityPoint[] {
  const first = bars[0];
  if (!first || !(first.close > 0)) return [];
  let shares = startBalance / first.close;
  const perShare = new Map<string, number>();
  for (const d of dividends) perShare.set(d.exDate, (perShare.get(d.exDate) ?? 0) + d.amount);
  return bars.map((bar, i) => {
    const prev = bars[i - 1];
    // Bars and dividends are as traded: a split multiplies the shares held, so equity does not jump.
    if (prev) shares *= splitRatioBetween(splits, prev.date, bar.date);
    // Bought at the first close, which is already ex: a dividend on the first day is not received.
    const dividend = i > 0 ? perShare.get(bar.date) : undefined;
    if (dividend && bar.close > 0) shares += (dividend * shares) / bar.close;
    return { date: bar.date, equity: cents(shares * bar.close) };
  });
}
