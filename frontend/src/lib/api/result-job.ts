/**
 * Which job produced a result this page holds, so a result too large to send back is saved by
 * naming its job (POST /save-backtest `{job_id}`, save-backtest.ts). Keyed by the result object
 * itself: a polled run's job id is its 202's `job_id`, a fast-path run's (answered within 1.5 s)
 * its 200's JOB_ID_HEADER; an imported result file has none.
 */
const jobOfResult = new WeakMap<object, string>();

export function rememberJobOf<T>(result: T, jobId: string): T {
  if (typeof result === 'object' && result !== null) jobOfResult.set(result, jobId);
  return result;
}

export const jobIdOfResult = (result: unknown): string | undefined => (typeof result === 'object' && result !== null ? jobOfResult.get(result) : undefined);
