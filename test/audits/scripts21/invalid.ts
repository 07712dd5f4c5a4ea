/**
 * Audit 21, part 2: invalid requests through the running app. Each case prints its HTTP status,
 * the time and the error text; a 5xx, a 2xx (accepted), or no answer within 60 s is flagged.
 * Run: npx tsx test/audits/scripts21/invalid.ts > test/audits/scripts21/out-invalid.txt
 */
import { BASE, run, signedInUser, type Api } from './client';

const covered = (over: Record<string, unknown> = {}, strat: Record<string, unknown> = {}, leg: Record<string, unknown> = {}) => ({
  ticker: 'SPY', shares_multiple: 100, start_date: '2019-01-02', end_date: '2019-03-29',
  strategy: { name: 'edge', start_type: 'covered_call', covered_call_config: { DTE_target: 30, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: null }, ...leg }, ...strat },
  ...over,
});
const spread = (over: Record<string, unknown> = {}, strat: Record<string, unknown> = {}, leg: Record<string, unknown> = {}) => ({
  ticker: 'SPY', balance: 100000, start_date: '2019-01-02', end_date: '2019-03-29',
  strategy: { name: 'edge', ticker: 'SPY', legs: [{ side: 'short', option_type: 'put', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: -0.2 }, children: [], ...leg }], global_exit_conditions: [], ...strat },
  ...over,
});
const J = (x: unknown) => JSON.stringify(x);

