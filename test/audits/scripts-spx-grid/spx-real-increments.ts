/**
 * Real SPX strike spacing by distance from the spot and by days to expiry (issue 15, increments):
 * for each real day and expiry, the gap from each listed strike (puts and calls together) to the next
 * one up, counted by the band of the lower strike's signed distance from that day's spot.
 * usage: npx tsx test/audits/scripts-spx-grid/spx-real-increments.ts
 */
import { readVendorFile } from '../../../functions/market/chains/import-chains';
import { parseVendorCsv } from '../../../functions/market/chains/parse-vendor-csv';
import { SPXW_FIXTURE } from '../../../functions/market/chain-accuracy';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { readLeanDays } from '../../../functions/market/lean-chains';

const market = await loadMarketData('SPX', { store: null });
const close = (date: string) => market.bars.find((b) => b.date === date)?.close;
const dte = (date: string, expiry: string) => Math.round((Date.parse(expiry) - Date.parse(date)) / 86400e3);

/** date|expiry -> spot and strikes. */
function collect(rows: Iterable<{ date: string; expiry: string; strike: number; spot: number }>) {
  const m = new Map<string, { spot: number; strikes: Set<number> }>();
  for (const r of rows) {
    const key = `${r.date}|${r.expiry}`;
    let e = m.get(key);
    if (!e) { e = { spot: r.spot, strikes: new Set() }; m.set(key, e); }
    e.strikes.add(r.strike);
  }
  return m;
}
const BANDS = [-1, -0.5, -0.4, -0.3, -0.25, -0.2, -0.15, -0.1, -0.05, 0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.5, 1, 9];
const bandOf = (d: number) => { for (let i = 0; i < BANDS.length - 1; i++) if (d < (BANDS[i + 1] as number)) return `${((BANDS[i] as number) * 100).toFixed(0)}..${((BANDS[i + 1] as number) * 100).toFixed(0)}%`; return '?'; };
const DTES = [[0, 14], [15, 45], [46, 120], [121, 400], [401, 2000]] as const;
const dteOf = (d: number) => { const b = DTES.find(([lo, hi]) => d >= lo && d <= hi); return b ? `${b[0]}-${b[1]}d` : '?'; };

function report(name: string, series: Map<string, { spot: number; strikes: Set<number> }>) {
  // band -> dte -> gap -> count
  const t = new Map<string, Map<string, Map<number, number>>>();
  for (const [key, { spot, strikes }] of series) {
    const [date, expiry] = key.split('|') as [string, string];
    const ks = [...strikes].sort((a, b) => a - b);
    for (let i = 0; i + 1 < ks.length; i++) {
      const k = ks[i] as number;
      const gap = Math.round(((ks[i + 1] as number) - k) * 100) / 100;
      const b = bandOf(k / spot - 1);
      const d = dteOf(dte(date, expiry));
      const byD = t.get(b) ?? new Map(); t.set(b, byD);
      const byG = byD.get(d) ?? new Map(); byD.set(d, byG);
      byG.set(gap, (byG.get(gap) ?? 0) + 1);
    }
  }
  console.log(`\n== ${name}: ${series.size} day-expiries; gap to the next real strike up: count by gap, per band of the lower strike's distance from spot, per DTE`);
  const order = (s: string) => Number(s.split('..')[0]);
  for (const b of [...t.keys()].sort((x, y) => order(x) - order(y))) {
    const byD = t.get(b) ?? new Map<string, Map<number, number>>();
    const parts = [...byD.keys()].sort((x, y) => Number(x.split('-')[0]) - Number(y.split('-')[0])).map((d) => {
      const g = [...(byD.get(d) ?? [])].sort((x, y) => x[0] - y[0]).map(([gap, n]) => `$${gap}:${n}`).join(' ');
      return `${d} [${g}]`;
    });
    console.log(`${b.padEnd(10)} ${parts.join('  ')}`);
  }
}

const { rows } = parseVendorCsv(await readVendorFile(SPXW_FIXTURE), 'x.csv', market.riskFreeRate);
report('SPXW Jan-Feb 2018 (vendor sample)', collect(rows.map(({ date, quote }) => ({ date, expiry: quote.expiry_date, strike: quote.strike, spot: quote.underlying_price }))));
const lean = readLeanDays('spx').flatMap((d) => { const s = close(d.date); return s === undefined ? [] : d.rows.map((r) => ({ date: d.date, expiry: r.expiry, strike: r.strike, spot: s })); });
report('LEAN SPX 2015-12-22/23', collect(lean));
