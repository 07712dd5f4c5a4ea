/**
 * The after-tax panel's filing status kept with a saved backtest, over HTTP on the local servers
 * (dynalite, s3rver, a JWKS on loopback) through the local API Gateway (route table, JWT authorizer)
 * and the real handlers: set at save or afterwards by the owner only (401 without a token, 404 for
 * anyone else's or a deleted one, 400 for a status the panel does not know); read back by the owner
 * and, read-only, through the share link. A backtest saved without it reads as before (no field:
 * the panel's default, single or joint).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalApi, type LocalApi } from './local-api-client';
import { SavedBacktestSchema } from '../../shared/contracts/saved';
import { SharedBacktestSchema, ShareLinkSchema } from '../../shared/contracts/share';
import { deps } from '../../functions/platform/deps';

let api: LocalApi;

beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(() => api.stop());

const call = (method: string, path: string, user?: string, body?: unknown) => api.call(method, path, user, body);

async function save(user: string, name: string, extra: Record<string, unknown> = {}) {
  const answer = await call('POST', '/save-backtest', user, { backtest_name: name, strategy: { name: `Strategy ${name}`, ticker: 'SPY', legs: [] }, results: { total_pnl: 1, trades: [] }, ...extra });
  expect(answer.status).toBe(201);
  return String(answer.body.backtest_id);
}

const setStatus = (user: string | undefined, id: string, body: unknown) => call('POST', `/backtests/${id}/settings`, user, body);
const readOwn = async (user: string, id: string) => SavedBacktestSchema.parse((await call('GET', `/backtests/${id}`, user)).body);

describe("a saved backtest's filing status", () => {
  it('a save without it (as every save before it) reads with no filing status: the default', async () => {
    const id = await save('old-saver', 'Old');
    expect(await readOwn('old-saver', id)).not.toHaveProperty('filing_status');
  });

  it('is kept when saved with the backtest, and changed afterwards by the owner only', async () => {
    const id = await save('owner', 'Mine', { filing_status: 'married_filing_separately' });
    expect((await readOwn('owner', id)).filing_status).toBe('married_filing_separately');

    expect(await setStatus('owner', id, { filing_status: 'single_or_joint' })).toMatchObject({ status: 200, body: { filing_status: 'single_or_joint' } });
    expect((await readOwn('owner', id)).filing_status).toBe('single_or_joint');

    // No token: refused by the authorizer. Another user: 404 (as if it did not exist), nothing changed.
    expect(await setStatus(undefined, id, { filing_status: 'married_filing_separately' })).toMatchObject({ status: 401, body: { error: 'User not authenticated' } });
    expect(await setStatus('intruder', id, { filing_status: 'married_filing_separately' })).toMatchObject({ status: 404, body: { error: 'Backtest not found' } });
    expect((await readOwn('owner', id)).filing_status).toBe('single_or_joint');
    // The intruder's update made no item under their key either.
    expect(await deps().saved.get('intruder', id)).toBeUndefined();

    // A status the panel does not know, or anything else in the body: a clear 400.
    const bad = await setStatus('owner', id, { filing_status: 'married' });
    expect(bad.status).toBe(400);
    expect(String(bad.body.error)).toMatch(/filing status must be 'single_or_joint'.*or 'married_filing_separately' \(\$1,500\), not "married"/);
    expect(await setStatus('owner', id, { filing_status: 'single_or_joint', name: 'x' })).toMatchObject({ status: 400, body: { error: 'Unknown field name' } });
    // No body, or none of the field: said in words, not 'not undefined'.
    expect(await setStatus('owner', id, undefined)).toMatchObject({ status: 400, body: { error: 'Request body must be a JSON object' } });
    const none = await setStatus('owner', id, {});
    expect(none.status).toBe(400);
    expect(String(none.body.error)).toMatch(/^filing status is required: 'single_or_joint' .* or 'married_filing_separately' \(\$1,500\)$/);
    const badSave = await call('POST', '/save-backtest', 'owner', { backtest_name: 'Bad', strategy: {}, results: {}, filing_status: 'head' });
    expect(badSave.status).toBe(400);
    expect(String(badSave.body.error)).toMatch(/filing status must be/);

    // Deleted: 404, and no bare item is written back.
    expect((await call('DELETE', `/backtests/${id}`, 'owner')).status).toBe(200);
    expect(await setStatus('owner', id, { filing_status: 'married_filing_separately' })).toMatchObject({ status: 404 });
    expect(await deps().saved.get('owner', id)).toBeUndefined();
  });

  it("a share link shows the owner's filing status (and none when the owner never set it)", async () => {
    await deps().users.create('pro', 3);
    await deps().users.applyBilling('pro', { paid: true });
    const id = await save('pro', 'Shared');
    const token = ShareLinkSchema.parse((await call('POST', `/backtests/${id}/share`, 'pro')).body).token;
    const read = async () => SharedBacktestSchema.parse((await call('POST', '/shared', undefined, { token })).body);
    expect(await read()).not.toHaveProperty('filing_status');
    expect((await setStatus('pro', id, { filing_status: 'married_filing_separately' })).status).toBe(200);
    expect((await read()).filing_status).toBe('married_filing_separately');
  });
});
