import type { Bar } from '../market/market-data';

export interface BenchmarkPoint {
  date: string;
  price: number;
}

/**
 * Benchmark = the underlying's close on every day of the run (buy and hold). The UI draws
 * shares × price − start balance; the engine reports the prices only.
 */
export function benchmarkPrices(bars: readonly Bar[]): BenchmarkPoint[] {
  return bars.map((b) => ({ date: b.date, price: b.close }));
}
