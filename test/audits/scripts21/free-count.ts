/**
 * Audit 21: does a free user's run that can only fail (a range with no trading days) use one of the
 * 3 free backtests? And is another user's finished job refused when saved by its id (with a strategy)?
 * Run: npx tsx test/audits/scripts21/free-count.ts
 */
import { run, signedInUser } from './client';

const req = (start: string, end: string) => ({
  ticker: 'SPY', shares_multiple: 100, start_date: start, end_date: end,
  strategy: { name: 'edge', start_type: 'covered_call', covered_call_config: { DTE_target: 30, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: null } } },
});
const { api } = await signedInUser('a21free', false);
const status = async () => ((await api('/getuserstatus')).body as { free_backtests_remaining?: number }).free_backtests_remaining;
console.log(`free left at sign-up: ${await status()}`);
const ranges: [string, string][] = [['2005-01-03', '2005-12-30'], ['2019-01-05', '2019-01-06'], ['2030-01-02', '2030-06-28']];
for (const [s, e] of ranges) {
  const r = await run(api, true, req(s, e));
  console.log(`${s}..${e}: ${r.start.status} -> ${r.status} ${r.error ?? ''} | free left: ${await status()}`);
}
// A long run answers 202 with a job id; another (Pro) user then tries to save and read it.
const pro = await signedInUser('a21owner');
const condor = { ticker: 'SPX', balance: 1_000_000, start_date: '2010-01-04', end_date: '2025-12-31', strategy: { name: 'long condor', ticker: 'SPX', max_open_positions: 20, legs: [
  { side: 'short', option_type: 'put', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: -0.16 }, children: [{ side: 'long', option_type: 'put', dte_target: 30, strike_offset: -25, strike_offset_tolerance: 10 }] },
  { side: 'short', option_type: 'call', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: 0.16 }, children: [{ side: 'long', option_type: 'call', dte_target: 30, strike_offset: 25, strike_offset_tolerance: 10 }] }] } };
const long = await run(pro.api, false, condor);
console.log(`owner long run: ${long.start.status} -> ${long.status} job ${long.jobId}`);
const thief = await signedInUser('a21thief');
if (long.jobId) {
  const peek = await thief.api(`/jobs/${long.jobId}`);
  console.log(`thief GET /jobs: ${peek.status} ${peek.text.slice(0, 120)}`);
  const steal = await thief.api('/save-backtest', { method: 'POST', body: JSON.stringify({ backtest_name: 'stolen', strategy: condor.strategy, job_id: long.jobId }) });
  console.log(`thief saves by job_id: ${steal.status} ${steal.text.slice(0, 200)}`);
  const own = await pro.api('/save-backtest', { method: 'POST', body: JSON.stringify({ backtest_name: 'mine', strategy: condor.strategy, job_id: long.jobId }) });
  console.log(`owner saves by job_id: ${own.status} ${own.text.slice(0, 120)}`);
  const id = (own.body as { backtest_id?: string }).backtest_id;
  const settings = await thief.api(`/backtests/${id}/settings`, { method: 'POST', body: JSON.stringify({ filing_status: 'single_or_joint' }) });
  console.log(`thief POST settings on owner's backtest: ${settings.status} ${settings.text.slice(0, 120)}`);
  const share = await thief.api(`/backtests/${id}/share`, { method: 'DELETE' });
  console.log(`thief DELETE share on owner's backtest: ${share.status} ${share.text.slice(0, 120)}`);
}
