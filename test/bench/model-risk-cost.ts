/**
 * `npx tsx test/bench/model-risk-cost.ts [runs]`: the CPU cost of the model-risk runs (issue 15: the
 * two extra runs must cost at most twice the single run). Wheel and iron condor on SPY 2010 to the
 * end of the data, and the condor with the golden's limits (scenarios.ts cappedIronCondorRequest), as model-risk-timing.ts defines the figure (the same one `npm run bench` prints):
 * each run on a freshly loaded MarketData, single and with model risk alternated after warm-ups,
 * `runs` times (default 5); prints the CPU milliseconds and extra / single (medians).
 */
import { BacktestRequestSchema, CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest, runCoveredBacktestWithModelRisk, runMultiLegBacktest, runMultiLegBacktestWithModelRisk } from '../../shared/engine';
import type { MarketData } from '../../shared/engine/market/market-data';
import { loadMarketData } from '../../functions/market/load-market-data';
import { cappedIronCondorRequest, ironCondorRequest, wheelRequest } from './scenarios';
import { measureModelRiskCost } from './model-risk-timing';

const RUNS = Number(process.argv[2] ?? 5);
const spy = await loadMarketData('SPY', { store: null });
const end = spy.bars.at(-1)?.date ?? '2025-12-31';
const wheel = CoveredBacktestRequestSchema.parse(wheelRequest(end));
const condor = BacktestRequestSchema.parse(ironCondorRequest());
const cappedCondor = BacktestRequestSchema.parse(cappedIronCondorRequest());

const cases: Array<[string, (m: MarketData) => unknown, (m: MarketData) => unknown]> = [
  // The band's two runs, as bench.ts's model_risk_extra_cpu_ratio (the worker's run without the minimum volume apart).
  ['wheel', (m) => runCoveredBacktest(wheel, m), (m) => runCoveredBacktestWithModelRisk(wheel, m, { minVolumeCheck: false })],
  ['iron condor', (m) => runMultiLegBacktest(condor, m), (m) => runMultiLegBacktestWithModelRisk(condor, m, { minVolumeCheck: false })],
  ['iron condor, golden limits', (m) => runMultiLegBacktest(cappedCondor, m), (m) => runMultiLegBacktestWithModelRisk(cappedCondor, m, { minVolumeCheck: false })],
];
for (const [name, single, withRisk] of cases) {
  const c = await measureModelRiskCost('SPY', single, withRisk, RUNS);
  const ms = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
  console.log(`${name}: single ${ms(c.singleCpu)} ms CPU; with model risk ${ms(c.withRiskCpu)}; extra runs ${c.extraRatio.toFixed(2)}x the single run (paired runs: quartiles ${c.pairedQuartiles.map((x) => x.toFixed(2)).join(' / ')})`);
}
