/**
 * `npm run bench` — times the engine alone (market data loaded once, outside the timing) on SPY
 * from 2010-01-04 to the end of the bundled data. Each scenario runs once to warm up, then RUNS
 * times on a freshly loaded MarketData (so no chain cache survives between runs); the figure is the
 * median in milliseconds of wall time, and of this process's CPU time (`*_cpu_ms`, which a busy
 * machine disturbs far less). The last line printed is a JSON object of the medians.
 * Targets (issues 4 and 5, 2-core machine): covered < 300 ms each, iron condor < 500 ms. The
 * covered call with a catch stop (no target of its own) times priceAtOpen, the stop's price at the
 * open and the day's extreme, with its calendar floor.
 * Model risk (issue 15): the wheel and the iron condor as the backtest worker runs them, with their
 * two model-risk runs (`wheel_with_model_risk_*`); the two extra runs must cost at most 2x the
 * single run (`model_risk_extra_cpu_ratio`, `_condor` <= 2, CPU time), measured as
 * model-risk-timing.ts defines it (single and model-risk runs alternated, as
 * test/bench/model-risk-cost.ts prints it), without the worker's run with no minimum volume
 * (shared/engine/strategy/min-volume-check.ts: on these modeled days the condor's minimum moves 5
 * wing picks, so the worker runs it; the wheel's changes nothing modeled), which is no part of the
 * band and is timed apart (`worker_extra_cpu_ratio*`: the worker's whole extra cost, no target).
 * Sweep batch (issue 19): 100 cells of a 15-year SPY cash-secured put (DTE x delta x take profit)
 * on one MarketData, as one batch Lambda runs them: < 5 s on one core (timed once after a warm-up).
 */
import { performance } from 'node:perf_hooks';
import { BacktestRequestSchema, CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest, runCoveredBacktestWithModelRisk, runMultiLegBacktest, runMultiLegBacktestWithModelRisk } from '../../shared/engine';
import type { MarketData } from '../../shared/engine/market/market-data';
import { loadMarketData } from '../../functions/market/load-market-data';
import { runCells } from '../../shared/sweep/run-cells';
import { SweepRequestSchema } from '../../shared/contracts/sweep';
import { coveredCatchStopRequest, coveredRollRequest, cspSweepRequest, ironCondorRequest, wheelRequest } from './scenarios';
import { benchImported } from './imported';
import { measureModelRiskCost } from './model-risk-timing';

const IMPORTED = process.argv.includes('--imported');
const RUNS = Number(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 5);

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

const round1 = (x: number): number => Math.round(x * 10) / 10;

async function time(name: string, run: (market: MarketData) => { total_trades: number }): Promise<[number, number]> {
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const market = await loadMarketData('SPY', { store: null });
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const result = run(market);
    const ms = performance.now() - t0;
    const used = process.cpuUsage(c0);
    if (i > 0) {
      samples.push(ms);
      cpu.push((used.user + used.system) / 1000);
    } else console.log(`${name}: ${result.total_trades} trades (warm-up ${ms.toFixed(0)} ms)`);
  }
  const m = round1(median(samples));
  const c = round1(median(cpu));
  console.log(`${name}: median ${m} ms wall, ${c} ms CPU over ${RUNS} runs [${samples.map((s) => s.toFixed(0)).join(', ')}]`);
  return [m, c];
}

if (IMPORTED) {
  // `npm run bench -- --imported`: issue 20's cold runs on real-size imported chains (imported.ts).
  await benchImported();
  process.exit(0);
}

const spy = await loadMarketData('SPY', { store: null });
const end = spy.bars.at(-1)?.date ?? '2025-12-31';
const wheel = CoveredBacktestRequestSchema.parse(wheelRequest(end));
const roll = CoveredBacktestRequestSchema.parse(coveredRollRequest(end));
const catchStop = CoveredBacktestRequestSchema.parse(coveredCatchStopRequest(end));
const condor = BacktestRequestSchema.parse(ironCondorRequest());

const [wheelMs, wheelCpu] = await time('wheel 30 DTE 0.30 delta, 50% take profit', (m) => runCoveredBacktest(wheel, m));
const [rollMs, rollCpu] = await time('covered call with roll', (m) => runCoveredBacktest(roll, m));
// The catch stop prices the short call at each day's open and extreme (priceAtOpen, floored across ex-dates).
const [catchMs, catchCpu] = await time('covered call with catch stop', (m) => runCoveredBacktest(catchStop, m));
const [condorMs, condorCpu] = await time('iron condor 0.16 delta, $5 wings, 5 positions, 50% target', (m) => runMultiLegBacktest(condor, m));

