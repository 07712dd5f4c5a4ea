/**
 * The cap on saved backtests per account: at MAX_SAVED_BACKTESTS_PER_USER a new save is a 409
 * that writes nothing and leaves every existing save as it was; deleting one frees a slot; two
 * saves racing for the last slot do not both pass; an account that saved before the cap (no
 * counter) is counted on its first save. Before, a user could save without limit.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_SAVED_BACKTESTS_PER_USER as CAP, TOO_MANY_SAVED_BACKTESTS } from '../../shared/contracts/limits';
import { SavedBacktestSchema } from '../../shared/contracts/saved';
import { deps } from '../platform/deps';
import { startBackend, type Backend } from '../testing/backend-harness';
import { handler as deleteBacktest } from './delete-backtest.http';
import { handler as getBacktest } from './get-backtest.http';
import { handler as saveBacktest } from './save-backtest.http';
import { SAVED_COUNT_SETTLE_MS, SAVED_RECOUNT_INTERVAL_MS } from './saved-cap';
import { deleteBacktest as deleteWith, newBacktestId, saveBacktest as saveWith } from './saved-service';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({});
});
afterAll(() => backend.stop());

const payload = (name: string) => ({ backtest_name: name, description: '', tags: [], strategy: { name: 'Condor', ticker: 'SPY', legs: [] }, results: { total_pnl: 1, trades: [] } });
const save = (user: string, name = 'New') => backend.call(saveBacktest, { method: 'POST', path: '/save-backtest', user, body: payload(name) });
const remove = (user: string, id: string) =>
  backend.call(deleteBacktest, { method: 'DELETE', path: `/backtests/${id}`, routeKey: 'DELETE /backtests/{id}', pathParameters: { id }, user });
const count = async (user: string) => (await deps().users.get(user))?.saved_count;

/** `n` saves written as the code before the cap wrote them: items only, no counter. */
async function seedLegacySaves(user: string, n: number): Promise<string[]> {
  const ids = Array.from({ length: n }, (_, i) => newBacktestId(Date.UTC(2025, 0, 1) + i));
  for (let i = 0; i < n; i += 25) {
    await Promise.all(
      ids.slice(i, i + 25).map((id, j) =>
        deps().saved.put({ user_id: user, backtest_id: id, name: `Old ${i + j}`, description: '', tags: [], created_at: '2025-01-01T00:00:00.000Z', payload_json: JSON.stringify(payload('x')) }),
      ),
    );
  }
  return ids;
}

