/**
 * Audit 11: the lab's Monte Carlo (shared/sweep/robustness/monte-carlo.ts, as monte-carlo-panel.tsx
 * calls it: 10,000 resamples, block ⌈n^⅓⌉, seed 1) against an independent circular block bootstrap
 * written here (its own generator, Math.random; 20,000 resamples twice; percentiles by the same
 * linear interpolation between order statistics), on a result's closed-trade P&L. Prints both
 * answers (final equity 5/50/95th percentile, max drawdown 50/95th, ruin below half the start) and,
 * beside them, the result's own max drawdown and what its trades add up to of its P&L: for a covered
 * run the held shares' moves are in neither the trades nor the resamples.
 * usage: npx tsx test/audits/scripts11/audit11-monte-carlo.ts result.json …
 */
import { readFileSync } from 'node:fs';
import { blockBootstrap, percentile } from '../../../shared/sweep/robustness/monte-carlo';

function mine(pnls: readonly number[], start: number, ruinLevel: number, resamples: number) {
  const n = pnls.length;
  const block = Math.ceil(Math.cbrt(n));
  const finals: number[] = [];
  const dds: number[] = [];
  let ruined = 0;
  for (let r = 0; r < resamples; r++) {
    let eq = start; let peak = start; let dd = 0; let ruin = false; let k = 0;
    while (k < n) {
      const s = Math.floor(Math.random() * n);
      for (let b = 0; b < block && k < n; b++, k++) {
        eq += pnls[(s + b) % n] ?? 0;
        peak = Math.max(peak, eq);
        dd = Math.max(dd, ((peak - eq) / peak) * 100);
        if (eq < ruinLevel) ruin = true;
      }
    }
    finals.push(eq); dds.push(dd); if (ruin) ruined++;
  }
  finals.sort((a, b) => a - b); dds.sort((a, b) => a - b);
  const r2 = (v: number) => Math.round(v * 100) / 100;
  return { final: [5, 50, 95].map((p) => r2(percentile(finals, p))), dd: [50, 95].map((p) => r2(percentile(dds, p))), ruin: ruined / resamples };
}

for (const path of process.argv.slice(2)) {
  const r = JSON.parse(readFileSync(path, 'utf8')) as { start_balance: number; total_pnl: number; max_drawdown_pct: number; trades: Array<{ pnl: number }> };
  const pnls = r.trades.map((t) => t.pnl);
  const lab = blockBootstrap({ pnls, startBalance: r.start_balance, ruinLevel: r.start_balance * 0.5 });
  const last = lab.bands.at(-1) ?? [0, 0, 0, 0];
  const r2 = (v: number) => Math.round(v * 100) / 100;
  console.log(JSON.stringify({
    result: path, trades: pnls.length, block: lab.block_length, trades_sum: r2(pnls.reduce((s, p) => s + p, 0)), total_pnl: r.total_pnl, backtest_max_drawdown_pct: r.max_drawdown_pct,
    lab: { final: last.slice(1).map(r2), dd: [r2(lab.max_drawdown_pct.p50), r2(lab.max_drawdown_pct.p95)], ruin: lab.ruin_probability },
    independent_1: mine(pnls, r.start_balance, r.start_balance * 0.5, 20_000),
    independent_2: mine(pnls, r.start_balance, r.start_balance * 0.5, 20_000),
  }));
}
