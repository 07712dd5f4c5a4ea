/** LEAN SPX 2015-12-22/23 by expiry: its strikes, range and where its $5/$10 strikes sit (issue 15, increments). usage: npx tsx test/audits/scripts-spx-grid/lean-by-expiry.ts */
import { loadMarketData } from '../../../functions/market/load-market-data';
import { readLeanDays } from '../../../functions/market/lean-chains';
const market = await loadMarketData('SPX', { store: null });
const STEPS = [100, 50, 25, 10, 5, 1];
const need = (k: number) => STEPS.find((s) => Math.abs(k / s - Math.round(k / s)) < 1e-9) ?? 0;
for (const d of readLeanDays('spx')) {
  const spot = market.bars.find((b) => b.date === d.date)?.close ?? NaN;
  const by = new Map<string, Set<number>>();
  for (const r of d.rows) { const s = by.get(r.expiry) ?? new Set(); s.add(r.strike); by.set(r.expiry, s); }
  for (const [e, ks] of [...by].sort()) {
    const arr = [...ks].sort((a, b) => a - b);
    const fine = arr.filter((k) => need(k) <= 10).map((k) => ((k / spot - 1) * 100).toFixed(0));
    const dte = Math.round((Date.parse(e) - Date.parse(d.date)) / 864e5);
    console.log(d.date, e, dte + 'd', 'n', arr.length, 'range%', (((arr[0] as number) / spot - 1) * 100).toFixed(0), (((arr.at(-1) as number) / spot - 1) * 100).toFixed(0), '$5/$10 strikes at %:', fine.length ? `${fine[0]}..${fine.at(-1)} (${fine.length})` : '-');
  }
}
