/**
 * State machine task MarkFailed: input `{job_id, error: {Error, Cause}}` from a Catch. Records the
 * message users may see (a generic one for internal faults, which are logged here with their
 * cause) and gives the free backtest back.
 */
import { z } from 'zod';
import { deps } from '../platform/deps';
import { redact } from '../platform/errors';
import { log } from '../platform/logger';
import { asTaskError, BACKTEST_FAILED, causeMessage, userMessageOf } from './task-errors';
import { failJob } from './job-service';

const InputSchema = z.object({
  job_id: z.string().min(1),
  error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }).optional(),
});

export async function handler(input: unknown): Promise<{ job_id: string; job_status: 'failed'; error: string }> {
  const { job_id, error } = InputSchema.parse(input);
  const message = userMessageOf(error);
  if (error?.Error !== BACKTEST_FAILED) {
    log.error('backtest task failed', { job_id, error_name: error?.Error, error_message: redact(causeMessage(error?.Cause)).slice(0, 2000) });
  }
  try {
    await failJob(deps(), job_id, message);
    return { job_id, job_status: 'failed', error: message };
  } catch (e) {
    throw asTaskError(e);
  }
}
