/**
 * `npx tsx test/bench/model-risk-parts.ts [runs] [--capped] [--watch]`: where the SPY iron condor's model-risk CPU goes,
 * part by part (model-risk-cost.ts gives the total the 2x budget reads). Per round, each on
 * a freshly loaded MarketData: the single run (the plain chain), then on one market the worker's
 * base run (the family chain; watching the minimum volume only with `--watch`, as the worker's
 * minimum-volume check does: the band figure of bench.ts and model-risk-cost.ts runs without it) and the band's low and high runs, which
 * reuse the listings the base run kept. Prints CPU medians and each part over the single run: the
 * band's extra cost is (base + low + high) / single − 1, and a part that grows shows here first.
 * Each part's trades are printed too: a shifted run's cost follows its own path (the bench condor's
 * runs at lower and higher vol trade far less and far more than the single run). `--capped`: the
 * condor with the golden's limits (scenarios.ts cappedIronCondorRequest) instead of the bench's.
 */
import { BacktestRequestSchema } from '../../shared/contracts';
import { runMultiLegBacktest } from '../../shared/engine';
import { simulateMultiLeg, runMultiLegBand } from '../../shared/engine/strategy/multileg/run-multileg';
import { MODEL_RISK_VOL_POINTS, modelRiskClass } from '../../shared/engine/market/chain-rules';
import { median } from '../../shared/engine/core/median';
import { loadMarketData } from '../../functions/market/load-market-data';
import { cappedIronCondorRequest, ironCondorRequest } from './scenarios';

const RUNS = Number(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 7);
const WARM_UPS = 3;
const WATCH = process.argv.includes('--watch');
const request = BacktestRequestSchema.parse(process.argv.includes('--capped') ? cappedIronCondorRequest() : ironCondorRequest());
const points = MODEL_RISK_VOL_POINTS[modelRiskClass('SPY')];

/** CPU ms of `run`, and the trades it made. */
const cpuOf = (run: () => number): [cpuMs: number, trades: number] => {
  const c0 = process.cpuUsage();
  const trades = run();
  const used = process.cpuUsage(c0);
  return [(used.user + used.system) / 1000, trades];
};

type Part = 'single' | 'base' | 'low' | 'high';
const parts: Record<Part, number[]> = { single: [], base: [], low: [], high: [] };
const trades: Partial<Record<Part, number>> = {};
for (let i = 0; i < WARM_UPS + RUNS; i++) {
  const plain = await loadMarketData('SPY', { store: null });
  const single = cpuOf(() => runMultiLegBacktest(request, plain).total_trades);
  const market = await loadMarketData('SPY', { store: null });
  const shift = market.withVolShift;
  if (shift === undefined) throw new Error('SPY market has no vol shift');
  const family = shift(0);
  const base = cpuOf(() => simulateMultiLeg(request, family, WATCH).result.total_trades);
  const low = cpuOf(() => runMultiLegBand(request, shift(-points)).metrics.total_trades);
  const high = cpuOf(() => runMultiLegBand(request, shift(points)).metrics.total_trades);
  if (i < WARM_UPS) continue;
  for (const [part, [cpu, made]] of [['single', single], ['base', base], ['low', low], ['high', high]] as const) {
    parts[part].push(cpu);
    trades[part] = made;
  }
}
const single = median(parts.single);
for (const [name, xs] of Object.entries(parts)) {
  console.log(`${name.padEnd(6)} ${median(xs).toFixed(0).padStart(5)} ms CPU (${(median(xs) / single).toFixed(2)}x single), ${trades[name as Part]} trades  [${xs.map((x) => x.toFixed(0)).join(', ')}]`);
}
const extra = (median(parts.base) + median(parts.low) + median(parts.high)) / single - 1;
console.log(`extra (base + low + high) / single - 1: ${extra.toFixed(2)}x`);
