/**
 * Audit 21, part 1: unusual but valid requests through the running app, every result checked by
 * invariants.ts. Tickers and their first/last days are read from the bundled dataset's bar files.
 * Results are kept in /tmp/a21-results/<case>.json for the recomputations.
 * Run: npx tsx test/audits/scripts21/matrix.ts [filter] > test/audits/scripts21/out-matrix.txt
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { run, signedInUser } from './client';
import { checkResult } from './invariants';

const BARS = 'functions/market/data/bars';
const days = (t: string) => readFileSync(`${BARS}/${t}.csv`, 'utf8').trim().split('\n').slice(1).map((l) => l.split(',')[0]);
const tickers = readdirSync(BARS).map((f) => f.replace('.csv', '')).sort();

type Leg = Record<string, unknown>;
const cc = (delta = 0.3, dte = 30, extra: Leg = {}) => ({ DTE_target: dte, strike_target_condition: { type: 'delta', delta, tolerance: null }, ...extra });
const csp = (delta = -0.3, dte = 30, extra: Leg = {}) => ({ DTE_target: dte, strike_target_condition: { type: 'delta', delta, tolerance: null }, ...extra });
const covered = (ticker: string, start: string, end: string, strategy: Leg, shares = 100) => ({ ticker, shares_multiple: shares, start_date: start, end_date: end, strategy: { name: 'a21', ...strategy } });
const wheel = (extraPut: Leg = {}, extraCall: Leg = {}) => ({ wheel_enabled: true, start_type: 'cash_secured_put', cash_secured_put_config: csp(-0.3, 30, extraPut), covered_call_config: cc(0.3, 30, extraCall) });
const leg = (side: string, type: string, value: number, dte = 30, children: Leg[] = [], quantity = 1, strikeType = 'delta') => ({ side, option_type: type, quantity, dte_target: dte, target_strike_condition: { type: strikeType, value }, children });
const child = (side: string, type: string, offset: number, dte = 30, tol = 5) => ({ side, option_type: type, dte_target: dte, strike_offset: offset, strike_offset_tolerance: tol });
const spread = (ticker: string, start: string, end: string, legs: Leg[], strat: Leg = {}, balance = 100000, over: Leg = {}) => ({ ticker, balance, start_date: start, end_date: end, strategy: { name: 'a21', ticker, legs, global_exit_conditions: [], ...strat }, ...over });
const pcs = (w: number) => [leg('short', 'put', -0.2, 30, [child('long', 'put', -w)])];
const condor = (w: number, d = 0.16, dte = 30) => [leg('short', 'put', -d, dte, [child('long', 'put', -w, dte)]), leg('short', 'call', d, dte, [child('long', 'call', w, dte)])];
const widthOf = (t: string) => (t === 'SPX' ? 25 : 5);

const cases: [string, boolean, Leg][] = [];
for (const t of tickers) {
  const d = days(t);
  const at = (i: number) => d.at(i) ?? '';
  cases.push([`${t} wheel first 60 days ${at(0)}..${at(59)}`, true, covered(t, at(0), at(59), wheel())]);
  cases.push([`${t} wheel last 60 days ${at(-60)}..${at(-1)}`, true, covered(t, at(-60), at(-1), wheel())]);
  cases.push([`${t} put spread at min balance, last 40 days`, false, spread(t, at(-40), at(-1), pcs(widthOf(t)), { starting_balance: 1000 }, 1000)]);
}
cases.push(
  // Short ranges and calendar edges.
  ['SPY CC 3 days Wed-Fri 2019-06-12..14', true, covered('SPY', '2019-06-12', '2019-06-14', { start_type: 'covered_call', covered_call_config: cc() })],
  ['SPY CC Sat..Sun 2019-06-15..2019-06-23', true, covered('SPY', '2019-06-15', '2019-06-23', { start_type: 'covered_call', covered_call_config: cc() })],
  ['SPY CSP from a holiday 2019-07-04..2019-08-16', true, covered('SPY', '2019-07-04', '2019-08-16', { start_type: 'cash_secured_put', cash_secured_put_config: csp() })],
  ['SPY condor ends on Thanksgiving 2019-10-01..2019-11-28', false, spread('SPY', '2019-10-01', '2019-11-28', condor(5))],
  ['SPY condor 2 days over a weekend 2019-06-14..2019-06-17', false, spread('SPY', '2019-06-14', '2019-06-17', condor(5))],
  ['SPY straddle starts Good Friday 2019-04-19..2019-06-28', false, spread('SPY', '2019-04-19', '2019-06-28', [leg('long', 'call', 0.5), leg('long', 'put', -0.5)], { global_exit_conditions: [{ type: 'percentage_profit', value: 0 }] })],
  // Size bounds.
  ['SPY CC 1,000,000 shares 2019', true, covered('SPY', '2019-01-02', '2019-12-31', { start_type: 'covered_call', covered_call_config: cc() }, 1_000_000)],
  ['SPY condor $1e9 balance, 50 positions 2019', false, spread('SPY', '2019-01-02', '2019-12-31', condor(5), { max_open_positions: 50, starting_balance: 1e9 }, 1e9)],
  ['SPY condor $1000 balance 0% margin a position', false, spread('SPY', '2019-01-02', '2019-06-28', condor(5), { max_margin_percentage_per_position: 0, starting_balance: 1000 }, 1000)],
  ['SPY put spread 100% margin, 50 positions, no units cap 2020 H1', false, spread('SPY', '2020-01-02', '2020-06-30', pcs(5), { max_open_positions: 50, max_margin_percentage_per_position: 100, max_margin_percentage_per_portfolio: 100 })],
  // Strategy bounds.
  ['SPY CC DTE 0 delta 0.99', true, covered('SPY', '2019-01-02', '2019-03-29', { start_type: 'covered_call', covered_call_config: cc(0.99, 0) })],
  ['SPY CSP delta -0.01 DTE 365', true, covered('SPY', '2019-01-02', '2019-12-31', { start_type: 'cash_secured_put', cash_secured_put_config: csp(-0.01, 365) })],
  ['SPY CC tp 0 (take any profit) sl 0', true, covered('SPY', '2019-01-02', '2019-06-28', { start_type: 'covered_call', covered_call_config: cc(0.3, 30, { exit_conditions: [{ type: 'take_profit_credit_capture', tp_pct: 0 }, { type: 'stop_loss_credit_multiple', sl_multiple: 0 }] }) })],
  ['SPY CC tp 1 (full credit) time_stop 1', true, covered('SPY', '2019-01-02', '2019-06-28', { start_type: 'covered_call', covered_call_config: cc(0.3, 30, { exit_conditions: [{ type: 'take_profit_credit_capture', tp_pct: 1 }, { type: 'time_stop', max_days_in_trade: 1 }] }) })],
  ['SPY CC roll DTE_offset -365 max_rolls 0', true, covered('SPY', '2019-01-02', '2019-06-28', { start_type: 'covered_call', covered_call_config: cc(0.3, 30, { roll_config: { DTE_offset: -365, roll_on_conditions: [{ type: 'dte_stop', min_dte: 0 }], max_rolls: 0 } }) })],
  ['SPY CC catch stop, Mondays only, mid', true, covered('SPY', '2020-01-02', '2020-06-30', { start_type: 'covered_call', catch_stop_loss: true, days_of_week: [0], price_source: 'mid', covered_call_config: cc(0.3, 30, { exit_conditions: [{ type: 'stop_loss_credit_multiple', sl_multiple: 1 }] }) })],
  ['SPX condor dte 1 delta 0.01 width 5', false, spread('SPX', '2023-01-03', '2023-03-31', condor(5, 0.01, 1))],
  ['SPX condor dte 1 delta 0.99', false, spread('SPX', '2023-01-03', '2023-02-28', condor(25, 0.99, 1))],
  ['SPY butterfly 1/-2/1 $1 wings', false, spread('SPY', '2021-01-04', '2021-06-30', [leg('long', 'call', 0.5, 30, [child('short', 'call', 1, 30, 1), child('short', 'call', 1, 30, 1), child('long', 'call', 2, 30, 1)])])],
  ['QQQ calendar 30/60', false, spread('QQQ', '2021-01-04', '2021-06-30', [leg('short', 'call', 0.5, 30, [child('long', 'call', 0, 60, 0)])])],
  ['SPY condor exits at 0% profit, 0% loss, time_stop 1', false, spread('SPY', '2019-01-02', '2019-03-29', condor(5), { global_exit_conditions: [{ type: 'percentage_profit', value: 0 }, { type: 'percentage_loss', value: 0 }, { type: 'time_stop', value: 1 }] })],
  ['SPY 8 legs', false, spread('SPY', '2019-01-02', '2019-03-29', [...condor(5), ...condor(10, 0.1), ...condor(3, 0.3), ...condor(2, 0.4)].slice(0, 8))],
  ['SPY collar strike_price legs', false, spread('SPY', '2019-01-02', '2019-03-29', [leg('short', 'call', 270, 30, [], 1, 'strike_price'), leg('long', 'put', 230, 30, [], 1, 'strike_price')])],
  // Splits and the largest dividend inside the range.
  ['NVDA CC over 10:1 2024-06-10', true, covered('NVDA', '2024-05-01', '2024-07-31', { start_type: 'covered_call', covered_call_config: cc(0.3, 45) })],
  ['TSLA wheel over 3:1 2022-08-25', true, covered('TSLA', '2022-07-01', '2022-10-31', wheel())],
  ['AAPL put spread over 4:1 2020-08-31', false, spread('AAPL', '2020-08-03', '2020-10-30', pcs(5))],
  ['AMZN condor over 20:1 2022-06-06', false, spread('AMZN', '2022-05-02', '2022-07-29', condor(50))],
  ['GOOGL CC over 20:1 2022-07-18', true, covered('GOOGL', '2022-06-01', '2022-08-31', { start_type: 'covered_call', covered_call_config: cc(0.3, 60) })],
  ['NFLX wheel over 10:1 2025-11-17 to data end', true, covered('NFLX', '2025-10-01', days('NFLX').at(-1) ?? '', wheel())],
  ['MSTR CSP over 10:1 2024-08-08', true, covered('MSTR', '2024-07-01', '2024-09-30', { start_type: 'cash_secured_put', cash_secured_put_config: csp(-0.3, 30) })],
  ['BABA CC over its $1 dividend 2023-12-20', true, covered('BABA', '2023-11-01', '2024-01-31', { start_type: 'covered_call', covered_call_config: cc(0.6, 30) })],
  ['GOOGL wheel over class C 2014-04-03', true, covered('GOOGL', '2014-03-03', '2014-05-30', wheel())],
);

const filter = process.argv[2];
mkdirSync('/tmp/a21-results', { recursive: true });
const { api } = await signedInUser('a21matrix');
let pass = 0, fail = 0, errors = 0;
for (const [name, isCovered, req] of cases) {
  if (filter && !name.includes(filter)) continue;
  const r = await run(api, isCovered, req);
  if (!r.result) { errors++; console.log(`ERROR ${name}: ${r.start.status} ${r.status} ${r.error ?? ''}`); continue; }
  const res = r.result as Record<string, unknown>;
  writeFileSync(`/tmp/a21-results/${name.replace(/[^A-Za-z0-9]+/g, '_')}.json`, JSON.stringify({ request: req, result: res }));
  const v = checkResult(res as never, req, isCovered);
  if (v.length) fail++; else pass++;
  console.log(`${v.length ? 'FAIL' : 'ok  '} ${name}: ${res.total_trades} trades, ${res.start_balance} -> ${res.end_balance}${v.length ? '\n      ' + [...new Set(v)].slice(0, 12).join('\n      ') : ''}`);
}
console.log(`\n${pass} passed, ${fail} with violations, ${errors} errors`);
