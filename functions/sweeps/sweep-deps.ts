/** What the sweep handlers and tasks need, wired once from configuration (like platform/deps.ts). */
import { awsClients } from '../adapters/aws-clients';
import { s3BlobStore, type BlobStore } from '../adapters/blob-store';
import { dynamoSweepSlots, type SweepSlots } from '../adapters/sweep-slots';
import { sfnSweepExecutions, type SweepExecutions } from '../adapters/sweep-executions';
import { dynamoSweepsTable, type SweepsTable } from '../adapters/sweeps-table';
import { dynamoUsersTable, type UsersTable } from '../adapters/users-table';
import { getConfig, type Config } from '../platform/config';

export interface SweepDeps {
  config: Config;
  users: UsersTable;
  sweeps: SweepsTable;
  slots: SweepSlots;
  blobs: BlobStore;
  executions: SweepExecutions;
}

let cache: SweepDeps | undefined;

export function sweepDeps(): SweepDeps {
  const config = getConfig();
  if (cache?.config === config) return cache;
  const { ddb, s3, sfn } = awsClients(config);
  cache = {
    config,
    users: dynamoUsersTable(ddb, config.tables.users),
    sweeps: dynamoSweepsTable(ddb, config.tables.jobs),
    slots: dynamoSweepSlots(ddb, config.tables.users),
    blobs: s3BlobStore(s3, config.buckets.results),
    executions: sfnSweepExecutions(sfn, config.sweepStateMachineArn),
  };
  return cache;
}
