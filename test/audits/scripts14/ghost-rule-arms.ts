/**
 * Which test of a ghost catches which row (exploration behind pre-split-ghosts.ts): LEAN's AAPL files
 * (7:1 of 2014-06-09, and the date taken as 2:1..5:1); of the last-only, volume-0 rows beside a twin
 * (strike / ratio listed), per day and for pre-split series (G) and real rows (R): outside the day's
 * bounds, a call dearer than its twin (with and without the tolerance), the close equal to the same
 * strike's on 06-05 (the import's last pre-split day), and rows only an unchanged-since-06-09 close
 * would catch. Lists the real rows any arm catches and, on 06-16, pre-split rows none catches.
 * usage: npx tsx test/audits/scripts14/ghost-rule-arms.ts
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importChains } from '../../../functions/market/chains/import-chains';
import { createFolderChainStore } from '../../../functions/market/chains/chain-store';
import { openImportedChains } from '../../../functions/market/chains/parquet-chain-source';
import { outsideBounds } from '../../../shared/engine/market/pre-split-ghosts';
import { RAW } from '../scripts11/raw-series';
const folder = `${RAW}/options/quantconnect-lean-universes/aapl`;
const names = (await readdir(folder)).filter((f) => f.endsWith('.csv')).sort();
const dir = await mkdtemp(join(tmpdir(), 'hg-'));
await importChains(names.map((f) => join(folder, f)), dir);
const source = await openImportedChains(createFolderChainStore(dir), 'AAPL', { riskFreeRate: () => 0.0005 });
if (!source) throw new Error('x');
const cents = (x: number) => Math.round(x * 100) / 100;
for (const ratio of [7, 2, 3, 4, 5]) {
  console.log('ratio', ratio);
  for (const date of source.days()) {
    if (date < '2014-06-09') continue;
    const c: Record<string, number> = {};
    const ex: string[] = [];
    const inc = (k: string) => { c[k] = (c[k] ?? 0) + 1; };
    for (const expiry of source.expirations(date)) for (const type of ['call', 'put'] as const) for (const q of source.chain(date, expiry, type)) {
      const isPre = q.strike > 200 || (expiry === '2015-01-17' && (q.strike === 195 || q.strike === 200));
      const tag = isPre ? 'G' : 'R';
      inc(tag + 'all');
      if (q.last_only !== true || q.volume !== 0) continue;
      const tk = cents(q.strike / ratio);
      const tw = source.quote(date, expiry, type, tk);
      if (tw === undefined || tk === q.strike) continue;
      inc(tag + 'cand');
      const ob = outsideBounds(q);
      const over = type === 'call' && q.last_trade_price > tw.last_trade_price;
      const overTol = type === 'call' && q.last_trade_price > tw.last_trade_price + Math.max(0.05 * tw.last_trade_price, 0.05);
      const pre = source.quote('2014-06-05', expiry, type, q.strike);
      const frozenPre = pre !== undefined && pre.last_trade_price === q.last_trade_price;
      const first = source.quote('2014-06-09', expiry, type, q.strike);
      const frozenSince = first !== undefined && first.last_trade_price === q.last_trade_price;
      if (ob) inc(tag + 'bounds');
      if (over) inc(tag + 'over');
      if (overTol) inc(tag + 'overTol');
      if (frozenPre) inc(tag + 'frozenPre');
      if (ob || overTol || frozenPre) inc(tag + 'ANY');
      else if (frozenSince) inc(tag + 'onlyFrozenSince');
      if (!isPre && (ob || over || frozenPre)) ex.push(`${expiry} ${type} ${q.strike} c=${q.last_trade_price} tw=${tw.last_trade_price} pre=${pre?.last_trade_price} ob=${ob} over=${over} S=${q.underlying_price}`);
      if (isPre && !(ob || overTol || frozenPre) && date === '2014-06-16') ex.push(`MISS ${expiry} ${type} ${q.strike} c=${q.last_trade_price} tw=${tw.last_trade_price} pre=${pre?.last_trade_price} first=${first?.last_trade_price}`);
    }
    console.log(' ', date, JSON.stringify(c));
    if (ex.length) console.log('    ' + ex.slice(0, 12).join('\n    '));
  }
}
await rm(dir, { recursive: true, force: true });
