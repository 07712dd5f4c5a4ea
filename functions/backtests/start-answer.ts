/** The HTTP answer of a started backtest: 200 with the result (fast path) or 202 `{job_id}`. */
import { json, type HttpAnswer } from '../platform/http';
import type { StartAnswer } from './start-backtest-service';

export function startAnswerToHttp(answer: StartAnswer): HttpAnswer {
  // The job id also rides along on the fast path, so the result can be re-read with GET /jobs/{id}.
  if (answer.kind === 'finished') return json(200, answer.result, { 'x-job-id': answer.jobId });
  return json(202, { job_id: answer.jobId });
}
