/**
 * The sweep state machine (issue 19), Amazon States Language as data, used by CDK and (after
 * localizeDistributedMap) by the local runtime. Beside the backtest machine, not inside it:
 *
 *   PlanSweep ──▶ RunCells (Map over cell indices, batches of SWEEP_BATCH_SIZE) ──▶ ReduceSweep ──▶ end
 *                   └─ per batch: RunSweepBatch (writes its cells to S3); any error ─▶ BatchFailed
 *   any error of PlanSweep, RunCells or ReduceSweep ──▶ MarkSweepFailed
 *
 * A cell that fails is reported in its batch's output; a batch that fails as a whole (Lambda
 * crash or timeout after retries) becomes a BatchFailed result naming its cells, which the reduce
 * step reports cell by cell: neither fails the sweep.
 *
 * Deployed, RunCells is a Distributed Map: each batch is a child Express execution, the item
 * batcher groups SWEEP_BATCH_SIZE cell indices with the sweep id as batch input, and at most
 * SWEEP_MAX_CONCURRENCY batches run at once. Why these numbers: one cell of a 15-year covered
 * strategy costs ~100-120 ms of CPU (`npm run bench`: 100 cells in ~12 s of CPU; a batch on a
 * cold instance about twice a warm one, V8 compiling the engine), so 25 cells are ~3 s of work per
 * warm Lambda (~6.5 s cold), enough to amortise a cold start and the data load, and small
 * enough that 1,000 cells spread over 40 Lambdas at once; 100 concurrent batches is 4,000 cells in
 * flight, above the 1,000-cell limit, while staying a tenth of the default account concurrency
 * (1,000) so sweeps never starve the API's Lambdas.
 */
import { TRANSIENT_ERROR } from '../jobs/task-errors';

export interface SweepTaskResources {
  planSweep: string;
  runSweepBatch: string;
  reduceSweep: string;
  markSweepFailed: string;
}

export const SWEEP_STATE_NAMES = {
  plan: 'PlanSweep',
  cells: 'RunCells',
  batch: 'RunSweepBatch',
  batchFailed: 'BatchFailed',
  reduce: 'ReduceSweep',
  failed: 'MarkSweepFailed',
} as const;

export const SWEEP_BATCH_SIZE = 25;
export const SWEEP_MAX_CONCURRENCY = 100;
/** The whole sweep's limit; the one-running-sweep slot outlives it (sweep-service.ts). */
export const SWEEP_TIMEOUT_SECONDS = 1800;

const retry = [
  {
    ErrorEquals: [TRANSIENT_ERROR, 'Lambda.ServiceException', 'Lambda.AWSLambdaException', 'Lambda.SdkClientException', 'Lambda.TooManyRequestsException'],
    IntervalSeconds: 1,
    MaxAttempts: 3,
    BackoffRate: 2,
  },
];
const catchToFailed = [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: SWEEP_STATE_NAMES.failed }];

export function sweepStateMachineDefinition(r: SweepTaskResources) {
  const S = SWEEP_STATE_NAMES;
  return {
    Comment: 'Runs one parameter sweep: plan the cells, run them in batches with a Map, reduce the batch outputs; any failure outside a batch goes to MarkSweepFailed.',
    StartAt: S.plan,
    TimeoutSeconds: SWEEP_TIMEOUT_SECONDS,
    States: {
      [S.plan]: { Type: 'Task', Resource: r.planSweep, TimeoutSeconds: 30, Retry: retry, ResultPath: '$.plan', Catch: catchToFailed, Next: S.cells },
      [S.cells]: {
        Type: 'Map',
        ItemsPath: '$.plan.cells',
        ItemBatcher: { MaxItemsPerBatch: SWEEP_BATCH_SIZE, BatchInput: { 'sweep_id.$': '$.sweep_id' } },
        MaxConcurrency: SWEEP_MAX_CONCURRENCY,
        ItemProcessor: {
          ProcessorConfig: { Mode: 'DISTRIBUTED', ExecutionType: 'EXPRESS' },
          StartAt: S.batch,
          States: {
            [S.batch]: {
              Type: 'Task',
              Resource: r.runSweepBatch,
              TimeoutSeconds: 240,
              Retry: retry,
              Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: S.batchFailed }],
              End: true,
            },
            [S.batchFailed]: { Type: 'Pass', Parameters: { 'failed_cells.$': '$.Items', 'error.$': '$.error.Error' }, End: true },
          },
        },
        ResultPath: '$.batches',
        Catch: catchToFailed,
        Next: S.reduce,
      },
      [S.reduce]: {
        Type: 'Task',
        Resource: r.reduceSweep,
        Parameters: { 'sweep_id.$': '$.sweep_id', 'batches.$': '$.batches' },
        TimeoutSeconds: 120,
        Retry: retry,
        Catch: catchToFailed,
        End: true,
      },
      [S.failed]: { Type: 'Task', Resource: r.markSweepFailed, TimeoutSeconds: 30, Retry: retry, End: true },
    },
  };
}

type Json = Record<string, unknown>;

/**
 * The definition as aws-local-stepfunctions can run it. The library runs Map states inline and
 * has no ItemBatcher (nor ItemReader, ResultWriter or child executions). The batcher is rebuilt
 * with standard ASL: a Pass state before the Map partitions the items with
 * States.ArrayPartition(items, MaxItemsPerBatch), and the Map's ItemSelector builds each batch's
 * input as the batcher does, `{Items: [...], BatchInput: {...}}`. Tasks see the same input and
 * the Map the same output; only the child executions (Express, deployed) become inline iterations.
 */
export function localizeDistributedMap<D extends { States: Json }>(definition: D): D {
  const isBatched = (state: Json): boolean => state.Type === 'Map' && Boolean(state.ItemBatcher) && typeof state.ItemsPath === 'string';
  const batched = new Set(Object.entries(definition.States).filter(([, s]) => isBatched(s as Json)).map(([name]) => name));
  const partitionOf = (name: string): string => `${name}LocalBatches`;
  const states: Json = {};
  for (const [name, raw] of Object.entries(definition.States)) {
    // Whatever led to a batched Map now leads to its partition step first (copies: the input stays as it was).
    const state: Json = { ...(raw as Json) };
    if (typeof state.Next === 'string' && batched.has(state.Next)) state.Next = partitionOf(state.Next);
    if (!batched.has(name)) {
      states[name] = state;
      continue;
    }
    const { ItemBatcher, ItemProcessor, ...rest } = state;
    const batcher = ItemBatcher as { MaxItemsPerBatch?: number; BatchInput?: Json };
    states[partitionOf(name)] = {
      Type: 'Pass',
      Parameters: { 'batches.$': `States.ArrayPartition(${String(state.ItemsPath)}, ${batcher.MaxItemsPerBatch ?? 1})` },
      ResultPath: `$.${partitionOf(name)}`,
      Next: name,
    };
    states[name] = {
      ...rest,
      ItemsPath: `$.${partitionOf(name)}.batches`,
      ItemSelector: { 'Items.$': '$$.Map.Item.Value', BatchInput: batcher.BatchInput ?? {} },
      ItemProcessor: { ...(ItemProcessor as Json), ProcessorConfig: { Mode: 'INLINE' } },
    };
  }
  const startAt = (definition as unknown as { StartAt: string }).StartAt;
  return { ...definition, StartAt: batched.has(startAt) ? partitionOf(startAt) : startAt, States: states };
}
