/**
 * The chain store in S3 for deployed mode (same layout as the folder store, under `prefix`).
 * The caller passes the client and bucket (functions/platform/config.ts has MARKET_DATA_BUCKET).
 */
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { dayKey, parseDayFile, type ChainStore } from './chain-store';

const DAY_KEY = /\/(\d{4}-\d{2}-\d{2})\.json$/;

export function createS3ChainStore(client: S3Client, bucket: string, prefix = 'chains/'): ChainStore {
  return {
    async listDays(ticker) {
      const days: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}${ticker.toUpperCase()}/`, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) {
          const day = DAY_KEY.exec(item.Key ?? '')?.[1];
          if (day !== undefined) days.push(day);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token !== undefined);
      return days.sort();
    },
    async readDay(ticker, date) {
      const key = `${prefix}${dayKey(ticker, date)}`;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const text = (await answer.Body?.transformToString('utf8')) ?? '';
        return parseDayFile(`s3://${bucket}/${key}`, text);
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async writeDay(ticker, date, quotes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${prefix}${dayKey(ticker, date)}`,
          Body: JSON.stringify(quotes),
          ContentType: 'application/json',
        }),
      );
    },
  };
}
