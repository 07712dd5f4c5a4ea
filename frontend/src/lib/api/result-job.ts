/**
 * Which job produced a result this page holds, so a result too large to send back is saved by
 * naming its job (POST /save-backtest `{job_id}`, save-backtest.ts). Keyed by the result object
 * itself: a result of the server's fast path (answered within 1.5 s, no job id seen) has none.
 */
const jobOfResult = new WeakMap<object, string>();

export function rememberJobOf<T>(result: T, jobId: string): T {
  if (typeof result === 'object' && result !== null) jobOfResult.set(result, jobId);
  return result;
}

export const jobIdOfResult = (result: unknown): string | undefined => (typeof result === 'object' && result !== null ? jobOfResult.get(result) : undefined);
