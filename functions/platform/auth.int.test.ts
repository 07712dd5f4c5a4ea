import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../testing/backend-harness';
import { handler as getUserStatus } from '../users/get-user-status.http';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({});
});
afterAll(() => backend.stop());

const status = (token?: string, headers: Record<string, string> = {}) =>
  backend.call(getUserStatus, { method: 'GET', path: '/getuserstatus', token, headers });

describe('ID token verification on every authenticated route', () => {
  it('answers 401 "User not authenticated" without a token', async () => {
    const answer = await status();
    expect(answer).toMatchObject({ status: 401, body: { error: 'User not authenticated' } });
  });

  it.each([
    ['signed by another key', () => backend.identity.idToken('u-1', {}, 'untrusted')],
    ['expired', () => backend.identity.idToken('u-1', { exp: Math.floor(Date.now() / 1000) - 60 })],
    ['for another client', () => backend.identity.idToken('u-1', { aud: 'someone-else' })],
    ['from another issuer', () => backend.identity.idToken('u-1', { iss: 'http://127.0.0.1:1/other' })],
    ['an access token', () => backend.identity.idToken('u-1', { token_use: 'access' })],
    ['not a JWT', () => 'not-a-token'],
  ])('answers 401 for a token %s', async (_what, token) => {
    const answer = await status(token());
    expect(answer).toMatchObject({ status: 401, body: { error: 'User not authenticated' } });
  });

  it('ignores claims an unverified caller puts in the event and uses the verified sub', async () => {
    const answer = await backend.call(getUserStatus, { method: 'GET', path: '/getuserstatus', user: 'u-verified', claims: { sub: 'u-forged' } });
    expect(answer).toMatchObject({ status: 200, body: { paid: false, trial: false, trial_end: null, cancel: false, free_backtests_remaining: 3 } });
  });
});
