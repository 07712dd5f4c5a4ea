/**
 * D1 measured: on each LEAN AAPL day (2014-06-02..16, over the 7:1 of 06-09), the rows the raw file
 * prices (close > 0: what the import stores) against the rows the market's chain answers (pre-split
 * ghosts left out: shared/engine/market/pre-split-ghosts.ts), and which of the left-out rows lie at
 * strikes over 200 (the pre-split series on a ~$93 stock).
 * usage: npx tsx test/audits/scripts12/lean-ghost-count.ts
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importChains } from '../../../functions/market/chains/import-chains';
import { createFolderChainStore } from '../../../functions/market/chains/chain-store';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { RAW } from '../scripts11/raw-series';

const folder = `${RAW}/options/quantconnect-lean-universes/aapl`;
const names = (await readdir(folder)).filter((f) => f.endsWith('.csv')).sort();
/** date → "expiry type strike" of every priced row in the raw file. */
const raw = new Map<string, Set<string>>();
for (const f of names) {
  const rows = new Set<string>();
  for (const line of readFileSync(join(folder, f), 'utf8').trim().split('\n').slice(1)) {
    const [exp, strike, right, , , , close] = line.split(',');
    if (!exp || !(Number(close) > 0)) continue;
    rows.add(`${exp.slice(0, 4)}-${exp.slice(4, 6)}-${exp.slice(6, 8)} ${right === 'C' ? 'call' : 'put'} ${Number(strike)}`);
  }
  raw.set(`${f.slice(0, 4)}-${f.slice(4, 6)}-${f.slice(6, 8)}`, rows);
}
const dir = await mkdtemp(join(tmpdir(), 'a12-ghosts-'));
try {
  await importChains(names.map((f) => join(folder, f)), dir);
  const market = await loadMarketData('AAPL', { store: createFolderChainStore(dir), range: { start: '2014-06-02', end: '2014-06-16' } });
  const out: Record<string, unknown> = {};
  for (const [date, rows] of raw) {
    if (market.options.source(date) !== 'imported') { out[date] = { raw_priced_rows: rows.size, day: 'not imported (modeled)' }; continue; }
    const answered = new Set<string>();
    for (const expiry of market.options.expirations(date)) {
      for (const type of ['call', 'put'] as const) for (const q of market.options.chain(date, expiry, type)) answered.add(`${expiry} ${type} ${q.strike}`);
    }
    const left = [...rows].filter((k) => !answered.has(k));
    const over200 = left.filter((k) => Number(k.split(' ')[2]) > 200).length;
    out[date] = { raw_priced_rows: rows.size, answered: answered.size, left_out: left.length, left_out_strike_over_200: over200, left_out_others: left.filter((k) => Number(k.split(' ')[2]) <= 200) };
  }
  console.log(JSON.stringify(out, null, 1));
} finally {
  await rm(dir, { recursive: true, force: true });
}
