/**
 * Audit 16, F1 on real quotes: a multi-leg request run on the real SPXW sample (imported into a
 * temporary folder store with the operator's importer, as audit 7's band-check does), and each
 * entry's and each exit's contracts set beside the real day volume of the contract it traded.
 * usage: npx tsx test/audits/scripts16/imported-size-vs-volume.ts request.json
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMultiLegBacktest } from '../../../shared/engine';
import { parseRequest } from '../../../functions/cli/parse-request';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { createFolderChainStore } from '../../../functions/market/chains/chain-store';
import { importChains } from '../../../functions/market/chains/import-chains';
import { SPXW_FIXTURE } from '../../../functions/market/chains/spxw-sample-runs';

const path = process.argv[2];
if (!path) throw new Error('usage: imported-size-vs-volume.ts request.json');
const parsed = parseRequest(JSON.parse(await readFile(path, 'utf8')));
if (parsed.kind !== 'standard') throw new Error(`a multi-leg request is needed (${parsed.kind})`);
const dir = await mkdtemp(join(tmpdir(), 'audit16-size-'));
try {
  await importChains([SPXW_FIXTURE], dir);
  const { ticker, start_date: start, end_date: end } = parsed.request;
  const market = await loadMarketData(ticker, { store: createFolderChainStore(dir), range: { start: start ?? '2018-01-02', end: end ?? '2018-02-28' } });
  const r = runMultiLegBacktest(parsed.request, market);
  console.log(JSON.stringify({ data_source: r.data_source, end_balance: r.end_balance, total_return_pct: r.total_return_pct, trades: r.trades.length }));
  for (const t of r.trades) {
    const legs = t.entry_contracts.map((l, i) => {
      const x = t.exit_contracts[i];
      return `${l.side} ${l.quantity}x ${l.contract.id} vol ${l.contract.volume} (exit vol ${x?.contract.volume ?? '-'})`;
    });
    const over = t.entry_contracts.filter((l) => l.quantity > l.contract.volume).length;
    console.log(`${t.entry_date} -> ${t.exit_date} ${t.exit_scenario} pnl ${t.pnl} | legs over their day volume: ${over} | ${legs.join('; ')}`);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
