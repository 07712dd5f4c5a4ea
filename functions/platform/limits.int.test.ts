/**
 * Issue 17: the work one request may ask for is bounded (shared/contracts/limits.ts). A body over
 * the limit is a 413 `{error}` before anything is stored (it was a 500: DynamoDB refused the job
 * item over 400 KB), and each list and count over its maximum is a 400 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CHILD_LEGS, MAX_CONDITIONS, MAX_LEGS, MAX_OPEN_POSITIONS, REQUEST_BODY_MAX_BYTES, SAVE_BODY_MAX_BYTES } from '../../shared/contracts/limits';
import { handler as startBacktest } from '../backtests/start-backtest.http';
import { handler as startCovered } from '../backtests/start-covered-backtest.http';
import { handler as saveBacktest } from '../saved/save-backtest.http';
import { startBackend, type Backend } from '../testing/backend-harness';
import { deps } from './deps';
import { JSON_MAX_DEPTH } from './http';
import { handler as listBacktests } from '../saved/list-backtests.http';

let backend: Backend;
const USER = 'limits-user';
beforeAll(async () => {
  backend = await startBackend({});
  // No free backtest left: a request that passes every limit is answered 402, so nothing runs.
  const { users } = deps();
  await users.create(USER, 3);
  for (let i = 0; i < 3; i++) await users.takeFreeBacktest(USER);
});
afterAll(() => backend.stop());

const leg = (extra: Record<string, unknown> = {}) => ({ side: 'short', option_type: 'put', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: 0.3 }, ...extra });
const child = { side: 'long', option_type: 'put', quantity: 1, dte_target: 30, strike_offset: -5 };
const spreads = (strategy: Record<string, unknown>) => ({ ticker: 'SPY', strategy: { name: 'S', ticker: 'SPY', legs: [leg()], ...strategy } });
const run = (body: unknown) => backend.call(startBacktest, { method: 'POST', path: '/backtest', user: USER, body });
const times = <T>(n: number, x: T): T[] => Array.from({ length: n }, () => x);

describe('request limits', () => {
  it('answers 413 {error} to a valid strategy whose body is over the limit, and stores nothing', async () => {
    // 2,500 legs with conditions: about 500 KB, a body that used to reach DynamoDB and fail there.
    const body = spreads({ legs: times(2500, leg({ entry_conditions: [{ type: 'open_interest', min_value: 10, max_value: 4000 }] })) });
    expect(JSON.stringify(body).length).toBeGreaterThan(400 * 1024);
    const answer = await run(body);
    expect(answer).toEqual({ status: 413, body: { error: `Request body is too large: the limit is ${REQUEST_BODY_MAX_BYTES / 1024} KB` }, headers: expect.any(Object) });
    const covered = await backend.call(startCovered, { method: 'POST', path: '/backtest/covered', user: USER, rawBody: `{"ticker":"SPY","pad":"${'x'.repeat(REQUEST_BODY_MAX_BYTES)}"}` });
    expect(covered.status).toBe(413);
    expect(await deps().users.get(USER)).toMatchObject({ free_backtests_remaining: 0 });
  });

  it('names the field of each list or count over its maximum', async () => {
    expect((await run(spreads({ legs: times(MAX_LEGS + 1, leg()) }))).body).toEqual({ error: `strategy.legs must have at most ${MAX_LEGS} items` });
    expect((await run(spreads({ legs: [leg({ children: times(MAX_CHILD_LEGS + 1, child) })] }))).body).toEqual({
      error: `strategy.legs[0].children must have at most ${MAX_CHILD_LEGS} items`,
    });
    expect((await run(spreads({ global_exit_conditions: times(MAX_CONDITIONS + 1, { type: 'percentage_profit', value: 50 }) }))).body).toEqual({
      error: `strategy.global_exit_conditions must have at most ${MAX_CONDITIONS} items`,
    });
    expect((await run(spreads({ max_open_positions: MAX_OPEN_POSITIONS + 1 }))).body).toEqual({ error: `strategy.max_open_positions must be <= ${MAX_OPEN_POSITIONS}` });
    const technical = { type: 'technical', target: { kind: 'price' }, bottom: { value: 1 }, top: null };
    const covered = await backend.call(startCovered, {
      method: 'POST',
      path: '/backtest/covered',
      user: USER,
      body: { ticker: 'SPY', start_date: '2024-01-02', end_date: '2024-01-31', strategy: { covered_call_config: { entry_conditions: times(MAX_CONDITIONS + 1, technical) } } },
    });
    expect(covered).toMatchObject({ status: 400, body: { error: `strategy.covered_call_config.entry_conditions must have at most ${MAX_CONDITIONS} items` } });
    // At the maxima the request is valid: this user has no free backtest left, so 402.
    const atMax = spreads({ max_open_positions: MAX_OPEN_POSITIONS, legs: times(MAX_LEGS, leg({ children: times(MAX_CHILD_LEGS, child) })) });
    expect((await run(atMax)).status).toBe(402);
  });

  it('accepts a save up to its own, larger limit and refuses one over it with 413 saying, in a trader\'s words, what to do', async () => {
    const save = (pad: number) =>
      backend.call(saveBacktest, { method: 'POST', path: '/save-backtest', user: USER, body: { backtest_name: 'n', strategy: { a: 1 }, results: { pad: 'x'.repeat(pad) } } });
    expect((await save(REQUEST_BODY_MAX_BYTES * 2)).status).toBe(201);
    // It said 'Request body is too large: the limit is 5 MB', words about HTTP, not the backtest.
    expect(await save(SAVE_BODY_MAX_BYTES)).toMatchObject({
      status: 413,
      body: {
        error:
          "This backtest's result is 5.1 MB, too large to save (a saved backtest holds at most 5 MB). " +
          'A shorter date range or fewer legs makes a smaller result; the Export trades (CSV) and Export equity (CSV) buttons keep this one.',
      },
    });
  });

  it('answers 400 to a body nested past the limit on every body route (a deep save was a 500), and keeps a real depth', async () => {
    const nested = (levels: number): string => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    const tooDeep = { status: 400, body: { error: `Request body nests too deeply: the limit is ${JSON_MAX_DEPTH} levels of arrays and objects` } };
    // 200,000 levels in a 400 KB save: JSON.stringify of it threw RangeError (500 Internal server error).
    const save = (levels: number) =>
      backend.call(saveBacktest, { method: 'POST', path: '/save-backtest', user: USER, rawBody: `{"backtest_name":"deep","strategy":{"a":${nested(levels)}},"results":{}}` });
    expect(await save(200_000)).toMatchObject(tooDeep);
    expect(await save(JSON_MAX_DEPTH)).toMatchObject(tooDeep);
    const covered = await backend.call(startCovered, { method: 'POST', path: '/backtest/covered', user: USER, rawBody: `{"ticker":"SPY","x":${nested(30_000)}}` });
    expect(covered).toMatchObject(tooDeep);
    // Nothing was stored; a save at the limit (the body object and 63 levels under it) is kept.
    const names = () => backend.call(listBacktests, { method: 'GET', path: '/backtests', user: USER }).then((a) => (a.body as { backtests: { name: string }[] }).backtests.map((b) => b.name));
    expect(await names()).not.toContain('deep');
    expect((await save(JSON_MAX_DEPTH - 3)).status).toBe(201);
    expect(await names()).toContain('deep');
  });
});
