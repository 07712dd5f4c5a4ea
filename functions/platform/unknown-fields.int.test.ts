/**
 * A field the API does not know is a 400 naming it, on every route a caller sends input to, and
 * nothing is spent or written. Before, zod stripped it: a trader who sent `max_dayz` got a run
 * that ignored it without a word.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as startBacktest } from '../backtests/start-backtest.http';
import { handler as startCovered } from '../backtests/start-covered-backtest.http';
import { handler as cancel } from '../billing/cancel.http';
import { handler as checkout } from '../billing/checkout.http';
import { handler as listBacktests } from '../saved/list-backtests.http';
import { handler as saveBacktest } from '../saved/save-backtest.http';
import { handler as createShare } from '../shares/create-share.http';
import { handler as startSweep } from '../sweeps/start-sweep.http';
import { startBackend, type Backend, type Handler } from '../testing/backend-harness';
import { deps } from './deps';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({});
});
afterAll(() => backend.stop());

const covered = { ticker: 'SPY', start_date: '2024-01-02', end_date: '2024-01-31', strategy: { covered_call_config: {} } };
const spreads = {
  ticker: 'SPY',
  strategy: { name: 'S', ticker: 'SPY', legs: [{ side: 'long', option_type: 'call', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: 0.3 } }] },
};
const post = (handler: Handler, path: string, user: string, body?: unknown, routeKey?: string, pathParameters?: Record<string, string>) =>
  backend.call(handler, { method: 'POST', path, user, body, ...(routeKey ? { routeKey } : {}), ...(pathParameters ? { pathParameters } : {}) });

describe('unknown fields are refused by name', () => {
  it.each([
    ['POST /backtest/covered', startCovered, '/backtest/covered', { ...covered, strategy: { ...covered.strategy, max_dayz: 30 } }, 'Unknown field strategy.max_dayz'],
    [
      'POST /backtest/covered (deep)',
      startCovered,
      '/backtest/covered',
      { ...covered, strategy: { covered_call_config: { exit_conditions: [{ type: 'time_stop', max_days: 5 }] } } },
      'Unknown field strategy.covered_call_config.exit_conditions[0].max_days',
    ],
    ['POST /backtest', startBacktest, '/backtest', { ...spreads, comission_per_contract: 0 }, 'Unknown field comission_per_contract (did you mean commission_per_contract?)'],
    [
      'POST /sweeps',
      startSweep,
      '/sweeps',
      { kind: 'covered', base: covered, parameters: [{ field: 'call.dte', from: 20, to: 40, setp: 10 }] },
      'Unknown field parameters[0].setp (did you mean step?)',
    ],
    ['POST /save-backtest', saveBacktest, '/save-backtest', { backtest_name: 'Mine', strategy: {}, results: {}, tag: ['x'] }, 'Unknown field tag (did you mean tags?)'],
    ['POST /stripe/checkout', checkout, '/stripe/checkout', { plan: 'yearly' }, 'Unknown field plan'],
    ['POST /stripe/cancel', cancel, '/stripe/cancel', { immediately: true }, 'Unknown field immediately'],
  ])('%s', async (_route, handler, path, body, message) => {
    const user = `typo-${path}`;
    const answer = await post(handler, path, user, body);
    expect(answer).toMatchObject({ status: 400, body: { error: message } });
    // Refused before anything was spent or written.
    expect((await deps().users.get(user))?.free_backtests_remaining ?? 3).toBe(3);
    expect(await deps().saved.count(user)).toBe(0);
  });

  it.each([
    ['POST /backtest', startBacktest, '/backtest', { ...spreads, exchange_fees: 'yes' }, 'exchange_fees must be a boolean'],
    ['POST /backtest/covered', startCovered, '/backtest/covered', { ...covered, exchange_fees: 1 }, 'exchange_fees must be a boolean'],
    ['POST /sweeps', startSweep, '/sweeps', { kind: 'covered', base: { ...covered, exchange_fees: null }, parameters: [{ field: 'call.dte', values: [30] }] }, 'base.exchange_fees must be a boolean'],
    ['POST /backtest (misspelt)', startBacktest, '/backtest', { ...spreads, exchange_fee: true }, 'Unknown field exchange_fee (did you mean exchange_fees?)'],
  ])("%s: Cboe's SPX fee switch that is not a boolean is a 400 in words", async (_route, handler, path, body, message) => {
    const user = `fee-${path}-${String(message).length}`;
    const answer = await post(handler, path, user, body);
    expect(answer).toMatchObject({ status: 400, body: { error: message } });
    expect((await deps().users.get(user))?.free_backtests_remaining ?? 3).toBe(3);
  });

  it('a misspelt required key is named with the key it means, not only as missing', async () => {
    const { ticker, ...rest } = covered;
    const answer = await post(startCovered, '/backtest/covered', 'typo-tickr', { ...rest, tickr: ticker });
    // Before: 'ticker is required', which hid the typo.
    expect(answer).toMatchObject({ status: 400, body: { error: 'Unknown field tickr (did you mean ticker?)' } });
  });

  it('POST /backtests/{id}/share takes no body', async () => {
    const id = '0000000000-00000000-0000-0000-0000-000000000000';
    const answer = await post(createShare, `/backtests/${id}/share`, 'sharer', { expires_in_days: 7 }, 'POST /backtests/{id}/share', { id });
    expect(answer).toMatchObject({ status: 400, body: { error: 'Unknown field expires_in_days' } });
  });

  it('GET /backtests refuses an unknown query parameter and still reads its cursor', async () => {
    const typo = await backend.call(listBacktests, { method: 'GET', path: '/backtests', user: 'lister', queryStringParameters: { curser: 'abc' } });
    expect(typo).toMatchObject({ status: 400, body: { error: 'Unknown query parameter curser (did you mean cursor?)' } });
    const bad = await backend.call(listBacktests, { method: 'GET', path: '/backtests', user: 'lister', queryStringParameters: { cursor: 'abc' } });
    expect(bad).toMatchObject({ status: 400, body: { error: 'cursor is invalid' } });
    expect((await backend.call(listBacktests, { method: 'GET', path: '/backtests', user: 'lister' })).status).toBe(200);
  });

  it('the same requests without the unknown field pass the contract', async () => {
    expect((await post(saveBacktest, '/save-backtest', 'typo-control', { backtest_name: 'Mine', strategy: {}, results: {}, tags: ['x'] })).status).toBe(201);
    // An empty body is no input: checkout goes on (to the local payment page).
    expect((await post(checkout, '/stripe/checkout', 'typo-control', {})).status).toBe(200);
    expect((await post(checkout, '/stripe/checkout', 'typo-control')).status).toBe(200);
  });
});
