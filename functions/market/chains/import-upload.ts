/**
 * The deployed import path: a vendor chain file uploaded to the market-data bucket under
 * `chain-uploads/` is imported into the chain store in the same bucket (`chains/`) by the same
 * importChains as `npm run data -- import-chains`, and its report (or the error that stopped it)
 * is written as JSON under `chain-reports/` with the same name, so nothing is refused silently.
 *
 * The upload is streamed to a temporary file first (the importer reads files line by line, gz
 * aware); its folder name is kept, as layouts that name the underlying by folder (LEAN) read it.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { ChainStore } from './chain-store';
import { importChains, type ImportOptions, type ImportReport } from './import-chains';
import { createS3ChainStore } from './s3-chain-store';
import { CHAIN_REPORT_PREFIX, CHAIN_UPLOAD_PREFIX } from './upload-event';

// The keys and their decoding live with the upload events (a light module CDK synth also reads).
export { CHAIN_REPORT_PREFIX, CHAIN_UPLOAD_PREFIX, decodeS3Key } from './upload-event';

export interface UploadImport {
  key: string;
  reportKey: string;
  report: ImportReport;
}

/** Where the report of an upload goes: `chain-uploads/a/b.csv.gz` → `chain-reports/a/b.csv.gz.json`. */
export const reportKeyOf = (key: string): string => `${CHAIN_REPORT_PREFIX}${key.slice(CHAIN_UPLOAD_PREFIX.length)}.json`;

export async function importUploadedChain(
  client: S3Client,
  bucket: string,
  key: string,
  options: { store?: ChainStore } & Pick<ImportOptions, 'underlyingClose'> = {},
): Promise<UploadImport> {
  if (!key.startsWith(CHAIN_UPLOAD_PREFIX) || key.endsWith('/')) throw new Error(`s3://${bucket}/${key}: chain uploads go under ${CHAIN_UPLOAD_PREFIX} (a file, not a folder)`);
  const reportKey = reportKeyOf(key);
  const work = await mkdtemp(join(tmpdir(), 'chain-upload-'));
  const writeReport = (body: unknown) =>
    client.send(new PutObjectCommand({ Bucket: bucket, Key: reportKey, Body: JSON.stringify(body, null, 1), ContentType: 'application/json' }));
  try {
    const relative = key.slice(CHAIN_UPLOAD_PREFIX.length);
    const file = join(work, basename(dirname(relative)) === '.' ? 'upload' : basename(dirname(relative)), basename(relative));
    await mkdir(dirname(file), { recursive: true });
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    if (!object.Body) throw new Error(`s3://${bucket}/${key}: empty body`);
    await pipeline(object.Body as Readable, createWriteStream(file));
    const report = await importChains([file], undefined, {
      store: options.store ?? createS3ChainStore(client, bucket),
      ...(options.underlyingClose ? { underlyingClose: options.underlyingClose } : {}),
    });
    await writeReport({ upload: `s3://${bucket}/${key}`, report });
    return { key, reportKey, report };
  } catch (error) {
    await writeReport({ upload: `s3://${bucket}/${key}`, error: error instanceof Error ? error.message : String(error) }).catch(() => {});
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
