/**
 * Audit 10: a vertical-spread run's units by README's sizing rule as it stands since h-sizing (audit 9
 * F1 fixed), recomputed apart: units = min(position% × E / m, (portfolio% × E − R) / m, max units),
 * then cut a unit at a time until the equity after the entry, its commissions paid, covers every open
 * requirement at the close marks, its own included (entry-fit.ts). E = the equity at the entry's close
 * before the entry, R = the open positions' requirement re-marked at that close (width − the spread's
 * value at the close marks, × 100 × contracts), m = (width − credit at the fills) × 100. For a credit
 * vertical the cut reduces to units ≤ (E − R) / (m + the commissions of a unit): the marks cancel.
 * Marks: the engine's chain (last inside the bid/ask, else the mid), as audit 9's sizing-remarked.ts.
 * Prints the entries where the engine's units differ, and the margin calls (none should follow an entry).
 * usage: npx tsx test/audits/scripts10/audit10-entry-fit.ts request.json result.json
 */
import { readFile } from 'node:fs/promises';
import { loadMarketData } from '../../../functions/market/load-market-data';

interface C { call_or_put: 'call' | 'put'; strike: number; expiry_date: string; bid_price: number; ask_price: number; last_trade_price: number }
interface Leg { side: 'long' | 'short'; quantity: number; price: number; contract: C }
interface T { entry_date: string; exit_date: string; exit_scenario: string; entry_contracts: Leg[] }
const [reqPath, resPath] = process.argv.slice(2);
if (!reqPath || !resPath) throw new Error('usage: audit10-entry-fit.ts request.json result.json');
const req = JSON.parse(await readFile(reqPath, 'utf8'));
const res = JSON.parse(await readFile(resPath, 'utf8')) as { costs: { commission_per_contract: number; price_source?: string }; trades: T[]; equity_curve: { date: string; equity: number }[] };
const s = req.strategy;
const pp = (s.max_margin_percentage_per_position ?? 20) / 100;
const pf = (s.max_margin_percentage_per_portfolio ?? 100) / 100;
const cap = s.max_units_per_position ?? Infinity;
const market = await loadMarketData(req.ticker);
const eq = new Map(res.equity_curve.map((e) => [e.date, e.equity]));
const markOf = (q: { bid_price: number; ask_price: number; last_trade_price: number }): number =>
  res.costs.price_source !== 'mid' && q.last_trade_price >= q.bid_price && q.last_trade_price <= q.ask_price ? q.last_trade_price : (q.bid_price + q.ask_price) / 2;
const com = res.costs.commission_per_contract;
const widthOf = (legs: Leg[]): number => Math.abs((legs[0] as Leg).contract.strike - (legs[1] as Leg).contract.strike) * 100;
function valueAt(legs: Leg[], d: string, units: number): number {
  return legs.reduce((x, l) => {
    const q = market.options.quote(d, l.contract.expiry_date, l.contract.call_or_put, l.contract.strike);
    if (!q) throw new Error(`no quote ${d} ${l.contract.strike}`);
    return x + (l.side === 'short' ? 1 : -1) * markOf(q) * 100 * units;
  }, 0);
}
const differ: unknown[] = []; let cut = 0; let checked = 0;
res.trades.forEach((t, i) => {
  if (t.entry_contracts.length !== 2) return;
  const d = t.entry_date; const q = t.entry_contracts[0]?.quantity ?? 0;
  const credit = t.entry_contracts.reduce((x, l) => x + (l.side === 'short' ? 1 : -1) * l.price * 100, 0);
  const m = widthOf(t.entry_contracts) - credit;
  const perUnitCommission = 2 * com;
  // E before the entry: the recorded equity less the entry's own effect (credit − commissions − its value at the marks).
  const E = (eq.get(d) ?? NaN) - (credit * q - perUnitCommission * q - valueAt(t.entry_contracts, d, q));
  const open = res.trades.filter((o) => o.entry_date < d && o.exit_date > d && o.entry_contracts.length === 2);
  const R = open.reduce((x, o) => x + widthOf(o.entry_contracts) * (o.entry_contracts[0]?.quantity ?? 0) - valueAt(o.entry_contracts, d, o.entry_contracts[0]?.quantity ?? 0), 0);
  const byCaps = Math.max(0, Math.min(Math.floor((pp * E) / m + 1e-9), Math.floor((pf * E - R) / m + 1e-9), cap));
  const byFit = Math.max(0, Math.floor((E - R) / (m + perUnitCommission) + 1e-9));
  const rule = Math.min(byCaps, byFit);
  checked += 1; if (rule < byCaps) cut += 1;
  if (rule !== q) differ.push({ trade: i, date: d, engine: q, rule, byCaps, byFit, E: Math.round(E * 100) / 100, R: Math.round(R * 100) / 100, m });
});
process.stdout.write(`${JSON.stringify({ entries: checked, cut_by_entry_fit: cut, differ: differ.length, first: differ.slice(0, 5), margin_calls: res.trades.filter((t) => t.exit_scenario === 'MARGIN_CALL').length })}\n`);
