/**
 * On how many SPX days 2010-2025 a cap on the call side set as a multiple of the day's spot would sit
 * under the top the real SPXW end-of-month series would have had, taking that top as the lowest
 * multiple of the 63-session high close seen on the real days (1.088,
 * test/audits/scripts-spx-listing/out-upper-range.txt; the top once listed stays listed as the index
 * falls). usage: npx tsx test/audits/scripts-spx-listing/spx-fall-days.ts
 */
import { loadMarketData } from '../../../functions/market/load-market-data';

const REAL_TOP_OVER_HIGH = 1.088;
const market = await loadMarketData('SPX', { store: null });
const bars = market.bars;
for (const cap of [1.25, 1.3, 1.35, 1.4, Math.exp(0.4)]) {
  const under: string[] = [];
  for (let i = 63; i < bars.length; i++) {
    let high = 0;
    for (let j = i - 63; j < i; j++) high = Math.max(high, bars[j]?.close ?? 0);
    const bar = bars[i];
    if (bar && cap * bar.close < REAL_TOP_OVER_HIGH * high) under.push(bar.date);
  }
  const years = [...new Set(under.map((d) => d.slice(0, 7)))];
  console.log(`cap ${cap.toFixed(3)} x spot: under ${REAL_TOP_OVER_HIGH} x the 63-session high on ${under.length} of ${bars.length - 63} days; months ${years.join(' ')}`);
}
