/**
 * Sweep records (issue 19), kept in the Jobs table under their sweep id (kind 'sweep', the same
 * TTL): owner, request, status, and the progress counters the batch tasks add to atomically.
 * Status moves only from running to finished or failed, guarded by a condition (end-running.ts).
 */
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { TABLES } from '../platform/resources';
import { endRunning } from './end-running';
import { JobRecordSchema } from './jobs-table';

/** A sweep is a record of the Jobs table (jobs-table.ts) of kind 'sweep', with its progress counters. */
export const SweepRecordSchema = JobRecordSchema.extend({
  kind: z.literal('sweep'),
  /** Sweeps never spend a free backtest (Pro only); kept so the Jobs record shape holds. */
  used_free_backtest: z.literal(false),
  cells_total: z.number(),
  cells_done: z.number(),
  cells_failed: z.number(),
});
export type SweepRecord = z.infer<typeof SweepRecordSchema>;

export interface SweepsTable {
  create(sweep: SweepRecord): Promise<void>;
  get(sweepId: string): Promise<SweepRecord | undefined>;
  /** Adds a finished batch's cells to the progress counters. */
  addProgress(sweepId: string, done: number, failed: number): Promise<void>;
  /** running → finished with the exact final counts; false if it had already ended. */
  markFinished(sweepId: string, resultKey: string, done: number, failed: number): Promise<boolean>;
  markFailed(sweepId: string, error: string): Promise<boolean>;
}

export function dynamoSweepsTable(ddb: DynamoDBDocumentClient, table: string): SweepsTable {
  const key = (id: string) => ({ [TABLES.jobs.partitionKey.name]: id });
  return {
    async create(sweep) {
      await ddb.send(new PutCommand({ TableName: table, Item: sweep, ConditionExpression: 'attribute_not_exists(job_id)' }));
    },
    async get(id) {
      const answer = await ddb.send(new GetCommand({ TableName: table, Key: key(id), ConsistentRead: true }));
      if (!answer.Item || answer.Item.kind !== 'sweep') return undefined;
      return SweepRecordSchema.parse(answer.Item);
    },
    async addProgress(id, done, failed) {
      await ddb.send(
        new UpdateCommand({
          TableName: table,
          Key: key(id),
          UpdateExpression: 'ADD cells_done :d, cells_failed :f',
          ConditionExpression: 'attribute_exists(job_id)',
          ExpressionAttributeValues: { ':d': done, ':f': failed },
        }),
      );
    },
    markFinished: (id, resultKey, done, failed) => endRunning(ddb, table, key(id), { status: 'finished', result_key: resultKey, cells_done: done, cells_failed: failed }),
    markFailed: (id, error) => endRunning(ddb, table, key(id), { status: 'failed', error }),
  };
}
