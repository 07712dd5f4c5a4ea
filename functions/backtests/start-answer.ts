/** The HTTP answer of a started backtest: 200 with the result (fast path) or 202 `{job_id}`. */
import { JOB_ID_HEADER } from '../../shared/contracts/jobs';
import { json, type HttpAnswer } from '../platform/http';
import type { StartAnswer } from './start-backtest-service';

export function startAnswerToHttp(answer: StartAnswer): HttpAnswer {
  // The job id also rides along on the fast path, so the result can be re-read with GET /jobs/{id}
  // and saved by its job (the browser reads it: run-job.ts).
  if (answer.kind === 'finished') return json(200, answer.result, { [JOB_ID_HEADER]: answer.jobId });
  return json(202, { job_id: answer.jobId });
}
