/**
 * Audit 6: for a covered result, each equity date's open short option and its close mark as the
 * engine's chain quotes it (price_source mid: the midpoint; last: the last, or the midpoint for a
 * last outside the bid/ask), × 100 × the
 * contracts (an option opened that day included: it is marked at the close too; after a
 * whole-number split, ratio × the contracts at the strike / ratio to the cent).
 * Prints {date: dollars}. usage: npx tsx test/audits/scripts/option-marks.ts result.json TICKER
 */
import { readFile } from 'node:fs/promises';
import { loadMarketData } from '../../../functions/market/load-market-data';

interface Leg { contract: { call_or_put: 'call' | 'put'; strike: number; expiry_date: string }; quantity: number }
interface T { entry_date: string; exit_date: string; entry_position: Leg }
const [path, ticker] = process.argv.slice(2);
if (!path || !ticker) throw new Error('usage: option-marks.ts result.json TICKER');
const result = JSON.parse(await readFile(path, 'utf8')) as { trades: T[]; equity_curve: [string, number][]; costs?: { price_source?: string } };
const byMid = result.costs?.price_source === 'mid';
const market = await loadMarketData(ticker);
const out: Record<string, number> = {};
for (const [date] of result.equity_curve) {
  const open = result.trades.filter((t) => t.entry_date <= date && date < t.exit_date);
  let dollars = 0;
  for (const t of open) {
    const c = t.entry_position.contract;
    // A whole-number split since the entry: ratio × the contracts at strike / ratio to the cent (OCC).
    const ratio = (market.splits ?? []).filter((s) => s.date > t.entry_date && s.date <= date).reduce((r, s) => r * s.ratio, 1);
    const strike = Math.round((c.strike / ratio) * 100) / 100;
    const q = market.options.quote(date, c.expiry_date, c.call_or_put, strike);
    if (!q) throw new Error(`no quote ${date} ${c.expiry_date} ${c.call_or_put} ${strike}`);
    const inside = !byMid && q.last_trade_price >= q.bid_price && q.last_trade_price <= q.ask_price;
    dollars += (inside ? q.last_trade_price : (q.bid_price + q.ask_price) / 2) * 100 * t.entry_position.quantity * ratio;
  }
  out[date] = Math.round(dollars * 100) / 100;
}
process.stdout.write(`${JSON.stringify(out)}\n`);