describe('saved backtests per account', () => {
  it(`counts an account that saved before the cap, refuses save ${CAP + 1} with a 409 that changes nothing, and frees a slot on delete`, async () => {
    const user = 'legacy-hoarder';
    const ids = await seedLegacySaves(user, CAP - 1);
    expect(await deps().saved.count(user)).toBe(CAP - 1);

    expect((await save(user, 'Last slot')).status).toBe(201);
    expect(await count(user)).toBe(CAP);

    const refused = await save(user, 'One too many');
    expect(refused).toMatchObject({ status: 409, body: { error: TOO_MANY_SAVED_BACKTESTS } });
    expect(TOO_MANY_SAVED_BACKTESTS).toBe(`You have ${CAP} saved backtests, the most an account can keep. Delete some to save new ones.`);
    expect(await deps().saved.count(user)).toBe(CAP);
    expect(await count(user)).toBe(CAP);
    // Existing saves are untouched: the oldest still reads back whole.
    const oldest = ids[0] ?? '';
    const one = await backend.call(getBacktest, { method: 'GET', path: `/backtests/${oldest}`, routeKey: 'GET /backtests/{id}', pathParameters: { id: oldest }, user });
    expect(SavedBacktestSchema.parse(one.body)).toMatchObject({ name: 'Old 0', strategy: { name: 'Condor' } });

    expect((await remove(user, oldest)).status).toBe(200);
    expect(await count(user)).toBe(CAP - 1);
    // Deleting what is not there (again, or another user's id) frees nothing.
    expect((await remove(user, oldest)).status).toBe(404);
    expect((await remove(user, '0000000000-00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect(await count(user)).toBe(CAP - 1);

    expect((await save(user, 'After a delete')).status).toBe(201);
    expect((await save(user, 'Full again')).status).toBe(409);
    expect(await deps().saved.count(user)).toBe(CAP);
  });

  it('lets exactly one of several saves racing for the last slot through', async () => {
    const user = 'racer';
    await deps().users.create(user, 3);
    expect(await deps().users.initSavedCount(user, CAP - 1)).toBe(true);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => save(user, `Race ${i}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await count(user)).toBe(CAP);
    expect(await deps().saved.count(user)).toBe(1);
  });

  it('frees one slot when the same save is deleted twice at once', async () => {
    const user = 'double-deleter';
    const kept = (await save(user, 'Kept')).body as { backtest_id: string };
    const twice = (await save(user, 'Twice')).body as { backtest_id: string };
    expect(await count(user)).toBe(2);
    const answers = await Promise.all([remove(user, twice.backtest_id), remove(user, twice.backtest_id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect(await count(user)).toBe(1);
    expect((await deps().saved.get(user, kept.backtest_id))?.name).toBe('Kept');
  });

  it('gives the slot back when the save fails after taking it, and keeps it when the item was stored', async () => {
    const user = 'unlucky';
    const d = deps();
    expect((await save(user, 'First')).status).toBe(201);
    const failingPut = { ...d.saved, put: () => Promise.reject(new Error('DynamoDB unavailable')) };
    await expect(saveWith({ ...d, saved: failingPut }, user, payload('Lost'))).rejects.toThrow('DynamoDB unavailable');
    expect(await count(user)).toBe(1);
    // The write landed but its answer was lost: the item is there, so its slot stays taken.
    const lostAnswer = { ...d.saved, put: async (item: Parameters<typeof d.saved.put>[0]) => { await d.saved.put(item); throw new Error('socket hang up'); } };
    await expect(saveWith({ ...d, saved: lostAnswer }, user, payload('Stored'))).rejects.toThrow('socket hang up');
    expect(await count(user)).toBe(2);
    expect(await d.saved.count(user)).toBe(2);
  });

  it('frees the slot of a deleted save even when removing its S3 payload fails', async () => {
    const user = 'flaky-s3';
    const d = deps();
    const big = { ...payload('Large'), results: { trades: Array.from({ length: 3000 }, (_, i) => ({ entry_date: '2024-01-02', exit_date: '2024-02-02', pnl: i })) } };
    const saved = await saveWith(d, user, big);
    expect((await d.saved.get(user, saved.backtest_id))?.payload_key).toBeDefined();
    const failingBlobs = { ...d.blobs, delete: () => Promise.reject(new Error('S3 unavailable')) };
    await expect(deleteWith({ ...d, blobs: failingBlobs }, user, saved.backtest_id)).rejects.toThrow('S3 unavailable');
    expect(await d.saved.get(user, saved.backtest_id)).toBeUndefined();
    expect(await count(user)).toBe(0);
  });

  /** The stores with a clock `steps` settle-and-recount windows ahead: every request before has ended, no recount is recent. */
  const later = (steps: number) => ({ ...deps(), now: () => Date.now() + steps * (SAVED_COUNT_SETTLE_MS + SAVED_RECOUNT_INTERVAL_MS + 1000) });

  it('repairs a counter left one too high by a failed slot return: the save at the false cap succeeds, the real cap still refuses', async () => {
    const user = 'drifted-high';
    const d = deps();
    await seedLegacySaves(user, CAP - 2);
    expect((await save(user, 'Counted')).status).toBe(201);
    expect(await count(user)).toBe(CAP - 1);
    // A save takes the last slot, fails to write its item and fails to give the slot back.
    const broken = { ...d, saved: { ...d.saved, put: () => Promise.reject(new Error('DynamoDB unavailable')) }, users: { ...d.users, releaseSavedSlot: () => Promise.reject(new Error('throttled')) } };
    await expect(saveWith(broken, user, payload('Lost'))).rejects.toThrow('throttled');
    expect(await count(user)).toBe(CAP);
    expect(await d.saved.count(user)).toBe(CAP - 1);

    // Moments later the failed save might still be writing, as far as the counter can tell: refused, nothing repaired.
    expect((await save(user, 'Too soon')).status).toBe(409);
    expect(await count(user)).toBe(CAP);

    // Once it has surely ended, the table decides: CAP - 1 stored, so the counter is repaired and the save succeeds.
    const saved = await saveWith(later(1), user, payload('After the repair'));
    expect(saved.name).toBe('After the repair');
    expect(await count(user)).toBe(CAP);
    expect(await d.saved.count(user)).toBe(CAP);

    // Now the real count is at the cap: still a 409, and the counter stays.
    await expect(saveWith(later(2), user, payload('One too many'))).rejects.toMatchObject({ status: 409, message: TOO_MANY_SAVED_BACKTESTS });
    expect(await count(user)).toBe(CAP);
    expect(await d.saved.count(user)).toBe(CAP);
  });

  it('counts saves written during a deploy by code without the counter, so a delete does not open a slot over the cap', async () => {
    const user = 'deploy-window';
    const d = deps();
    await seedLegacySaves(user, CAP - 1);
    expect((await save(user, 'Counted')).status).toBe(201);
    expect(await count(user)).toBe(CAP);
    // Two more written by the old code while the new one was deploying: stored, never counted.
    await seedLegacySaves(user, 2);
    expect(await d.saved.count(user)).toBe(CAP + 2);

    await expect(saveWith(later(1), user, payload('Refused'))).rejects.toMatchObject({ status: 409 });
    expect(await count(user)).toBe(CAP + 2);
    // One delete leaves CAP + 1 stored: still over the cap, still refused (the unrepaired counter would have said CAP - 1).
    const [newest] = (await d.saved.page(user, 1)).items;
    await deleteWith(later(2), user, newest?.backtest_id ?? '');
    expect(await count(user)).toBe(CAP + 1);
    await expect(saveWith(later(3), user, payload('Still over'))).rejects.toMatchObject({ status: 409 });
    expect(await d.saved.count(user)).toBe(CAP + 1);
  });

  it('does not repair while a delete is between removing its item and giving its slot back', async () => {
    const user = 'mid-delete';
    const d = deps();
    await seedLegacySaves(user, CAP - 1);
    expect((await save(user, 'Last slot')).status).toBe(201);
    const [victim] = (await d.saved.page(user, 1)).items;
    // The delete's first two steps, as deleteBacktest takes them; its slot is not given back yet.
    const deleting = later(1);
    await d.users.markSavedChange(user, deleting.now());
    await d.saved.delete(user, victim?.backtest_id ?? '');
    expect(await d.saved.count(user)).toBe(CAP - 1);
    // A save meanwhile sees CAP - 1 stored, but must not repair: the delete is about to release its slot.
    await expect(saveWith({ ...deleting, now: () => deleting.now() + 1000 }, user, payload('During the delete'))).rejects.toMatchObject({ status: 409 });
    expect(await count(user)).toBe(CAP);
    await d.users.releaseSavedSlot(user);
    expect(await count(user)).toBe(CAP - 1);
    expect((await save(user, 'After the delete')).status).toBe(201);
    expect(await d.saved.count(user)).toBe(CAP);
    expect(await count(user)).toBe(CAP);
  });

  it('a save below the cap is one conditional write: the user item is not read first', async () => {
    const user = 'steady-saver';
    expect((await save(user, 'First')).status).toBe(201);
    expect(await count(user)).toBe(1);
    const reads = vi.spyOn(deps().users, 'get');
    try {
      expect((await save(user, 'Second')).status).toBe(201);
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
    expect(await count(user)).toBe(2);
  });
});
