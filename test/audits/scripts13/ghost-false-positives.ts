/**
 * Area 1: can pre-split-ghosts.ts drop a real row? LEAN's AAPL files (2014-06-02..16, the 7:1 of
 * 06-09) imported into a temporary store; the ghost test run on every stored row of every day with
 * the real split (ratio 7) and with the same date taken as a 2:1, 3:1, 4:1 or 5:1 (the splits of
 * AAPL 2020, NVDA 2021, TSLA 2020/2022, a last-price-only vendor's files would carry). A flagged
 * row with strike <= 200 (the 2015-01-17 195 and 200 excepted: audit 12's measured pre-split
 * LEAPS) is a real post-split row on these files. Also: every row over 200 on and after 06-09
 * not flagged at ratio 7 (a ghost left in).
 * usage: npx tsx test/audits/scripts13/ghost-false-positives.ts
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
const names = (await readdir(folder)).filter((f) => f.endsWith('.csv')).sort();
const dir = await mkdtemp(join(tmpdir(), 'a13-ghosts-'));
const isPreSplitSeries = (expiry: string, strike: number): boolean => strike > 200 || (expiry === '2015-01-17' && (strike === 195 || strike === 200));
try {
  await importChains(names.map((f) => join(folder, f)), dir);
  const source = await openImportedChains(createFolderChainStore(dir), 'AAPL', { riskFreeRate: () => 0.0005 });
  if (source === undefined) throw new Error('no AAPL chains imported');
  const out: Record<string, unknown> = {};
  for (const ratio of [7, 2, 3, 4, 5]) {
    const ghosts = preSplitGhosts(source, [{ date: '2014-06-09', ratio }]);
    if (ghosts === undefined) throw new Error('no ghost test');
    const perDay: Record<string, unknown> = {};
    for (const date of source.days()) {
      if (date < '2014-06-09') continue;
      let rows = 0;
      let flaggedGhostSeries = 0;
      let ghostLeftIn = 0;
      const realDropped: string[] = [];
      for (const expiry of source.expirations(date)) {
        for (const type of ['call', 'put'] as const) {
          for (const q of source.chain(date, expiry, type)) {
            rows++;
            const flagged = ghosts.isGhost(date, q);
            if (isPreSplitSeries(expiry, q.strike)) {
              if (flagged) flaggedGhostSeries++;
              else ghostLeftIn++;
            } else if (flagged) realDropped.push(`${expiry} ${type} ${q.strike} close ${q.last_trade_price}`);
          }
        }
      }
      perDay[date] = { rows, flagged_pre_split_series: flaggedGhostSeries, pre_split_series_not_flagged: ghostLeftIn, real_rows_dropped: realDropped.length, examples: realDropped.slice(0, 4) };
    }
    out[`ratio ${ratio}`] = perDay;
  }
  console.log(JSON.stringify(out, null, 1));
} finally {
  await rm(dir, { recursive: true, force: true });
}
