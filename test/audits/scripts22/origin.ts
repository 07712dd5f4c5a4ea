/**
 * Audit 22: h-origin22 (audit 21 F2) through the running app. A run saved by its job reads
 * results_origin 'run'; a body save 'sent'; the share read carries it; forging attempts: a job_id
 * with a results body, another user's job, a sweep's id, a job id that does not exist, and a job's
 * result with a strategy that is not the job's. Run: npx tsx test/audits/scripts22/origin.ts
 */
import { SHARED_READ_PATH } from '../../../shared/contracts/share';
import { BASE, run, signedInUser } from './client';

const A = await signedInUser('a22origin');
const B = await signedInUser('a22other');
const request = {
  ticker: 'SPY', shares_multiple: 100, start_date: '2019-01-02', end_date: '2019-06-28',
  strategy: { name: 'CSP', start_type: 'cash_secured_put', cash_secured_put_config: { DTE_target: 30, strike_target_condition: { type: 'delta', delta: -0.3, tolerance: null } } },
};
const ra = await run(A.api, true, request);
const rb = await run(B.api, true, request);
const result = ra.result as { total_pnl: number };
console.log(`A's run: job ${ra.jobId} ${ra.status}, total_pnl ${result.total_pnl}; B's job ${rb.jobId}`);
const save = async (label: string, body: unknown) => {
  const a = await A.api('/save-backtest', { method: 'POST', body: JSON.stringify(body) });
  const b = a.body as { backtest_id?: string; results_origin?: string; message?: string; error?: string; results?: { total_pnl?: number } };
  console.log(`${label}: ${a.status} origin=${b.results_origin} total_pnl=${b.results?.total_pnl} ${a.status >= 400 ? a.text.slice(0, 200) : ''}`);
  return b.backtest_id;
};
const share = async (id: string | undefined) => {
  const s = await A.api(`/backtests/${id}/share`, { method: 'POST', body: '' });
  const token = (s.body as { token?: string }).token;
  const read = await fetch(`${BASE}/api${SHARED_READ_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  const j = (await read.json()) as { results_origin?: string; strategy?: { name?: string; ticker?: string }; results?: { total_pnl?: number; ticker?: string } };
  return `share ${s.status}, public read origin=${j.results_origin} strategy.name=${j.strategy?.name} strategy.ticker=${j.strategy?.ticker} results.total_pnl=${j.results?.total_pnl}`;
};
const byJob = await save('save by job_id (the run\'s request as its strategy, as the builder sends its form)', { backtest_name: 'By job', strategy: request, job_id: ra.jobId });
await save('save by job_id with only the inner strategy (no ticker, no dates)', { backtest_name: 'Inner', strategy: request.strategy, job_id: ra.jobId });
console.log(`  ${await share(byJob)}`);
const byBody = await save('save with results body', { backtest_name: 'By body', strategy: request.strategy, results: result });
console.log(`  ${await share(byBody)}`);
await save('job_id + edited results body', { backtest_name: 'Both', strategy: request.strategy, job_id: ra.jobId, results: { ...result, total_pnl: result.total_pnl * 10 } });
await save("another user's job id", { backtest_name: 'Other', strategy: request.strategy, job_id: rb.jobId });
await save('job id that does not exist', { backtest_name: 'Nope', strategy: request.strategy, job_id: 'does-not-exist-123' });
const sweep = await A.api('/sweeps', { method: 'POST', body: JSON.stringify({ kind: 'covered', base: request, parameters: [{ field: 'put.dte', values: [30, 45] }] }) });
console.log(`sweep start: ${sweep.status} ${sweep.text.slice(0, 160)}`);
const sweepId = (sweep.body as { sweep_id?: string; job_id?: string }).sweep_id ?? (sweep.body as { job_id?: string }).job_id;
if (sweepId) await save("a sweep's id", { backtest_name: 'Sweep', strategy: request.strategy, job_id: sweepId });
// The job's real result under a strategy that is not the job's: a TSLA covered call's name and ticker.
const claimed = { name: 'TSLA covered call 0.30 delta', start_type: 'covered_call', ticker: 'TSLA', covered_call_config: { DTE_target: 7 } };
const mislabelled = await save("A's job, a strategy that is not the job's", { backtest_name: 'TSLA weekly calls', strategy: claimed, job_id: ra.jobId });
console.log(`  ${await share(mislabelled)}`);
const list = await A.api('/backtests');
const items = ((list.body as { backtests?: { name: string; results_origin?: string }[] }).backtests ?? (list.body as { name: string; results_origin?: string }[]));
console.log(`list: ${JSON.stringify((Array.isArray(items) ? items : []).map((i) => `${i.name}:${i.results_origin}`))}`);
console.log(`JOB_TO_DELETE ${ra.jobId}`);
