/**
 * Audit 11: the trade-log CSV and the Compare screen's rows recomputed from the results' trade logs:
 * the CSV's trade_pnl and trade_commissions (on each trade's first row) summed against the trades,
 * its trade count; Compare's Total P&L, Total Return, Win Rate and Total Trades against the trades
 * (win rate: trades with a P&L above 0 over all trades, × 100) and the equity curve's last point.
 * usage: npx tsx test/audits/scripts11/audit11-exports.ts result.json …
 */
import { readFileSync } from 'node:fs';
import type { AnyBacktestResult } from '../../../shared/contracts';
import { tradeLogCsv } from '../../../shared/analytics/export/trade-log-csv';
import { compareRows } from '../../../shared/analytics/compare/compare-rows';

const results = process.argv.slice(2).map((p) => JSON.parse(readFileSync(p, 'utf8')) as AnyBacktestResult & { trades: Array<{ pnl: number; commissions?: number }> });
const r2 = (v: number) => Math.round(v * 100) / 100;
for (const [i, r] of results.entries()) {
  const lines = tradeLogCsv(r).trim().split(/\r?\n/);
  const head = (lines[0] ?? '').split(',');
  const at = (name: string) => head.indexOf(name);
  // Reasons hold commas inside quotes: split on commas outside quotes.
  const cells = (l: string) => l.match(/("([^"]|"")*"|[^,]*)(,|$)/g)?.map((c) => c.replace(/,$/, '')) ?? [];
  let pnl = 0; let commissions = 0; const tradeNumbers = new Set<string>();
  for (const l of lines.slice(1)) {
    const c = cells(l);
    if ((c[at('trade_pnl')] ?? '') !== '') { pnl += Number(c[at('trade_pnl')]); commissions += Number(c[at('trade_commissions')] || 0); }
    tradeNumbers.add(c[at('trade_number')] ?? '');
  }
  const byHand = { pnl: r2(r.trades.reduce((s, t) => s + t.pnl, 0)), commissions: r2(r.trades.reduce((s, t) => s + (t.commissions ?? 0), 0)), trades: r.trades.length, win_rate: r2((100 * r.trades.filter((t) => t.pnl > 0).length) / (r.trades.length || 1)) };
  const curve = r.equity_curve as unknown as Array<{ equity: number } | [string, number]>;
  const lastPoint = curve.at(-1);
  const lastEquity = Array.isArray(lastPoint) ? lastPoint[1] : lastPoint?.equity;
  console.log(JSON.stringify({ run: i, csv: { trades: tradeNumbers.size, pnl: r2(pnl), commissions: r2(commissions) }, trades: byHand, result: { total_pnl: r.total_pnl, end_minus_start: r2((lastEquity ?? NaN) - r.start_balance), win_rate: r.win_rate, total_trades: r.total_trades } }));
}
const rows = compareRows(results);
for (const label of ['Total P&L', 'Total Return', 'Win Rate', 'Total Trades', 'Max Drawdown', 'Sharpe Ratio']) {
  const row = rows.find((x) => x.label === label);
  console.log(label, JSON.stringify(row?.values), 'best', JSON.stringify(row?.best), 'unstarred', JSON.stringify(row?.unstarred));
}
