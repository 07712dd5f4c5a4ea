/**
 * D1's sharper test, measured before writing it: of the rows pre-split-ghosts.ts flags on LEAN's AAPL
 * files (the real 7:1, and the split date taken as 2:1, 3:1, 4:1), how many would still be flagged
 * if a ghost's close had to equal the same strike's close on the last imported day before the split
 * (2014-06-06), or lie outside its no-arbitrage bounds.
 * usage: npx tsx test/audits/scripts13/ghost-pre-split-close.ts
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importChains } from '../../../functions/market/chains/import-chains';
import { createFolderChainStore } from '../../../functions/market/chains/chain-store';
import { openImportedChains } from '../../../functions/market/chains/parquet-chain-source';
import { RAW } from '../scripts11/raw-series';
import { preSplitGhosts, outsideBounds } from '../../../shared/engine/market/pre-split-ghosts';
const folder = `${RAW}/options/quantconnect-lean-universes/aapl`;
const names = (await readdir(folder)).filter((f) => f.endsWith('.csv')).sort();
const dir = await mkdtemp(join(tmpdir(), 'a13-gp-'));
await importChains(names.map((f) => join(folder, f)), dir);
const source = await openImportedChains(createFolderChainStore(dir), 'AAPL', { riskFreeRate: () => 0.0005 });
if (source === undefined) throw new Error('no AAPL chains imported');
for (const ratio of [7, 2, 3, 4]) {
  const g = preSplitGhosts(source, [{ date: '2014-06-09', ratio }]);
  if (g === undefined) throw new Error('no ghost test');
  const res: string[] = [];
  for (const date of source.days()) {
    if (date < '2014-06-09') continue;
    let flagged = 0, keptByPre = 0, real = 0, realKept = 0;
    for (const expiry of source.expirations(date)) for (const type of ['call', 'put'] as const) for (const q of source.chain(date, expiry, type)) {
      if (!g.isGhost(date, q)) continue;
      const pre = source.quote('2014-06-06', expiry, type, q.strike);
      const frozen = (pre !== undefined && pre.last_trade_price === q.last_trade_price) || outsideBounds(q);
      const isPre = q.strike > 200 || (expiry === '2015-01-17' && (q.strike === 195 || q.strike === 200));
      if (isPre) { flagged++; if (frozen) keptByPre++; } else { real++; if (frozen) realKept++; }
    }
    res.push(`${date}: ghosts ${flagged}, still ghosts under the pre-split-close test ${keptByPre}; real flagged ${real}, still flagged ${realKept}`);
  }
  console.log(`ratio ${ratio}\n  ` + res.join('\n  '));
}
await rm(dir, { recursive: true, force: true });
