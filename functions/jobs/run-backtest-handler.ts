/** The RunBacktest task body, given the runner (the task module wires the real loader and engine). */
import { z } from 'zod';
import { deps } from '../platform/deps';
import { runJob, type BacktestRunner } from './job-service';
import { asTaskError } from './task-errors';

const InputSchema = z.object({ job_id: z.string().min(1) });

export function runBacktestHandler(runner: BacktestRunner) {
  return async (input: unknown): Promise<{ job_id: string; result_key: string }> => {
    const { job_id } = InputSchema.parse(input);
    try {
      return await runJob(deps(), job_id, runner);
    } catch (e) {
      throw asTaskError(e);
    }
  };
}
