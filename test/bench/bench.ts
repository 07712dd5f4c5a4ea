/**
 * `npm run bench` — times the engine alone (market data loaded once, outside the timing) on SPY
 * from 2010-01-04 to the end of the bundled data. Each scenario runs once to warm up, then RUNS
 * times on a freshly loaded MarketData (so no chain cache survives between runs); the figure is the
 * median in milliseconds. The last line printed is a JSON object of the medians.
 * Targets (issues 4 and 5, 2-core machine): covered < 300 ms each, iron condor < 500 ms.
 */
import { performance } from 'node:perf_hooks';
import { BacktestRequestSchema, CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest, runMultiLegBacktest } from '../../shared/engine';
import type { MarketData } from '../../shared/engine/market/market-data';
import { loadMarketData } from '../../functions/market/load-market-data';
import { coveredRollRequest, ironCondorRequest, wheelRequest } from './scenarios';

const RUNS = Number(process.argv[2] ?? 5);

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

async function time(name: string, run: (market: MarketData) => { total_trades: number }): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const market = await loadMarketData('SPY', { store: null });
    const t0 = performance.now();
    const result = run(market);
    const ms = performance.now() - t0;
    if (i > 0) samples.push(ms);
    else console.log(`${name}: ${result.total_trades} trades (warm-up ${ms.toFixed(0)} ms)`);
  }
  const m = Math.round(median(samples) * 10) / 10;
  console.log(`${name}: median ${m} ms over ${RUNS} runs [${samples.map((s) => s.toFixed(0)).join(', ')}]`);
  return m;
}

const spy = await loadMarketData('SPY', { store: null });
const end = spy.bars.at(-1)?.date ?? '2025-12-31';
const wheel = CoveredBacktestRequestSchema.parse(wheelRequest(end));
const roll = CoveredBacktestRequestSchema.parse(coveredRollRequest(end));
const condor = BacktestRequestSchema.parse(ironCondorRequest());

const figures = {
  wheel_ms: await time('wheel 30 DTE 0.30 delta, 50% take profit', (m) => runCoveredBacktest(wheel, m)),
  covered_call_roll_ms: await time('covered call with roll', (m) => runCoveredBacktest(roll, m)),
  iron_condor_ms: await time('iron condor 0.16 delta, $5 wings, 5 positions, 50% target', (m) => runMultiLegBacktest(condor, m)),
};
console.log(JSON.stringify(figures));
