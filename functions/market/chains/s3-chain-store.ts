/**
 * The chain store in S3 for deployed mode (same layout as the folder store, under `prefix`). The
 * caller passes the client and bucket (functions/platform/config.ts has MARKET_DATA_BUCKET).
 *
 * Reading uses ranged GETs (s3-async-buffer.ts, s3-ranged-partition.ts): opening a partition for a
 * run reads its footer and then only the row groups whose quote days overlap the run's dates, into
 * a sparse local copy the engine reads synchronously. Sizes and ETags come from the listing (no
 * HeadObject when the years were listed first); reads are pinned to the listed ETag.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { partitionKey, type ChainStore } from './chain-store';
import { s3AsyncBuffer, type S3ObjectRef } from './s3-async-buffer';
import { openRangedPartition } from './s3-ranged-partition';

export interface S3ChainStore extends ChainStore {
  /** What ranged reads fetched so far (bytes received, GETs sent), for logs and tests. */
  readonly fetched: { bytes: number; requests: number };
}

const YEAR_KEY = /\/(\d{4})\.parquet$/;

const isMissing = (error: unknown): boolean => ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

export function createS3ChainStore(client: S3Client, bucket: string, prefix = 'chains/', cacheDir = join(tmpdir(), 'options-backtester-chains')): S3ChainStore {
  const keyOf = (ticker: string, year: string): string => `${prefix}${partitionKey(ticker, year)}`;
  /** Size and ETag per key, from the last listing (a write forgets its key). */
  const listed = new Map<string, S3ObjectRef>();
  const fetched = { bytes: 0, requests: 0 };
  const objectRef = async (key: string): Promise<S3ObjectRef> => {
    const known = listed.get(key);
    if (known) return known;
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return { bucket, key, byteLength: head.ContentLength ?? 0, ...(head.ETag ? { etag: head.ETag } : {}) };
  };
  return {
    location: `s3://${bucket}/${prefix}`,
    get fetched() {
      return { ...fetched };
    },
    async listYears(ticker) {
      const years: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}${ticker.toUpperCase()}/`, ContinuationToken: token }));
        for (const item of page.Contents ?? []) {
          const year = YEAR_KEY.exec(item.Key ?? '')?.[1];
          if (year === undefined || item.Key === undefined) continue;
          years.push(year);
          listed.set(item.Key, { bucket, key: item.Key, byteLength: item.Size ?? 0, ...(item.ETag ? { etag: item.ETag } : {}) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token !== undefined);
      return years.sort();
    },
    async readPartition(ticker, year) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(ticker, year) }));
        return answer.Body ? await answer.Body.transformToByteArray() : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async writePartition(ticker, year, bytes) {
      listed.delete(keyOf(ticker, year));
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(ticker, year), Body: bytes, ContentType: 'application/vnd.apache.parquet' }));
    },
    async openPartition(ticker, year, dates) {
      const ref = await objectRef(keyOf(ticker, year));
      const buffer = s3AsyncBuffer(client, ref);
      // One local copy per object version, process and thread (local mode runs tasks in worker threads).
      const tag = (ref.etag ?? 'none').replace(/[^A-Za-z0-9-]/g, '');
      const file = join(cacheDir, bucket, `${ref.key}.${tag}.${process.pid}-${threadId}`);
      try {
        return await openRangedPartition(buffer, file, dates, `s3://${bucket}/${ref.key}`);
      } finally {
        fetched.bytes += buffer.fetched;
        fetched.requests += buffer.requests;
      }
    },
  };
}
