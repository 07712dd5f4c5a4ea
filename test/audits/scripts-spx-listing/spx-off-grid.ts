/** Real SPXW 2018 call strikes the modeled chain does not list, by distance from the spot and grid step (issue 15, increments). usage: npx tsx test/audits/scripts-spx-listing/spx-off-grid.ts */
import { readVendorFile } from '../../../functions/market/chains/import-chains';
import { parseVendorCsv } from '../../../functions/market/chains/parse-vendor-csv';
import { SPXW_FIXTURE } from '../../../functions/market/chain-accuracy';
import { loadMarketData } from '../../../functions/market/load-market-data';
const market = await loadMarketData('SPX', { store: null });
const { rows } = parseVendorCsv(await readVendorFile(SPXW_FIXTURE), 'x.csv', market.riskFreeRate);
const cache = new Map<string, Set<number>>();
const bands = new Map<string, number>();
for (const { date, quote } of rows) {
  if (quote.call_or_put !== 'call') continue;
  const key = `${date}|${quote.expiry_date}`;
  let listed = cache.get(key);
  if (!listed) { listed = new Set(market.options.chain(date, quote.expiry_date, 'call').map((q) => q.strike)); cache.set(key, listed); }
  if (listed.has(quote.strike)) continue;
  const d = Math.abs(quote.strike / quote.underlying_price - 1);
  const band = d <= 0.1 ? '<=10%' : d <= 0.25 ? '10-25%' : '>25%';
  const step = quote.strike % 100 === 0 ? 100 : quote.strike % 25 === 0 ? 25 : quote.strike % 5 === 0 ? 5 : 1;
  const side = quote.strike > quote.underlying_price ? 'above spot' : 'below spot';
  const b = `${side} ${band} mult-of-${step}${quote.bid_price > 0 ? ' bid' : ' nobid'}`;
  bands.set(b, (bands.get(b) ?? 0) + 1);
}
console.log([...bands].sort());
