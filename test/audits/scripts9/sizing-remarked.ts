/**
 * Audit 9 (finding F1): a vertical-spread run's entries sized as README states (units = min(position%
 * × E / m, (portfolio% × E − open margin) / m, max units)), the open margin taken two ways: as the
 * engine's sizing takes it, the open positions' margin AT THEIR ENTRY (book.openMargin, entry
 * requirement), and as the engine's own margin-call check re-marks it the same evening (the worst loss
 * from here: width − the spread's value at the close marks, × 100 × the contracts held, after a split in
 * its adjusted contracts and strikes). E = the entry day's equity before the entry (the recorded equity
 * less the new position's own effect: its net premium less its entry commissions, plus its legs at the
 * close marks). Prints each entry where the two differ, and the margin calls that followed.
 * Marks: the chain's close quotes (last inside the bid/ask, else the mid), as multileg-equity-split.ts.
 * usage: npx tsx test/audits/scripts9/sizing-remarked.ts request.json result.json
 */
import { readFile } from 'node:fs/promises';
import { loadMarketData } from '../../../functions/market/load-market-data';

interface C { call_or_put: 'call' | 'put'; strike: number; expiry_date: string; bid_price: number; ask_price: number; last_trade_price: number }
interface Leg { side: 'long' | 'short'; quantity: number; price: number; contract: C }
interface T { entry_date: string; exit_date: string; exit_scenario: string; entry_margin_required: number; entry_contracts: Leg[] }
const [reqPath, resPath] = process.argv.slice(2);
if (!reqPath || !resPath) throw new Error('usage: sizing-remarked.ts request.json result.json');
const req = JSON.parse(await readFile(reqPath, 'utf8'));
const res = JSON.parse(await readFile(resPath, 'utf8')) as { costs: { commission_per_contract: number; price_source?: string }; trades: T[]; equity_curve: { date: string; equity: number }[] };
const s = req.strategy;
const pp = (s.max_margin_percentage_per_position ?? 20) / 100;
const pf = (s.max_margin_percentage_per_portfolio ?? 100) / 100;
const cap = s.max_units_per_position ?? Infinity;
const market = await loadMarketData(req.ticker);
const splitRows = (await readFile('functions/market/data/splits.csv', 'utf8')).trim().split('\n').slice(1)
  .map((l) => l.split(',')).filter((c) => c[0] === req.ticker).map((c) => ({ date: c[1] as string, ratio: Number(c[2]) }));
const ratioSince = (a: string, b: string): number => splitRows.filter((x) => x.date > a && x.date <= b).reduce((p, x) => p * x.ratio, 1);
const eq = new Map(res.equity_curve.map((e) => [e.date, e.equity]));
const markOf = (q: { bid_price: number; ask_price: number; last_trade_price: number }): number =>
  res.costs.price_source !== 'mid' && q.last_trade_price >= q.bid_price && q.last_trade_price <= q.ask_price ? q.last_trade_price : (q.bid_price + q.ask_price) / 2;
const com = res.costs.commission_per_contract;

function perUnitAtEntry(legs: Leg[]): number {
  const sh = legs.find((l) => l.side === 'short'); const lg = legs.find((l) => l.side === 'long');
  if (!sh || !lg || legs.length !== 2) throw new Error('verticals only');
  const credit = (sh.price - lg.price) * 100;
  return Math.abs(sh.contract.strike - lg.contract.strike) * 100 - credit;
}
/** The worst loss from here at day d's close marks, in the contracts and strikes held that day. */
function remarked(t: T, d: string): number {
  const r = ratioSince(t.entry_date, d);
  let value = 0;
  for (const l of t.entry_contracts) {
    const k = Math.round((l.contract.strike / r) * 100) / 100;
    const q = market.options.quote(d, l.contract.expiry_date, l.contract.call_or_put, k);
    if (!q) throw new Error(`no quote ${d} ${k}`);
    value += (l.side === 'short' ? 1 : -1) * markOf(q) * 100 * l.quantity * r;
  }
  const [a, b] = t.entry_contracts;
  const width = Math.abs((a as Leg).contract.strike - (b as Leg).contract.strike) * 100 * (a as Leg).quantity;
  return width - value;
}
const rows: unknown[] = [];
let oversized = 0;
res.trades.forEach((t, i) => {
  const d = t.entry_date; const q = t.entry_contracts[0]?.quantity ?? 0;
  const m = perUnitAtEntry(t.entry_contracts);
  const net = t.entry_contracts.reduce((x, l) => x + (l.side === 'short' ? 1 : -1) * l.price * 100 * q, 0);
  const value = t.entry_contracts.reduce((x, l) => x + (l.side === 'short' ? -1 : 1) * markOf(l.contract) * 100 * q, 0);
  const E = (eq.get(d) ?? NaN) - (net - 2 * q * com + value);
  const open = res.trades.filter((o) => o.entry_date < d && o.exit_date > d);
  const atEntry = open.reduce((x, o) => x + o.entry_margin_required, 0);
  const reMarked = open.reduce((x, o) => x + remarked(o, d), 0);
  const units = (openM: number): number => Math.max(0, Math.min(Math.floor((pp * E) / m + 1e-9), Math.floor((pf * E - openM) / m + 1e-9), cap));
  const engineRule = units(atEntry); const remarkedRule = units(reMarked);
  if (q > remarkedRule) oversized += 1;
  const next = res.trades.filter((o) => o.exit_scenario === 'MARGIN_CALL' && o.exit_date > d).map((o) => o.exit_date).sort()[0];
  rows.push({ trade: i, date: d, units: q, by_entry_margins: engineRule, by_remarked: remarkedRule, E: Math.round(E * 100) / 100, open_at_entry: Math.round(atEntry), open_remarked: Math.round(reMarked), next_margin_call: next ?? null });
});
process.stdout.write(`${JSON.stringify({ entries: res.trades.length, oversized_vs_remarked: oversized, margin_calls: res.trades.filter((t) => t.exit_scenario === 'MARGIN_CALL').length, rows }, null, 0)}\n`);
