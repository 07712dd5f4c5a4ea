/**
 * The backend's dependencies, wired once from configuration. Handlers ask for what they need;
 * services receive it explicitly, so tests and the local runtime run the same code paths.
 */
import { s3BlobStore, type BlobStore } from '../adapters/blob-store';
import { sfnExecutions, type Executions } from '../adapters/executions';
import { dynamoJobsTable, type JobsTable } from '../adapters/jobs-table';
import { dynamoSavedTable, type SavedTable } from '../adapters/saved-table';
import { dynamoSharesTable, type SharesTable } from '../adapters/shares-table';
import { dynamoUsersTable, type UsersTable } from '../adapters/users-table';
import { dynamoBillingEvents, type BillingEvents } from '../adapters/billing-events-table';
import type { Config } from './config';
import { wiredPerConfig } from './wired-per-config';

export interface Deps {
  config: Config;
  users: UsersTable;
  jobs: JobsTable;
  saved: SavedTable;
  shares: SharesTable;
  billingEvents: BillingEvents;
  blobs: BlobStore;
  executions: Executions;
}

const wiredDeps = wiredPerConfig<Deps>((config, { ddb, s3, sfn }) => ({
  config,
  users: dynamoUsersTable(ddb, config.tables.users),
  jobs: dynamoJobsTable(ddb, config.tables.jobs),
  saved: dynamoSavedTable(ddb, config.tables.savedBacktests),
  shares: dynamoSharesTable(ddb, config.tables.shares),
  billingEvents: dynamoBillingEvents(ddb, config.tables.billingEvents),
  blobs: s3BlobStore(s3, config.buckets.results),
  executions: sfnExecutions(sfn, config.stateMachineArn),
}));

export function deps(): Deps {
  return wiredDeps();
}
