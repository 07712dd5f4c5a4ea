import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from './config';
import { AppError } from './errors';
import { GENERIC_ERROR, json, publicRoute } from './http';
import { ORIGIN_REFUSED } from './origin-verify';
import { BUCKETS, ENV, ORIGIN_VERIFY_HEADER, TABLES } from './resources';
import { apiEvent } from '../testing/api-event';

const ORIGIN_VALUE = 'unit-test-origin-value';

/** The smallest valid configuration, with the origin value set as the local server sets it. */
function stubConfig(origin: Record<string, string> = { [ENV.originVerifySecret]: ORIGIN_VALUE }): void {
  for (const t of Object.values(TABLES)) vi.stubEnv(t.envVar, t.id);
  vi.stubEnv(BUCKETS.results.envVar, 'results');
  vi.stubEnv(ENV.userPoolId, 'us-east-1_test');
  vi.stubEnv(ENV.userPoolClientId, 'client');
  vi.stubEnv(ENV.billingMode, 'local');
  vi.stubEnv(ENV.stripeWebhookSecret, 'whsec_unit');
  vi.stubEnv(ENV.originVerifySecret, '');
  vi.stubEnv(ENV.originVerifySecretName, '');
  for (const [k, v] of Object.entries(origin)) vi.stubEnv(k, v);
  resetConfig();
}

beforeEach(() => stubConfig());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  resetConfig();
});

const viaCloudFront = (o: { method: 'POST' | 'GET'; path: string }) => apiEvent({ ...o, headers: { [ORIGIN_VERIFY_HEADER]: ORIGIN_VALUE } });
const call = (fn: () => Promise<never>) => publicRoute('TEST /x', fn)(viaCloudFront({ method: 'POST', path: '/x' }));

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

  it("keeps a share link's token out of the line of a fault whose message quotes it (POST /shared reads by token)", async () => {
    const token = 'Abcdefghijklmnopqrstuvwxyz012_-9';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await call(async () => {
      throw new Error(`The provided key element does not match the schema: {"token":{"S":"${token}"}}`);
    });
    const line = logged.mock.calls.map((c) => String(c[0])).join('\n');
    expect(line).toContain('does not match the schema');
    expect(line).not.toContain(token);
  });

  it('does not expose an unexposed AppError message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await call(async () => {
      throw new AppError('config.missing', 500, 'STATE_MACHINE_ARN is not configured', false);
    });
    expect(result.body).toBe(JSON.stringify({ error: GENERIC_ERROR }));
  });

  it('writes JSON answers', async () => {
    const result = await publicRoute('TEST /ok', async () => json(202, { job_id: 'j' }))(viaCloudFront({ method: 'POST', path: '/ok' }));
    expect(result).toMatchObject({ statusCode: 202, body: '{"job_id":"j"}', headers: { 'content-type': 'application/json' } });
  });
});

describe('origin verification (issue 17: the execute-api endpoint bypasses CloudFront and its web ACL)', () => {
  const route = () => {
    const handle = vi.fn(async () => json(200, { ok: true }));
    return { handle, fn: publicRoute('TEST /origin', handle) };
  };

  it('refuses a request without the origin header with 403 {error}, before the handler runs', async () => {
    const { handle, fn } = route();
    const result = await fn(apiEvent({ method: 'POST', path: '/origin' }));
    expect(result).toMatchObject({ statusCode: 403, body: JSON.stringify({ error: ORIGIN_REFUSED }) });
    expect(handle).not.toHaveBeenCalled();
  });

  it('refuses a wrong value, one differing in the last character, and an empty one', async () => {
    const { handle, fn } = route();
    for (const value of ['guess', `${ORIGIN_VALUE.slice(0, -1)}X`, `${ORIGIN_VALUE} `, '']) {
      const result = await fn(apiEvent({ method: 'GET', path: '/origin', headers: { [ORIGIN_VERIFY_HEADER]: value } }));
      expect(result.statusCode, JSON.stringify(value)).toBe(403);
    }
    expect(handle).not.toHaveBeenCalled();
  });

  it('passes a request with the right value to the handler, whatever the header name\'s case', async () => {
    const { handle, fn } = route();
    expect(await fn(viaCloudFront({ method: 'GET', path: '/origin' }))).toMatchObject({ statusCode: 200 });
    expect(await fn(apiEvent({ method: 'GET', path: '/origin', headers: { 'X-Origin-Verify': ORIGIN_VALUE } }))).toMatchObject({ statusCode: 200 });
    expect(handle).toHaveBeenCalledTimes(2);
  });

  it('checks before authentication: an authed route without the header is 403, not 401', async () => {
    const { authedRoute } = await import('./http');
    const handle = vi.fn(async () => json(200, {}));
    const result = await authedRoute('TEST /authed', handle)(apiEvent({ method: 'GET', path: '/authed' }));
    expect(result.statusCode).toBe(403);
    expect(handle).not.toHaveBeenCalled();
  });

  it('never runs a handler when origin verification is not configured (a generic 500, logged)', async () => {
    stubConfig({});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handle, fn } = route();
    const result = await fn(viaCloudFront({ method: 'GET', path: '/origin' }));
    expect(result).toMatchObject({ statusCode: 500, body: JSON.stringify({ error: GENERIC_ERROR }) });
    expect(handle).not.toHaveBeenCalled();
    expect(String(logged.mock.calls[0]?.[0])).toContain('config.origin_verify_missing');
  });
});
