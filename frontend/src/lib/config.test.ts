import { describe, expect, it } from 'vitest';
import { CONFIG_STARTING_ATTEMPTS, ConfigError, fetchRuntimeConfig } from './config';

const CONFIG = {
  apiBaseUrl: '/api',
  cognito: { region: 'local', userPoolId: 'local_abc123', userPoolClientId: 'client1', endpoint: 'http://localhost:3000/cognito', authFlowType: 'USER_PASSWORD_AUTH', oauthDomain: null },
  googleSignIn: false,
  googleSignInDisabledReason: 'Google sign-in is not available in the local app.',
  billing: 'local',
  passwordPolicy: { minimumLength: 6, requireLowercase: false, requireUppercase: false, requireNumbers: false, requireSymbols: false },
};

/** A fetch that answers the given statuses in turn (the last one repeats), and counts its calls. */
function answering(...statuses: number[]) {
  let calls = 0;
  const fetchFn = (() => {
    const status = statuses[Math.min(calls, statuses.length - 1)] ?? 200;
    calls += 1;
    const body = status === 200 ? CONFIG : { error: 'The app is still starting' };
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: status === 503 ? { 'retry-after': '3' } : {} }));
  }) as typeof fetch;
  return { fetchFn, calls: () => calls };
}

describe('fetchRuntimeConfig', () => {
  it('waits out the local servers starting (503, Retry-After) and then loads the config', async () => {
    const waits: number[] = [];
    const server = answering(503, 503, 200);
    const config = await fetchRuntimeConfig(server.fetchFn, (ms) => { waits.push(ms); return Promise.resolve(); });
    expect(config.apiBaseUrl).toBe('/api');
    expect(server.calls()).toBe(3);
    expect(waits).toEqual([3000, 3000]);
  });

  it('gives up with the status after its attempts, and does not retry other errors', async () => {
    const starting = answering(503);
    await expect(fetchRuntimeConfig(starting.fetchFn, () => Promise.resolve())).rejects.toThrow(new ConfigError('Could not load /config.json (HTTP 503)'));
    expect(starting.calls()).toBe(CONFIG_STARTING_ATTEMPTS);
    const broken = answering(500);
    await expect(fetchRuntimeConfig(broken.fetchFn, () => Promise.resolve())).rejects.toThrow('HTTP 500');
    expect(broken.calls()).toBe(1);
  });
});
