/**
 * Audit 11: two results of one request side by side, trade by trade (keyed by entry date and the
 * first contract), with the headline figures, dividends, interest and premium of each.
 * usage: npx tsx test/audits/scripts11/audit11-trade-diff.ts before.json after.json
 */
import { readFileSync } from 'node:fs';

type Leg = { contract: { id: string }; price: number };
type Trade = { entry_date: string; exit_date: string; pnl: number; exit_scenario: string; entry_position?: Leg; legs?: Array<{ entry_position?: Leg }> };
const [beforePath, afterPath] = process.argv.slice(2);
if (!beforePath || !afterPath) throw new Error('usage: audit11-trade-diff.ts before.json after.json');
const read = (p: string) => JSON.parse(readFileSync(p, 'utf8')) as Record<string, unknown>;
const [a, b] = [read(beforePath), read(afterPath)];
const contract = (t: Trade) => t.entry_position?.contract.id ?? t.legs?.[0]?.entry_position?.contract.id ?? '';
const price = (t: Trade) => t.entry_position?.price ?? t.legs?.map((l) => l.entry_position?.price).join('/');
const key = (t: Trade) => `${t.entry_date} ${contract(t)}`;
const ta = new Map((a.trades as Trade[]).map((t) => [key(t), t]));
const tb = new Map((b.trades as Trade[]).map((t) => [key(t), t]));
const lines: string[] = [];
let tradeGap = 0;
for (const [k, t] of ta) {
  const u = tb.get(k);
  if (!u) { lines.push(`${k}: before only, ${t.exit_scenario} ${t.exit_date} pnl ${t.pnl}`); tradeGap -= t.pnl; continue; }
  if (u.pnl !== t.pnl || price(u) !== price(t) || u.exit_date !== t.exit_date) lines.push(`${k}: price ${price(t)} → ${price(u)}, exit ${t.exit_date} → ${u.exit_date}, pnl ${t.pnl} → ${u.pnl}`);
  tradeGap += u.pnl - t.pnl;
}
for (const [k, u] of tb) if (!ta.has(k)) { lines.push(`${k}: after only, ${u.exit_scenario} ${u.exit_date} pnl ${u.pnl}`); tradeGap += u.pnl; }
const pick = (r: Record<string, unknown>) => ({ end: r.end_balance, pnl: r.total_pnl, ret: r.total_return_pct, bench: r.benchmark_return_pct, dividends: r.dividends_received, interest_earned: r.interest_earned, interest_paid: r.interest_paid, premium: r.net_premium_received, share_pnl: r.share_pnl, trades: r.total_trades });
console.log(JSON.stringify({ before: pick(a), after: pick(b), trades_pnl_change: Math.round(tradeGap * 100) / 100, trades_changed: lines }, null, 1));
