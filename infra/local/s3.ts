/**
 * s3rver: the real S3 API on loopback, objects kept as files under the state folder. Buckets come
 * from functions/platform/resources.ts and are created only when missing.
 */
import { createServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { DUMMY_ACCOUNT } from 's3rver/lib/models/account';
import { CreateBucketCommand, ListBucketsCommand, S3Client } from '@aws-sdk/client-s3';
import { corruptStore } from './errors';
import { closeServer, listen, LOOPBACK } from './ports';
import { LOCAL_BUCKETS, localBucketName, LOCAL_CREDENTIALS, LOCAL_REGION } from '../../functions/platform/local-mode';

export interface LocalS3 {
  endpoint: string;
  /**
   * Calls `listener` with the S3 notification (`{Records}`) s3rver emits for each object it stores
   * or deletes (PUT, POST, copy, multipart completion, DELETE).
   */
  onEvent(listener: (notification: unknown) => void): void;
  stop(): Promise<void>;
}

// s3rver knows one access key (S3RVER) and does not check SigV4 signatures; the handlers' SDK
// clients sign with the fixed local pair, so that key is registered too.
DUMMY_ACCOUNT.createKeyPair(LOCAL_CREDENTIALS.accessKeyId, LOCAL_CREDENTIALS.secretAccessKey);

export async function startS3(dir: string, port: number): Promise<LocalS3> {
  mkdirSync(dir, { recursive: true });
  const s3rver = new S3rver({ directory: dir, silent: true, vhostBuckets: false });
  // s3rver is a Koa app: serving its callback from our own server gives one error path
  // (EADDRINUSE) and one close path for every internal server.
  const server = createServer(s3rver.callback());
  const bound = await listen(server, port, LOOPBACK, 'local S3');
  const endpoint = `http://${LOOPBACK}:${bound}`;
  const client = new S3Client({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, forcePathStyle: true });
  const stop = async (): Promise<void> => {
    await closeServer(server);
  };
  try {
    const existing = new Set(((await client.send(new ListBucketsCommand({}))).Buckets ?? []).map((b) => b.Name));
    for (const def of LOCAL_BUCKETS) {
      const name = localBucketName(def);
      if (!existing.has(name)) await client.send(new CreateBucketCommand({ Bucket: name }));
    }
  } catch (err) {
    await stop();
    throw corruptStore('S3', dir, err);
  } finally {
    client.destroy();
  }
  return { endpoint, onEvent: (listener) => void s3rver.on('event', listener), stop };
}
