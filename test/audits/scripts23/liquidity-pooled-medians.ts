/**
 * Audit 23: the pooled 0.05-0.50 |delta| volume medians the README quotes for the liquidity fit
 * (LEAN SPX monthlies by DTE bucket, LEAN AAPL weeklies by DTE bucket), computed as
 * functions/market/liquidity-fit.test.ts computes them: real median volume against the median of
 * the model's volume for the same observations. The report command prints per-|delta| cells only.
 * `npx tsx test/audits/scripts23/liquidity-pooled-medians.ts`
 */
import { dteBucket, modeledVolume } from '../../../shared/engine/market/liquidity-model';
import { median } from '../../../shared/engine/core/median';
import { allObservations, type Observation } from '../../../functions/market/liquidity-fit-report';

const BUCKETS = ['0-7', '8-21', '22-35', '36-60', '61-120', '121+'];
const near = (o: Observation) => o.absDelta >= 0.05 && o.absDelta <= 0.5;

function pooled(label: string, obs: readonly Observation[]): void {
  for (let t = 0; t < BUCKETS.length; t += 1) {
    const cell = obs.filter((o) => dteBucket(o.dte) === t);
    if (cell.length === 0) continue;
    const real = median(cell.map((o) => o.volume));
    const model = median(cell.map((o) => modeledVolume(o.cls, o.shareVolume, o)));
    process.stdout.write(`${label} DTE ${BUCKETS[t]}: n ${cell.length}, real median ${real}, model median ${model}\n`);
  }
}

const all = await allObservations();
pooled('LEAN SPX monthlies', all.filter((o) => o.file === 'LEAN spx' && o.monthly && near(o)));
pooled('LEAN AAPL weeklies', all.filter((o) => o.file === 'LEAN aapl' && !o.monthly && near(o)));
