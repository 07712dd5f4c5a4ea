import { jobIdOf } from '../../../../shared/contracts/jobs';
import { apiCall } from './http';
import { pollJob, type PollDeps } from './poll-job';
import { rememberJobOf } from './result-job';
import { reportRunProgress } from './run-progress';

/**
 * Starts a backtest and waits for its result (spec section 7): a 202 carries a job id
 * (`job_id` or `jobId`, else 'No job id returned from server') and the job is polled; any other
 * success is the result itself (the server's fast path), so no poll is made.
 */
export async function startAndAwait<T>(
  path: string,
  body: unknown,
  parseResult: (raw: unknown) => T,
  pollDeps: Partial<PollDeps> = {},
): Promise<T> {
  reportRunProgress({ phase: 'submitting' });
  try {
    const answer = await apiCall(path, { method: 'POST', body });
    if (answer.status !== 202) return parseResult(answer.body);
    const id = jobIdOf(answer.body);
    if ('error' in id) throw new Error(id.error);
    const { jobId } = id;
    reportRunProgress({ phase: 'queued', jobId });
    const result = await pollJob(jobId, parseResult, {
      onPending: (state) => reportRunProgress({ phase: 'polling', jobId, ...state }),
      ...pollDeps,
    });
    // A result too large to send back is saved by its job id (save-backtest.ts).
    return rememberJobOf(result, jobId);
  } finally {
    reportRunProgress(null);
  }
}
