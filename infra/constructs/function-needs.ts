/**
 * Least privilege, written down once: what each function may touch. Every permission is given
 * through a grant* method of the resource, never as a hand-written IAM statement.
 */
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { RESULTS_PREFIX, type ResultsPrefix } from '../../functions/platform/resources';
import type { BucketKey, TableKey } from '../stacks/stateful-stack';

type Access = 'read' | 'readWrite';

export interface FunctionNeeds {
  tables?: Partial<Record<TableKey, Access>>;
  /**
   * The results bucket by key prefix (RESULTS_PREFIX), never the whole bucket: a presigned URL
   * carries its signer's rights, and the bucket holds every user's runs, saves and sweeps.
   */
  results?: Partial<Record<ResultsPrefix, Access>>;
  buckets?: Partial<Record<Exclude<BucketKey, 'results'>, Access>>;
  /**
   * Start executions (functions/adapters/executions.ts). Nothing reads their status through Step
   * Functions (the job item holds it), so no grantRead: it would add `states:Describe*` on `*`.
   */
  jobs?: boolean;
  /** Start sweep executions (issue 19). */
  sweeps?: boolean;
  /** Read the Stripe secret key and webhook secret. */
  stripe?: boolean;
}

/** A saved backtest's objects: its large payload and a result saved from its job. */
const savedObjects = (access: Access): FunctionNeeds['results'] => ({ savedPayloads: access, savedResults: access });

const startBacktest: FunctionNeeds = {
  tables: { users: 'readWrite', jobs: 'readWrite' },
  // The fast path answers the finished run's result.
  results: { jobs: 'read' },
  jobs: true,
};

/** Keyed by the function names of functions/routes.ts (ROUTES[].name and TASKS[*].name). */
export const FUNCTION_NEEDS: Record<string, FunctionNeeds> = {
  StartBacktest: startBacktest,
  StartCoveredBacktest: startBacktest,
  GetJob: { tables: { jobs: 'read' }, results: { jobs: 'read' } },
  // Users: the per-user count of saves (the cap on saved backtests) moves on save and delete.
  // Jobs (read): a save naming its run checks the job's owner and status, then copies its result
  // within the results bucket (CopyObject: GetObject on the job's key, PutObject on the save's).
  SaveBacktest: { tables: { users: 'readWrite', savedBacktests: 'readWrite', jobs: 'read' }, results: { jobs: 'read', ...savedObjects('readWrite') } },
  ListBacktests: { tables: { savedBacktests: 'read' }, results: savedObjects('read') },
  GetBacktest: { tables: { savedBacktests: 'read' }, results: savedObjects('read') },
  // Deleting a saved backtest deletes its share link too, and frees its slot (users).
  DeleteBacktest: { tables: { users: 'readWrite', savedBacktests: 'readWrite', shares: 'readWrite' }, results: savedObjects('readWrite') },
  // The owner's filing status on a saved item (a conditional update of their own key).
  UpdateBacktestSettings: { tables: { savedBacktests: 'readWrite' } },
  // Share links (issue 18): creating checks Pro status (users) and marks the saved item.
  CreateShare: { tables: { users: 'readWrite', savedBacktests: 'readWrite', shares: 'readWrite' } },
  // Revoking moves a large saved result to a new key (copy, then delete), ending its presigned links.
  RevokeShare: { tables: { savedBacktests: 'readWrite', shares: 'readWrite' }, results: { savedResults: 'readWrite' } },
  // The public read: the share, the saved item it names, and a large payload from S3.
  GetSharedBacktest: { tables: { shares: 'read', savedBacktests: 'read' }, results: savedObjects('read') },
  GetUserStatus: { tables: { users: 'readWrite' } },
  StripeCheckout: { tables: { users: 'readWrite' }, stripe: true },
  StripeCancel: { tables: { users: 'readWrite' }, stripe: true },
  StripeWebhook: { tables: { users: 'readWrite', billingEvents: 'readWrite' }, stripe: true },
  RunBacktest: { tables: { jobs: 'readWrite' }, results: { jobs: 'readWrite' }, buckets: { marketData: 'read' } },
  // Users: the job's running slot is given back (the per-user cap of running jobs).
  MarkFinished: { tables: { jobs: 'readWrite', users: 'readWrite' } },
  MarkFailed: { tables: { jobs: 'readWrite', users: 'readWrite' } },
  StartSweep: { tables: { users: 'readWrite', jobs: 'readWrite' }, sweeps: true },
  GetSweep: { tables: { jobs: 'read' }, results: { sweeps: 'read' } },
  PlanSweep: { tables: { jobs: 'read' } },
  RunSweepBatch: { tables: { jobs: 'readWrite' }, results: { sweeps: 'readWrite' }, buckets: { marketData: 'read' } },
  ReduceSweep: { tables: { jobs: 'readWrite', users: 'readWrite' }, results: { sweeps: 'readWrite' } },
  MarkSweepFailed: { tables: { jobs: 'readWrite', users: 'readWrite' } },
};

export interface GrantTargets {
  tables: Record<TableKey, ITable>;
  buckets: Record<BucketKey, IBucket>;
  stateMachine?: IStateMachine;
  sweepStateMachine?: IStateMachine;
  stripeSecrets: ISecret[];
}

export function grantNeeds(name: string, fn: IFunction, targets: GrantTargets): void {
  const needs = FUNCTION_NEEDS[name];
  if (!needs) throw new Error(`No permissions declared for function ${name} in infra/constructs/function-needs.ts`);
  for (const [key, access] of Object.entries(needs.tables ?? {}) as [TableKey, Access][]) {
    if (access === 'read') targets.tables[key].grantReadData(fn);
    else targets.tables[key].grantReadWriteData(fn);
  }
  for (const [key, access] of Object.entries(needs.buckets ?? {}) as [BucketKey, Access][]) {
    if (access === 'read') targets.buckets[key].grantRead(fn);
    else targets.buckets[key].grantReadWrite(fn);
  }
  for (const [prefix, access] of Object.entries(needs.results ?? {}) as [ResultsPrefix, Access][]) {
    const keys = `${RESULTS_PREFIX[prefix]}*`;
    if (access === 'read') targets.buckets.results.grantRead(fn, keys);
    else targets.buckets.results.grantReadWrite(fn, keys);
  }
  if (needs.jobs) {
    if (!targets.stateMachine) throw new Error(`${name} needs the state machine, which is not built yet`);
    targets.stateMachine.grantStartExecution(fn);
  }
  if (needs.sweeps) {
    if (!targets.sweepStateMachine) throw new Error(`${name} needs the sweep state machine, which is not built yet`);
    targets.sweepStateMachine.grantStartExecution(fn);
  }
  if (needs.stripe) for (const secret of targets.stripeSecrets) secret.grantRead(fn);
}
