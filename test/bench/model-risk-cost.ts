/**
 * `npx tsx test/bench/model-risk-cost.ts`: the CPU cost of the model-risk runs (issue 15: the two
 * extra runs must cost at most twice the single run). Wheel and iron condor on SPY 2010 to the end
 * of the data, each timed alone and with its model-risk runs on a freshly loaded MarketData,
 * alternating, 3 times after a warm-up; prints the CPU milliseconds and extra / single (medians).
 */
import { BacktestRequestSchema, CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest, runCoveredBacktestWithModelRisk, runMultiLegBacktest, runMultiLegBacktestWithModelRisk } from '../../shared/engine';
import type { MarketData } from '../../shared/engine/market/market-data';
import { loadMarketData } from '../../functions/market/load-market-data';
import { ironCondorRequest, wheelRequest } from './scenarios';

const spy = await loadMarketData('SPY', { store: null });
const end = spy.bars.at(-1)?.date ?? '2025-12-31';
const wheel = CoveredBacktestRequestSchema.parse(wheelRequest(end));
const condor = BacktestRequestSchema.parse(ironCondorRequest());

async function cpuMs(run: (m: MarketData) => unknown): Promise<number> {
  const market = await loadMarketData('SPY', { store: null });
  const c0 = process.cpuUsage();
  run(market);
  const used = process.cpuUsage(c0);
  return (used.user + used.system) / 1000;
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? Number.NaN;

const cases: Array<[string, (m: MarketData) => unknown, (m: MarketData) => unknown]> = [
  ['wheel', (m) => runCoveredBacktest(wheel, m), (m) => runCoveredBacktestWithModelRisk(wheel, m)],
  ['iron condor', (m) => runMultiLegBacktest(condor, m), (m) => runMultiLegBacktestWithModelRisk(condor, m)],
];
for (const [name, single, withRisk] of cases) {
  await cpuMs(single);
  await cpuMs(withRisk);
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < 3; i++) {
    a.push(await cpuMs(single));
    b.push(await cpuMs(withRisk));
  }
  const extra = median(b) / median(a) - 1;
  console.log(`${name}: single ${a.map((x) => x.toFixed(0)).join(', ')} ms CPU; with model risk ${b.map((x) => x.toFixed(0)).join(', ')}; extra runs ${extra.toFixed(2)}x the single run`);
}
