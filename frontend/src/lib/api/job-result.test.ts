import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../test/fake-api';
import { ApiError } from './api-error';
import { loadJobResult } from './job-result';
import { jobIdOfResult } from './result-job';

const parse = (raw: unknown) => raw as { total_pnl: number };

describe('loadJobResult: an ended job read again by its id (GET /jobs/{id})', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the inline result, remembered with its job id (it is saved by its job again); one GET, no run', async () => {
    const { calls } = fakeBackend(() => ({ status: 200, body: { job_status: 'finished', result: { result: { total_pnl: 7 } } } }));
    const result = await loadJobResult('job 1', parse);
    expect(result).toEqual({ total_pnl: 7 });
    expect(jobIdOfResult(result)).toBe('job 1');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/jobs/job%201']);
  });

  it('follows a large result\'s presigned URL', async () => {
    const { calls } = fakeBackend((call) =>
      call.url.startsWith('/api/') ? { status: 200, body: { job_status: 'finished', result_url: 'http://s3.local/r.json' } } : { status: 200, body: { total_pnl: 9 } },
    );
    await expect(loadJobResult('j2', parse)).resolves.toEqual({ total_pnl: 9 });
    expect(calls.map((c) => c.url)).toEqual(['/api/jobs/j2', 'http://s3.local/r.json']);
  });

  it('a job no longer kept (or another user\'s) is the server\'s 404; a failed job its message', async () => {
    fakeBackend((call) => (call.url.endsWith('/gone') ? { status: 404, body: { error: 'Job not found' } } : { status: 200, body: { job_status: 'failed', error: 'No data for ZZZ' } }));
    const gone = await loadJobResult('gone', parse).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(ApiError);
    expect((gone as ApiError).status).toBe(404);
    await expect(loadJobResult('failed', parse)).rejects.toThrow('No data for ZZZ');
  });
});
