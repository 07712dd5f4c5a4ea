/**
 * The one definition of the model-risk runs' cost (issue 15: the two extra runs must cost at most
 * twice the single run), shared by `npm run bench` and test/bench/model-risk-cost.ts so the two
 * print the same figure: the CPU a user's request pays, each run on a freshly loaded MarketData (as
 * the backtest worker gets it, so no chain answer survives from an earlier run), in a process that
 * has run both a few times (WARM_UPS: the first runs of a fresh process cost 2-3 times more while
 * the JIT compiles), the single run and the run with its model-risk runs alternated (so neither is
 * timed in a colder process than the other), extra = median(with model risk) / median(single) - 1.
 * The figure moves from one bench run to the next (the condor's read 1.76-2.11 on one commit: the
 * collector's work left by one run is paid in the next), so its spread is printed beside it: the
 * quartiles of the paired ratios (each run with model risk over the single run just before it).
 */
import { performance } from 'node:perf_hooks';
import type { MarketData } from '../../shared/engine/market/market-data';
import { loadMarketData } from '../../functions/market/load-market-data';
import { median } from '../../shared/engine/core/median';
import { percentile } from '../../shared/sweep/robustness/monte-carlo';

export interface ModelRiskCost {
  /** Per run, in order: CPU ms of the single run and of the run with its model-risk runs. */
  singleCpu: number[];
  withRiskCpu: number[];
  /** Medians: wall ms and CPU ms. */
  singleMs: number;
  withRiskMs: number;
  singleCpuMs: number;
  withRiskCpuMs: number;
  /** The two extra runs' CPU over the single run's (medians). */
  extraRatio: number;
  /** Quartiles (first, median, third) of the paired extra ratios, withRiskCpu[i] / singleCpu[i] - 1: the figure's spread. */
  pairedQuartiles: [number, number, number];
}


/** Warm-up pairs before timing: the wheel's single run fell 131, 67, 44, 42 ms CPU over its first runs. */
const WARM_UPS = 3;

async function timeOnFreshMarket(ticker: string, run: (m: MarketData) => unknown): Promise<[wallMs: number, cpuMs: number]> {
  const market = await loadMarketData(ticker, { store: null });
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  run(market);
  const wall = performance.now() - t0;
  const used = process.cpuUsage(c0);
  return [wall, (used.user + used.system) / 1000];
}

export async function measureModelRiskCost(
  ticker: string,
  single: (m: MarketData) => unknown,
  withRisk: (m: MarketData) => unknown,
  runs: number,
): Promise<ModelRiskCost> {
  if (!(runs >= 1)) throw new Error(`runs must be at least 1, got ${runs}`);
  for (let i = 0; i < WARM_UPS; i++) {
    await timeOnFreshMarket(ticker, single);
    await timeOnFreshMarket(ticker, withRisk);
  }
  const a: Array<[number, number]> = [];
  const b: Array<[number, number]> = [];
  for (let i = 0; i < runs; i++) {
    a.push(await timeOnFreshMarket(ticker, single));
    b.push(await timeOnFreshMarket(ticker, withRisk));
  }
  const singleCpu = a.map((x) => x[1]);
  const withRiskCpu = b.map((x) => x[1]);
  const singleCpuMs = median(singleCpu);
  const withRiskCpuMs = median(withRiskCpu);
  const paired = withRiskCpu.map((w, i) => w / (singleCpu[i] as number) - 1).sort((a, b) => a - b);
  return {
    singleCpu,
    withRiskCpu,
    singleMs: median(a.map((x) => x[0])),
    withRiskMs: median(b.map((x) => x[0])),
    singleCpuMs,
    withRiskCpuMs,
    extraRatio: withRiskCpuMs / singleCpuMs - 1,
    pairedQuartiles: [percentile(paired, 25), percentile(paired, 50), percentile(paired, 75)],
  };
}
