import { JOB_ID_HEADER, jobIdOf } from '../../../../shared/contracts/jobs';
import { apiCall } from './http';
import { pollJob, type PollDeps } from './poll-job';
import { rememberJobOf } from './result-job';
import { reportRunProgress } from './run-progress';

/**
 * Starts a backtest and waits for its result (spec section 7): a 202 carries a job id
 * (`job_id` or `jobId`, else 'No job id returned from server') and the job is polled; any other
 * success is the result itself (the server's fast path), so no poll is made. Either way the result
 * is remembered with its job id (the fast path names it in the JOB_ID_HEADER), so a result too
 * large to send back is saved by its job (save-backtest.ts).
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
    if (answer.status !== 202) {
      const result = parseResult(answer.body);
      const fastJobId = answer.headers.get(JOB_ID_HEADER);
      return fastJobId ? rememberJobOf(result, fastJobId) : result;
    }
    const id = jobIdOf(answer.body);
    if ('error' in id) throw new Error(id.error);
    const { jobId } = id;
    reportRunProgress({ phase: 'queued', jobId });
    const result = await pollJob(jobId, parseResult, {
      onPending: (state) => reportRunProgress({ phase: 'polling', jobId, ...state }),
      ...pollDeps,
    });
    return rememberJobOf(result, jobId);
  } finally {
    reportRunProgress(null);
  }
}
