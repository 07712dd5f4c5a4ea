/**
 * A query parameter a route does not read is a 400 naming it, on every route (one check in the
 * http wrapper), before anything is read, spent or deleted. Before, only GET /backtests checked:
 * `DELETE /backtests/{id}?dry_run=1` deleted, and `POST /backtest/covered?debug=1` ran and spent
 * a free backtest, each ignoring the parameter in silence. Neither API Gateway, CloudFront (its
 * viewer function only strips /api) nor the local server adds a parameter of its own
 * (infra/local/api-event.test.ts), and the frontend sends only GET /backtests's `cursor`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { handler as startCovered } from '../backtests/start-covered-backtest.http';
import { handler as deleteBacktest } from '../saved/delete-backtest.http';
import { handler as listBacktests } from '../saved/list-backtests.http';
import { handler as saveBacktest } from '../saved/save-backtest.http';
import { handler as getUserStatus } from '../users/get-user-status.http';
import { startBackend, type Backend, type Handler } from '../testing/backend-harness';
import { deps } from './deps';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({});
});
afterAll(() => backend.stop());

const pathOf = (template: string) => template.replace(/\{(\w+)\}/g, 'x1');
const paramsOf = (template: string) => Object.fromEntries([...template.matchAll(/\{(\w+)\}/g)].map((m) => [m[1] as string, 'x1']));

describe('query parameters a route does not read', () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s refuses one by name', async (_key, route) => {
    const { handler } = (await import(`../../${route.entry}`)) as { handler: Handler };
    const answer = await backend.call(handler, {
      method: route.method,
      path: pathOf(route.path),
      routeKey: `${route.method} ${route.path}`,
      pathParameters: paramsOf(route.path),
      queryStringParameters: { zz_unknown: '1' },
      ...(route.auth ? { user: 'query-every-route' } : {}),
    });
    expect(answer).toMatchObject({ status: 400, body: { error: 'Unknown query parameter zz_unknown' } });
  });

  it('a signed-in GET without input: refused with one, answered without', async () => {
    const q = await backend.call(getUserStatus, { method: 'GET', path: '/getuserstatus', user: 'query-status', queryStringParameters: { debug: '1', verbose: 'yes' } });
    expect(q).toMatchObject({ status: 400, body: { error: 'Unknown query parameters debug, verbose' } });
    expect((await backend.call(getUserStatus, { method: 'GET', path: '/getuserstatus', user: 'query-status' })).status).toBe(200);
  });

  it('a POST that spends: refused before a free backtest is spent', async () => {
    const body = { ticker: 'SPY', start_date: '2024-01-02', end_date: '2024-01-31', strategy: { covered_call_config: {} } };
    const answer = await backend.call(startCovered, { method: 'POST', path: '/backtest/covered', user: 'query-spender', body, queryStringParameters: { dry_run: '1' } });
    expect(answer).toMatchObject({ status: 400, body: { error: 'Unknown query parameter dry_run' } });
    expect((await deps().users.get('query-spender'))?.free_backtests_remaining ?? 3).toBe(3);
  });

  it('a DELETE: refused before the backtest is deleted', async () => {
    const user = 'query-deleter';
    const saved = await backend.call(saveBacktest, { method: 'POST', path: '/save-backtest', user, body: { backtest_name: 'Keep me', strategy: {}, results: {} } });
    expect(saved.status).toBe(201);
    const id = (saved.body as { backtest_id: string }).backtest_id;
    const del = (query?: Record<string, string>) =>
      backend.call(deleteBacktest, { method: 'DELETE', path: `/backtests/${id}`, routeKey: 'DELETE /backtests/{id}', pathParameters: { id }, user, ...(query ? { queryStringParameters: query } : {}) });
    expect(await del({ dry_run: '1' })).toMatchObject({ status: 400, body: { error: 'Unknown query parameter dry_run' } });
    expect(await deps().saved.count(user)).toBe(1);
    expect((await del()).status).toBeLessThan(300);
    expect(await deps().saved.count(user)).toBe(0);
  });

  it('GET /backtests: names the parameter a typo most likely means, and still reads its cursor', async () => {
    const typo = await backend.call(listBacktests, { method: 'GET', path: '/backtests', user: 'query-lister', queryStringParameters: { curser: 'abc' } });
    expect(typo).toMatchObject({ status: 400, body: { error: 'Unknown query parameter curser (did you mean cursor?)' } });
    const bad = await backend.call(listBacktests, { method: 'GET', path: '/backtests', user: 'query-lister', queryStringParameters: { cursor: 'abc' } });
    expect(bad).toMatchObject({ status: 400, body: { error: 'cursor is invalid' } });
  });

  it('a caller without a token gets 401, not the route contract', async () => {
    const answer = await backend.call(getUserStatus, { method: 'GET', path: '/getuserstatus', queryStringParameters: { debug: '1' } });
    expect(answer.status).toBe(401);
  });
});
