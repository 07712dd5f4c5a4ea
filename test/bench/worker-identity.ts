/**
 * `npx tsx test/bench/worker-identity.ts ROOT_A ROOT_B config.json...`: the backtest worker's result
 * (with model risk and the minimum-volume check) of each config on two checkouts, hashed whole and
 * compared: the proof that a speed change moved nothing. Used for the volume-blind watch
 * (2026-12-04): 42 of 42 configs (functions/cli/examples, test/audits/configs15, configs16) identical.
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
const [rootA, rootB, ...files] = process.argv.slice(2);
if (rootA === undefined || rootB === undefined || files.length === 0) throw new Error('usage: worker-identity.ts ROOT_A ROOT_B config.json...');
async function runAll(root: string) {
  const contracts = await import(`${root}/shared/contracts`);
  const engine = await import(`${root}/shared/engine`);
  const loader = await import(`${root}/functions/market/load-market-data`);
  const out: Record<string, string> = {};
  for (const f of files) {
    const raw = JSON.parse(readFileSync(f, 'utf8'));
    const multi = Array.isArray(raw.strategy?.legs);
    const req = multi ? contracts.BacktestRequestSchema.parse(raw) : contracts.CoveredBacktestRequestSchema.parse(raw);
    const m = await loader.loadMarketData(req.ticker, { store: null });
    const r = multi ? engine.runMultiLegBacktestWithModelRisk(req, m) : engine.runCoveredBacktestWithModelRisk(req, m);
    out[f] = createHash('sha256').update(JSON.stringify(r)).digest('hex').slice(0, 12) + (r.min_volume_check ? ` check ${JSON.stringify(r.min_volume_check).slice(0, 120)}` : ' no-check');
  }
  return out;
}
const a = await runAll(rootA);
const b = await runAll(rootB);
let same = 0;
for (const f of files) { const eq = a[f] === b[f]; if (eq) same++; console.log(eq ? 'SAME' : 'DIFF', f.split('/').slice(-1)[0], a[f], eq ? '' : `\n     vs ${b[f]}`); }
console.log(`${same}/${files.length} identical`);
