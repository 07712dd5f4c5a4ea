/** Sweep task ReduceSweep: input `{sweep_id, batches}` (the Map's output); writes the sweep result. */
import { z } from 'zod';
import { asTaskError } from '../jobs/task-errors';
import { sweepDeps } from './sweep-deps';
import { reduceSweep } from './sweep-tasks-service';

const BatchSchema = z.union([
  z.object({ key: z.string().min(1), cells: z.number(), failed: z.number() }),
  z.object({ failed_cells: z.array(z.number().int().min(0)), error: z.string().optional() }),
]);
const InputSchema = z.object({ sweep_id: z.string().min(1), batches: z.array(BatchSchema) });

export async function handler(input: unknown): Promise<{ sweep_id: string; status: 'finished' }> {
  const { sweep_id, batches } = InputSchema.parse(input);
  try {
    return await reduceSweep(sweepDeps(), sweep_id, batches);
  } catch (e) {
    throw asTaskError(e);
  }
}
