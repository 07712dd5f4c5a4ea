/**
 * Audit 6: runs a spreads request (the CLI's JSON body) on SPX with the real SPXW sample
 * (functions/market/chains/fixtures, 2018-01-02..2018-02-28) imported into a temporary chain
 * store, as spxw-leg-reconciliation.ts does, and prints the result JSON.
 * usage: npx tsx test/audits/scripts/run-on-spxw-sample.ts request.json
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BacktestRequestSchema } from '../../../shared/contracts';
import { runMultiLegBacktest } from '../../../shared/engine';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { createFolderChainStore } from '../../../functions/market/chains/chain-store';
import { importChains } from '../../../functions/market/chains/import-chains';
import { SPXW_FIXTURE, SPXW_RANGE } from '../../../functions/market/chains/spxw-sample-runs';

const path = process.argv[2];
if (!path) throw new Error('usage: run-on-spxw-sample.ts request.json');
const request = BacktestRequestSchema.parse(JSON.parse(await readFile(path, 'utf8')));
const dir = await mkdtemp(join(tmpdir(), 'audit6-spxw-'));
try {
  await importChains([SPXW_FIXTURE], dir);
  const market = await loadMarketData('SPX', { store: createFolderChainStore(dir), range: SPXW_RANGE });
  process.stdout.write(`${JSON.stringify(runMultiLegBacktest(request, market))}\n`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
