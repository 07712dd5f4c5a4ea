import { StartSweepAnswerSchema, type StartSweepAnswer, type SweepRequest } from '../../../../shared/contracts';
import { apiCall, parseAnswer } from './http';

/** POST /sweeps: 202 `{sweep_id, cells_total}`; a 402 (not Pro) or 409 (one already running) throws with its message. */
export async function startSweep(request: SweepRequest): Promise<StartSweepAnswer> {
  const { body } = await apiCall('/sweeps', { method: 'POST', body: request });
  return parseAnswer(StartSweepAnswerSchema, body, 'sweep start');
}
