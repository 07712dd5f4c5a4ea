/**
 * The one definition of the model-risk runs' cost (issue 15: the two extra runs must cost at most
 * twice the single run), shared by `npm run bench` and test/bench/model-risk-cost.ts so the two
 * print the same figure: the CPU a user's request pays, each run on a freshly loaded MarketData (as
 * the backtest worker gets it, so no chain answer survives from an earlier run), in a process that
 * has run both a few times (WARM_UPS: the first runs of a fresh process cost 2-3 times more while
 * the JIT compiles), the single run and the run with its model-risk runs alternated (so neither is
 * timed in a colder process than the other), extra = median(with model risk) / median(single) - 1.
 */
import { performance } from 'node:perf_hooks';
import type { MarketData } from '../../shared/engine/market/market-data';
import { loadMarketData } from '../../functions/market/load-market-data';
import { median } from '../../shared/engine/core/median';

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
  return {
    singleCpu,
    withRiskCpu,
    singleMs: median(a.map((x) => x[0])),
    withRiskMs: median(b.map((x) => x[0])),
    singleCpuMs,
    withRiskCpuMs,
    extraRatio: withRiskCpuMs / singleCpuMs - 1,
  };
}
