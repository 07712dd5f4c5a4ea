/** Sweep task PlanSweep: input `{sweep_id}`; output `{cells: [0 … n−1]}`, the Map's items. */
import { z } from 'zod';
import { asTaskError } from '../jobs/task-errors';
import { sweepDeps } from './sweep-deps';
import { planSweep } from './sweep-tasks-service';

const InputSchema = z.object({ sweep_id: z.string().min(1) });

export async function handler(input: unknown): Promise<{ cells: number[] }> {
  const { sweep_id } = InputSchema.parse(input);
  try {
    return await planSweep(sweepDeps(), sweep_id);
  } catch (e) {
    throw asTaskError(e);
  }
}
