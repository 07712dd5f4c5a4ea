/**
 * For the runtime's integration tests: the API called as the frontend calls it (under /api, the
 * ID token as a bearer, JSON in and out), and a backtest started and followed to its end, as the
 * frontend polls it. Written once for local-runtime and imported-chain-backtest, which had each.
 */
import { expect } from 'vitest';

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

export async function runtimeApi(baseUrl: string | undefined, path: string, init: RequestInit & { token?: string } = {}): Promise<ApiAnswer> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('content-type', 'application/json');
  const res = await fetch(`${baseUrl}/api${path}`, { ...init, headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/**
 * POSTs `request` to `path` (answered at once with the result, or 202 with a job id), then reads
 * GET /jobs/{id} every 250 ms while it is running, at most `polls` times: the job's id and the last answer.
 */
export async function runBacktestJob(
  baseUrl: string | undefined,
  path: string,
  token: string,
  request: unknown,
  polls: number,
): Promise<{ jobId: string; job: ApiAnswer }> {
  const started = await runtimeApi(baseUrl, path, { method: 'POST', token, body: JSON.stringify(request) });
  expect([200, 202], JSON.stringify(started.body)).toContain(started.status);
  const jobId = String(started.status === 202 ? started.body.job_id : started.headers.get('x-job-id'));
  let job = await runtimeApi(baseUrl, `/jobs/${jobId}`, { token });
  for (let i = 0; i < polls && job.body.job_status === 'running'; i++) {
    await new Promise((r) => setTimeout(r, 250));
    job = await runtimeApi(baseUrl, `/jobs/${jobId}`, { token });
  }
  return { jobId, job };
}
