/**
 * dynalite (the DynamoDB API) and s3rver (the S3 API) on free loopback ports, with the tables and
 * buckets of functions/platform/resources.ts, made as the local runtime makes them
 * (platform/local-mode.ts): real API-compatible servers for integration tests.
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import dynalite from 'dynalite';
import S3rver from 's3rver';
import { DUMMY_ACCOUNT } from 's3rver/lib/models/account';
import {
  createTableInput,
  LOCAL_BUCKETS,
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  LOCAL_TABLES,
  localBucketName,
  localTableName,
} from '../platform/local-mode';

/** For tests that build their own SDK clients against these servers. */
export const TEST_REGION = LOCAL_REGION;
export const TEST_CREDENTIALS = LOCAL_CREDENTIALS;

// s3rver knows one built-in key; the backend's clients sign with the fixed local pair.
DUMMY_ACCOUNT.createKeyPair(LOCAL_CREDENTIALS.accessKeyId, LOCAL_CREDENTIALS.secretAccessKey);

export function listenOnLoopback(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (!address || typeof address === 'string') return reject(new Error('no port'));
      resolve(`http://127.0.0.1:${address.port}`);
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export interface LocalAws {
  dynamodbEndpoint: string;
  s3Endpoint: string;
  /** Environment naming the tables and buckets (table names are the logical ids). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startLocalAws(): Promise<LocalAws> {
  const ddbServer = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  const dynamodbEndpoint = await listenOnLoopback(ddbServer);
  const dir = await mkdtemp(join(tmpdir(), 's3rver-'));
  const s3Server = createServer(new S3rver({ directory: dir, silent: true, vhostBuckets: false }).callback());
  const s3Endpoint = await listenOnLoopback(s3Server);

  const ddb = new DynamoDBClient({ endpoint: dynamodbEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const s3 = new S3Client({ endpoint: s3Endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, forcePathStyle: true });
  const env: Record<string, string> = {};
  for (const def of LOCAL_TABLES) {
    await ddb.send(new CreateTableCommand(createTableInput(def)));
    env[def.envVar] = localTableName(def);
  }
  for (const def of LOCAL_BUCKETS) {
    await s3.send(new CreateBucketCommand({ Bucket: localBucketName(def) }));
    env[def.envVar] = localBucketName(def);
  }
  ddb.destroy();
  s3.destroy();
  return {
    dynamodbEndpoint,
    s3Endpoint,
    env,
    async stop() {
      await Promise.all([closeServer(ddbServer), closeServer(s3Server)]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
