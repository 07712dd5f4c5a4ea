import {
  POLL_BACKOFF_FACTOR,
  POLL_INITIAL_DELAY_MS,
  POLL_MAX_DELAY_MS,
  POLL_NETWORK_BACKOFF_FACTOR,
  POLL_TIMEOUT_MS,
} from '../../../../shared/domain/constants';
import { JobAnswerReadSchema, interpretJobAnswer } from '../../../../shared/contracts/jobs';
import { JOB_POLL_TIMEOUT, USER_NOT_AUTHENTICATED } from '../../../../shared/domain/messages';
import { ApiError } from './api-error';
import { getJob } from './get-job';

export interface PollDeps {
  /** One GET /jobs/{jobId}: resolves with the body of an OK answer, throws on a network failure or a non-OK answer. */
  fetchJob: (jobId: string) => Promise<unknown>;
  /** GET of a large result's presigned URL (no token: the URL is the permission). */
  fetchResult: (url: string) => Promise<unknown>;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  /** Told after each answer that keeps the job pending: the server's status, the checks so far and the next wait. */
  onPending?: (state: { status: string; checks: number; nextCheckMs: number }) => void;
}

/** GET of a presigned result URL (GET /jobs/{id}'s `result_url`, a saved backtest's `results_url`). */
export async function fetchResultUrl(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Failed to load the result (${res.status})`);
  return res.json();
}

const defaultDeps: PollDeps = {
  fetchJob: getJob,
  fetchResult: fetchResultUrl,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
};

/**
 * Polls GET /jobs/{jobId} until the job ends (spec sections 4 and 9):
 * - waits 2 s before the first poll, then 1.8 times longer after each answer with another status,
 *   twice as long after a network failure or a non-OK answer, never more than 60 s;
 * - 'finished' or 'completed': resolves with `result.result` parsed by `parseResult`
 *   ('Job finished but no result payload' when absent); 'failed': the server's error or 'Job failed';
 * - gives up with 'Job polling timed out. Please try again later.' after 15 minutes.
 */
export async function pollJob<T>(jobId: string, parseResult: (raw: unknown) => T, deps: Partial<PollDeps> = {}): Promise<T> {
  const { fetchJob, fetchResult, sleep, now, onPending } = { ...defaultDeps, ...deps };
  const startedAt = now();
  let delay = POLL_INITIAL_DELAY_MS;
  let checks = 0;
  for (;;) {
    const remaining = POLL_TIMEOUT_MS - (now() - startedAt);
    if (remaining <= 0) throw new Error(JOB_POLL_TIMEOUT);
    await sleep(Math.min(delay, remaining));
    let body: unknown;
    checks += 1;
    try {
      body = await fetchJob(jobId);
    } catch (error) {
      // Signed out meanwhile: no later poll can succeed.
      if (error instanceof ApiError && error.message === USER_NOT_AUTHENTICATED) throw error;
      delay = Math.min(delay * POLL_NETWORK_BACKOFF_FACTOR, POLL_MAX_DELAY_MS);
      continue;
    }
    // status or job_status; 'finished'/'completed' → result.result, 'failed' → error, else pending.
    const outcome = interpretJobAnswer(body);
    if (outcome.kind === 'done') return parseResult(outcome.result);
    // A result over the inline limit: its presigned URL holds the same JSON as result.result.
    if (outcome.kind === 'fetch') return parseResult(await fetchResult(outcome.url));
    if (outcome.kind === 'failed') throw new Error(outcome.message);
    delay = Math.min(delay * POLL_BACKOFF_FACTOR, POLL_MAX_DELAY_MS);
    const read = JobAnswerReadSchema.safeParse(body);
    onPending?.({ status: read.success ? read.data.status : '', checks, nextCheckMs: delay });
  }
}
