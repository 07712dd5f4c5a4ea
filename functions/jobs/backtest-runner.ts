/**
 * The RunBacktest work: parse the stored request by its contract (keys it does not know left
 * out: the request may have been queued by the version before a deploy), load the ticker's market data,
 * run the pure engine, with the model-risk runs on modeled chains (shared/engine/strategy/model-risk.ts).
 * Failures that belong to the request (unknown ticker, engine errors) become
 * BacktestFailed with their message; the rest (I/O) stay as they are for retry and catch.
 */
import { CoveredBacktestRequestSchema } from '../../shared/contracts/covered';
import { BacktestRequestSchema } from '../../shared/contracts/multileg';
import { safeParseStored } from '../../shared/contracts/stored';
import { EngineError, runCoveredBacktestWithModelRisk, runMultiLegBacktestWithModelRisk } from '../../shared/engine';
import type { MarketData } from '../../shared/engine/market/market-data';
import type { BacktestRunner } from './job-service';
import { BacktestFailedError } from './task-errors';

/** Loads a ticker's market data; `range` (the request's dates) limits which imported partitions are opened. */
export type MarketLoader = (ticker: string, range?: { start: string; end: string }) => Promise<MarketData>;
const OPEN_END = '9999-12-31';
/** Recognises the loader's "no data for this ticker" error, whose message names the tickers with data. */
export type UnknownTickerCheck = (e: unknown) => boolean;

export function createBacktestRunner(loadMarket: MarketLoader, isUnknownTicker: UnknownTickerCheck): BacktestRunner {
  const load = async (ticker: string, start: string | null | undefined, end: string | null | undefined): Promise<MarketData> => {
    try {
      return await loadMarket(ticker, { start: start ?? '0000-01-01', end: end ?? OPEN_END });
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
      const parsed = safeParseStored(CoveredBacktestRequestSchema, raw);
      if (!parsed.success) throw new BacktestFailedError(parsed.error.issues[0]?.message ?? 'Invalid covered request');
      const market = await load(parsed.data.ticker, parsed.data.start_date, parsed.data.end_date);
      return engine(() => runCoveredBacktestWithModelRisk(parsed.data, market));
    }
    const parsed = safeParseStored(BacktestRequestSchema, raw);
    if (!parsed.success) throw new BacktestFailedError(parsed.error.issues[0]?.message ?? 'Invalid backtest request');
    const market = await load(parsed.data.ticker, parsed.data.start_date, parsed.data.end_date);
    return engine(() => runMultiLegBacktestWithModelRisk(parsed.data, market));
  };
}
