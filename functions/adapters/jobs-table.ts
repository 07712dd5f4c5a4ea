/**
 * The Jobs table: one item per backtest run (key job_id). The request is stored as its JSON text
 * so it round-trips exactly; the result lives in S3 under `result_key`. Status moves only from
 * running to finished or failed, guarded by a condition so a retried task cannot apply twice
 * (end-running.ts).
 */
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { TABLES } from '../platform/resources';
import { endRunning } from './end-running';

/** 'sweep': a parameter sweep's record (functions/adapters/sweeps-table.ts), kept in the same table. */
export const JobKindSchema = z.enum(['multileg', 'covered', 'sweep']);
export type JobKind = z.infer<typeof JobKindSchema>;

export const JobRecordSchema = z.object({
  job_id: z.string(),
  user_id: z.string(),
  kind: JobKindSchema,
  request_json: z.string(),
  status: z.enum(['running', 'finished', 'failed']),
  /** Whether starting the job spent a free backtest (given back if it fails). */
  used_free_backtest: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  result_key: z.string().optional(),
  error: z.string().optional(),
  expires_at: z.number(),
});
export type JobRecord = z.infer<typeof JobRecordSchema>;

export interface JobsTable {
  create(job: JobRecord): Promise<void>;
  get(jobId: string): Promise<JobRecord | undefined>;
  /** running → finished; false if the job had already ended. */
  markFinished(jobId: string, resultKey: string): Promise<boolean>;
  /** running → failed; false if the job had already ended (so the credit is given back once). */
  markFailed(jobId: string, error: string): Promise<boolean>;
}

export function dynamoJobsTable(ddb: DynamoDBDocumentClient, table: string): JobsTable {
  const key = (jobId: string) => ({ [TABLES.jobs.partitionKey.name]: jobId });
  return {
    async create(job) {
      await ddb.send(new PutCommand({ TableName: table, Item: job, ConditionExpression: 'attribute_not_exists(job_id)' }));
    },
    async get(jobId) {
      const answer = await ddb.send(new GetCommand({ TableName: table, Key: key(jobId), ConsistentRead: true }));
      return answer.Item ? JobRecordSchema.parse(answer.Item) : undefined;
    },
    markFinished: (jobId, resultKey) => endRunning(ddb, table, key(jobId), { status: 'finished', result_key: resultKey }),
    markFailed: (jobId, error) => endRunning(ddb, table, key(jobId), { status: 'failed', error }),
  };
}
