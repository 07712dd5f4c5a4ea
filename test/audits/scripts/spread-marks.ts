/**
 * Audit 6: a vertical spread's daily marks (the last, or the mid for a last outside the bid/ask) and its
 * loss as a % of the entry credit, day by day, to check when a percentage stop should have fired.
 * usage: npx tsx test/audits/scripts/spread-marks.ts TICKER FROM TO EXPIRY put|call SHORT_K LONG_K CREDIT
 */
import type { OptionQuote } from '../../../shared/engine/market/market-data';
import { loadMarketData } from '../../../functions/market/load-market-data';

const [ticker, from, to, expiry, type, ks, kl, credit] = process.argv.slice(2);
if (!ticker || !from || !to || !expiry || (type !== 'put' && type !== 'call') || !ks || !kl || !credit) {
  throw new Error('usage: spread-marks.ts TICKER FROM TO EXPIRY put|call SHORT_K LONG_K CREDIT');
}
const m = await loadMarketData(ticker);
const mark = (q: OptionQuote) => (q.last_trade_price >= q.bid_price && q.last_trade_price <= q.ask_price ? q.last_trade_price : (q.bid_price + q.ask_price) / 2);
for (const b of m.bars.filter((x) => x.date >= from && x.date <= to)) {
  const s = m.options.quote(b.date, expiry, type, Number(ks));
  const l = m.options.quote(b.date, expiry, type, Number(kl));
  if (!s || !l) throw new Error(`no quote on ${b.date}`);
  const debit = mark(s) - mark(l);
  console.log(b.date, b.close.toFixed(2), 'short', mark(s), 'long', mark(l), 'loss% of credit', (((debit - Number(credit)) / Number(credit)) * 100).toFixed(2));
}
