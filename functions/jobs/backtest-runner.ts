/**
 * The RunBacktest work: parse the stored request by its contract, load the ticker's market data,
 * run the pure engine. Failures that belong to the request (unknown ticker, engine errors) become
 * BacktestFailed with their message; the rest (I/O) stay as they are for retry and catch.
 */
import { CoveredBacktestRequestSchema } from '../../shared/contracts/covered';
import { BacktestRequestSchema } from '../../shared/contracts/multileg';
import { EngineError, runCoveredBacktest, runMultiLegBacktest } from '../../shared/engine';
import type { MarketData } from '../../shared/engine/market/market-data';
import type { BacktestRunner } from './job-service';
import { BacktestFailedError } from './task-errors';

export type MarketLoader = (ticker: string) => Promise<MarketData>;
/** Recognises the loader's "no data for this ticker" error, whose message names the tickers with data. */
export type UnknownTickerCheck = (e: unknown) => boolean;

export function createBacktestRunner(loadMarket: MarketLoader, isUnknownTicker: UnknownTickerCheck): BacktestRunner {
  const load = async (ticker: string): Promise<MarketData> => {
    try {
      return await loadMarket(ticker);
    } catch (e) {
      if (isUnknownTicker(e) && e instanceof Error) throw new BacktestFailedError(e.message);
      throw e;
    }
  };
  const engine = <T>(run: () => T): T => {
    try {
      return run();
    } catch (e) {
      if (e instanceof EngineError) throw new BacktestFailedError(e.message);
      throw e;
    }
  };
  return async (kind, raw) => {
    if (kind === 'covered') {
      const parsed = CoveredBacktestRequestSchema.safeParse(raw);
      if (!parsed.success) throw new BacktestFailedError(parsed.error.issues[0]?.message ?? 'Invalid covered request');
      const market = await load(parsed.data.ticker);
      return engine(() => runCoveredBacktest(parsed.data, market));
    }
    const parsed = BacktestRequestSchema.safeParse(raw);
    if (!parsed.success) throw new BacktestFailedError(parsed.error.issues[0]?.message ?? 'Invalid backtest request');
    const market = await load(parsed.data.ticker);
    return engine(() => runMultiLegBacktest(parsed.data, market));
  };
}