const cases: [string, 'c' | 's', string][] = [
  // --- bodies that are not a request
  ['malformed JSON', 'c', '{"ticker": "SPY",'],
  ['empty body', 'c', ''],
  ['JSON null', 'c', 'null'],
  ['JSON array', 's', '[1,2]'],
  ['JSON string', 's', '"SPY"'],
  ['huge body (1 MB name)', 's', J(spread({}, { name: 'x'.repeat(1_000_000) }))],
  ['huge body (70 KB of unknown field)', 'c', J(covered({ padding: 'y'.repeat(70_000) }))],
  // --- covered: ticker and dates
  ['unknown ticker ZZZZ', 'c', J(covered({ ticker: 'ZZZZ' }))],
  ['empty ticker', 'c', J(covered({ ticker: '' }))],
  ['ticker with path chars', 'c', J(covered({ ticker: '../SPY' }))],
  ['ticker number', 'c', J(covered({ ticker: 42 }))],
  ['missing ticker', 'c', J({ ...covered(), ticker: undefined })],
  ['missing dates', 'c', J({ ...covered(), start_date: undefined, end_date: undefined })],
  ['end before start', 'c', J(covered({ start_date: '2019-03-29', end_date: '2019-01-02' }))],
  ['start == end (weekday)', 'c', J(covered({ start_date: '2019-03-29', end_date: '2019-03-29' }))],
  ['month 13', 'c', J(covered({ start_date: '2019-13-01' }))],
  ['Feb 30', 'c', J(covered({ start_date: '2019-02-30' }))],
  ['date as number', 'c', J(covered({ start_date: 20190102 }))],
  ['date with time', 'c', J(covered({ start_date: '2019-01-02T00:00:00Z' }))],
  ['range wholly before the data (2005)', 'c', J(covered({ start_date: '2005-01-03', end_date: '2005-12-30' }))],
  ['range wholly after the data (2030)', 'c', J(covered({ start_date: '2030-01-02', end_date: '2030-06-28' }))],
  ['range before spec min (2009-06..2010-02)', 'c', J(covered({ start_date: '2009-06-01', end_date: '2010-02-26' }))],
  ['range after spec max (2026-01..2026-03)', 'c', J(covered({ start_date: '2026-01-02', end_date: '2026-03-20' }))],
  ['HOOD before its listing (2020)', 'c', J(covered({ ticker: 'HOOD', start_date: '2020-01-02', end_date: '2020-12-31' }))],
  ['weekend-only range', 'c', J(covered({ start_date: '2019-01-05', end_date: '2019-01-06' }))],
  ['holiday-only range (2019-12-25)', 'c', J(covered({ start_date: '2019-12-25', end_date: '2019-12-25' }))],
  // --- covered: sizes and strategy bounds
  ['shares_multiple 150', 'c', J(covered({ shares_multiple: 150 }))],
  ['shares_multiple 0', 'c', J(covered({ shares_multiple: 0 }))],
  ['shares_multiple -100', 'c', J(covered({ shares_multiple: -100 }))],
  ['shares_multiple "100"', 'c', J(covered({ shares_multiple: '100' }))],
  ['shares_multiple 1e400 (Infinity)', 'c', J(covered()).replace('"shares_multiple":100', '"shares_multiple":1e400')],
  ['shares_multiple 1e15', 'c', J(covered({ shares_multiple: 1e15 }))],
  ['DTE_target -1', 'c', J(covered({}, {}, { DTE_target: -1 }))],
  ['DTE_target 1.5', 'c', J(covered({}, {}, { DTE_target: 1.5 }))],
  ['DTE_target 100000', 'c', J(covered({}, {}, { DTE_target: 100000 }))],
  ['call delta 1.5', 'c', J(covered({}, {}, { strike_target_condition: { type: 'delta', delta: 1.5, tolerance: null } }))],
  ['call delta -0.3', 'c', J(covered({}, {}, { strike_target_condition: { type: 'delta', delta: -0.3, tolerance: null } }))],
  ['call delta NaN-string', 'c', J(covered({}, {}, { strike_target_condition: { type: 'delta', delta: 'NaN', tolerance: null } }))],
  ['percentage_otm -0.5', 'c', J(covered({}, {}, { strike_target_condition: { type: 'percentage_otm', percentage_otm: -0.5, tolerance: null } }))],
  ['percentage_otm 50 (5000%)', 'c', J(covered({}, {}, { strike_target_condition: { type: 'percentage_otm', percentage_otm: 50, tolerance: null } }))],
  ['tp_pct 1.5', 'c', J(covered({}, {}, { exit_conditions: [{ type: 'take_profit_credit_capture', tp_pct: 1.5 }] }))],
  ['tp_pct -0.1', 'c', J(covered({}, {}, { exit_conditions: [{ type: 'take_profit_credit_capture', tp_pct: -0.1 }] }))],
  ['sl_multiple -1', 'c', J(covered({}, {}, { exit_conditions: [{ type: 'stop_loss_credit_multiple', sl_multiple: -1 }] }))],
  ['time_stop 0', 'c', J(covered({}, {}, { exit_conditions: [{ type: 'time_stop', max_days_in_trade: 0 }] }))],
  ['time_stop 2.5', 'c', J(covered({}, {}, { exit_conditions: [{ type: 'time_stop', max_days_in_trade: 2.5 }] }))],
  ['unknown exit type', 'c', J(covered({}, {}, { exit_conditions: [{ type: 'moon_phase', value: 1 }] }))],
  ['11 exit conditions', 'c', J(covered({}, {}, { exit_conditions: Array.from({ length: 11 }, () => ({ type: 'dte_stop', min_dte: 5 })) }))],
  ['max_rolls -1', 'c', J(covered({}, {}, { roll_config: { DTE_offset: 0, roll_on_conditions: [{ type: 'dte_stop', min_dte: 7 }], max_rolls: -1 } }))],
  ['DTE_offset -400', 'c', J(covered({}, {}, { roll_config: { DTE_offset: -400, roll_on_conditions: [{ type: 'dte_stop', min_dte: 7 }], max_rolls: null } }))],
  ['days_of_week [7]', 'c', J(covered({}, { days_of_week: [7] }))],
  ['days_of_week []', 'c', J(covered({}, { days_of_week: [] }))],
  ['price_source bogus', 'c', J(covered({}, { price_source: 'bogus' }))],
  ['min_volume_for_entry -5', 'c', J(covered({}, { min_volume_for_entry: -5 }))],
  ['wheel without put config', 'c', J(covered({}, { wheel_enabled: true }))],
  ['start_type put, no put config', 'c', J(covered({}, { start_type: 'cash_secured_put' }))],
  ['start_type bogus', 'c', J(covered({}, { start_type: 'naked_call' }))],
  ['missing strategy', 'c', J({ ...covered(), strategy: undefined })],
  ['strategy is a string', 'c', J(covered({ strategy: 'wheel' }))],
  ['unknown top-level field', 'c', J(covered({ tickr: 'SPY' }))],
  ['technical indicator period 0', 'c', J(covered({}, {}, { exit_conditions: [{ type: 'technical', target: { kind: 'sma', period: 0 }, bottom: null, top: { value: 1 } }] }))],
  // --- spreads
  ['balance 999', 's', J(spread({ balance: 999 }, { starting_balance: 999 }))],
  ['balance -1', 's', J(spread({ balance: -1 }))],
  ['balance 1e400 (Infinity)', 's', J(spread()).replace('"balance":100000', '"balance":1e400')],
  ['balance "lots"', 's', J(spread({ balance: 'lots' }))],
  ['no legs', 's', J(spread({}, { legs: [] }))],
  ['9 legs', 's', J(spread({}, { legs: Array.from({ length: 9 }, () => spread().strategy.legs[0]) }))],
  ['quantity 0', 's', J(spread({}, {}, { quantity: 0 }))],
  ['quantity 2.5', 's', J(spread({}, {}, { quantity: 2.5 }))],
  ['quantity 1e9', 's', J(spread({}, {}, { quantity: 1e9 }))],
  ['dte_target 0', 's', J(spread({}, {}, { dte_target: 0 }))],
  ['dte_target 5000', 's', J(spread({}, {}, { dte_target: 5000 }))],
  ['delta value 2', 's', J(spread({}, {}, { target_strike_condition: { type: 'delta', value: 2 } }))],
  ['missing strike value', 's', J(spread({}, {}, { target_strike_condition: { type: 'delta' } }))],
  ['strike type bogus', 's', J(spread({}, {}, { target_strike_condition: { type: 'charm', value: 1 } }))],
  ['side sideways', 's', J(spread({}, {}, { side: 'sideways' }))],
  ['max_open_positions 0', 's', J(spread({}, { max_open_positions: 0 }))],
  ['max_open_positions 51', 's', J(spread({}, { max_open_positions: 51 }))],
  ['margin per position 101', 's', J(spread({}, { max_margin_percentage_per_position: 101 }))],
  ['margin per portfolio -1', 's', J(spread({}, { max_margin_percentage_per_portfolio: -1 }))],
  ['percentage_profit -5', 's', J(spread({}, { global_exit_conditions: [{ type: 'percentage_profit', value: -5 }] }))],
  ['time_stop 1.5', 's', J(spread({}, { global_exit_conditions: [{ type: 'time_stop', value: 1.5 }] }))],
  ['child strike_offset_tolerance -1', 's', J(spread({}, {}, { children: [{ side: 'long', option_type: 'put', dte_target: 30, strike_offset: -5, strike_offset_tolerance: -1 }] }))],
  ['5 child legs', 's', J(spread({}, {}, { children: Array.from({ length: 5 }, () => ({ side: 'long', option_type: 'put', dte_target: 30, strike_offset: -5 })) }))],
  ['empty strategy name', 's', J(spread({}, { name: '' }))],
  ['end before start (spreads)', 's', J(spread({ start_date: '2019-03-29', end_date: '2019-01-02' }))],
  ['unknown ticker (spreads)', 's', J(spread({ ticker: 'QQQQ' }, { ticker: 'QQQQ' }))],
  ['request vs strategy ticker differ', 's', J(spread({ ticker: 'QQQ' }, { ticker: 'SPY' }))],
  ['range wholly before data (spreads)', 's', J(spread({ start_date: '2001-01-02', end_date: '2001-06-29' }))],
  ['commission -1', 's', J(spread({ commission_per_contract: -1 }))],
  ['slippage 150%', 's', J(spread({ slippage_pct_of_spread: 150 }))],
  ['reentry_cooldown_days 99999', 's', J(spread({}, { reentry_cooldown_days: 99999 }))],
];

