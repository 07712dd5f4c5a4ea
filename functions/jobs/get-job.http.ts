/** GET /jobs/{jobId}: the owner's job as `{job_status, result: {result}, error}`; 404 for anyone else. */
import { authedRoute, json, pathParam } from '../platform/http';
import { deps } from '../platform/deps';
import { readJob } from './job-service';

export const handler = authedRoute('GET /jobs/{jobId}', async (actor, event) => {
  const d = deps();
  return json(200, await readJob(d, actor.userId, pathParam(event, 'jobId'), d.config.resultUrlBase));
});
