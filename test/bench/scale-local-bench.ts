/**
 * `npx tsx test/bench/scale-local-bench.ts <request.json> [sweep-cells=1000]` — the largest requests
 * a user may make, through `npm start`'s runtime as the browser makes them: sign up, upgrade through
 * the local checkout, POST the backtest, poll GET /jobs/{id} as the client does, follow `result_url`,
 * then save that result with its body (POST /save-backtest {strategy, results}: refused over 5 MB)
 * and by its job (POST /save-backtest {strategy, job_id}); then a sweep of the most
 * cells allowed (10 DTEs × 10 deltas × 10 take-profits of a 2010-2026 SPY cash-secured put). Prints
 * wall times, answer sizes and statuses; the last line is JSON.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SweepRequestInput } from '../../shared/contracts';
import { startLocalRuntime } from '../../infra/local/start-local-runtime';
import { localProUser } from './local-pro-user';

const [requestPath, cellsArg] = process.argv.slice(2);
if (!requestPath) throw new Error('usage: scale-local-bench.ts <request.json> [sweep-cells]');
const request = JSON.parse(readFileSync(requestPath, 'utf8')) as { strategy: Record<string, unknown>; strategy_type?: string };
const covered = 'covered_call_config' in request.strategy || 'cash_secured_put_config' in request.strategy;
const SWEEP_CELLS = Number(cellsArg ?? 1000);

const stateDir = mkdtempSync(join(tmpdir(), 'scale-bench-'));
const runtime = await startLocalRuntime({ stateDir, dev: true, timeoutMs: 300_000 });
const results: Record<string, unknown> = {};
const seconds = (t0: number) => Math.round((performance.now() - t0) / 100) / 10;

try {
  const { api } = await localProUser(runtime, 'scale');

  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} before the backtest`);
  const t0 = performance.now();
  const started = await api(covered ? '/backtest/covered' : '/backtest', { method: 'POST', body: JSON.stringify(request) });
  console.log(`POST ${covered ? '/backtest/covered' : '/backtest'}: ${started.status} after ${seconds(t0)} s, ${started.bytes} bytes`);
  let result: unknown = started.status === 200 ? started.body : undefined;
  const jobId = (started.body as { job_id?: string }).job_id;
  // The client's own poll delays (2, 5.6, 12.1, 23.7 s, ...) would hide the finish time: poll every 250 ms.
  while (!result && jobId) {
    await new Promise((r) => setTimeout(r, 250));
    const job = await api(`/jobs/${jobId}`);
    const body = job.body as { job_status?: string; result_url?: string; result?: unknown; error?: string };
    if (body.job_status === 'running' || body.job_status === 'pending') continue;
    console.log(`GET /jobs/{id}: ${body.job_status} after ${seconds(t0)} s, answer ${job.bytes} bytes, ${body.result_url ? 'result_url' : 'inline'}`);
    if (body.job_status !== 'finished') throw new Error(JSON.stringify(body).slice(0, 500));
    if (body.result_url) {
      const followed = await fetch(body.result_url);
      const text = await followed.text();
      console.log(`result_url: ${followed.status}, ${text.length} bytes, after ${seconds(t0)} s`);
      result = JSON.parse(text);
    } else result = body.result;
  }
  const resultBytes = JSON.stringify(result).length;
  Object.assign(results, { backtest_s: seconds(t0), result_bytes: resultBytes, trades: (result as { total_trades?: number }).total_trades });

  const t1 = performance.now();
  const saved = await api('/save-backtest', { method: 'POST', body: JSON.stringify({ backtest_name: 'Biggest', strategy: request.strategy, results: result }) });
  console.log(`POST /save-backtest (${resultBytes} bytes of result): ${saved.status} after ${seconds(t1)} s: ${JSON.stringify(saved.body).slice(0, 300)}`);
  Object.assign(results, { save_status: saved.status, save_answer: JSON.stringify(saved.body).slice(0, 200) });
  if (jobId) {
    // The browser saves a result over the body limit by naming its job (the server copies it in S3).
    const t1b = performance.now();
    const byJob = await api('/save-backtest', { method: 'POST', body: JSON.stringify({ backtest_name: 'Biggest by job', strategy: request.strategy, job_id: jobId }) });
    console.log(`POST /save-backtest {job_id}: ${byJob.status} after ${seconds(t1b)} s: ${JSON.stringify(byJob.body).slice(0, 300)}`);
    Object.assign(results, { save_by_job_status: byJob.status, save_by_job_s: seconds(t1b) });
  }

  if (SWEEP_CELLS > 0) {
    const per = Math.round(Math.cbrt(SWEEP_CELLS));
    const sweep: SweepRequestInput = {
      kind: 'covered',
      base: { ticker: 'SPY', start_date: '2010-01-04', end_date: '2026-12-31', strategy: { start_type: 'cash_secured_put', cash_secured_put_config: {} } },
      parameters: [
        { field: 'put.dte', from: 7, to: 7 * per, step: 7 },
        { field: 'put.delta', from: 0.04, to: 0.04 * per, step: 0.04 },
        { field: 'put.take_profit', from: 0, to: 0.1 * (per - 1), step: 0.1 },
      ],
    };
    console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} before the sweep`);
    const t2 = performance.now();
    const startedSweep = await api('/sweeps', { method: 'POST', body: JSON.stringify(sweep) });
    if (startedSweep.status !== 202) throw new Error(`POST /sweeps answered ${startedSweep.status}: ${JSON.stringify(startedSweep.body)}`);
    const { sweep_id, cells_total } = startedSweep.body as { sweep_id: string; cells_total: number };
    for (;;) {
      await new Promise((r) => setTimeout(r, 500));
      const answer = await api(`/sweeps/${sweep_id}`);
      const body = answer.body as { status: string; cells_done: number; cells_failed: number };
      if (body.status === 'running') continue;
      console.log(`sweep of ${cells_total} cells ${body.status} in ${seconds(t2)} s, ${body.cells_failed} failed; GET /sweeps/{id} answer ${answer.bytes} bytes`);
      Object.assign(results, { sweep_cells: cells_total, sweep_status: body.status, sweep_s: seconds(t2), sweep_failed: body.cells_failed, sweep_answer_bytes: answer.bytes });
      break;
    }
  }
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(JSON.stringify(results));
} finally {
  await runtime.stop();
  rmSync(stateDir, { recursive: true, force: true });
}
