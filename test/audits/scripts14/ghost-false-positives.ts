/**
 * Audit 13 D1, measured again on the rule of pre-split-ghosts.ts (a copy of
 * ../scripts13/ghost-false-positives.ts, kept as it was, with a compact table and two imports):
 * LEAN's AAPL files (2014-06-02..16, the 7:1 of 06-09) imported into a temporary store; the ghost
 * test run on every stored row of every day from 06-09 with the real split (ratio 7) and with the
 * same date taken as a 2:1, 3:1, 4:1 or 5:1. A row at a strike over 200 (and the 2015-01-17 195 and
 * 200: audit 12's measured pre-split LEAPS) is a pre-split series; every other flagged row is a real
 * post-split row dropped.
 * Two imports: every file (LEAN's 06-06 file is already in post-split units and holds no pre-split
 * strike, so the import's last pre-split day is 06-05: the last pre-split day is missing), and the
 * files from the split on only (the import starts on the first day after the split).
 * usage: npx tsx test/audits/scripts14/ghost-false-positives.ts
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importChains } from '../../../functions/market/chains/import-chains';
import { createFolderChainStore } from '../../../functions/market/chains/chain-store';
import { openImportedChains } from '../../../functions/market/chains/parquet-chain-source';
import { preSplitGhosts } from '../../../shared/engine/market/pre-split-ghosts';
import { RAW } from '../scripts11/raw-series';

const folder = `${RAW}/options/quantconnect-lean-universes/aapl`;
const all = (await readdir(folder)).filter((f) => f.endsWith('.csv')).sort();
const isPreSplitSeries = (expiry: string, strike: number): boolean => strike > 200 || (expiry === '2015-01-17' && (strike === 195 || strike === 200));

async function measure(label: string, files: string[]): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'a14-ghosts-'));
  try {
    await importChains(files.map((f) => join(folder, f)), dir);
    const source = await openImportedChains(createFolderChainStore(dir), 'AAPL', { riskFreeRate: () => 0.0005 });
    if (source === undefined) throw new Error('no AAPL chains imported');
    console.log(`\n## ${label} (imported days ${source.days().join(' ')})`);
    console.log('| split taken as | day | rows | pre-split series flagged | pre-split series not flagged | real rows dropped | examples |');
    console.log('|---|---|---|---|---|---|---|');
    for (const ratio of [7, 2, 3, 4, 5]) {
      const ghosts = preSplitGhosts(source, [{ date: '2014-06-09', ratio }]);
      if (ghosts === undefined) throw new Error('no ghost test');
      for (const date of source.days()) {
        if (date < '2014-06-09') continue;
        let rows = 0;
        let flaggedPre = 0;
        let preLeft = 0;
        const realDropped: string[] = [];
        for (const expiry of source.expirations(date)) {
          for (const type of ['call', 'put'] as const) {
            for (const q of source.chain(date, expiry, type)) {
              rows++;
              const flagged = ghosts.isGhost(date, q);
              if (isPreSplitSeries(expiry, q.strike)) {
                if (flagged) flaggedPre++;
                else preLeft++;
              } else if (flagged) realDropped.push(`${expiry} ${type} ${q.strike} close ${q.last_trade_price} spot ${q.underlying_price}`);
            }
          }
        }
        console.log(`| ${ratio}:1 | ${date} | ${rows} | ${flaggedPre} | ${preLeft}${ratio === 7 ? '' : ' (wrong ratio)'} | **${realDropped.length}** | ${realDropped.slice(0, 3).join('; ')} |`);
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await measure('every file', all);
await measure('from the split on', all.filter((f) => f >= '20140609'));
