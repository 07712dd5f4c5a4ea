/**
 * The job lifecycle: a job record (owner, kind, request, status, timestamps, error) in DynamoDB and
 * its result JSON in S3. Only the state machine's tasks end a job; only the owner reads it.
 */
import { randomUUID } from 'node:crypto';
import type { JobAnswer as ContractJobAnswer } from '../../shared/contracts/jobs';
import { JOB_FAILED } from '../../shared/domain/messages';
import type { BlobStore } from '../adapters/blob-store';
import type { JobKind, JobRecord, JobsTable } from '../adapters/jobs-table';
import type { UsersTable } from '../adapters/users-table';
import { notFound } from '../platform/errors';
import { resultOrLink, type LocalLinks } from '../platform/result-link';
import { log } from '../platform/logger';
import { BacktestFailedError } from './task-errors';
import { RESULTS_PREFIX } from '../platform/resources';

/** Jobs are kept 30 days (DynamoDB TTL), long enough for any poll. */
const JOB_TTL_SECONDS = 30 * 24 * 3600;

export const resultKeyOf = (jobId: string): string => `${RESULTS_PREFIX.jobs}${jobId}/result.json`;

export function newJob(userId: string, kind: JobKind, request: unknown, usedFreeBacktest: boolean): JobRecord {
  const now = new Date();
  return {
    job_id: randomUUID(),
    user_id: userId,
    kind,
    request_json: JSON.stringify(request),
    status: 'running',
    used_free_backtest: usedFreeBacktest,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    expires_at: Math.floor(now.getTime() / 1000) + JOB_TTL_SECONDS,
  };
}

/** Runs a job's request through the engine (wired in run-backtest.task.ts). */
export type BacktestRunner = (kind: JobKind, request: unknown) => Promise<unknown>;

export interface JobStores {
  jobs: JobsTable;
  users: UsersTable;
  blobs: BlobStore;
}

/** RunBacktest: load the request, run it, store the result; answers where the result is. */
export async function runJob(stores: JobStores, jobId: string, run: BacktestRunner): Promise<{ job_id: string; result_key: string }> {
  const job = await stores.jobs.get(jobId);
  if (!job) throw new BacktestFailedError(`Job ${jobId} does not exist`);
  const key = resultKeyOf(jobId);
  // A retried execution of a finished job must not run (or bill) it again.
  if (job.status === 'finished') return { job_id: jobId, result_key: job.result_key ?? key };
  if (job.status === 'failed') throw new BacktestFailedError(job.error ?? JOB_FAILED);
  const result = await run(job.kind, JSON.parse(job.request_json));
  await stores.blobs.putJson(key, result);
  return { job_id: jobId, result_key: key };
}

/** A job that ended gives its running slot back (the per-user cap of running jobs). */
async function releaseSlot(stores: JobStores, jobId: string, known?: JobRecord): Promise<void> {
  const job = known ?? (await stores.jobs.get(jobId));
  if (job) await stores.users.releaseJobSlot(job.user_id, jobId);
}

export async function finishJob(stores: JobStores, jobId: string, resultKey: string): Promise<void> {
  const changed = await stores.jobs.markFinished(jobId, resultKey);
  if (!changed) log.warn('job already ended', { job_id: jobId, outcome: 'finish_ignored' });
  // Also when it had ended already: a retried task must not leave the slot taken.
  await releaseSlot(stores, jobId);
}

/** MarkFailed: record the message and give the free backtest back, once. */
export async function failJob(stores: JobStores, jobId: string, message: string): Promise<void> {
  const changed = await stores.jobs.markFailed(jobId, message);
  const job = await stores.jobs.get(jobId);
  await releaseSlot(stores, jobId, job);
  if (!changed) {
    log.warn('job already ended', { job_id: jobId, outcome: 'fail_ignored' });
    return;
  }
  if (job?.used_free_backtest) await stores.users.returnFreeBacktest(job.user_id);
  log.info('job failed', { job_id: jobId, user_id: job?.user_id, credit_returned: job?.used_free_backtest ?? false });
}

/** The contract's JobAnswer, with the stored result passed through as the engine wrote it. */
export type JobAnswer = Omit<ContractJobAnswer, 'result'> & { result?: { result: unknown } };

/**
 * GET /jobs/{id}: the owner's job, with the result when finished; anyone else gets a 404. A result
 * over RESULT_INLINE_MAX_BYTES is answered as a presigned URL instead (Lambda answers at most
 * 6 MB); `local` (local runtime only): the origin the browser reaches S3 through, and the secret
 * the link is signed with for it (local-result-link.ts: s3rver checks no signature itself).
 */
export async function readJob(stores: JobStores, userId: string, jobId: string, local?: LocalLinks): Promise<JobAnswer> {
  const job = await stores.jobs.get(jobId);
  // A sweep's record shares the table but is read by GET /sweeps/{id} (its result is under sweeps/,
  // which GetJob may not read): as a job it does not exist, as save-from-job.ts answers it.
  if (!job || job.user_id !== userId || job.kind === 'sweep') throw notFound('job.not_found', 'Job not found');
  if (job.status === 'finished') {
    const answer = await resultOrLink(stores.blobs, job.result_key ?? resultKeyOf(jobId), local);
    return 'url' in answer ? { job_status: 'finished', result_url: answer.url } : { job_status: 'finished', result: { result: answer.value } };
  }
  return job.status === 'failed' ? { job_status: 'failed', error: job.error ?? JOB_FAILED } : { job_status: job.status };
}
