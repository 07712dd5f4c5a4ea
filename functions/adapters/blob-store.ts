/** JSON blobs in the results bucket (backtest results, large saved-backtest payloads). */
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

export interface BlobStore {
  putJson(key: string, value: unknown): Promise<void>;
  getJson(key: string): Promise<unknown>;
  delete(key: string): Promise<void>;
  /** Stored size in bytes. */
  size(key: string): Promise<number>;
  /** Stored size in bytes, or undefined when there is no such object. */
  sizeIfPresent(key: string): Promise<number | undefined>;
  /** Copies one object to another key of the bucket within S3 (nothing passes through this process). */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** A URL that lets its holder GET the object, without credentials, for `seconds`. */
  readUrl(key: string, seconds: number): Promise<string>;
}

export function s3BlobStore(s3: S3Client, bucket: string): BlobStore {
  const size = async (key: string): Promise<number> => (await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength ?? 0;
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
    size,
    async sizeIfPresent(key) {
      try {
        return await size(key);
      } catch (e) {
        if ((e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
        throw e;
      }
    },
    async copy(fromKey, toKey) {
      await s3.send(new CopyObjectCommand({ Bucket: bucket, Key: toKey, CopySource: `${bucket}/${fromKey}`, ContentType: 'application/json', MetadataDirective: 'REPLACE' }));
    },
    readUrl(key, seconds) {
      return getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: seconds });
    },
  };
}
