/**
 * A/B timing of two or more checkouts of this repository in one process, alternated run by run, so
 * a busy shared machine disturbs each side alike (`npm run bench` runs one checkout at a time and
 * its CPU medians moved 20-30% between runs at load 8-14). Each root's engine, loader and bench
 * scenarios are imported from that root; each run gets a freshly loaded MarketData, and the CPU
 * time of the run alone is kept (median and min printed).
 * Import order biases one process: the root imported second ran 8-10% faster than the first (main
 * against a second checkout of main read 0.90-0.92; measured by h-seed20, 2026-12-05). So the
 * timing runs in two child processes, the roots imported in one order and then the reverse, and
 * each root's figure pools both (each order's medians are printed too). AB_ORDER=asis: one process,
 * the order given (the old behaviour).
 * usage: WHICH=condor|condor-risk|condor-band|wheel|wheel-risk|wheel-band|roll|catch npx tsx test/bench/ab-roots.ts RUNS ROOT...
 * e.g. git worktree add --detach ../scratch-main main, then
 *      WHICH=condor npx tsx test/bench/ab-roots.ts 11 /work/scratch-main "$PWD"
 */
import { spawnSync } from 'node:child_process';
import type { MarketData } from '../../shared/engine/market/market-data';
import * as here from './scenarios';

type Run = (market: MarketData) => unknown;
interface Side { root: string; load: () => Promise<MarketData>; run: Run; cpu: number[] }

const RUNS = Number(process.argv[2] ?? 9);
const roots = process.argv.slice(3);
const which = process.env.WHICH ?? 'condor';

async function sideOf(root: string): Promise<Side> {
  const contracts = (await import(`${root}/shared/contracts`)) as typeof import('../../shared/contracts');
  const engine = (await import(`${root}/shared/engine`)) as typeof import('../../shared/engine');
  const loader = (await import(`${root}/functions/market/load-market-data`)) as typeof import('../../functions/market/load-market-data');
  const scenarios = (await import(`${root}/test/bench/scenarios`)) as typeof import('./scenarios');
  const load = (): Promise<MarketData> => loader.loadMarketData('SPY', { store: null });
  const first = await load();
  const end = first.bars.at(-1)?.date ?? '2025-12-31';
  const multi = contracts.BacktestRequestSchema.parse(scenarios.ironCondorRequest());
  const wheel = contracts.CoveredBacktestRequestSchema.parse(scenarios.wheelRequest(end));
  const roll = contracts.CoveredBacktestRequestSchema.parse(scenarios.coveredRollRequest(end));
  // A root from before the scenario existed runs this checkout's request (plain data, the same on both sides).
  const catchStop = contracts.CoveredBacktestRequestSchema.parse((scenarios.coveredCatchStopRequest ?? here.coveredCatchStopRequest)(end));
  const runs: Record<string, Run> = {
    condor: (m) => engine.runMultiLegBacktest(multi, m),
    'condor-risk': (m) => engine.runMultiLegBacktestWithModelRisk(multi, m),
    // The band's two runs without the worker's run at no minimum volume (bench.ts model_risk_extra_cpu_ratio).
    'condor-band': (m) => engine.runMultiLegBacktestWithModelRisk(multi, m, { minVolumeCheck: false }),
    'wheel-band': (m) => engine.runCoveredBacktestWithModelRisk(wheel, m, { minVolumeCheck: false }),
    wheel: (m) => engine.runCoveredBacktest(wheel, m),
    'wheel-risk': (m) => engine.runCoveredBacktestWithModelRisk(wheel, m),
    roll: (m) => engine.runCoveredBacktest(roll, m),
    catch: (m) => engine.runCoveredBacktest(catchStop, m),
  };
  const run = runs[which];
  if (run === undefined) throw new Error(`WHICH must be one of ${Object.keys(runs).join(', ')}`);
  run(first); // warm-up
  return { root, load, run, cpu: [] };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** Times every root in this process, in the order given; each root's CPU ms per run. */
async function timeInOrder(order: readonly string[]): Promise<Record<string, number[]>> {
  const sides: Side[] = [];
  for (const root of order) sides.push(await sideOf(root));
  for (let i = 0; i < RUNS; i++) {
    for (const side of i % 2 === 0 ? sides : [...sides].reverse()) {
      const market = await side.load();
      const c0 = process.cpuUsage();
      side.run(market);
      const used = process.cpuUsage(c0);
      side.cpu.push((used.user + used.system) / 1000);
    }
  }
  return Object.fromEntries(sides.map((s) => [s.root, s.cpu]));
}

const line = (root: string, cpu: readonly number[]): string =>
  `${root} ${which}: CPU median ${median([...cpu]).toFixed(0)} ms, min ${Math.min(...cpu).toFixed(0)} [${cpu.map((c) => c.toFixed(0)).join(', ')}]`;

if (process.env.AB_ORDER === 'asis') {
  const cpu = await timeInOrder(roots);
  if (process.env.AB_CHILD === '1') console.log(`AB_RESULT ${JSON.stringify(cpu)}`);
  else for (const root of roots) console.log(line(root, cpu[root] ?? []));
} else {
  const pooled: Record<string, number[]> = Object.fromEntries(roots.map((r) => [r, []]));
  for (const order of [roots, [...roots].reverse()]) {
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1] as string, String(RUNS), ...order], {
      env: { ...process.env, AB_ORDER: 'asis', AB_CHILD: '1' },
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    });
    const result = child.stdout.split('\n').find((l) => l.startsWith('AB_RESULT '));
    if (child.status !== 0 || result === undefined) throw new Error(`timing child failed (${order.join(' then ')}): ${child.stderr}`);
    const cpu = JSON.parse(result.slice('AB_RESULT '.length)) as Record<string, number[]>;
    console.log(`imported in the order ${order.join(', ')}:`);
    for (const root of order) {
      console.log(`  ${line(root, cpu[root] ?? [])}`);
      pooled[root]?.push(...(cpu[root] ?? []));
    }
  }
  console.log('both orders pooled:');
  for (const root of roots) console.log(`  ${line(root, pooled[root] ?? [])}`);
}
