import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './errors';
import { GENERIC_ERROR, json, publicRoute } from './http';
import { apiEvent } from '../testing/api-event';

afterEach(() => vi.restoreAllMocks());

const call = (fn: () => Promise<never>) => publicRoute('TEST /x', fn)(apiEvent({ method: 'POST', path: '/x' }));

describe('http wrapper error mapping', () => {
  it('answers an exposed AppError with its status and message', async () => {
    const result = await call(async () => {
      throw new AppError('thing.missing', 404, 'Thing not found');
    });
    expect(result).toMatchObject({ statusCode: 404, body: JSON.stringify({ error: 'Thing not found' }) });
  });

  it('answers an unexpected fault with a generic 500 and logs its cause without stack or secret', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await call(async () => {
      throw new Error('socket hang up while using sk_live_abcdef1234567890');
    });
    expect(result).toMatchObject({ statusCode: 500, body: JSON.stringify({ error: GENERIC_ERROR }) });
    const line = String(logged.mock.calls[0]?.[0]);
    expect(JSON.parse(line)).toMatchObject({ level: 'error', route: 'TEST /x', status: 500, error_name: 'Error', error_message: expect.stringContaining('socket hang up') });
    expect(line).not.toContain('sk_live_abcdef1234567890');
    expect(line).not.toMatch(/\n\s+at /);
  });

  it('does not expose an unexposed AppError message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await call(async () => {
      throw new AppError('config.missing', 500, 'STATE_MACHINE_ARN is not configured', false);
    });
    expect(result.body).toBe(JSON.stringify({ error: GENERIC_ERROR }));
  });

  it('writes JSON answers', async () => {
    const result = await publicRoute('TEST /ok', async () => json(202, { job_id: 'j' }))(apiEvent({ method: 'POST', path: '/ok' }));
    expect(result).toMatchObject({ statusCode: 202, body: '{"job_id":"j"}', headers: { 'content-type': 'application/json' } });
  });
});
