import { interpretJobAnswer } from '../../../../shared/contracts/jobs';
import { getJob } from './get-job';
import { fetchResultUrl } from './poll-job';
import { rememberJobOf } from './result-job';

/**
 * The result of a job that has ended, read once by its id (GET /jobs/{id}, which answers only the
 * job's owner: anyone else gets a 404, as for a job no longer kept). Reading it runs nothing and
 * counts no free backtest. The result is remembered with its job id, as a run's is (result-job.ts),
 * so it is saved by its job again. A job that is not finished (or failed) throws its message.
 */
export async function loadJobResult<T>(jobId: string, parseResult: (raw: unknown) => T): Promise<T> {
  const outcome = interpretJobAnswer(await getJob(jobId));
  if (outcome.kind === 'done') return rememberJobOf(parseResult(outcome.result), jobId);
  // A result over the inline limit: its presigned URL holds the same JSON as result.result.
  if (outcome.kind === 'fetch') return rememberJobOf(parseResult(await fetchResultUrl(outcome.url)), jobId);
  if (outcome.kind === 'failed') throw new Error(outcome.message);
  throw new Error('The backtest has not finished');
}
