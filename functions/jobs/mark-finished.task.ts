/** State machine task MarkFinished: input `{job_id, result_key}` from RunBacktest. */
import { z } from 'zod';
import { deps } from '../platform/deps';
import { asTaskError } from './task-errors';
import { finishJob } from './job-service';

const InputSchema = z.object({ job_id: z.string().min(1), result_key: z.string().min(1) });

export async function handler(input: unknown): Promise<{ job_id: string; job_status: 'finished' }> {
  const { job_id, result_key } = InputSchema.parse(input);
  try {
    await finishJob(deps(), job_id, result_key);
    return { job_id, job_status: 'finished' };
  } catch (e) {
    throw asTaskError(e);
  }
}
