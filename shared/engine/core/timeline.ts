import type { Bar, MarketData } from '../market/market-data';
import { EngineError } from './engine-error';
import { checkBar } from './quote-check';

/** The trading days a run covers: the request's range clipped to the data (DESIGN 6, Range). */
export interface Timeline {
  bars: readonly Bar[];
  /** What actually ran, for the result's data_period. */
  startDate: string;
  endDate: string;
}

/** The words of a range with no trading day: the run's error, and the start routes' 400 (functions/backtests/ticker-check.ts). */
export function noTradingDaysMessage(ticker: string, from: string, to: string, first: string, last: string): string {
  return `No trading days for ${ticker} between ${from} and ${to}; data covers ${first} to ${last}`;
}

/**
 * Clips `[from, to]` (either may be null: the data's own bound) to the bars of the market and checks
 * every bar in range. A range with no trading day in it is a request error naming the data's range.
 */
export function buildTimeline(market: MarketData, from: string | null, to: string | null): Timeline {
  const all = market.bars;
  const first = all[0];
  const last = all[all.length - 1];
  if (!first || !last) {
    throw new EngineError('engine.no_data', `No price data for ${market.ticker}`);
  }
  const lo = from && from > first.date ? from : first.date;
  const hi = to && to < last.date ? to : last.date;
  const bars = all.filter((b) => b.date >= lo && b.date <= hi);
  const head = bars[0];
  const tail = bars[bars.length - 1];
  if (!head || !tail) {
    throw new EngineError('engine.no_data', noTradingDaysMessage(market.ticker, from ?? first.date, to ?? last.date, first.date, last.date));
  }
  for (const bar of bars) checkBar(bar, market.ticker);
  return { bars, startDate: head.date, endDate: tail.date };
}
