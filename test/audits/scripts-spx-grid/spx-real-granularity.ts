/**
 * The grid each real SPX strike needs (issue 15, increments): the coarsest of $100, $50, $25, $10, $5
 * it is a multiple of, counted by its signed distance from the day's spot (2.5% bands) and DTE.
 * usage: npx tsx test/audits/scripts-spx-grid/spx-real-granularity.ts
 */
import { readVendorFile } from '../../../functions/market/chains/import-chains';
import { parseVendorCsv } from '../../../functions/market/chains/parse-vendor-csv';
import { SPXW_FIXTURE } from '../../../functions/market/chain-accuracy';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { readLeanDays } from '../../../functions/market/lean-chains';

const market = await loadMarketData('SPX', { store: null });
const close = (date: string) => market.bars.find((b) => b.date === date)?.close;
const dte = (date: string, expiry: string) => Math.round((Date.parse(expiry) - Date.parse(date)) / 86400e3);
const STEPS = [100, 50, 25, 10, 5, 1];
const need = (k: number) => STEPS.find((s) => Math.abs(k / s - Math.round(k / s)) < 1e-9) ?? 0;

function report(name: string, rows: { date: string; expiry: string; strike: number; spot: number }[], dteSplit: number) {
  const seen = new Set<string>();
  const t = new Map<string, Map<number, number>>();
  for (const r of rows) {
    const key = `${r.date}|${r.expiry}|${r.strike}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const d = r.strike / r.spot - 1;
    const band = Math.floor(d / 0.025) * 2.5;
    const bk = `${band >= 0 ? '+' : ''}${band.toFixed(1)}% ${dte(r.date, r.expiry) <= dteSplit ? `<=${dteSplit}d` : `>${dteSplit}d`}`;
    const m = t.get(bk) ?? new Map(); t.set(bk, m);
    const s = need(r.strike);
    m.set(s, (m.get(s) ?? 0) + 1);
  }
  console.log(`\n== ${name}: real strikes (date, expiry, strike) by the coarsest step they sit on, per 2.5% band of distance from spot and DTE`);
  for (const k of [...t.keys()].sort((a, b) => parseFloat(a) - parseFloat(b) || a.localeCompare(b))) {
    console.log(`${k.padEnd(16)} ${[...(t.get(k) ?? [])].sort((a, b) => b[0] - a[0]).map(([s, n]) => `$${s}:${n}`).join(' ')}`);
  }
}
const { rows } = parseVendorCsv(await readVendorFile(SPXW_FIXTURE), 'x.csv', market.riskFreeRate);
report('SPXW Jan-Feb 2018', rows.map(({ date, quote }) => ({ date, expiry: quote.expiry_date, strike: quote.strike, spot: quote.underlying_price })), 14);
report('LEAN SPX 2015-12-22/23', readLeanDays('spx').flatMap((d) => { const s = close(d.date); return s === undefined ? [] : d.rows.map((r) => ({ date: d.date, expiry: r.expiry, strike: r.strike, spot: s })); }), 120);
