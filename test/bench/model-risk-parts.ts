/**
 * `npx tsx test/bench/model-risk-parts.ts [runs]`: where the SPY iron condor's model-risk CPU goes,
 * part by part (model-risk-cost.ts gives the total the 2x budget reads). Per round, each on
 * a freshly loaded MarketData: the single run (the plain chain), then on one market the worker's
 * base run (the family chain, watching the minimum volume) and the band's low and high runs, which
 * reuse the listings the base run kept. Prints CPU medians and each part over the single run: the
 * band's extra cost is (base + low + high) / single − 1, and a part that grows shows here first.
 */
import { BacktestRequestSchema } from '../../shared/contracts';
import { runMultiLegBacktest } from '../../shared/engine';
import { simulateMultiLeg, runMultiLegBand } from '../../shared/engine/strategy/multileg/run-multileg';
import { MODEL_RISK_VOL_POINTS, modelRiskClass } from '../../shared/engine/market/chain-rules';
import { median } from '../../shared/engine/core/median';
import { loadMarketData } from '../../functions/market/load-market-data';
import { ironCondorRequest } from './scenarios';

const RUNS = Number(process.argv[2] ?? 7);
const WARM_UPS = 3;
const request = BacktestRequestSchema.parse(ironCondorRequest());
const points = MODEL_RISK_VOL_POINTS[modelRiskClass('SPY')];

const cpuOf = (run: () => unknown): number => {
  const c0 = process.cpuUsage();
  run();
  const used = process.cpuUsage(c0);
  return (used.user + used.system) / 1000;
};

const parts: Record<'single' | 'base' | 'low' | 'high', number[]> = { single: [], base: [], low: [], high: [] };
for (let i = 0; i < WARM_UPS + RUNS; i++) {
  const plain = await loadMarketData('SPY', { store: null });
  const single = cpuOf(() => runMultiLegBacktest(request, plain));
  const market = await loadMarketData('SPY', { store: null });
  const shift = market.withVolShift;
  if (shift === undefined) throw new Error('SPY market has no vol shift');
  const family = shift(0);
  const base = cpuOf(() => simulateMultiLeg(request, family, true));
  const low = cpuOf(() => runMultiLegBand(request, shift(-points)));
  const high = cpuOf(() => runMultiLegBand(request, shift(points)));
  if (i < WARM_UPS) continue;
  parts.single.push(single);
  parts.base.push(base);
  parts.low.push(low);
  parts.high.push(high);
}
const single = median(parts.single);
for (const [name, xs] of Object.entries(parts)) {
  console.log(`${name.padEnd(6)} ${median(xs).toFixed(0).padStart(5)} ms CPU (${(median(xs) / single).toFixed(2)}x single)  [${xs.map((x) => x.toFixed(0)).join(', ')}]`);
}
const extra = (median(parts.base) + median(parts.low) + median(parts.high)) / single - 1;
console.log(`extra (base + low + high) / single - 1: ${extra.toFixed(2)}x`);
