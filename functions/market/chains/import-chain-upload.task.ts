/**
 * Task ImportChainUpload: invoked by the market-data bucket's object-created notification for keys
 * under `chain-uploads/` (an operator uploads a licensed vendor file there); imports it into the
 * bucket's chain store and writes the report under `chain-reports/` (import-upload.ts). Answers
 * the report's summary per upload; an import that fails is logged and rethrown (Lambda retries,
 * and the error report says why).
 */
import { z } from 'zod';
import { awsClients } from '../../adapters/aws-clients';
import { getConfig } from '../../platform/config';
import { log } from '../../platform/logger';
import { decodeS3Key, importUploadedChain } from './import-upload';

const S3EventSchema = z.object({
  Records: z.array(z.object({ s3: z.object({ bucket: z.object({ name: z.string().min(1) }), object: z.object({ key: z.string().min(1) }) }) })),
});

export async function handler(event: unknown): Promise<{ key: string; report: string; imported: number; rejected: number }[]> {
  const config = getConfig();
  const bucket = config.buckets.marketData;
  if (!bucket) throw new Error('MARKET_DATA_BUCKET is not set: nowhere to import chains into');
  const done = [];
  for (const record of S3EventSchema.parse(event).Records) {
    const key = decodeS3Key(record.s3.object.key);
    if (record.s3.bucket.name !== bucket) throw new Error(`upload event for bucket ${record.s3.bucket.name}, expected ${bucket}`);
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
