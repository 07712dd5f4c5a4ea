/**
 * State machine task RunBacktest: input `{job_id}`; loads the job's request and the ticker's
 * market data, runs the engine and stores the result JSON in S3; output `{job_id, result_key}`.
 * Imported real chains come from the market-data bucket when deployed; with local endpoints
 * (local mode, tests) from the folder store the chain importer writes (functions/market/chains).
 */
import { taskChainStore } from '../market/chains/task-chain-store';
import { loadMarketData } from '../market/load-market-data';
import { UnknownTickerError } from '../market/market-errors';
import { createBacktestRunner } from './backtest-runner';
import { runBacktestHandler } from './run-backtest-handler';

const runner = createBacktestRunner(
  (ticker, range) => loadMarketData(ticker, { store: taskChainStore(), ...(range ? { range } : {}) }),
  (e) => e instanceof UnknownTickerError,
);

export const handler = runBacktestHandler(runner);
