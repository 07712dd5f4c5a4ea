/**
 * dynalite (the DynamoDB API) and s3rver (the S3 API) on free loopback ports, with the tables and
 * buckets of functions/platform/resources.ts: real API-compatible servers for integration tests.
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, DynamoDBClient, type AttributeDefinition, type CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import dynalite from 'dynalite';
import S3rver from 's3rver';
import { DUMMY_ACCOUNT } from 's3rver/lib/models/account';
import { BUCKETS, TABLES, type AttributeDef, type BucketDef, type TableDef } from '../platform/resources';

export const TEST_REGION = 'us-east-1';
export const TEST_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

// s3rver knows one built-in key; the backend's clients sign with the fixed local pair.
DUMMY_ACCOUNT.createKeyPair(TEST_CREDENTIALS.accessKeyId, TEST_CREDENTIALS.secretAccessKey);

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

export const testBucketName = (b: BucketDef): string => `test-${b.id.toLowerCase()}`;

function tableInput(def: TableDef): CreateTableCommandInput {
  const attrs = new Map<string, AttributeDef>();
  const add = (a: AttributeDef | undefined) => a && attrs.set(a.name, a);
  add(def.partitionKey);
  add(def.sortKey);
  for (const g of def.globalIndexes ?? []) {
    add(g.partitionKey);
    add(g.sortKey);
  }
  const keys = (pk: AttributeDef, sk?: AttributeDef) => [
    { AttributeName: pk.name, KeyType: 'HASH' as const },
    ...(sk ? [{ AttributeName: sk.name, KeyType: 'RANGE' as const }] : []),
  ];
  const throughput = { ReadCapacityUnits: 100, WriteCapacityUnits: 100 };
  return {
    TableName: def.id,
    AttributeDefinitions: [...attrs.values()].map((a): AttributeDefinition => ({ AttributeName: a.name, AttributeType: a.type })),
    KeySchema: keys(def.partitionKey, def.sortKey),
    ProvisionedThroughput: throughput,
    GlobalSecondaryIndexes: def.globalIndexes?.map((g) => ({
      IndexName: g.name,
      KeySchema: keys(g.partitionKey, g.sortKey),
      Projection: { ProjectionType: 'ALL' },
      ProvisionedThroughput: throughput,
    })),
  };
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

  const ddb = new DynamoDBClient({ endpoint: dynamodbEndpoint, region: TEST_REGION, credentials: TEST_CREDENTIALS });
  const s3 = new S3Client({ endpoint: s3Endpoint, region: TEST_REGION, credentials: TEST_CREDENTIALS, forcePathStyle: true });
  const env: Record<string, string> = {};
  for (const def of Object.values(TABLES) as TableDef[]) {
    await ddb.send(new CreateTableCommand(tableInput(def)));
    env[def.envVar] = def.id;
  }
  for (const def of Object.values(BUCKETS) as BucketDef[]) {
    await s3.send(new CreateBucketCommand({ Bucket: testBucketName(def) }));
    env[def.envVar] = testBucketName(def);
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
