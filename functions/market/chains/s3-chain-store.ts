/**
 * The chain store in S3 for deployed mode (same layout as the folder store, under `prefix`). The
 * caller passes the client and bucket (functions/platform/config.ts has MARKET_DATA_BUCKET).
 *
 * Reading: the engine reads synchronously, so a partition a run needs (one year of one underlying)
 * is copied once to the local temporary folder, under its ETag (a re-imported partition is a new
 * copy), and read from there with positioned reads; a warm Lambda reuses the copy. Only the years
 * of the requested range are fetched.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rename, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { fileByteSource, partitionKey, type ChainStore } from './chain-store';

const YEAR_KEY = /\/(\d{4})\.parquet$/;

const isMissing = (error: unknown): boolean => ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

export function createS3ChainStore(client: S3Client, bucket: string, prefix = 'chains/', cacheDir = join(tmpdir(), 'options-backtester-chains')): ChainStore {
  const keyOf = (ticker: string, year: string): string => `${prefix}${partitionKey(ticker, year)}`;
  return {
    location: `s3://${bucket}/${prefix}`,
    async listYears(ticker) {
      const years: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}${ticker.toUpperCase()}/`, ContinuationToken: token }));
        for (const item of page.Contents ?? []) {
          const year = YEAR_KEY.exec(item.Key ?? '')?.[1];
          if (year !== undefined) years.push(year);
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
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(ticker, year), Body: bytes, ContentType: 'application/vnd.apache.parquet' }));
    },
    async openPartition(ticker, year) {
      const key = keyOf(ticker, year);
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      const tag = (head.ETag ?? 'none').replace(/"/g, '');
      const path = join(cacheDir, bucket, `${key}.${tag}`);
      const present = await stat(path).then((s) => s.size === head.ContentLength, () => false);
      if (!present) {
        await mkdir(dirname(path), { recursive: true });
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!answer.Body) throw new Error(`s3://${bucket}/${key}: empty body`);
        await pipeline(answer.Body as Readable, createWriteStream(`${path}.part`));
        await rename(`${path}.part`, path);
      }
      return fileByteSource(path);
    },
  };
}
