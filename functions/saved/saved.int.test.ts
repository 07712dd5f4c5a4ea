import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../testing/backend-harness';
import { handler as deleteBacktest } from './delete-backtest.http';
import { handler as getBacktest } from './get-backtest.http';
import { handler as listBacktests } from './list-backtests.http';
import { handler as saveBacktest } from './save-backtest.http';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({});
});
afterAll(() => backend.stop());

const save = (user: string, body: unknown) => backend.call(saveBacktest, { method: 'POST', path: '/save-backtest', user, body });
const list = (user: string) => backend.call(listBacktests, { method: 'GET', path: '/backtests', user });
const remove = (user: string, id: string) =>
  backend.call(deleteBacktest, { method: 'DELETE', path: `/backtests/${id}`, routeKey: 'DELETE /backtests/{id}', pathParameters: { id }, user });

const payload = (name: string, extra: Record<string, unknown> = {}) => ({
  backtest_name: name,
  strategy: { name: 'Covered Strategy', covered_call_config: { DTE_target: 30 } },
  results: { total_pnl: 12.5, trades: [] },
  ...extra,
});

describe('saved backtests', () => {
  it('saves with the name and description trimmed and lists newest first', async () => {
    const first = await save('alice', payload('  First  ', { description: '  about it  ', tags: ['wheel'] }));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: 'First', description: 'about it', tags: ['wheel'], results: { total_pnl: 12.5 } });
    await new Promise((r) => setTimeout(r, 5));
    await save('alice', payload('Second'));
    const listed = await list('alice');
    expect(listed.status).toBe(200);
    const names = (listed.body as { backtests: { name: string }[] }).backtests.map((b) => b.name);
    expect(names).toEqual(['Second', 'First']);
  });

  it('keeps results of any size: a large result round-trips through S3', async () => {
    const trades = Array.from({ length: 3000 }, (_, i) => ({ entry_date: '2024-01-02', exit_date: '2024-02-02', pnl: i / 7 }));
    const saved = await save('bigsaver', payload('Big', { results: { trades } }));
    expect(saved.status).toBe(201);
    // The list answers summaries; the whole record comes from GET /backtests/{id}.
    const id = (saved.body as { backtest_id: string }).backtest_id;
    const one = await backend.call(getBacktest, { method: 'GET', path: `/backtests/${id}`, routeKey: 'GET /backtests/{id}', pathParameters: { id }, user: 'bigsaver' });
    expect((one.body as { results: { trades: unknown[] } }).results.trades).toEqual(trades);
  });

  it('never shows one user another user\'s backtests, and 404s their delete', async () => {
    const mine = (await save('carol', payload('Carol only'))).body as { backtest_id: string };
    expect(((await list('dave')).body as { backtests: unknown[] }).backtests).toEqual([]);
    expect(await remove('dave', mine.backtest_id)).toMatchObject({ status: 404, body: { error: 'Backtest not found' } });
    expect(((await list('carol')).body as { backtests: unknown[] }).backtests).toHaveLength(1);
    expect((await remove('carol', mine.backtest_id)).status).toBe(200);
    expect(((await list('carol')).body as { backtests: unknown[] }).backtests).toEqual([]);
    expect((await remove('carol', mine.backtest_id)).status).toBe(404);
  });

  it('a body that is no JSON object gets the run routes\' message (before: \'value is required\' / \'value must be an object\')', async () => {
    for (const body of [undefined, [], 'x', null]) {
      expect(await save('erin', body)).toMatchObject({ status: 400, body: { error: 'Request body must be a JSON object' } });
    }
  });

  it('rejects a blank or too long name with the spec\'s messages', async () => {
    expect(await save('erin', payload('   '))).toMatchObject({ status: 400, body: { error: 'Backtest name is required' } });
    expect(await save('erin', payload('x'.repeat(101)))).toMatchObject({ status: 400, body: { error: 'Backtest name must be at most 100 characters' } });
    expect(await save('erin', payload('ok', { description: 'd'.repeat(501) }))).toMatchObject({ status: 400, body: { error: 'Description must be at most 500 characters' } });
  });
});