// The backtest worker's run (issue 15): the run plus its two model-risk runs (surface ±1.4 vol
// points). The extra runs must cost no more than twice the single run: ratio = with / single - 1,
// the single run timed alternately with it (model-risk-timing.ts), not the figures above: those
// are timed earlier in the process, less warmed up, which made the ratio read 0.10-0.33.
// The band's two runs alone (the 2x), without the run with no minimum volume that the
// worker adds when the minimum changed a modeled pick (min-volume-check.ts): timed after, as the
// worker's whole cost (`worker_extra_cpu_ratio_*`), which has no target of its own.
const bandOnly = { minVolumeCheck: false };
const wheelRisk = await measureModelRiskCost('SPY', (m) => runCoveredBacktest(wheel, m), (m) => runCoveredBacktestWithModelRisk(wheel, m, bandOnly), RUNS);
const condorRisk = await measureModelRiskCost('SPY', (m) => runMultiLegBacktest(condor, m), (m) => runMultiLegBacktestWithModelRisk(condor, m, bandOnly), RUNS);
const spread = (c: typeof wheelRisk): string => `paired quartiles ${c.pairedQuartiles.map((x) => x.toFixed(2)).join(' / ')}`;
console.log(`model-risk runs cost ${wheelRisk.extraRatio.toFixed(2)}x the single wheel run (${spread(wheelRisk)}), ${condorRisk.extraRatio.toFixed(2)}x the single iron condor run (${spread(condorRisk)}) (CPU, alternated)`);
const wheelWorker = await measureModelRiskCost('SPY', (m) => runCoveredBacktest(wheel, m), (m) => runCoveredBacktestWithModelRisk(wheel, m), RUNS);
const condorWorker = await measureModelRiskCost('SPY', (m) => runMultiLegBacktest(condor, m), (m) => runMultiLegBacktestWithModelRisk(condor, m), RUNS);
console.log(`with the run without the minimum volume where it applies: ${wheelWorker.extraRatio.toFixed(2)}x the single wheel run, ${condorWorker.extraRatio.toFixed(2)}x the single iron condor run (CPU, alternated)`);

/** One batch of 100 sweep cells on a fresh MarketData (loading it is part of a batch's work). */
async function sweepBatch(): Promise<[number, number]> {
  const sweep = SweepRequestSchema.parse(cspSweepRequest(end));
  const indices = Array.from({ length: 100 }, (_, i) => i);
  let ms = 0;
  let cpuMs = 0;
  for (let i = 0; i < 2; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const runs = runCells(sweep, indices, await loadMarketData('SPY', { store: null }));
    ms = performance.now() - t0;
    const used = process.cpuUsage(c0);
    cpuMs = (used.user + used.system) / 1000;
    const failed = runs.filter((r) => r.cell.status === 'failed').length;
    console.log(`sweep batch 100 cells CSP ${sweep.base.start_date} → ${end}${i === 0 ? ' (warm-up)' : ''}: ${ms.toFixed(0)} ms wall, ${cpuMs.toFixed(0)} ms CPU, ${failed} failed`);
  }
  return [round1(ms), round1(cpuMs)];
}
const [sweepMs, sweepCpu] = await sweepBatch();

const figures = {
  wheel_ms: wheelMs,
  covered_call_roll_ms: rollMs,
  covered_call_catch_stop_ms: catchMs,
  iron_condor_ms: condorMs,
  wheel_cpu_ms: wheelCpu,
  covered_call_roll_cpu_ms: rollCpu,
  covered_call_catch_stop_cpu_ms: catchCpu,
  iron_condor_cpu_ms: condorCpu,
  wheel_with_model_risk_ms: round1(wheelRisk.withRiskMs),
  wheel_with_model_risk_cpu_ms: round1(wheelRisk.withRiskCpuMs),
  model_risk_extra_cpu_ratio: Math.round(wheelRisk.extraRatio * 100) / 100,
  model_risk_extra_cpu_ratio_condor: Math.round(condorRisk.extraRatio * 100) / 100,
  // The spread of the figure above (model-risk-timing.ts pairedQuartiles): first and third quartiles.
  model_risk_extra_cpu_ratio_condor_quartiles: [condorRisk.pairedQuartiles[0], condorRisk.pairedQuartiles[2]].map((x) => Math.round(x * 100) / 100),
  worker_extra_cpu_ratio: Math.round(wheelWorker.extraRatio * 100) / 100,
  worker_extra_cpu_ratio_condor: Math.round(condorWorker.extraRatio * 100) / 100,
  sweep_batch_100_ms: sweepMs,
  sweep_batch_100_cpu_ms: sweepCpu,
};
console.log(JSON.stringify(figures));
