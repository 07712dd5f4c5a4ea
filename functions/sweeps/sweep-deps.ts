/** What the sweep handlers and tasks need, wired once per configuration (platform/wired-per-config.ts, as platform/deps.ts is). */
import { s3BlobStore, type BlobStore } from '../adapters/blob-store';
import { dynamoSweepSlots, type SweepSlots } from '../adapters/sweep-slots';
import { sfnSweepExecutions, type SweepExecutions } from '../adapters/sweep-executions';
import { dynamoSweepsTable, type SweepsTable } from '../adapters/sweeps-table';
import { dynamoUsersTable, type UsersTable } from '../adapters/users-table';
import type { Config } from '../platform/config';
import { wiredPerConfig } from '../platform/wired-per-config';

export interface SweepDeps {
  config: Config;
  users: UsersTable;
  sweeps: SweepsTable;
  slots: SweepSlots;
  blobs: BlobStore;
  executions: SweepExecutions;
}

const wiredSweepDeps = wiredPerConfig<SweepDeps>((config, { ddb, s3, sfn }) => ({
  config,
  users: dynamoUsersTable(ddb, config.tables.users),
  sweeps: dynamoSweepsTable(ddb, config.tables.jobs),
  slots: dynamoSweepSlots(ddb, config.tables.users),
  blobs: s3BlobStore(s3, config.buckets.results),
  executions: sfnSweepExecutions(sfn, config.sweepStateMachineArn),
}));

export function sweepDeps(): SweepDeps {
  return wiredSweepDeps();
}
