/**
 * Share-link rules on in-memory stores with the tables' semantics (conditional writes): the token
 * check, the Pro gate, owner-only revoke, idempotent create and what a visitor is shown. The same
 * rules run on dynalite and s3rver in shares.int.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { SHARE_MESSAGES, SHARE_TOKEN_PATTERN } from '../../shared/contracts/share';
import type { BlobStore } from '../adapters/blob-store';
import type { SavedItem, SavedTable } from '../adapters/saved-table';
import type { ShareItem, SharesTable } from '../adapters/shares-table';
import type { UserRecord, UsersTable } from '../adapters/users-table';
import { toRecord } from '../saved/saved-service';
import { createShare, newShareToken, readShare, revokeShare, type ShareStores } from './share-service';

function memoryStores(pro: Record<string, boolean>) {
  const saved = new Map<string, SavedItem>();
  const shares = new Map<string, ShareItem>();
  const key = (u: string, b: string) => `${u}/${b}`;
  const savedTable = {
    get: async (u: string, b: string) => saved.get(key(u, b)),
    setShareToken: async (u: string, b: string, t: string) => {
      const item = saved.get(key(u, b));
      if (!item || item.share_token) return false;
      saved.set(key(u, b), { ...item, share_token: t });
      return true;
    },
    clearShareToken: async (u: string, b: string, t: string) => {
      const item = saved.get(key(u, b));
      if (!item || item.share_token !== t) return false;
      const { share_token: _drop, ...rest } = item;
      saved.set(key(u, b), rest);
      return true;
    },
  } as unknown as SavedTable;
  const sharesTable: SharesTable = {
    create: async (s) => (shares.has(s.token) ? false : (shares.set(s.token, s), true)),
    get: async (t) => shares.get(t),
    delete: async (t) => void shares.delete(t),
  };
  const user = (id: string): UserRecord => ({ user_id: id, free_backtests_remaining: 3, paid: pro[id] ?? false, trial: false, trial_end: null, cancel: false, created_at: '' });
  const users = { get: async (id: string) => user(id), create: async (id: string) => user(id) } as unknown as UsersTable;
  const blobs = { getJson: async () => ({ strategy: { name: 'from S3' }, results: { total_pnl: 7 } }) } as unknown as BlobStore;
  const add = (u: string, b: string, extra: Partial<SavedItem> = {}) =>
    saved.set(key(u, b), {
      user_id: u, backtest_id: b, name: `${b} of ${u}`, description: 'd', tags: ['t'], created_at: '2026-11-25T10:00:00.000Z',
      payload_json: JSON.stringify({ strategy: { name: `S-${b}` }, results: { total_pnl: 1 } }), ...extra,
    });
  const d: ShareStores = { saved: savedTable, shares: sharesTable, blobs, users };
  return { d, saved, shares, add };
}

describe('share tokens', () => {
  it('are 32 URL-safe characters from 24 random bytes, never repeated', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newShareToken));
    expect(tokens.size).toBe(1000);
    for (const t of tokens) expect(t).toMatch(SHARE_TOKEN_PATTERN);
    expect(Buffer.from([...tokens][0] ?? '', 'base64url')).toHaveLength(24);
  });
});

describe('creating a share', () => {
  it('refuses a free user with the paywall status and message, and writes nothing', async () => {
    const { d, shares, add } = memoryStores({});
    add('free', 'b1');
    await expect(createShare(d, 'free', 'b1')).rejects.toMatchObject({ status: 402, message: SHARE_MESSAGES.proOnly });
    expect(shares.size).toBe(0);
  });

  it("answers 404 for another user's backtest", async () => {
    const { d, shares, add } = memoryStores({ pro: true });
    add('owner', 'b1');
    await expect(createShare(d, 'pro', 'b1')).rejects.toMatchObject({ status: 404, message: 'Backtest not found' });
    expect(shares.size).toBe(0);
  });

  it('creates one link and answers the same one again (idempotent), with the site URL when known', async () => {
    const { d, saved, add } = memoryStores({ pro: true });
    add('pro', 'b1');
    const first = await createShare(d, 'pro', 'b1', 'https://app.example');
    expect(first.created).toBe(true);
    // The token in the fragment: no server, no access log and no Referer ever sees it.
    expect(first.link.url).toBe(`https://app.example/share#${first.link.token}`);
    const again = await createShare(d, 'pro', 'b1');
    expect(again).toEqual({ created: false, link: { token: first.link.token, created_at: first.link.created_at } });
    expect(saved.get('pro/b1')?.share_token).toBe(first.link.token);
  });

  it('undoes its share when a concurrent share marked the backtest first, and answers that one', async () => {
    const { d, shares, add, saved } = memoryStores({ pro: true });
    add('pro', 'b1');
    const winner = 'W'.repeat(32);
    const set = d.saved.setShareToken;
    d.saved.setShareToken = vi.fn(async (u, b) => {
      await set(u, b, winner);
      shares.set(winner, { token: winner, user_id: u, backtest_id: b, created_at: 'x' });
      return false;
    });
    const answer = await createShare(d, 'pro', 'b1');
    expect(answer.link.token).toBe(winner);
    expect([...shares.keys()]).toEqual([winner]);
    expect(saved.get('pro/b1')?.share_token).toBe(winner);
  });
});

describe('reading a share', () => {
  it('answers 404 for a malformed, unknown or tampered token without reading a backtest', async () => {
    const { d, add } = memoryStores({ pro: true });
    add('pro', 'b1');
    const get = vi.spyOn(d.saved, 'get');
    for (const bad of [undefined, '', 'short', 'a'.repeat(33), `${'a'.repeat(31)}/`, `${'a'.repeat(31)}.`, "'; DROP TABLE"]) {
      await expect(readShare(d, bad)).rejects.toMatchObject({ status: 404, message: SHARE_MESSAGES.notFound });
    }
    await expect(readShare(d, newShareToken())).rejects.toMatchObject({ status: 404 });
    expect(get).not.toHaveBeenCalled();
  });

  it('shows the name, description, tags, strategy and results only: no owner, no backtest id', async () => {
    const { d, add } = memoryStores({ pro: true });
    add('pro', 'b1');
    const { link } = await createShare(d, 'pro', 'b1');
    const shown = await readShare(d, link.token);
    expect(shown).toEqual({
      name: 'b1 of pro', description: 'd', tags: ['t'], strategy: { name: 'S-b1' }, results: { total_pnl: 1 },
      created_at: '2026-11-25T10:00:00.000Z', shared_at: link.created_at,
      // Stored from a request's body (no results_key): the visitor is told the backtester cannot vouch for it.
      results_origin: 'sent',
    });
    expect(JSON.stringify(shown)).not.toMatch(/user_id|backtest_id|payload|share_token|@/);
  });

  it('reads a large payload from S3 as GET /backtests/{id} does', async () => {
    const { d, add } = memoryStores({ pro: true });
    add('pro', 'big', { payload_json: undefined, payload_key: 'saved/pro/big.json' });
    const { link } = await createShare(d, 'pro', 'big');
    expect(await readShare(d, link.token)).toMatchObject({ strategy: { name: 'from S3' }, results: { total_pnl: 7 } });
  });

  it('answers 404 when the share item names a backtest that no longer holds its token', async () => {
    const { d, add, saved } = memoryStores({ pro: true });
    add('pro', 'b1');
    const { link } = await createShare(d, 'pro', 'b1');
    const item = saved.get('pro/b1');
    if (item) saved.set('pro/b1', { ...item, share_token: undefined });
    await expect(readShare(d, link.token)).rejects.toMatchObject({ status: 404 });
  });
});

describe('revoking a share', () => {
  it("lets only the owner revoke: anyone else gets 404 and the link keeps working", async () => {
    const { d, add } = memoryStores({ pro: true, other: true });
    add('pro', 'b1');
    const { link } = await createShare(d, 'pro', 'b1');
    await expect(revokeShare(d, 'other', 'b1')).rejects.toMatchObject({ status: 404, message: 'Backtest not found' });
    await expect(readShare(d, link.token)).resolves.toMatchObject({ name: 'b1 of pro' });
    await revokeShare(d, 'pro', 'b1');
    await expect(readShare(d, link.token)).rejects.toMatchObject({ status: 404, message: SHARE_MESSAGES.notFound });
    await expect(revokeShare(d, 'pro', 'b1')).rejects.toMatchObject({ status: 404, message: SHARE_MESSAGES.notShared });
  });

  it('lets a former Pro user revoke (revoking is not gated), and a new share gets a new token', async () => {
    const pro = { pro: true };
    const { d, add } = memoryStores(pro);
    add('pro', 'b1');
    const first = await createShare(d, 'pro', 'b1');
    await revokeShare(d, 'pro', 'b1');
    const second = await createShare(d, 'pro', 'b1');
    expect(second.link.token).not.toBe(first.link.token);
    pro.pro = false;
    await revokeShare(d, 'pro', 'b1');
    await expect(readShare(d, second.link.token)).rejects.toMatchObject({ status: 404 });
  });

  it("tells the owner's own record that it is shared (the Saved card's marker) until it is revoked", async () => {
    const { d, saved, add } = memoryStores({ pro: true });
    add('pro', 'b1');
    expect(await toRecord(d, saved.get('pro/b1')!)).not.toHaveProperty('share_token');
    const { link } = await createShare(d, 'pro', 'b1');
    expect(await toRecord(d, saved.get('pro/b1')!)).toMatchObject({ share_token: link.token });
    await revokeShare(d, 'pro', 'b1');
    expect(await toRecord(d, saved.get('pro/b1')!)).not.toHaveProperty('share_token');
  });
});
