/**
 * Issue 18: share links over HTTP on the local servers (dynalite, s3rver, a JWKS on loopback) through
 * the local API Gateway (api-proxy.ts: route table, JWT authorizer, route throttling) and the real
 * handler modules. Isolation: a token reads its own backtest only; another user can neither share
 * nor revoke; a revoked link and a deleted backtest's link answer 404; the public read needs no
 * token and answers 429 past its burst. The link carries its token in the fragment and the read
 * takes it in the body (POST /shared): no path a server or its access log sees holds it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalApi, type LocalApi } from './local-api-client';
import { SAVE_BODY_MAX_BYTES } from '../../shared/contracts/limits';
import { SHARE_MESSAGES, SHARE_READ_THROTTLE, SharedBacktestSchema, ShareLinkSchema } from '../../shared/contracts/share';
import { deps } from '../../functions/platform/deps';

let api: LocalApi;

beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(() => api.stop());

const call = (method: string, path: string, user?: string, body?: unknown) => api.call(method, path, user, body);

async function proUser(id: string) {
  await deps().users.create(id, 3);
  await deps().users.applyBilling(id, { paid: true });
}

async function save(user: string, name: string, results: Record<string, unknown> = { total_pnl: name.length, trades: [] }) {
  const answer = await call('POST', '/save-backtest', user, { backtest_name: name, strategy: { name: `Strategy ${name}`, ticker: 'SPY', legs: [] }, results });
  expect(answer.status).toBe(201);
  return String(answer.body.backtest_id);
}

const share = (user: string, id: string) => call('POST', `/backtests/${id}/share`, user);
const revoke = (user: string, id: string) => call('DELETE', `/backtests/${id}/share`, user);
const read = (token: unknown) => call('POST', '/shared', undefined, { token });
const tokenOf = (answer: { body: unknown }) => ShareLinkSchema.parse(answer.body).token;

describe('share links on the local servers', () => {
  it('reads each token\'s own backtest only, with nothing of the owner, and no account needed', async () => {
    await proUser('sharer');
    await proUser('other-pro');
    const a = await save('sharer', 'Alpha');
    const b = await save('sharer', 'Bravo');
    const c = await save('other-pro', 'Charlie');
    const links = await Promise.all([share('sharer', a), share('sharer', b), share('other-pro', c)]);
    for (const l of links) expect(l.status).toBe(201);
    const [ta, tb, tc] = links.map(tokenOf);
    expect(new Set([ta, tb, tc]).size).toBe(3);
    // The token in the link's fragment, which browsers send to no server.
    expect(links[0]?.body.url).toBe(`http://localhost:3000/share#${ta}`);

    const seen = await Promise.all([ta, tb, tc].map((t) => read(t ?? '')));
    expect(seen.map((s) => s.status)).toEqual([200, 200, 200]);
    expect(seen.map((s) => SharedBacktestSchema.parse(s.body).name)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(seen[0]?.body).toMatchObject({ strategy: { name: 'Strategy Alpha' }, results: { total_pnl: 5 } });
    for (const s of seen) expect(JSON.stringify(s.body)).not.toMatch(/sharer|other-pro|example\.com|user_id|backtest_id/);

    // Idempotent: sharing again answers the same link.
    expect(await share('sharer', a)).toMatchObject({ status: 200, body: { token: ta } });
  });

  it('refuses a free user (402, the paywall message) and a non-owner (404); only the owner revokes', async () => {
    await proUser('owner');
    await proUser('intruder');
    await deps().users.create('free-user', 3);
    const id = await save('owner', 'Owned');
    const free = await save('free-user', 'Free');
    expect(await share('free-user', free)).toMatchObject({ status: 402, body: { error: SHARE_MESSAGES.proOnly } });
    expect(await share('intruder', id)).toMatchObject({ status: 404, body: { error: 'Backtest not found' } });
    const token = tokenOf(await share('owner', id));

    expect(await revoke('intruder', id)).toMatchObject({ status: 404, body: { error: 'Backtest not found' } });
    expect(await call('DELETE', `/backtests/${id}/share`)).toMatchObject({ status: 401, body: { error: 'User not authenticated' } });
    expect(await call('POST', `/backtests/${id}/share`)).toMatchObject({ status: 401 });
    expect((await read(token)).status).toBe(200);
    // The owner's list marks the shared backtest (the Saved card's "Shared"), and only that one.
    const listed = async () => ((await call('GET', '/backtests', 'owner')).body as { backtests: { backtest_id: string; share_token?: string }[] }).backtests;
    expect((await listed()).find((b) => b.backtest_id === id)).toMatchObject({ share_token: token });

    expect(await revoke('owner', id)).toMatchObject({ status: 200, body: { revoked: id } });
    expect((await listed()).find((b) => b.backtest_id === id)).not.toHaveProperty('share_token');
    expect(await read(token)).toMatchObject({ status: 404, body: { error: SHARE_MESSAGES.notFound } });
    expect(await revoke('owner', id)).toMatchObject({ status: 404, body: { error: SHARE_MESSAGES.notShared } });
    // A new share is a new token; the revoked one stays dead.
    const again = tokenOf(await share('owner', id));
    expect(again).not.toBe(token);
    expect((await read(again)).status).toBe(200);
    expect((await read(token)).status).toBe(404);
  });

  it('answers 404 for malformed and unknown tokens, and for the link of a deleted backtest', async () => {
    await proUser('deleter');
    const id = await save('deleter', 'Doomed');
    const token = tokenOf(await share('deleter', id));
    for (const bad of ['', 'x', 'a'.repeat(33), `${'a'.repeat(31)}/`, `${'a'.repeat(31)}.`, "' or 1=1 --", 'A'.repeat(32), ` ${token}`]) {
      expect(await read(bad), bad).toMatchObject({ status: 404, body: { error: SHARE_MESSAGES.notFound } });
    }
    expect((await call('DELETE', `/backtests/${id}`, 'deleter')).status).toBe(200);
    expect(await read(token)).toMatchObject({ status: 404, body: { error: SHARE_MESSAGES.notFound } });
    expect(await deps().shares.get(token)).toBeUndefined();
  });

  it('serves a result stored in S3 (over the inline limit) whole', async () => {
    await proUser('big-sharer');
    const trades = Array.from({ length: 3000 }, (_, i) => ({ entry_date: '2024-01-02', exit_date: '2024-02-02', pnl: i / 7 }));
    const id = await save('big-sharer', 'Big', { total_pnl: 1, trades });
    const token = tokenOf(await share('big-sharer', id));
    const shown = await read(token);
    expect(shown.status).toBe(200);
    expect((shown.body.results as { trades: unknown[] }).trades).toEqual(trades);
  });

  it('shares the largest result a save can hold (just under 5 MB): read whole, under Lambda\'s 6 MB answer', async () => {
    await proUser('biggest-sharer');
    // About 80 bytes a trade: as many as fit in the save body with the name and strategy around them.
    const trade = (i: number) => ({ entry_date: '2024-01-02', exit_date: '2024-02-02', pnl: i / 7, reason: 'Expiration' });
    const trades = Array.from({ length: Math.floor((SAVE_BODY_MAX_BYTES - 1024) / JSON.stringify(trade(1e6)).length) }, (_, i) => trade(i));
    const body = { backtest_name: 'Biggest', strategy: { name: 'Strategy Biggest', ticker: 'SPY', legs: [] }, results: { total_pnl: 1, trades } };
    expect(JSON.stringify(body).length).toBeGreaterThan(SAVE_BODY_MAX_BYTES * 0.97);
    expect(JSON.stringify(body).length).toBeLessThanOrEqual(SAVE_BODY_MAX_BYTES);
    const id = await save('biggest-sharer', 'Biggest', body.results);
    const token = tokenOf(await share('biggest-sharer', id));
    const res = await fetch(`${api.base}/shared`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text.length).toBeLessThan(6 * 1024 * 1024);
    expect((JSON.parse(text) as { results: { trades: unknown[] } }).results.trades).toEqual(trades);
  });

  it('takes the token in the body only: the old path form reads nothing, and a body that is not {token} is a 400', async () => {
    await proUser('pathless');
    const token = tokenOf(await share('pathless', await save('pathless', 'Pathless')));
    expect((await read(token)).status).toBe(200);
    // GET /shared/{token} put the token in CloudFront's access log: the route is gone (README: Share links).
    expect((await call('GET', `/shared/${token}`)).status).toBe(404);
    expect((await call('POST', `/shared/${token}`)).status).toBe(404);
    expect((await call('GET', '/shared')).status).toBe(404);
    for (const body of [{}, { token: 7 }, { token, name: 'x' }, [token], token]) {
      const answer = await call('POST', '/shared', undefined, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual({ error: expect.any(String) });
    }
    expect((await call('POST', '/shared', undefined, { token: 'x'.repeat(2000) })).status).toBe(413);
  });

  it('throttles the public read: past the burst it answers 429, and recovers at the rate', async () => {
    await proUser('popular');
    const token = tokenOf(await share('popular', await save('popular', 'Popular')));
    await new Promise((r) => setTimeout(r, 2_500)); // the bucket refills to its burst
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: SHARE_READ_THROTTLE.burstLimit * 3 }, () => read(token)));
    const seconds = (performance.now() - started) / 1000;
    const served = answers.filter((a) => a.status === 200).length;
    const refused = answers.filter((a) => a.status === 429);
    // The bucket lets through its burst plus what refills while the requests arrive, never more.
    expect(served).toBeGreaterThanOrEqual(SHARE_READ_THROTTLE.burstLimit);
    expect(served).toBeLessThanOrEqual(SHARE_READ_THROTTLE.burstLimit + Math.ceil(seconds * SHARE_READ_THROTTLE.rateLimit));
    expect(refused.length).toBeGreaterThan(0);
    expect(served + refused.length).toBe(answers.length);
    expect(refused[0]?.body).toEqual({ message: 'Too Many Requests' });
    // Other routes are not throttled by it.
    expect((await call('GET', '/backtests', 'popular')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect((await read(token)).status).toBe(200);
  });
});
