/**
 * Sweep task RunSweepBatch: runs a batch of cells on one MarketData. The last ticker's data stays
 * in the module between invocations, as a warm Lambda keeps it, so the next batch of the same
 * sweep skips the load and reuses the chain caches. One ticker only, to bound memory.
 */
import type { MarketData } from '../../shared/engine/market/market-data';
import { BacktestFailedError } from '../jobs/task-errors';
import { taskChainStore } from '../market/chains/task-chain-store';
import { loadMarketData } from '../market/load-market-data';
import { UnknownTickerError } from '../market/market-errors';
import { runSweepBatchHandler } from './run-sweep-batch-handler';

let warm: { ticker: string; market: Promise<MarketData> } | undefined;

async function load(ticker: string): Promise<MarketData> {
  if (warm?.ticker !== ticker) warm = { ticker, market: loadMarketData(ticker, { store: taskChainStore() }) };
  try {
    return await warm.market;
  } catch (e) {
    warm = undefined;
    if (e instanceof UnknownTickerError) throw new BacktestFailedError(e.message);
    throw e;
  }
}

export const handler = runSweepBatchHandler(load);
