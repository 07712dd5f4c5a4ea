/** GET /jobs/{jobId}: the owner's job as `{job_status, result: {result}, error}`; 404 for anyone else. */
import { authedRoute, json, pathParam } from '../platform/http';
import { deps } from '../platform/deps';
import { readJob } from './job-service';

export const handler = authedRoute('GET /jobs/{jobId}', async (actor, event) => {
  const d = deps();
  const { resultUrlBase } = d.config;
  // Locally the link is also signed with the runtime's secret, which its /local-s3 checks.
  const local = resultUrlBase ? { base: resultUrlBase, secret: d.config.originVerify.value ?? '' } : undefined;
  return json(200, await readJob(d, actor.userId, pathParam(event, 'jobId'), local));
});
