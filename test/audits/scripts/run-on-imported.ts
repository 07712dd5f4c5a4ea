/**
 * Audit 6: runs a request (the CLI's JSON body, covered or spreads) with real chain files imported
 * into a temporary chain store (as functions/market/chains tests do), and prints the result JSON.
 * usage: npx tsx test/audits/scripts/run-on-imported.ts request.json chain-file…
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCoveredBacktest, runMultiLegBacktest } from '../../../shared/engine';
import { parseRequest } from '../../../functions/cli/parse-request';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { createFolderChainStore } from '../../../functions/market/chains/chain-store';
import { importChains } from '../../../functions/market/chains/import-chains';

const [path, ...files] = process.argv.slice(2);
if (!path || files.length === 0) throw new Error('usage: run-on-imported.ts request.json chain-file…');
const parsed = parseRequest(JSON.parse(await readFile(path, 'utf8')));
if (parsed.kind === 'invalid') throw new Error(parsed.messages.join('\n'));
const dir = await mkdtemp(join(tmpdir(), 'audit6-chains-'));
try {
  await importChains(files, dir);
  const { ticker, start_date: start, end_date: end } = parsed.request;
  const market = await loadMarketData(ticker, { store: createFolderChainStore(dir), range: { start: start ?? '2010-01-01', end: end ?? '2030-01-01' } });
  const result = parsed.kind === 'covered' ? runCoveredBacktest(parsed.request, market) : runMultiLegBacktest(parsed.request, market);
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
