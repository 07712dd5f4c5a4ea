/** GET /jobs/{jobId}: the owner's job as `{job_status, result: {result}, error}`; 404 for anyone else. */
import { authedRoute, json, pathParam } from '../platform/http';
import { deps } from '../platform/deps';
import { localLinksOf } from '../platform/result-link';
import { readJob } from './job-service';

export const handler = authedRoute('GET /jobs/{jobId}', async (actor, event) => {
  const d = deps();
  // Locally the link is also signed with the runtime's secret, which its /local-s3 checks.
  return json(200, await readJob(d, actor.userId, pathParam(event, 'jobId'), localLinksOf(d.config)));
});
