import { describe, expect, it } from 'vitest';
import { JobAnswerReadSchema, JobAnswerSchema, StartJobAnswerSchema, interpretJobAnswer, jobIdOf } from './jobs';
import { coveredResult, standardResult } from './test-support/examples';
import { expectParsed, expectRejected } from './test-support/expect-issue';

describe('StartJobAnswerSchema', () => {
  it('round-trips and names a missing id', () => {
    expect(StartJobAnswerSchema.parse({ job_id: 'j-1' })).toEqual({ job_id: 'j-1' });
    expectRejected(StartJobAnswerSchema, {}, 'job_id is required');
    expectRejected(StartJobAnswerSchema, { job_id: '' }, 'job_id is required');
  });
});

describe('JobAnswerSchema', () => {
  it('round-trips running, finished (either result) and failed answers', () => {
    for (const answer of [
      { job_status: 'running' },
      { job_status: 'finished', result: { result: coveredResult } },
      { job_status: 'finished', result: { result: standardResult } },
      { job_status: 'failed', error: 'No market data for XYZ' },
    ]) {
      expect(expectParsed(JobAnswerSchema, answer)).toEqual(answer);
    }
  });

  it('rejects an unknown status naming the field', () => {
    expectRejected(JobAnswerSchema, { job_status: 'completed' }, "job_status must be one of 'running', 'finished', 'failed'");
  });
});

describe('client read (spec section 4)', () => {
  it('accepts jobId and status', () => {
    expect(JobAnswerReadSchema.parse({ jobId: 'a', status: 'completed' })).toEqual({ jobId: 'a', status: 'completed', result: undefined, resultUrl: null, error: null });
    expect(jobIdOf({ jobId: 'a' })).toEqual({ jobId: 'a' });
    expect(jobIdOf({ job_id: 'b' })).toEqual({ jobId: 'b' });
    expect(jobIdOf({})).toEqual({ error: 'No job id returned from server' });
  });

  it('a finished job with result_url (a result too large to answer inline) is fetched from that URL', () => {
    expect(interpretJobAnswer({ job_status: 'finished', result_url: 'https://s3.example/r?X-Amz-Signature=1' })).toEqual({ kind: 'fetch', url: 'https://s3.example/r?X-Amz-Signature=1' });
  });

  it('finished or completed takes result.result', () => {
    expect(interpretJobAnswer({ status: 'completed', result: { result: { x: 1 } } })).toEqual({ kind: 'done', result: { x: 1 } });
    expect(interpretJobAnswer({ job_status: 'finished', result: { result: { x: 2 } } })).toEqual({ kind: 'done', result: { x: 2 } });
    expect(interpretJobAnswer({ job_status: 'finished' })).toEqual({ kind: 'failed', message: 'Job finished but no result payload' });
  });

  it('failed uses the server error, otherwise Job failed; anything else keeps polling', () => {
    expect(interpretJobAnswer({ job_status: 'failed', error: 'boom' })).toEqual({ kind: 'failed', message: 'boom' });
    expect(interpretJobAnswer({ status: 'failed' })).toEqual({ kind: 'failed', message: 'Job failed' });
    expect(interpretJobAnswer({ status: 'queued' })).toEqual({ kind: 'pending' });
    expect(interpretJobAnswer(null)).toEqual({ kind: 'pending' });
  });
});
