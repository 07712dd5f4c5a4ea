import { z } from 'zod';
import { JOB_FAILED, JOB_NO_ID, JOB_NO_RESULT } from '../domain/messages';
import { FIELD, str } from './fields';
import { AnyBacktestResultSchema } from './results';

/**
 * The header of a 200 answer of POST /backtest and POST /backtest/covered (the fast path: the
 * result itself) that names its job, so the result can be saved by its job id like a polled one.
 */
export const JOB_ID_HEADER = 'x-job-id';

/** 202 answer of POST /backtest and POST /backtest/covered. */
export const StartJobAnswerSchema = z.object({ job_id: str().min(1) }, FIELD);
export type StartJobAnswer = z.infer<typeof StartJobAnswerSchema>;

export const JobStatusSchema = z.enum(['running', 'finished', 'failed'], FIELD);
export type JobStatus = z.infer<typeof JobStatusSchema>;

/**
 * GET /jobs/{jobId} as the server writes it (DESIGN.md section 4): the result sits in
 * `result.result` when finished, `error` carries the message when failed.
 */
export const JobAnswerSchema = z.object(
  {
    job_status: JobStatusSchema,
    result: z.object({ result: AnyBacktestResultSchema }, FIELD).optional(),
    /** Instead of `result` when it is too large to answer inline (limits.ts): a presigned GET URL of the result JSON. */
    result_url: str().optional(),
    error: str().optional(),
  },
  FIELD,
);
export type JobAnswer = z.infer<typeof JobAnswerSchema>;

/**
 * The lenient client read of a job answer (spec section 4): the id may be `job_id` or `jobId`,
 * the status `status` or `job_status`, and any status string is accepted ('completed' means
 * finished; unknown values mean keep polling). The result is left unknown here and parsed by
 * the caller with the result schema of its mode.
 */
export const JobAnswerReadSchema = z
  .object({
    job_id: z.string().optional(),
    jobId: z.string().optional(),
    job_status: z.string().optional(),
    status: z.string().optional(),
    result: z.unknown().optional(),
    result_url: z.string().optional(),
    error: z.string().nullable().optional(),
  })
  .transform((a) => ({
    jobId: a.job_id ?? a.jobId ?? null,
    status: a.status ?? a.job_status ?? '',
    result: a.result,
    resultUrl: a.result_url ?? null,
    error: a.error ?? null,
  }));
export type JobAnswerRead = z.output<typeof JobAnswerReadSchema>;

/** The job id of a 202 answer (`job_id` or `jobId`), or the spec's error when there is none. */
export function jobIdOf(body: unknown): { jobId: string } | { error: string } {
  const read = JobAnswerReadSchema.safeParse(body);
  const id = read.success ? read.data.jobId : null;
  return id ? { jobId: id } : { error: JOB_NO_ID };
}

/** What the poller does with one answer (spec section 4 and the section 8 messages). */
export type JobOutcome = { kind: 'done'; result: unknown } | { kind: 'fetch'; url: string } | { kind: 'failed'; message: string } | { kind: 'pending' };

export function interpretJobAnswer(body: unknown): JobOutcome {
  const read = JobAnswerReadSchema.safeParse(body);
  if (!read.success) return { kind: 'pending' };
  const { status, result, resultUrl, error } = read.data;
  if ((status === 'finished' || status === 'completed') && resultUrl) return { kind: 'fetch', url: resultUrl };
  if (status === 'finished' || status === 'completed') {
    const inner = typeof result === 'object' && result !== null ? (result as { result?: unknown }).result : undefined;
    return inner === undefined || inner === null ? { kind: 'failed', message: JOB_NO_RESULT } : { kind: 'done', result: inner };
  }
  if (status === 'failed') return { kind: 'failed', message: error && error.trim() !== '' ? error : JOB_FAILED };
  return { kind: 'pending' };
}
