/**
 * The run routes answer a bad request with the run forms' message (spec section 5), not the
 * contract's technical one, and nothing is spent. Before: 'strategy.legs[0].dte_target must be > 0'
 * and the like, and a spreads request without a strategy name or a ticker was run on defaults
 * ('Loaded Strategy', TSLA) the caller never chose; so was a sweep's base.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend, type Handler } from '../testing/backend-harness';
import { deps } from '../platform/deps';
import { handler as startBacktest } from './start-backtest.http';
import { handler as startCovered } from './start-covered-backtest.http';
import { handler as startSweep } from '../sweeps/start-sweep.http';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({});
});
afterAll(() => backend.stop());

const leg = { side: 'short', option_type: 'put', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: 0.3 } };
const spreads = { ticker: 'SPY', start_date: '2024-01-02', end_date: '2024-03-28', strategy: { name: 'S', ticker: 'SPY', legs: [leg] } };
const strategy = (s: object) => ({ ...spreads, strategy: { ...spreads.strategy, ...s } });
const withLeg = (l: object) => strategy({ legs: [{ ...leg, ...l }] });
const sweep = (base: unknown) => ({ kind: 'spreads', base, parameters: [{ field: 'max_open_positions', values: [1, 2] }] });
const covered = { ticker: 'SPY', start_date: '2024-01-02', end_date: '2024-01-31', strategy: { covered_call_config: {} } };

describe('run routes answer with the spec section-5 messages', () => {
  it.each<[string, string, Handler, unknown]>([
    ['Strategy name is required', '/backtest', startBacktest, strategy({ name: undefined })],
    ['Ticker symbol is required', '/backtest', startBacktest, { ...spreads, ticker: undefined }],
    ['Please select a valid start and end date', '/backtest', startBacktest, { ...spreads, end_date: '' }],
    ['Start date must be before end date', '/backtest', startBacktest, { ...spreads, start_date: '2024-06-03' }],
    ['Strategy must have at least one leg', '/backtest', startBacktest, strategy({ legs: [] })],
    ['Leg 1 requires a target strike condition value', '/backtest', startBacktest, withLeg({ target_strike_condition: { type: 'delta' } })],
    ['Leg 1 requires a valid DTE target (>0)', '/backtest', startBacktest, withLeg({ dte_target: 0 })],
    ['Leg 2 requires a valid quantity (>0)', '/backtest', startBacktest, strategy({ legs: [leg, { ...leg, quantity: 0 }] })],
    // A sweep runs its base once per cell: before, a base without a ticker swept TSLA.
    ['Ticker symbol is required', '/sweeps', startSweep, sweep({ ...spreads, ticker: undefined })],
    ['Leg 1 requires a valid DTE target (>0)', '/sweeps', startSweep, sweep(withLeg({ dte_target: 0 }))],
    ['Please fill ticker and date range', '/backtest/covered', startCovered, { ...covered, ticker: undefined }],
    ['Start date must be before end date', '/backtest/covered', startCovered, { ...covered, start_date: '2024-02-01' }],
    ['Wheel requires both Covered Call and Cash-Secured Put configs', '/backtest/covered', startCovered, { ...covered, strategy: { wheel_enabled: true, covered_call_config: {} } }],
    ['Please configure Covered Call', '/backtest/covered', startCovered, { ...covered, strategy: {} }],
    ['Please configure Cash-Secured Put', '/backtest/covered', startCovered, { ...covered, strategy: { start_type: 'cash_secured_put' } }],
    // Before: the contract's 'start_date must be a date YYYY-MM-DD' (Date.parse read these, so no rule did).
    ['Please select a valid start and end date', '/backtest', startBacktest, { ...spreads, start_date: '2024/01/02' }],
    ['Start date must be YYYY-MM-DD', '/backtest/covered', startCovered, { ...covered, start_date: 'Jan 2 2024' }],
    ['End date must be YYYY-MM-DD', '/backtest/covered', startCovered, { ...covered, end_date: '2024-1-31' }],
    // Before: 'Strategy name is required' (and for covered 'Please configure Covered Call') first.
    ['Request body must be a JSON object', '/backtest', startBacktest, []],
    ['Request body must be a JSON object', '/sweeps', startSweep, 'spreads'],
    ['strategy must be an object', '/backtest/covered', startCovered, { ...covered, strategy: 'covered_call' }],
    // Before: accepted, run on SPY with a strategy saying QQQ.
    ['ticker SPY and strategy.ticker QQQ differ: send the same value in both, or leave strategy.ticker out', '/backtest', startBacktest, strategy({ ticker: 'QQQ' })],
    // Before: the fields named as if the request were the body ('ticker SPY and strategy.ticker QQQ').
    ['base.ticker SPY and base.strategy.ticker QQQ differ: send the same value in both, or leave base.strategy.ticker out', '/sweeps', startSweep, sweep(strategy({ ticker: 'QQQ' }))],
    // Audit 21 F5: sizes past the bound (before: 1e15 shares ran, its dollars past 2^53 cents).
    ['Starting Shares must be at most 10,000,000 (100,000 lots)', '/backtest/covered', startCovered, { ...covered, shares_multiple: 1e15 }],
    ['Starting Balance must be at most $10,000,000,000', '/backtest', startBacktest, { ...spreads, balance: 1e12 }],
    // Audit 21 F3: a range with no trading day. Before: 202, and the job (each sweep cell) failed with these words.
    ['No trading days for SPY between 2005-01-03 and 2005-12-30; data covers 2010-01-04 to 2026-03-27', '/backtest/covered', startCovered, { ...covered, start_date: '2005-01-03', end_date: '2005-12-30' }],
    ['No trading days for SPY between 2019-01-05 and 2019-01-06; data covers 2010-01-04 to 2026-03-27', '/backtest/covered', startCovered, { ...covered, start_date: '2019-01-05', end_date: '2019-01-06' }],
    ['No trading days for HOOD between 2020-01-02 and 2020-12-31; data covers 2021-07-29 to 2025-10-08', '/backtest/covered', startCovered, { ...covered, ticker: 'HOOD', start_date: '2020-01-02', end_date: '2020-12-31' }],
    ['No trading days for SPY between 2030-01-02 and 2030-06-28; data covers 2010-01-04 to 2026-03-27', '/backtest', startBacktest, { ...spreads, start_date: '2030-01-02', end_date: '2030-06-28' }],
    ['No trading days for SPY between 2022-12-24 and 2022-12-26; data covers 2010-01-04 to 2026-03-27', '/sweeps', startSweep, sweep({ ...spreads, start_date: '2022-12-24', end_date: '2022-12-26' })],
  ])('%s (%s)', async (message, path, handler, body) => {
    const user = `msg-${path}-${message}`;
    const answer = await backend.call(handler, { method: 'POST', path, user, body });
    expect(answer).toMatchObject({ status: 400, body: { error: message } });
    // Refused before anything was spent.
    expect((await deps().users.get(user))?.free_backtests_remaining ?? 3).toBe(3);
  });

  it('a strategy sent without a ticker is stored with the run one (before: SPY beside a QQQ run)', async () => {
    const { ticker: _own, ...noTicker } = spreads.strategy;
    const answer = await backend.call(startBacktest, { method: 'POST', path: '/backtest', user: 'msg-one-ticker', body: { ...spreads, ticker: 'QQQ', strategy: noTicker } });
    expect([200, 202]).toContain(answer.status);
    const jobId = String((answer.body as { job_id?: string }).job_id ?? answer.headers['x-job-id']);
    const stored = JSON.parse((await deps().jobs.get(jobId))?.request_json ?? '{}') as { ticker?: string; strategy?: { ticker?: string } };
    expect([stored.ticker, stored.strategy?.ticker]).toEqual(['QQQ', 'QQQ']);
  });

  it('a request without balance or min_volume runs on the strategy\'s (before: $100,000 / 100 beside a strategy saying $50,000 / 0)', async () => {
    const body = strategy({ starting_balance: 50_000, min_volume: 0 });
    const answer = await backend.call(startBacktest, { method: 'POST', path: '/backtest', user: 'msg-one-balance', body });
    expect([200, 202]).toContain(answer.status);
    const jobId = String((answer.body as { job_id?: string }).job_id ?? answer.headers['x-job-id']);
    const stored = JSON.parse((await deps().jobs.get(jobId))?.request_json ?? '{}') as { balance?: number; min_volume?: number };
    expect([stored.balance, stored.min_volume]).toEqual([50_000, 0]);
  });

  it('keeps the messages only the contract gives', async () => {
    const answer = await backend.call(startBacktest, { method: 'POST', path: '/backtest', user: 'msg-bounds', body: { ...spreads, balance: 10 } });
    expect(answer).toMatchObject({ status: 400, body: { error: 'balance must be >= 1000' } });
  });
});
