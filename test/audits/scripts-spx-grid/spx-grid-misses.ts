/** Real SPX strikes (SPXW sample, LEAN SPX) the modeled grid of their day, series and range does not list. usage: npx tsx test/audits/scripts-spx-grid/spx-grid-misses.ts */
import { strikeGrid, seriesKind } from '../../../shared/engine/market/strikes';
import { readVendorFile } from '../../../functions/market/chains/import-chains';
import { parseVendorCsv } from '../../../functions/market/chains/parse-vendor-csv';
import { SPXW_FIXTURE } from '../../../functions/market/chain-accuracy';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { readLeanDays } from '../../../functions/market/lean-chains';
const market = await loadMarketData('SPX', { store: null });
const close = (date: string) => market.bars.find((b) => b.date === date)?.close;
const { rows } = parseVendorCsv(await readVendorFile(SPXW_FIXTURE), 'x.csv', market.riskFreeRate);
const all = [...rows.map(({ date, quote }) => ({ src: 'spxw', date, expiry: quote.expiry_date, strike: quote.strike })), ...readLeanDays('spx').flatMap((d) => d.rows.map((r) => ({ src: 'lean', date: d.date, expiry: r.expiry, strike: r.strike })))];
const m = new Map<string, Set<number>>();
for (const r of all) { const k = `${r.src}|${r.date}|${r.expiry}`; const s = m.get(k) ?? new Set(); s.add(r.strike); m.set(k, s); }
let tot = 0, grid = 0; const miss: string[] = [];
for (const [k, s] of m) {
  const [src, date, expiry] = k.split('|') as [string, string, string];
  const spot = close(date) ?? NaN; const ks = [...s].sort((a, b) => a - b);
  const years = (Date.parse(expiry) - Date.parse(date)) / 864e5 / 365;
  const kind = seriesKind('index', expiry, years, date);
  const g = new Set(strikeGrid('index', spot, ks[0] as number, ks.at(-1) as number, kind));
  if (src === 'spxw') { tot += ks.length; grid += g.size; }
  for (const x of ks) if (!g.has(x)) miss.push(`${src} ${date} ${expiry} ${kind} ${x} ${((x / spot - 1) * 100).toFixed(1)}%`);
}
console.log('spxw grid/real', grid / tot, 'misses', miss.length); console.log(miss.join('\n'));
