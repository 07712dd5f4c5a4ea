/**
 * Task ImportChainUpload: invoked by the EventBridge rule on the market-data bucket's "Object
 * Created" events for keys under `chain-uploads/` (infra/constructs/chain-upload-import.ts; locally
 * the runtime applies the same rule to its S3's events, infra/local/chain-upload-trigger.ts; an S3
 * notification's shape is accepted too, upload-event.ts), where an operator uploads a licensed
 * vendor file; imports it into the bucket's chain store and writes the report under
 * `chain-reports/` (import-upload.ts). Answers the report's summary per upload; an import that
 * fails is logged and rethrown (its error report says why; the deployed rule does not retry it).
 */
import { HeadObjectCommand, NotFound, type S3Client } from '@aws-sdk/client-s3';
import { awsClients } from '../../adapters/aws-clients';
import { getConfig } from '../../platform/config';
import { log } from '../../platform/logger';
import { importUploadedChain } from './import-upload';
import { uploadedObjects, type UploadedObject } from './upload-event';

/** The key as the event wrote it when that object exists, else its other reading (upload-event.ts). */
async function existingKey(client: S3Client, upload: UploadedObject): Promise<string> {
  if (upload.alternativeKey === undefined) return upload.key;
  try {
    await client.send(new HeadObjectCommand({ Bucket: upload.bucket, Key: upload.key }));
    return upload.key;
  } catch (error) {
    if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return upload.alternativeKey;
    throw error;
  }
}

export async function handler(event: unknown): Promise<{ key: string; report: string; imported: number; rejected: number }[]> {
  const config = getConfig();
  const bucket = config.buckets.marketData;
  if (!bucket) throw new Error('MARKET_DATA_BUCKET is not set: nowhere to import chains into');
  const client = awsClients(config).s3;
  const done = [];
  for (const upload of uploadedObjects(event)) {
    if (upload.bucket !== bucket) throw new Error(`upload event for bucket ${upload.bucket}, expected ${bucket}`);
    let key = upload.key;
    try {
      key = await existingKey(client, upload);
      const { reportKey, report } = await importUploadedChain(client, bucket, key);
      log.info('chain upload imported', { key, report: reportKey, rows: report.rows, imported: report.imported, rejected: report.rejected.count });
      done.push({ key, report: reportKey, imported: report.imported, rejected: report.rejected.count });
    } catch (error) {
      log.error('chain upload failed', { key, error_message: (error instanceof Error ? error.message : String(error)).slice(0, 2000) });
      throw error;
    }
  }
  return done;
}
