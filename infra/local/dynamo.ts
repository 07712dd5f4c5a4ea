/**
 * dynalite: the real DynamoDB API on loopback, persisted with LevelDB under the state folder.
 * Tables come from functions/platform/resources.ts and are created only when missing, so data
 * survives restarts.
 */
import { mkdirSync } from 'node:fs';
import dynalite from 'dynalite';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { createTableInput, LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_TABLES, localTableName } from '../../functions/platform/local-mode';
import { dirname } from 'node:path';
import { corruptStore, storeInUse } from './errors';
import { levelStoreState } from './store-check';
import { closeServer, listen, LOOPBACK } from './ports';

export interface LocalDynamo {
  endpoint: string;
  client: DynamoDBClient;
  stop(): Promise<void>;
}

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
  for (const def of LOCAL_TABLES) {
    const name = localTableName(def);
    if (existing.has(name)) continue;
    // No UpdateTimeToLive: dynalite does not implement TTL, so locally expired job records stay
    // (harmless: readers already ignore them by `expires_at`, as DynamoDB's TTL is lazy too).
    await client.send(new CreateTableCommand(createTableInput(def)));
    await client.send(new DescribeTableCommand({ TableName: name }));
  }
}
