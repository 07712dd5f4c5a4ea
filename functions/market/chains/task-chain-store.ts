/**
 * The imported-chain store the task Lambdas read: the market-data bucket when deployed; with local
 * endpoints (local mode, tests) undefined, so the loader uses the folder store the importer writes.
 */
import { awsClients } from '../../adapters/aws-clients';
import { getConfig } from '../../platform/config';
import { createS3ChainStore } from './s3-chain-store';

export function taskChainStore() {
  const config = getConfig();
  const bucket = config.buckets.marketData;
  if (!bucket || config.aws.endpoints.s3) return undefined;
  return createS3ChainStore(awsClients(config).s3, bucket);
}
