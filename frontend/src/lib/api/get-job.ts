import { apiCall } from './http';

/** GET /jobs/{jobId}: the raw answer body; the poller reads it with the shared JobAnswerReadSchema. */
export async function getJob(jobId: string): Promise<unknown> {
  const { body } = await apiCall(`/jobs/${encodeURIComponent(jobId)}`);
  return body;
}
