/** Sweep task MarkSweepFailed: input `{sweep_id, error: {Error, Cause}}` from a Catch. */
import { z } from 'zod';
import { asTaskError } from '../jobs/task-errors';
import { sweepDeps } from './sweep-deps';
import { failSweep } from './sweep-tasks-service';

const InputSchema = z.object({
  sweep_id: z.string().min(1),
  error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }).optional(),
});

export async function handler(input: unknown): Promise<{ sweep_id: string; status: 'failed' }> {
  const { sweep_id, error } = InputSchema.parse(input);
  try {
    await failSweep(sweepDeps(), sweep_id, error);
    return { sweep_id, status: 'failed' };
  } catch (e) {
    throw asTaskError(e);
  }
}
