/**
 * Audit 22, part 1 and 2 at the API: audit 21's F3 (no trading day: 400 at once), F4 (DTE past every
 * expiry) and F5 (size caps) on requests audit 21 did not send; a stored request above the caps
 * saved and read back; and a save whose job's result is gone from the local store.
 * Run: npx tsx test/audits/scripts22/edges.ts > test/audits/scripts22/out-edges.txt
 */
import { existsSync, rmSync } from 'node:fs';
import { run, signedInUser } from './client';

const STATE = process.env.STATE ?? '/tmp/a22-state';
const { api } = await signedInUser('a22edges');
const show = (label: string, a: { status: number; text: string; ms: number }) => console.log(`${label}: ${a.status} (${a.ms} ms) ${a.text.slice(0, 220)}`);
const cc = (extra: Record<string, unknown> = {}) => ({ DTE_target: 30, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: null }, ...extra });
const covered = (ticker: string, start: string, end: string, strategy: Record<string, unknown> = { name: 'a22', start_type: 'covered_call', covered_call_config: cc() }, shares = 100) => ({ ticker, shares_multiple: shares, start_date: start, end_date: end, strategy });
const leg = (dte: number, value: number, option_type = 'put', side = 'short') => ({ side, option_type, quantity: 1, dte_target: dte, target_strike_condition: { type: 'delta', value }, children: [] });
const spread = (ticker: string, start: string, end: string, legs: unknown[], balance = 100000) => ({ ticker, balance, start_date: start, end_date: end, strategy: { name: 'a22', ticker, legs, global_exit_conditions: [] } });
const post = (path: string, body: unknown) => api(path, { method: 'POST', body: JSON.stringify(body) });

console.log('## No trading day (audit 21 F3), ranges audit 21 did not send');
show('covered QQQ over New Year 2022-12-31..2023-01-02 (Sat..observed holiday Mon)', await post('/backtest/covered', covered('QQQ', '2022-12-31', '2023-01-02')));
show('covered PLTR before its listing 2020-01-02..2020-09-29', await post('/backtest/covered', covered('PLTR', '2020-01-02', '2020-09-29')));
show('covered GLD after its data 2026-03-28..2026-04-10', await post('/backtest/covered', covered('GLD', '2026-03-28', '2026-04-10')));
show('spreads IWM Good Friday alone 2023-04-07', await post('/backtest', spread('IWM', '2023-04-07', '2023-04-08', [leg(30, -0.2)])));
show('spreads SPX Juneteenth weekend 2022-06-18..2022-06-20', await post('/backtest', spread('SPX', '2022-06-18', '2022-06-20', [leg(30, -0.2)])));
show('covered META before its listing, ending on its first day 2012-05-01..2012-05-18 (one day: should run)', await post('/backtest/covered', covered('META', '2012-05-01', '2012-05-18')));
show('sweep spreads IWM Good Friday weekend', await post('/sweeps', { kind: 'spreads', base: spread('IWM', '2023-04-07', '2023-04-09', [leg(30, -0.2)]), parameters: [{ field: 'exit.percentage_profit', values: [25, 50] }] }));
show('sweep covered HOOD before listing', await post('/sweeps', { kind: 'covered', base: covered('HOOD', '2021-01-04', '2021-07-28'), parameters: [{ field: 'call.dte', values: [14, 30] }] }));
show('sweep covered SPY a real range (control)', await post('/sweeps', { kind: 'covered', base: covered('SPY', '2021-01-04', '2021-02-26'), parameters: [{ field: 'call.dte', values: [14, 30] }] }));

console.log('\n## DTE past every expiry (audit 21 F4)');
for (const [label, req, isCovered] of [
  ['covered AAPL 2020 DTE_target 3000', covered('AAPL', '2020-01-02', '2020-03-31', { name: 'a22', start_type: 'covered_call', covered_call_config: cc({ DTE_target: 3000 }) }), true],
  ['spreads QQQ 2021 a leg at dte 2000', spread('QQQ', '2021-01-04', '2021-02-26', [leg(2000, -0.2)]), false],
  ['spreads QQQ 2021 a leg at dte 45 (control)', spread('QQQ', '2021-01-04', '2021-02-26', [leg(45, -0.2)]), false],
] as const) {
  const r = await run(api, isCovered, req);
  const res = r.result as { trades?: { reason?: string; entry_date: string }[]; diagnostics?: { notes?: string[] } } | undefined;
  const note = res?.diagnostics?.notes?.find((n) => /past every expiration|DTE target/i.test(n));
  const reason = res?.trades?.find((t) => /past every expiration/.test(t.reason ?? ''))?.reason?.match(/the DTE target[^.]*\)/)?.[0];
  console.log(`${label}: ${r.status} ${r.error ?? ''} trades ${res?.trades?.length}; note: ${note ?? '(none)'}; first reason: ${reason ?? '(none)'}`);
}

console.log('\n## Size caps (audit 21 F5): new requests refused, stored ones kept');
show('covered shares_multiple 10,000,100', await post('/backtest/covered', covered('SPY', '2021-01-04', '2021-02-26', undefined, 10_000_100)));
show('covered shares_multiple 10,000,000 (the cap)', await post('/backtest/covered', covered('SPY', '2021-01-04', '2021-01-08', undefined, 10_000_000)));
show('spreads balance 1e10 + 1', await post('/backtest', spread('SPY', '2021-01-04', '2021-02-26', [leg(30, -0.2)], 1e10 + 1)));
const ok = await run(api, true, covered('SPY', '2021-01-04', '2021-02-26'));
const bigStrategy = covered('SPY', '2021-01-04', '2021-02-26', undefined, 1e12);
const saved = await post('/save-backtest', { backtest_name: 'Above the caps', strategy: bigStrategy, results: ok.result });
show('save a strategy with shares_multiple 1e12 (body)', saved);
const id = (saved.body as { backtest_id?: string }).backtest_id;
const back = await api(`/backtests/${id}`);
console.log(`read back: ${back.status}, strategy.shares_multiple ${(back.body as { strategy?: { shares_multiple?: number } }).strategy?.shares_multiple}`);
const bigSpread = spread('SPY', '2021-01-04', '2021-02-26', [leg(30, -0.2)], 5e12);
const savedSpread = await post('/save-backtest', { backtest_name: 'Spread above the cap', strategy: { ...bigSpread.strategy, starting_balance: 5e12, start_date: bigSpread.start_date, end_date: bigSpread.end_date }, job_id: ok.jobId });
show('save by job with a strategy whose starting_balance is 5e12', savedSpread);
console.log(`SAVED_IDS ${id} ${(savedSpread.body as { backtest_id?: string }).backtest_id}`);

console.log('\n## A save whose job result is gone from the store');
const gone = await run(api, true, covered('SPY', '2021-03-01', '2021-04-30'));
const blob = `${STATE}/s3/results/jobs/${gone.jobId}`;
console.log(`job ${gone.jobId} result blob present: ${existsSync(blob)}`);
rmSync(blob, { recursive: true, force: true });
const byJob = await post('/save-backtest', { backtest_name: 'Job gone', strategy: covered('SPY', '2021-03-01', '2021-04-30'), job_id: gone.jobId });
show('save by job_id after its result was deleted', byJob);
const fallback = await post('/save-backtest', { backtest_name: 'Job gone (sent)', strategy: covered('SPY', '2021-03-01', '2021-04-30'), results: gone.result });
console.log(`the browser's fallback (the result sent): ${fallback.status} origin=${(fallback.body as { results_origin?: string }).results_origin}`);
