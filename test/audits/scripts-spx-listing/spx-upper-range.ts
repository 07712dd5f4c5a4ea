/**
 * How far ABOVE the spot real SPX chains list strikes, by days to expiry, against the modeled chain
 * (issue 15, listing; the call side of test/audits/scripts-f5/spx_listing_by_dte.py).
 *
 * usage (repo root): npx tsx test/audits/scripts-spx-listing/spx-upper-range.ts
 *
 * Real: the SPXW end-of-month sample of 2018-01-02..02-28 (a full listing: every strike of the
 * series, quoted or not) and the LEAN SPX universes of 2015-12-22/23 (traded rows only: a lower
 * bound on how far each expiry listed). A strike listed for puts is listed for calls too (series
 * come in pairs), so the real top is the highest strike of either type. Modeled: the same day's
 * modeled chain (calls) for the same expiry. Also printed: the real top over the highest SPX close
 * of the 63 sessions before the day (strikes once listed stay listed while the index falls).
 */
import { readVendorFile } from '../../../functions/market/chains/import-chains';
import { parseVendorCsv } from '../../../functions/market/chains/parse-vendor-csv';
import { SPXW_FIXTURE } from '../../../functions/market/chain-accuracy';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { readLeanDays } from '../../../functions/market/lean-chains';

const market = await loadMarketData('SPX', { store: null });
const closes = new Map(market.bars.map((b, i) => [b.date, i]));
const priorHigh = (date: string): number => {
  const i = closes.get(date) ?? 0;
  let high = 0;
  for (let j = Math.max(0, i - 63); j < i; j++) high = Math.max(high, market.bars[j]?.close ?? 0);
  return high;
};
const days = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86400000);

interface Row { source: string; date: string; expiry: string; top: number; spot: number; strikes: Set<number> }
const rows: Row[] = [];
const { rows: spxw } = parseVendorCsv(await readVendorFile(SPXW_FIXTURE), 'SPXW_2018-01-02_to_2018-02-28.csv', market.riskFreeRate);
const tops = new Map<string, Row>();
for (const { date, quote } of spxw) {
  const key = `${date}|${quote.expiry_date}`;
  const seen = tops.get(key);
  if (seen === undefined) tops.set(key, { source: 'SPXW', date, expiry: quote.expiry_date, top: quote.strike, spot: quote.underlying_price, strikes: new Set([quote.strike]) });
  else {
    seen.top = Math.max(seen.top, quote.strike);
    seen.strikes.add(quote.strike);
  }
}
rows.push(...tops.values());
for (const day of readLeanDays('spx')) {
  const byExpiry = new Map<string, Set<number>>();
  for (const r of day.rows) byExpiry.set(r.expiry, (byExpiry.get(r.expiry) ?? new Set<number>()).add(r.strike));
  const spot = market.bars.find((b) => b.date === day.date)?.close ?? 0;
  for (const [expiry, strikes] of byExpiry) rows.push({ source: 'LEAN', date: day.date, expiry, top: Math.max(...strikes), spot, strikes });
}
rows.sort((a, b) => a.date.localeCompare(b.date) || a.expiry.localeCompare(b.expiry));
console.log('source date expiry dte | real top, /spot, /63-session high | modeled top, /spot | modeled - real ($)');
const narrower: string[] = [];
for (const r of rows) {
  const calls = market.options.chain(r.date, r.expiry, 'call');
  const mspot = calls[0]?.underlying_price ?? r.spot;
  const mtop = calls.at(-1)?.strike;
  const gap = mtop === undefined ? 'not listed' : `${mtop.toFixed(0)} ${(mtop / mspot).toFixed(3)} | ${(mtop - r.top).toFixed(0)}`;
  if (mtop !== undefined && mtop < r.top) narrower.push(`${r.date} ${r.expiry}`);
  console.log(`${r.source} ${r.date} ${r.expiry} ${String(days(r.date, r.expiry)).padStart(4)} | ${r.top.toFixed(0)} ${(r.top / r.spot).toFixed(3)} ${(r.top / priorHigh(r.date)).toFixed(3)} | ${gap}`);
}
for (const source of ['SPXW', 'LEAN']) {
  const of = rows.filter((r) => r.source === source);
  const ratios = of.map((r) => r.top / r.spot);
  const highs = of.map((r) => r.top / priorHigh(r.date));
  console.log(`${source}: ${of.length} day-expiries, real top / spot ${Math.min(...ratios).toFixed(3)}-${Math.max(...ratios).toFixed(3)}, / 63-session high ${Math.min(...highs).toFixed(3)}-${Math.max(...highs).toFixed(3)}`);
}
// Every real strike against the modeled listing of its day and expiry: listed, or why not.
for (const source of ['SPXW', 'LEAN']) {
  const miss = { listed: 0, below: 0, above: 0, offGrid: 0, noExpiry: 0 };
  for (const r of rows.filter((x) => x.source === source)) {
    const listed = market.options.chain(r.date, r.expiry, 'call').map((q) => q.strike);
    for (const k of r.strikes) {
      if (listed.length === 0) miss.noExpiry++;
      else if (listed.includes(k)) miss.listed++;
      else if (k < (listed[0] ?? 0)) miss.below++;
      else if (k > (listed.at(-1) ?? 0)) miss.above++;
      else miss.offGrid++;
    }
  }
  console.log(`${source} real strikes (day-expiry-strike): ${JSON.stringify(miss)}`);
}
console.log(`modeled top under the real top: ${narrower.length} (${narrower.join(', ')})`);
