/**
 * Starting a backtest (DESIGN.md section 5): take one free backtest atomically (free users), write
 * the job record, start the execution named after the job id. If the execution finishes within
 * the fast-path window, answer 200 with the result itself (the spec's "any other success"), else
 * 202 `{job_id}` for the client to poll. Same job record and quota either way.
 */
import { MAX_RUNNING_JOBS_PER_USER, RUNNING_SLOT_STALE_SECONDS, TOO_MANY_RUNNING_JOBS } from '../../shared/contracts/limits';
import type { JobKind } from '../adapters/jobs-table';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/errors';
import { log } from '../platform/logger';
import { failJob, newJob, readJob } from '../jobs/job-service';
import { takeBacktestAllowance } from '../users/user-status-service';

export const FAST_PATH_MS = 1500;
const POLL_EVERY_MS = 100;

export type StartAnswer = { kind: 'accepted'; jobId: string } | { kind: 'finished'; jobId: string; result: unknown };

type StartDeps = Pick<Deps, 'users' | 'jobs' | 'blobs' | 'executions'>;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function startBacktest(d: StartDeps, userId: string, kind: JobKind, request: unknown, fastPathMs = FAST_PATH_MS): Promise<StartAnswer> {
  const usedFree = await takeBacktestAllowance(d.users, userId);
  const job = newJob(userId, kind, request, usedFree);
  const now = Math.floor(Date.now() / 1000);
  // The slot is released by MarkFinished/MarkFailed (job-service), or here when nothing starts.
  if (!(await d.users.takeJobSlot(userId, job.job_id, MAX_RUNNING_JOBS_PER_USER, now, now - RUNNING_SLOT_STALE_SECONDS))) {
    if (usedFree) await d.users.returnFreeBacktest(userId);
    throw new AppError('backtest.too_many_running', 429, TOO_MANY_RUNNING_JOBS);
  }
  try {
    await d.jobs.create(job);
  } catch (e) {
    await d.users.releaseJobSlot(userId, job.job_id);
    if (usedFree) await d.users.returnFreeBacktest(userId);
    throw e;
  }
  try {
    await d.executions.start(job.job_id, userId);
  } catch (e) {
    // No execution will ever end this job: end it here, which also gives the credit back.
    await failJob(d, job.job_id, 'The backtest could not be started. Please try again.');
    throw e;
  }
  log.info('backtest started', { job_id: job.job_id, user_id: userId, kind, free_backtest_used: usedFree });

  const deadline = Date.now() + fastPathMs;
  while (Date.now() < deadline) {
    await sleep(Math.min(POLL_EVERY_MS, Math.max(0, deadline - Date.now())));
    const answer = await readJob(d, userId, job.job_id);
    if (answer.job_status === 'finished' && answer.result) return { kind: 'finished', jobId: job.job_id, result: answer.result.result };
    if (answer.job_status !== 'running') break;
  }
  return { kind: 'accepted', jobId: job.job_id };
}
