/**
 * Audit 9: audit 6's multileg-equity.ts extended over splits. A multi-leg result's daily equity
 * rebuilt outside the engine: cash from the start balance, each entry's fills (short +, long −,
 * × 100 × contracts) less its entry commissions (contracts × the rate) on the entry day, the rest of
 * the trade's pnl on its exit day, T-bill interest on the cash at each close (actual/365, to the
 * cent). Marks: each open leg at the chain's close (mid, or the last inside the bid/ask) in the
 * day's as-traded units: after a whole-number split read HERE from functions/market/data/splits.csv
 * (not the engine's market.splits), ratio × the contracts at the strike / ratio rounded to the cent
 * (OCC), × 100 shares. Prints the days compared, the largest gap, and around each split day the
 * equity, cash and marks of the day before, the day, and the day after (a fake P&L jump on the split
 * day would show as an equity step the marks and the stock do not explain).
 * usage: npx tsx test/audits/scripts9/multileg-equity-split.ts result.json TICKER
 */
import { readFile } from 'node:fs/promises';
import { loadMarketData } from '../../../functions/market/load-market-data';

interface Leg { side: 'long' | 'short'; quantity: number; price: number; contract: { call_or_put: 'call' | 'put'; strike: number; expiry_date: string } }
interface T { exchange_fees?: number; entry_date: string; exit_date: string; pnl: number; commissions: number; exit_scenario: string; entry_contracts: Leg[]; exit_contracts: Leg[] }
interface R { costs: { commission_per_contract: number; price_source?: string }; start_balance: number; trades: T[]; equity_curve: { date: string; equity: number }[] }

const [path, ticker] = process.argv.slice(2);
if (!path || !ticker) throw new Error('usage: multileg-equity-split.ts result.json TICKER');
const r = JSON.parse(await readFile(path, 'utf8')) as R;
const splitRows = (await readFile('functions/market/data/splits.csv', 'utf8')).trim().split('\n').slice(1)
  .map((l) => l.split(',')).filter((c) => c[0] === ticker).map((c) => ({ date: c[1] as string, ratio: Number(c[2]) }));
const market = await loadMarketData(ticker);
const ratioSince = (from: string, to: string): number =>
  splitRows.filter((s) => s.date > from && s.date <= to).reduce((p, s) => p * s.ratio, 1);
const entryFlow = (t: T): number => {
  const nIn = t.entry_contracts.reduce((s, l) => s + l.quantity, 0);
  const commIn = nIn * r.costs.commission_per_contract;
  return t.entry_contracts.reduce((s, l) => s + (l.side === 'short' ? 1 : -1) * l.price * 100 * l.quantity, 0) - commIn;
};
const dayNumber = (d: string): number => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
let cash = r.start_balance;
let prev: string | undefined;
let worst = { date: '', gap: 0 };
let compared = 0;
const rows: { date: string; equity: number; cash: number; marks: number; close: number }[] = [];
for (const { date, equity } of r.equity_curve) {
  if (prev !== undefined && cash > 0) {
    cash += Math.round((cash * Math.max(0, market.riskFreeRate(prev)) * (dayNumber(date) - dayNumber(prev)) * 100) / 365) / 100;
  }
  for (const t of r.trades) {
    if (t.entry_date === date) cash += entryFlow(t);
    if (t.exit_date === date) cash += t.pnl - entryFlow(t);
  }
  let marks = 0;
  for (const t of r.trades.filter((x) => x.entry_date <= date && date < x.exit_date)) {
    const ratio = ratioSince(t.entry_date, date);
    if (!Number.isInteger(ratio)) throw new Error('fractional ratio: not handled here');
    for (const l of t.entry_contracts) {
      const strike = Math.round((l.contract.strike / ratio) * 100) / 100;
      const q = market.options.quote(date, l.contract.expiry_date, l.contract.call_or_put, strike);
      if (!q) throw new Error(`no quote ${date} ${l.contract.call_or_put} ${strike}`);
      const inside = r.costs.price_source !== 'mid' && q.last_trade_price >= q.bid_price && q.last_trade_price <= q.ask_price;
      marks += (l.side === 'long' ? 1 : -1) * (inside ? q.last_trade_price : (q.bid_price + q.ask_price) / 2) * 100 * l.quantity * ratio;
    }
  }
  const gap = Math.round((cash + marks - equity) * 100) / 100;
  if (Math.abs(gap) > Math.abs(worst.gap)) worst = { date, gap };
  rows.push({ date, equity, cash: Math.round(cash * 100) / 100, marks: Math.round(marks * 100) / 100, close: market.bars.find((b) => b.date === date)?.close ?? NaN });
  compared += 1;
  prev = date;
}
const around = splitRows.flatMap((s) => {
  const i = rows.findIndex((x) => x.date >= s.date);
  return i < 0 ? [] : [{ split: s, days: rows.slice(Math.max(0, i - 1), i + 2) }];
});
process.stdout.write(`${JSON.stringify({ compared, largest_gap: worst, around })}\n`);
