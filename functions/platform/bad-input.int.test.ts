/**
 * Property: whatever a client sends to any route (any JSON, any text, mutated valid requests, odd
 * path parameters, forged tokens), the answer is never a 5xx and every error is `{error: string}`.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../routes';
import { startBackend, type Answer, type Backend, type Handler } from '../testing/backend-harness';
import { handler as startBacktest } from '../backtests/start-backtest.http';
import { handler as startCovered } from '../backtests/start-covered-backtest.http';
import { handler as cancel } from '../billing/cancel.http';
import { handler as checkout } from '../billing/checkout.http';
import { handler as webhook } from '../billing/webhook.http';
import { handler as getJob } from '../jobs/get-job.http';
import { handler as markFailed } from '../jobs/mark-failed.task';
import { handler as markFinished } from '../jobs/mark-finished.task';
import { handler as runBacktest } from '../jobs/run-backtest.task';
import { handler as deleteBacktest } from '../saved/delete-backtest.http';
import { handler as getBacktest } from '../saved/get-backtest.http';
import { handler as listBacktests } from '../saved/list-backtests.http';
import { handler as saveBacktest } from '../saved/save-backtest.http';
import { handler as updateSettings } from '../saved/update-settings.http';
import { handler as getUserStatus } from '../users/get-user-status.http';
import { handler as startSweep } from '../sweeps/start-sweep.http';
import { handler as getSweep } from '../sweeps/get-sweep.http';
import { handler as createShare } from '../shares/create-share.http';
import { handler as revokeShare } from '../shares/revoke-share.http';
import { handler as getSharedBacktest } from '../shares/get-shared-backtest.http';
import { deps } from './deps';

const HANDLERS: Record<string, Handler> = {
  'POST /backtest': startBacktest,
  'POST /backtest/covered': startCovered,
  'GET /jobs/{jobId}': getJob,
  'POST /save-backtest': saveBacktest,
  'GET /backtests': listBacktests,
  'GET /backtests/{id}': getBacktest,
  'DELETE /backtests/{id}': deleteBacktest,
  'POST /backtests/{id}/settings': updateSettings,
  'GET /getuserstatus': getUserStatus,
  'POST /stripe/checkout': checkout,
  'POST /stripe/cancel': cancel,
  'POST /stripe/webhook': webhook,
  'POST /sweeps': startSweep,
  'GET /sweeps/{sweepId}': getSweep,
  'POST /backtests/{id}/share': createShare,
  'DELETE /backtests/{id}/share': revokeShare,
  'POST /shared': getSharedBacktest,
};

const VALID: Record<string, unknown> = {
  'POST /backtest': {
    strategy: { name: 'S', ticker: 'SPY', legs: [{ side: 'long', option_type: 'call', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: 0.3 } }] },
    ticker: 'SPY',
  },
  'POST /backtest/covered': { ticker: 'SPY', start_date: '2024-01-02', end_date: '2024-01-31', strategy: { covered_call_config: {} } },
  'POST /save-backtest': { backtest_name: 'n', strategy: { a: 1 }, results: { b: 2 } },
  'POST /shared': { token: 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9' },
  'POST /backtests/{id}/settings': { filing_status: 'married_filing_separately' },
};

let backend: Backend;
const USER = 'prop-user';
beforeAll(async () => {
  // Thousands of rejected calls: keep their (expected) warn lines out of the test output.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  backend = await startBackend({ RunBacktest: runBacktest, MarkFinished: markFinished, MarkFailed: markFailed });
  // No free backtests left: a mutated request that happens to be valid is answered 402 at once.
  const { users } = deps();
  await users.create(USER, 3);
  for (let i = 0; i < 3; i++) await users.takeFreeBacktest(USER);
});
afterAll(() => backend.stop());

/** Replaces the value at a dotted path of a copy of `base` (creating objects on the way). */
function mutate(base: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as readonly [string, ...string[]];
  const obj = base && typeof base === 'object' ? { ...(base as Record<string, unknown>) } : {};
  obj[head] = mutate(obj[head], rest, value);
  return obj;
}

const keysOf = fc.constantFrom(
  ['ticker'], ['start_date'], ['end_date'], ['strategy'], ['strategy', 'legs'], ['strategy', 'covered_call_config'],
  ['strategy', 'covered_call_config', 'DTE_target'], ['shares_multiple'], ['balance'], ['min_volume'],
  ['backtest_name'], ['description'], ['tags'], ['results'], ['strategy', 'legs', '0', 'quantity'],
);

const body = (route: string) =>
  fc.oneof(
    fc.string().map((raw) => ({ raw })),
    fc.json().map((raw) => ({ raw })),
    fc.anything().map((value) => ({ raw: JSON.stringify(value) ?? '' })),
    fc.tuple(keysOf, fc.oneof(fc.anything(), fc.string(), fc.integer(), fc.double(), fc.constant(null))).map(([path, value]) => ({
      raw: JSON.stringify(mutate(VALID[route] ?? {}, path, value)) ?? '',
    })),
  );

const pathValue = fc.oneof(fc.string(), fc.uuid(), fc.constant('../../etc'), fc.string({ minLength: 201, maxLength: 300 }));

function expectErrorShape(answer: Answer): void {
  expect(answer.status).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(answer.body).toEqual({ error: expect.any(String) });
    expect(JSON.stringify(answer.body)).not.toMatch(/\bat \S+ \(|node_modules|whsec_|stack/i);
  }
}

describe('bad input at every route', () => {
  it('covers every route of the route table', () => {
    expect(Object.keys(HANDLERS).sort()).toEqual(ROUTES.map((r) => `${r.method} ${r.path}`).sort());
  });

  for (const route of ROUTES) {
    const key = `${route.method} ${route.path}`;
    const handler = HANDLERS[key];
    if (!handler) continue;
    const param = /\{(\w+)\}/.exec(route.path)?.[1];
    it(`${key}: never a 5xx, always {error}`, async () => {
      await fc.assert(
        fc.asyncProperty(body(key), pathValue, fc.boolean(), fc.boolean(), async ({ raw }, p, base64, signed) => {
          const answer = await backend.call(handler, {
            method: route.method,
            path: route.path,
            routeKey: key,
            pathParameters: param ? { [param]: p } : undefined,
            rawBody: base64 ? Buffer.from(raw).toString('base64') : raw,
            isBase64Encoded: base64,
            headers: { 'stripe-signature': `t=1,v1=${p}` },
            ...(route.auth && signed ? { user: USER } : { token: p }),
          });
          expectErrorShape(answer);
          if (route.auth && !signed) expect(answer).toMatchObject({ status: 401, body: { error: 'User not authenticated' } });
        }),
        { numRuns: 40 },
      );
    });
  }
});
