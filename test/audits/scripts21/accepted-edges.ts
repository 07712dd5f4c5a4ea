/**
 * Audit 21: the valid-looking but empty or out-of-data requests the API accepts (202 or 200):
 * how each ends (finished with what notes, or failed with what words), and whether another user
 * can read the job. Run: npx tsx test/audits/scripts21/accepted-edges.ts
 */
import { run, signedInUser } from './client';

const covered = (over: Record<string, unknown>, leg: Record<string, unknown> = {}) => ({
  ticker: 'SPY', shares_multiple: 100, start_date: '2019-01-02', end_date: '2019-03-29',
  strategy: { name: 'edge', start_type: 'covered_call', covered_call_config: { DTE_target: 30, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: null }, ...leg } },
  ...over,
});
const spread = (over: Record<string, unknown>, leg: Record<string, unknown> = {}) => ({
  ticker: 'SPY', balance: 100000, start_date: '2019-01-02', end_date: '2019-03-29',
  strategy: { name: 'edge', ticker: 'SPY', legs: [{ side: 'short', option_type: 'put', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: -0.2 }, children: [], ...leg }], global_exit_conditions: [] },
  ...over,
});
const cases: [string, boolean, unknown][] = [
  ['range wholly before the data (2005)', true, covered({ start_date: '2005-01-03', end_date: '2005-12-30' })],
  ['range wholly after the data (2030)', true, covered({ start_date: '2030-01-02', end_date: '2030-06-28' })],
  ['HOOD before its listing (2020)', true, covered({ ticker: 'HOOD', start_date: '2020-01-02', end_date: '2020-12-31' })],
  ['weekend-only range', true, covered({ start_date: '2019-01-05', end_date: '2019-01-06' })],
  ['holiday-only range', true, covered({ start_date: '2019-12-25', end_date: '2019-12-25' })],
  ['start == end (weekday)', true, covered({ start_date: '2019-03-29', end_date: '2019-03-29' })],
  ['range wholly before data (spreads)', false, spread({ start_date: '2001-01-02', end_date: '2001-06-29' })],
  ['AAPL past its last bar (2025-11..12)', true, covered({ ticker: 'AAPL', start_date: '2025-11-03', end_date: '2025-12-31' })],
  ['call delta -0.3', true, covered({}, { strike_target_condition: { type: 'delta', delta: -0.3, tolerance: null } })],
  ['percentage_otm -0.5', true, covered({}, { strike_target_condition: { type: 'percentage_otm', percentage_otm: -0.5, tolerance: null } })],
  ['DTE_target 100000', true, covered({}, { DTE_target: 100000 })],
  ['spreads dte_target 5000', false, spread({}, { dte_target: 5000 })],
  ['spreads quantity 1e9', false, spread({}, { quantity: 1e9 })],
];
const { api } = await signedInUser('a21acc');
const other = await signedInUser('a21acc-other');
for (const [name, isCovered, req] of cases) {
  const r = await run(api, isCovered, req);
  const res = r.result as { total_trades?: number; data_period?: unknown; start_balance?: number; end_balance?: number; diagnostics?: { notes?: string[]; skipped_entries?: unknown[] }; trades?: { entry_date?: string; exit_date?: string; entry?: { expiry_date?: string; strike?: number }; entry_position?: unknown }[] } | undefined;
  console.log(`\n## ${name}: ${r.start.status} -> ${r.status}${r.error ? ` | error: ${r.error}` : ''}`);
  if (res) {
    console.log(`  period ${JSON.stringify(res.data_period)} trades ${res.total_trades} balance ${res.start_balance} -> ${res.end_balance}`);
    for (const n of res.diagnostics?.notes ?? []) console.log(`  note: ${n.slice(0, 400)}`);
    console.log(`  skipped: ${JSON.stringify(res.diagnostics?.skipped_entries ?? []).slice(0, 400)}`);
    for (const t of (res.trades ?? []).slice(0, 3)) console.log(`  trade: ${JSON.stringify(t).slice(0, 500)}`);
  }
  if (r.jobId) {
    const peek = await other.api(`/jobs/${r.jobId}`);
    console.log(`  another user GET /jobs/${r.jobId}: ${peek.status} ${peek.text.slice(0, 120)}`);
    const steal = await other.api('/save-backtest', { method: 'POST', body: JSON.stringify({ backtest_name: 'stolen', job_id: r.jobId }) });
    console.log(`  another user saves it by job_id: ${steal.status} ${steal.text.slice(0, 160)}`);
  }
}
