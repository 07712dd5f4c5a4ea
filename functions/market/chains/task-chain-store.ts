/**
 * The imported-chain store the task Lambdas read (config `chainStore`, env CHAIN_STORE): the
 * market-data bucket with ranged reads ('s3', the default deployed and available locally with
 * CHAIN_STORE=s3, as the S3 import test runs it), or undefined for the folder store the importer
 * writes ('folder', the default with a local S3 endpoint).
 */
import { awsClients } from '../../adapters/aws-clients';
import { getConfig } from '../../platform/config';
import { createS3ChainStore, type S3ChainStore } from './s3-chain-store';

let cached: { bucket: string; store: S3ChainStore } | undefined;

export function taskChainStore(): S3ChainStore | undefined {
  const config = getConfig();
  const bucket = config.buckets.marketData;
  if (config.chainStore !== 's3' || !bucket) return undefined;
  // One store per warm process: its listing of sizes and ETags is reused between runs.
  if (cached?.bucket !== bucket) cached = { bucket, store: createS3ChainStore(awsClients(config).s3, bucket) };
  return cached.store;
}
