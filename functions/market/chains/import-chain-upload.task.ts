/**
 * Task ImportChainUpload: invoked by the EventBridge rule on the market-data bucket's "Object
 * Created" events for keys under `chain-uploads/` (infra/constructs/chain-upload-import.ts; an S3
 * notification's shape is accepted too, upload-event.ts), where an operator uploads a licensed
 * vendor file; imports it into the
 * bucket's chain store and writes the report under `chain-reports/` (import-upload.ts). Answers
 * the report's summary per upload; an import that fails is logged and rethrown (Lambda retries,
 * and the error report says why).
 */
import { awsClients } from '../../adapters/aws-clients';
import { getConfig } from '../../platform/config';
import { log } from '../../platform/logger';
import { importUploadedChain } from './import-upload';
import { uploadedObjects } from './upload-event';

export async function handler(event: unknown): Promise<{ key: string; report: string; imported: number; rejected: number }[]> {
  const config = getConfig();
  const bucket = config.buckets.marketData;
  if (!bucket) throw new Error('MARKET_DATA_BUCKET is not set: nowhere to import chains into');
  const done = [];
  for (const upload of uploadedObjects(event)) {
    const key = upload.key;
    if (upload.bucket !== bucket) throw new Error(`upload event for bucket ${upload.bucket}, expected ${bucket}`);
    try {
      const { reportKey, report } = await importUploadedChain(awsClients(config).s3, bucket, key);
      log.info('chain upload imported', { key, report: reportKey, rows: report.rows, imported: report.imported, rejected: report.rejected.count });
      done.push({ key, report: reportKey, imported: report.imported, rejected: report.rejected.count });
    } catch (error) {
      log.error('chain upload failed', { key, error_message: (error instanceof Error ? error.message : String(error)).slice(0, 2000) });
      throw error;
    }
  }
  return done;
}
