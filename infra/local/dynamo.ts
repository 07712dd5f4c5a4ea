/**
 * dynalite: the real DynamoDB API on loopback, persisted with LevelDB under the state folder.
 * Tables come from functions/platform/resources.ts and are created only when missing, so data
 * survives restarts.
 */
import { mkdirSync } from 'node:fs';
import dynalite from 'dynalite';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { TABLES, type TableDef } from '../../functions/platform/resources';
import { dirname } from 'node:path';
import { corruptStore, storeInUse } from './errors';
import { levelStoreState } from './store-check';
import { closeServer, listen, LOOPBACK } from './ports';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-env';

export interface LocalDynamo {
  endpoint: string;
  client: DynamoDBClient;
  stop(): Promise<void>;
}

/** Physical table names: locally the logical ids themselves. */
export const tableName = (t: TableDef): string => t.id;

export async function startDynamo(dir: string, port: number): Promise<LocalDynamo> {
  const state = await levelStoreState(dir);
  if (state === 'locked') throw storeInUse(dirname(dir));
  if (typeof state === 'object') throw corruptStore('DynamoDB', dir, state.corrupt);
  mkdirSync(dir, { recursive: true });
  // Tables are ACTIVE at once: nothing waits for a CREATING state that only exists to mimic AWS.
  const server = dynalite({ path: dir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  const bound = await listen(server, port, LOOPBACK, 'local DynamoDB');
  const endpoint = `http://${LOOPBACK}:${bound}`;
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const stop = async (): Promise<void> => {
    client.destroy();
    await closeServer(server);
  };
  try {
    await ensureTables(client);
  } catch (err) {
    await stop();
    throw corruptStore('DynamoDB', dir, err);
  }
  return { endpoint, client, stop };
}

async function ensureTables(client: DynamoDBClient): Promise<void> {
  // The first call opens LevelDB: a locked or damaged store fails here.
  const existing = new Set((await client.send(new ListTablesCommand({}))).TableNames ?? []);
  for (const def of Object.values(TABLES) as TableDef[]) {
    const name = tableName(def);
    if (existing.has(name)) continue;
    // No UpdateTimeToLive: dynalite does not implement TTL, so locally expired job records stay
    // (harmless: readers already ignore them by `expires_at`, as DynamoDB's TTL is lazy too).
    await client.send(new CreateTableCommand(createTableInput(def)));
    await client.send(new DescribeTableCommand({ TableName: name }));
  }
}

export function createTableInput(def: TableDef): CreateTableCommandInput {
  const attributes = new Map<string, 'S' | 'N'>();
  const key = (pk: TableDef['partitionKey'], sk?: TableDef['partitionKey']) => {
    attributes.set(pk.name, pk.type);
    if (sk) attributes.set(sk.name, sk.type);
    return [
      { AttributeName: pk.name, KeyType: 'HASH' as const },
      ...(sk ? [{ AttributeName: sk.name, KeyType: 'RANGE' as const }] : []),
    ];
  };
  const KeySchema = key(def.partitionKey, def.sortKey);
  const GlobalSecondaryIndexes = def.globalIndexes?.map((g) => ({
    IndexName: g.name,
    KeySchema: key(g.partitionKey, g.sortKey),
    Projection: { ProjectionType: 'ALL' as const },
  }));
  return {
    TableName: tableName(def),
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema,
    AttributeDefinitions: [...attributes].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType })),
    ...(GlobalSecondaryIndexes ? { GlobalSecondaryIndexes } : {}),
  };
}
