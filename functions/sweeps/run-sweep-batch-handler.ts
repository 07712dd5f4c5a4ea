/**
 * The RunSweepBatch task body, given the market loader. Input is what the Map's item batcher
 * sends: `{Items: [cell indices], BatchInput: {sweep_id}}`.
 */
import { z } from 'zod';
import { asTaskError } from '../jobs/task-errors';
import { sweepDeps } from './sweep-deps';
import { runSweepBatch, type BatchSummary, type SweepMarketLoader } from './sweep-tasks-service';

const InputSchema = z.object({ Items: z.array(z.number().int().min(0)).min(1), BatchInput: z.object({ sweep_id: z.string().min(1) }) });

export function runSweepBatchHandler(loadMarket: SweepMarketLoader) {
  return async (input: unknown): Promise<BatchSummary> => {
    const { Items, BatchInput } = InputSchema.parse(input);
    try {
      return await runSweepBatch(sweepDeps(), BatchInput.sweep_id, Items, loadMarket);
    } catch (e) {
      throw asTaskError(e);
    }
  };
}