async function call(api: Api, path: string, body: string): Promise<string> {
  const t0 = Date.now();
  try {
    const res = await api(path, { method: 'POST', rawBody: body, signal: AbortSignal.timeout(60_000) });
    const err = (res.body as { error?: unknown })?.error;
    const flag = res.status >= 500 ? ' <<< 5xx' : res.status < 300 ? ' <<< ACCEPTED' : '';
    return `${res.status} ${res.ms}ms${flag} | ${typeof err === 'string' ? err : res.text.slice(0, 300)}`;
  } catch (e) {
    return `NO ANSWER after ${Date.now() - t0}ms <<< ${(e as Error).message}`;
  }
}

const { api } = await signedInUser('a21inv');
for (const [name, kind, body] of cases) {
  console.log(`[${kind}] ${name} (${body.length} B): ${await call(api, kind === 'c' ? '/backtest/covered' : '/backtest', body)}`);
}

// --- another user's ids, and no token
const other = await signedInUser('a21other');
const mine = await run(api, true, covered());
const jobId = mine.jobId ?? (mine.start.body as { job_id?: string }).job_id;
console.log(`own run: ${mine.status} job ${jobId ?? '(inline, no job id)'}`);
const saved = await api('/save-backtest', { method: 'POST', body: J({ backtest_name: 'mine', strategy: covered().strategy, results: mine.result, ...(jobId ? { job_id: jobId } : {}) }) });
const savedId = (saved.body as { backtest_id?: string }).backtest_id;
console.log(`own save: ${saved.status} ${saved.text.slice(0, 160)}`);
const probes: [string, string, string | undefined][] = [
  ['GET', `/jobs/${jobId}`, undefined],
  ['GET', `/backtests/${savedId}`, undefined],
  ['DELETE', `/backtests/${savedId}`, undefined],
  ['POST', `/backtests/${savedId}/share`, '{}'],
  ['POST', `/backtests/${savedId}/settings`, J({ filing_status: 'single' })],
  ['POST', '/save-backtest', J({ backtest_name: 'stolen', job_id: jobId })],
  ['GET', '/jobs/not-a-job', undefined],
  ['GET', '/backtests/not-a-backtest', undefined],
];
for (const [method, path, body] of probes) {
  if (path.includes('undefined')) { console.log(`other user ${method} ${path}: skipped (no id)`); continue; }
  const r = await other.api(path, { method, ...(body ? { body } : {}) });
  console.log(`other user ${method} ${path}: ${r.status} ${r.text.slice(0, 200)}`);
}
const still = await api(`/backtests/${savedId}`);
console.log(`owner still reads the saved backtest: ${still.status}`);
const anon = await fetch(`${BASE}/api/backtest/covered`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: J(covered()) });
console.log(`no token: ${anon.status} ${(await anon.text()).slice(0, 200)}`);
const bad = await fetch(`${BASE}/api/backtest/covered`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer abc.def.ghi' }, body: J(covered()) });
console.log(`forged token: ${bad.status} ${(await bad.text()).slice(0, 200)}`);
