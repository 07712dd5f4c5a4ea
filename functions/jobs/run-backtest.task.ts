/**
 * State machine task RunBacktest: input `{job_id}`; loads the job's request and the ticker's
 * market data, runs the engine and stores the result JSON in S3; output `{job_id, result_key}`.
 * Imported real chains come from the market-data bucket when deployed; with local endpoints
 * (local mode, tests) from the folder store the chain importer writes (functions/market/chains).
 */
import { awsClients } from '../adapters/aws-clients';
import { createS3ChainStore } from '../market/chains/s3-chain-store';
import { loadMarketData } from '../market/load-market-data';
import { UnknownTickerError } from '../market/market-errors';
import { getConfig } from '../platform/config';
import { createBacktestRunner } from './backtest-runner';
import { runBacktestHandler } from './run-backtest-handler';

function chainStore() {
  const config = getConfig();
  const bucket = config.buckets.marketData;
  if (!bucket || config.aws.endpoints.s3) return undefined;
  return createS3ChainStore(awsClients(config).s3, bucket);
}

const runner = createBacktestRunner(
  (ticker, range) => loadMarketData(ticker, { store: chainStore(), ...(range ? { range } : {}) }),
  (e) => e instanceof UnknownTickerError,
);

export const handler = runBacktestHandler(runner);
