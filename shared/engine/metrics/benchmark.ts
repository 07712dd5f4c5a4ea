import type { Bar, Split } from '../market/market-data';
import { continuousCloses } from '../market/splits';

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
