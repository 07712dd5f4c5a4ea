/**
 * Audit 10: wall time of the covered golden runs (SPY 2019: covered call, wheel), each run 3 times on
 * a fresh market, the median: the American pricer's cost on ex-dividend eves (LATTICE_MAX_STEPS).
 * usage: npx tsx test/audits/scripts10/golden-timing.ts
 */
import { CoveredBacktestRequestSchema } from '../../../shared/contracts';
import { runCoveredBacktest } from '../../../shared/engine';
import { coveredRequests } from '../../golden/requests';
import { realMarket } from '../../golden/real-market';

for (const g of coveredRequests) {
  const times: number[] = [];
  let end = 0;
  for (let i = 0; i < 3; i++) {
    const m = await realMarket('SPY');
    const t0 = performance.now();
    end = runCoveredBacktest(CoveredBacktestRequestSchema.parse(g.request), m).end_balance;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  process.stdout.write(`${JSON.stringify({ name: g.name, end, median_ms: Math.round(times[1] as number) })}\n`);
}
