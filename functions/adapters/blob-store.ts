/** JSON blobs in the results bucket (backtest results, large saved-backtest payloads). */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';

export interface BlobStore {
  putJson(key: string, value: unknown): Promise<void>;
  getJson(key: string): Promise<unknown>;
  delete(key: string): Promise<void>;
}

export function s3BlobStore(s3: S3Client, bucket: string): BlobStore {
  return {
    async putJson(key, value) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: JSON.stringify(value), ContentType: 'application/json' }));
    },
    async getJson(key) {
      const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      const text = (await answer.Body?.transformToString('utf8')) ?? '';
      return JSON.parse(text) as unknown;
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
