import type { Bar, MarketData } from '../../shared/engine/market/market-data';
import { createMarketData } from '../../shared/engine/market/create-market-data';
import { readBundledMarketInput } from '../../functions/market/load-market-data';
/**
 * The bundled real data of a ticker wired into a MarketData exactly as the loader does it, model
 * only (no imported chains, so results do not depend on the local chain store). `alter` may change
 * the bars first: the look-ahead test perturbs every bar after a day and checks nothing before moved.
 */
export async function realMarket(ticker = 'SPY', alter?: (bars: Bar[]) => Bar[]): Promise<MarketData> {
  const input = await readBundledMarketInput(ticker);
  if (!alter) return createMarketData(input);
  const bars = alter(input.bars.map((b) => ({ ...b })));
  // SPY is its own realised-vol reference: the altered series stands for both.
  return createMarketData({ ...input, bars, benchmarkBars: input.ticker === 'SPY' ? bars : input.benchmarkBars });
}
