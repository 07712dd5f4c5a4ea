import { SweepAnswerSchema, type SweepAnswer } from '../../../../shared/contracts';
import { apiCall, parseAnswer } from './http';

/** GET /sweeps/{id}: progress (cells done of total) while running, the result once finished. */
export async function getSweep(sweepId: string): Promise<SweepAnswer> {
  const { body } = await apiCall(`/sweeps/${encodeURIComponent(sweepId)}`);
  return parseAnswer(SweepAnswerSchema, body, 'sweep');
}
