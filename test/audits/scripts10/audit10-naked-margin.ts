/**
 * Audit 10: a naked short put's entry margin by Reg-T (README 'Spreads': naked shorts the 20%/10%
 * rule): per contract 100 × (premium + max(20% of the underlying − the out-of-the-money amount, 10%
 * of the strike)), the premium the entry fill, the underlying the entry day's close (raw Alpha
 * Vantage close, not the engine's bars); and each entry's units against the per-position cap
 * (units ≤ position% × E / m < units + 1 unless the portfolio cap or the unit cap binds), E the
 * equity at the entry day's close; and README's full rule since h-sizing: units = min(position% × E /
 * m, (portfolio% × E − R) / m, max units), E the equity at the entry's close before the entry, R the
 * open positions' requirement re-marked at that close (the same Reg-T formula with the put's close
 * mark for the premium and the close for the underlying; marks from the engine's chain, the only
 * source of modeled quotes: last inside the bid/ask, else the mid), then cut while the equity after
 * the entry and its commissions is under R + the entry's own requirement (entry-fit.ts).
 * usage: npx tsx test/audits/scripts10/audit10-naked-margin.ts request.json result.json
 */
import { readFileSync } from 'node:fs';
import { loadMarketData } from '../../../functions/market/load-market-data';

interface Quote { bid_price: number; ask_price: number; last_trade_price: number }
interface Leg { contract: { call_or_put: 'call' | 'put'; strike: number; expiry_date: string } & Quote; side: string; quantity: number; price: number }
interface Trade { entry_date: string; exit_date: string; entry_contracts: Leg[]; entry_margin_required: number; exit_scenario: string }
const [requestPath, resultPath] = process.argv.slice(2);
if (!requestPath || !resultPath) throw new Error('usage: audit10-naked-margin.ts request.json result.json');
const request = JSON.parse(readFileSync(requestPath, 'utf8')) as { ticker: string; strategy: { max_margin_percentage_per_position?: number; max_margin_percentage_per_portfolio?: number; max_units_per_position?: number } };
const result = JSON.parse(readFileSync(resultPath, 'utf8')) as { trades: Trade[]; equity_curve: Array<{ date: string; equity: number }> };
const lines = readFileSync(`/work/shared/market-data-raw/etfs/alphavantage-raw-unadjusted_to-2024-11-08/${request.ticker}.csv`, 'utf8').trim().split(/\r?\n/).slice(1);
const close = new Map(lines.map((l) => { const f = l.split(','); return [f[0] ?? '', Number(f[4])] as const; }));
const equity = new Map(result.equity_curve.map((p) => [p.date, p.equity]));
const positionPct = (request.strategy.max_margin_percentage_per_position ?? 20) / 100;
const unitCap = request.strategy.max_units_per_position ?? 1;
const bad: string[] = []; let capBinds = 0; let positionBinds = 0; let otherBinds = 0; let minPct = Infinity; let maxPct = 0;
for (const t of result.trades) {
  const leg = t.entry_contracts[0];
  if (!leg || t.entry_contracts.length !== 1 || leg.side !== 'short' || leg.contract.call_or_put !== 'put') continue;
  const s = close.get(t.entry_date) ?? NaN; const k = leg.contract.strike;
  const perContract = 100 * (leg.price + Math.max(0.2 * s - Math.max(0, s - k), 0.1 * k));
  const mine = Math.round(perContract * leg.quantity * 100) / 100;
  if (Math.abs(mine - t.entry_margin_required) > 0.011) bad.push(`${t.entry_date} ${k}: mine ${mine} engine ${t.entry_margin_required}`);
  const e = equity.get(t.entry_date) ?? NaN;
  const byPosition = Math.floor((positionPct * e) / perContract + 1e-9);
  if (leg.quantity === unitCap) capBinds += 1;
  else if (leg.quantity === byPosition) positionBinds += 1;
  else otherBinds += 1; // the portfolio cap or the commissions' fit (entry-fit.ts), or E read before the entry
  minPct = Math.min(minPct, perContract / (100 * s)); maxPct = Math.max(maxPct, perContract / (100 * s));
}

// README's rule with the re-marked requirement of the open positions.
const market = await loadMarketData(request.ticker);
const markOf = (q: Quote): number => (q.last_trade_price >= q.bid_price && q.last_trade_price <= q.ask_price ? q.last_trade_price : (q.bid_price + q.ask_price) / 2);
const portfolioPct = (request.strategy.max_margin_percentage_per_portfolio ?? 100) / 100;
const regT = (premium: number, s: number, k: number): number => 100 * (premium + Math.max(0.2 * s - Math.max(0, s - k), 0.1 * k));
const ruleMismatch: string[] = [];
for (const t of result.trades) {
  const leg = t.entry_contracts[0];
  if (!leg) continue;
  const d = t.entry_date; const s = close.get(d) ?? NaN; const q = leg.quantity;
  const m = regT(leg.price, s, leg.contract.strike);
  const own = regT(markOf(leg.contract), s, leg.contract.strike);
  // E before the entry: the recorded equity less the premium received, plus its close mark and commissions.
  const E = (equity.get(d) ?? NaN) - (leg.price * 100 * q - 0.65 * q) + markOf(leg.contract) * 100 * q;
  let R = 0;
  for (const o of result.trades.filter((x) => x.entry_date < d && x.exit_date > d)) {
    const l = o.entry_contracts[0] as Leg;
    const quote = market.options.quote(d, l.contract.expiry_date, l.contract.call_or_put, l.contract.strike);
    if (!quote) throw new Error(`no quote ${d}`);
    R += l.quantity * regT(markOf(quote), s, l.contract.strike);
  }
  let units = Math.max(0, Math.min(Math.floor((positionPct * E) / m + 1e-9), Math.floor((portfolioPct * E - R) / m + 1e-9), unitCap));
  // entry-fit: the equity after the entry (its commissions, and its fills against the close marks) covers every requirement.
  while (units > 0 && E - 0.65 * units - (markOf(leg.contract) - leg.price) * 100 * units < R + own * units) units -= 1;
  if (units !== q) ruleMismatch.push(`${d}: engine ${q}, rule ${units} (E ${Math.round(E)}, R ${Math.round(R)}, m ${Math.round(m)})`);
}
console.log(JSON.stringify({ trades: result.trades.length, margin_mismatches: bad, sizing_rule_mismatches: ruleMismatch, margin_calls: result.trades.filter((t) => t.exit_scenario === 'MARGIN_CALL').length, unit_cap_binds: capBinds, position_cap_binds: positionBinds, other: otherBinds,
  requirement_as_pct_of_underlying: [Math.round(minPct * 1e4) / 100, Math.round(maxPct * 1e4) / 100] }));
