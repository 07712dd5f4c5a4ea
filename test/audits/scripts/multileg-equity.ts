/**
 * Audit 6: a multi-leg result's daily equity rebuilt outside the engine and compared with its
 * equity curve. Cash: the start balance, each leg's entry fill (a short receives, a long pays,
 * × 100 × contracts) less the trade's entry commissions on its entry day, the rest of the trade's
 * pnl on its exit day, and the T-bill on the cash struck at each close (actual/365, to the cent). Marks: each open leg at the chain's close quote
 * (price_source mid: the midpoint; last: the last, or the midpoint for a last outside the bid/ask) × 100 × contracts, long +, short −.
 * Prints the days compared and the largest gap. Runs without splits only.
 * usage: npx tsx test/audits/scripts/multileg-equity.ts result.json TICKER
 */
import { readFile } from 'node:fs/promises';
import { loadMarketData } from '../../../functions/market/load-market-data';

interface Leg { side: 'long' | 'short'; quantity: number; price: number; contract: { call_or_put: 'call' | 'put'; strike: number; expiry_date: string } }
interface T { exchange_fees?: number; entry_date: string; exit_date: string; pnl: number; commissions: number; exit_scenario: string; entry_contracts: Leg[]; exit_contracts: Leg[] }
interface R { costs: { commission_per_contract: number; price_source?: string }; start_balance: number; trades: T[]; equity_curve: { date: string; equity: number }[] }

const [path, ticker] = process.argv.slice(2);
if (!path || !ticker) throw new Error('usage: multileg-equity.ts result.json TICKER');
const r = JSON.parse(await readFile(path, 'utf8')) as R;
const market = await loadMarketData(ticker);
const entryFlow = (t: T): number => {
  const nIn = t.entry_contracts.reduce((s, l) => s + l.quantity, 0);
  const nOut = t.exit_scenario === 'EXPIRATION' ? 0 : t.exit_contracts.reduce((s, l) => s + l.quantity, 0);
  // The broker's commission is per contract filled; Cboe's SPX fee (when charged) likewise.
  const commIn = nIn * r.costs.commission_per_contract + ((t.exchange_fees ?? 0) * nIn) / (nIn + nOut);
  return t.entry_contracts.reduce((s, l) => s + (l.side === 'short' ? 1 : -1) * l.price * 100 * l.quantity, 0) - commIn;
};
const dayNumber = (d: string): number => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
let cash = r.start_balance;
let prev: string | undefined;
let worst = { date: '', gap: 0 };
let compared = 0;
for (const { date, equity } of r.equity_curve) {
  if (prev !== undefined && cash > 0) {
    // Interest on the cash struck at the previous close, at that day's T-bill, actual/365, to the cent.
    cash += Math.round((cash * Math.max(0, market.riskFreeRate(prev)) * (dayNumber(date) - dayNumber(prev)) * 100) / 365) / 100;
  }
  for (const t of r.trades) {
    if (t.entry_date === date) cash += entryFlow(t);
    if (t.exit_date === date) cash += t.pnl - entryFlow(t);
  }
  let marks = 0;
  for (const t of r.trades.filter((x) => x.entry_date <= date && date < x.exit_date)) {
    for (const l of t.entry_contracts) {
      const q = market.options.quote(date, l.contract.expiry_date, l.contract.call_or_put, l.contract.strike);
      if (!q) throw new Error(`no quote ${date} ${l.contract.call_or_put} ${l.contract.strike}`);
      const inside = r.costs.price_source !== 'mid' && q.last_trade_price >= q.bid_price && q.last_trade_price <= q.ask_price;
      marks += (l.side === 'long' ? 1 : -1) * (inside ? q.last_trade_price : (q.bid_price + q.ask_price) / 2) * 100 * l.quantity;
    }
  }
  const gap = Math.round((cash + marks - equity) * 100) / 100;
  if (Math.abs(gap) > Math.abs(worst.gap)) worst = { date, gap };
  compared += 1;
  prev = date;
}
process.stdout.write(`${JSON.stringify({ compared, largest_gap: worst })}\n`);
