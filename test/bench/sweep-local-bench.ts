/**
 * `npx tsx test/bench/sweep-local-bench.ts [cells=400]` — a sweep end to end through `npm start`'s
 * runtime (issue 19 target: 400 cells < 20 s on the 2-core machine): start the runtime on a fresh
 * state folder, sign up, upgrade through the local checkout (sweeps are Pro only), POST /api/sweeps
 * with a 15-year SPY cash-secured put grid and poll GET /api/sweeps/{id} every 250 ms until it has
 * finished. Prints the time from POST to finished, the progress seen and where the batches' time went
 * (engine, data load, stores: each batch logs it); last line is JSON.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SweepAnswerSchema, StartSweepAnswerSchema, type SweepRequestInput } from '../../shared/contracts';
import { startLocalRuntime } from '../../infra/local/start-local-runtime';
import { localProUser } from './local-pro-user';

const CELLS = Number(process.argv[2] ?? 400);

/** The 'sweep batch done' lines the RunSweepBatch task logs (functions/sweeps/sweep-tasks-service.ts). */
interface BatchLog {
  sweep_id: string;
  cells_ms: number;
  cpu_ms: number;
  record_and_load_ms: number;
  store_ms: number;
}
function batchLogs(output: string, sweepId: string): BatchLog[] {
  return output
    .split('\n')
    .filter((l) => l.includes('"sweep batch done"'))
    .map((l) => JSON.parse(l.slice(l.indexOf('{'))) as BatchLog)
    .filter((b) => b.sweep_id === sweepId);
}
const stateDir = mkdtempSync(join(tmpdir(), 'sweep-bench-'));
const runtime = await startLocalRuntime({ stateDir, dev: true, timeoutMs: 300_000 });

try {
  const { api } = await localProUser(runtime, 'sweeper');

  // 10 DTEs x 8 deltas x 5 take-profits = 400 cells (fewer when asked: the take-profit list shrinks).
  const takeProfits = [0, 0.25, 0.5, 0.75, 1].slice(0, Math.max(1, Math.round(CELLS / 80)));
  const sweep: SweepRequestInput = {
    kind: 'covered',
    base: { ticker: 'SPY', start_date: '2010-01-04', end_date: '2026-12-31', strategy: { start_type: 'cash_secured_put', cash_secured_put_config: {} } },
    parameters: [{ field: 'put.dte', from: 7, to: 70, step: 7 }, { field: 'put.delta', from: 0.05, to: 0.4, step: 0.05 }, { field: 'put.take_profit', values: takeProfits }],
  };
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} before POST`);
  const t0 = performance.now();
  const started = await api('/sweeps', { method: 'POST', body: JSON.stringify(sweep) });
  if (started.status !== 202) throw new Error(`POST /sweeps answered ${started.status}: ${JSON.stringify(started.body)}`);
  const { sweep_id, cells_total } = StartSweepAnswerSchema.parse(started.body);
  const progress: string[] = [];
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    const answer = SweepAnswerSchema.parse((await api(`/sweeps/${sweep_id}`)).body);
    const line = `${((performance.now() - t0) / 1000).toFixed(1)}s ${answer.cells_done}/${answer.cells_total}`;
    if (progress.at(-1)?.split(' ')[1] !== line.split(' ')[1]) progress.push(line);
    if (answer.status !== 'running') {
      const seconds = (performance.now() - t0) / 1000;
      console.log(`progress: ${progress.join(', ')}`);
      console.log(`sweep of ${cells_total} cells ${answer.status} in ${seconds.toFixed(1)} s (POST to finished), ${answer.cells_failed} cells failed`);
      const batches = batchLogs(runtime.output(), sweep_id);
      const sum = (k: keyof BatchLog) => batches.reduce((t, b) => t + Number(b[k] ?? 0), 0);
      console.log(
        `${batches.length} batches: engine ${(sum('cells_ms') / 1000).toFixed(1)} s wall in all (${(sum('cpu_ms') / 1000).toFixed(1)} s thread CPU), ` +
          `record + data load ${(sum('record_and_load_ms') / 1000).toFixed(1)} s, S3 + progress ${(sum('store_ms') / 1000).toFixed(1)} s; per batch engine ms [${batches.map((b) => b.cells_ms).join(', ')}]`,
      );
      console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
      console.log(
        JSON.stringify({
          cells: cells_total, status: answer.status, seconds: Math.round(seconds * 10) / 10, cells_failed: answer.cells_failed,
          batches: batches.length, engine_s: Math.round(sum('cells_ms') / 100) / 10, engine_cpu_s: Math.round(sum('cpu_ms') / 100) / 10,
          load_s: Math.round(sum('record_and_load_ms') / 100) / 10, store_s: Math.round(sum('store_ms') / 100) / 10,
        }),
      );
      break;
    }
  }
} finally {
  await runtime.stop();
  rmSync(stateDir, { recursive: true, force: true });
}
