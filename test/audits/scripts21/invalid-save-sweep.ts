/**
 * Audit 21, part 2 continued: invalid saves and sweeps through the running app (status, time, words).
 * Run: npx tsx test/audits/scripts21/invalid-save-sweep.ts > test/audits/scripts21/out-invalid-save-sweep.txt
 */
import { signedInUser } from './client';

const base = {
  ticker: 'SPY', shares_multiple: 100, start_date: '2019-01-02', end_date: '2019-03-29',
  strategy: { name: 'edge', start_type: 'cash_secured_put', cash_secured_put_config: { DTE_target: 30 } },
};
const J = (x: unknown) => JSON.stringify(x);
const { api } = await signedInUser('a21save');
const cases: [string, string, string][] = [
  ['save: empty name', '/save-backtest', J({ backtest_name: '  ', strategy: base.strategy, results: {} })],
  ['save: 101-char name', '/save-backtest', J({ backtest_name: 'n'.repeat(101), strategy: base.strategy, results: {} })],
  ['save: 501-char description', '/save-backtest', J({ backtest_name: 'ok', description: 'd'.repeat(501), strategy: base.strategy, results: {} })],
  ['save: no results, no job_id', '/save-backtest', J({ backtest_name: 'ok', strategy: base.strategy })],
  ['save: results not a result', '/save-backtest', J({ backtest_name: 'ok', strategy: base.strategy, results: { total_pnl: 'lots' } })],
  ['save: job_id unknown', '/save-backtest', J({ backtest_name: 'ok', strategy: base.strategy, job_id: 'nope' })],
  ['save: tags not a list', '/save-backtest', J({ backtest_name: 'ok', strategy: base.strategy, results: {}, tags: 'x' })],
  ['sweep: step 0', '/sweeps', J({ kind: 'covered', base, parameters: [{ field: 'put.dte', from: 7, to: 70, step: 0 }] })],
  ['sweep: to < from', '/sweeps', J({ kind: 'covered', base, parameters: [{ field: 'put.dte', from: 70, to: 7, step: 7 }] })],
  ['sweep: a million cells', '/sweeps', J({ kind: 'covered', base, parameters: [{ field: 'put.delta', from: 0.000001, to: 1, step: 0.000001 }] })],
  ['sweep: unknown field', '/sweeps', J({ kind: 'covered', base, parameters: [{ field: 'put.gamma', values: [1, 2] }] })],
  ['sweep: delta out of bounds', '/sweeps', J({ kind: 'covered', base, parameters: [{ field: 'put.delta', values: [0.2, 1.5] }] })],
  ['sweep: 4 parameters', '/sweeps', J({ kind: 'covered', base, parameters: [1, 2, 3, 4].map((i) => ({ field: 'put.dte', values: [i * 7] })) })],
  ['sweep: kind bogus', '/sweeps', J({ kind: 'straddle', base, parameters: [{ field: 'put.dte', values: [7] }] })],
  ['sweep: base range with no data', '/sweeps', J({ kind: 'covered', base: { ...base, start_date: '2005-01-03', end_date: '2005-06-30' }, parameters: [{ field: 'put.dte', values: [7, 14] }] })],
];
for (const [name, path, body] of cases) {
  try {
    const r = await api(path, { method: 'POST', rawBody: body, signal: AbortSignal.timeout(60_000) });
    const err = (r.body as { error?: unknown })?.error;
    const flag = r.status >= 500 ? ' <<< 5xx' : r.status < 300 ? ' <<< ACCEPTED' : '';
    console.log(`${name}: ${r.status} ${r.ms}ms${flag} | ${typeof err === 'string' ? err : r.text.slice(0, 300)}`);
  } catch (e) {
    console.log(`${name}: NO ANSWER <<< ${(e as Error).message}`);
  }
}
for (const [name, method, path] of [['GET sweep unknown', 'GET', '/sweeps/nope'], ['DELETE backtest unknown', 'DELETE', '/backtests/nope'], ['GET unknown route', 'GET', '/nope']] as const) {
  const r = await api(path, { method });
  console.log(`${name}: ${r.status} | ${r.text.slice(0, 200)}`);
}
