/**
 * The lab's Monte Carlo of a result resampled both ways the panel offers (monte-carlo-panel.tsx:
 * 10,000 resamples, block ⌈n^⅓⌉, seed 1, ruin below half the start): closed trades, and days
 * marked to market (`dailyPnls` of the equity curve). Prints each mode's final equity 5/50/95th
 * percentile, max drawdown 50/95th, ruin, and what its steps add up to beside the result's P&L and
 * own max drawdown (audit 11 N4: a covered run's trades leave its shares out).
 * usage: npx tsx test/audits/scripts14/monte-carlo-days.ts result.json …
 */
import { readFileSync } from 'node:fs';
import { blockBootstrap, dailyPnls } from '../../../shared/sweep/robustness/monte-carlo';

type Point = [string, number] | { date: string; equity: number };
const r2 = (v: number) => Math.round(v * 100) / 100;

for (const path of process.argv.slice(2)) {
  const r = JSON.parse(readFileSync(path, 'utf8')) as { start_balance: number; total_pnl: number; max_drawdown_pct: number; trades: Array<{ pnl: number }>; equity_curve: Point[] };
  const equity = r.equity_curve.map((p) => (Array.isArray(p) ? p[1] : p.equity));
  const modes = { trades: r.trades.map((t) => t.pnl), days: dailyPnls(r.start_balance, equity) };
  const out: Record<string, unknown> = { result: path, total_pnl: r.total_pnl, backtest_max_drawdown_pct: r.max_drawdown_pct };
  for (const [mode, pnls] of Object.entries(modes)) {
    const started = performance.now();
    const mc = blockBootstrap({ pnls, startBalance: r.start_balance, ruinLevel: r.start_balance * 0.5 });
    const last = mc.bands.at(-1) ?? [0, 0, 0, 0];
    out[mode] = { n: pnls.length, block: mc.block_length, sum: r2(pnls.reduce((s, p) => s + p, 0)), final: last.slice(1).map(r2), dd: [r2(mc.max_drawdown_pct.p50), r2(mc.max_drawdown_pct.p95)], ruin: mc.ruin_probability, ms: Math.round(performance.now() - started) };
  }
  console.log(JSON.stringify(out));
}
