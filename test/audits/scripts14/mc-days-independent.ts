/**
 * Audit 14: the lab's Monte Carlo of days (merge 381adde) against what is recomputed here without
 * the engine's helpers. For each result file:
 * - the equity curve read in both shapes the CLI writes ([date, equity] pairs, {date, equity}); its
 *   dates strictly increasing and the same as the benchmark's; day steps taken here (each point
 *   less the one before, the first less the start balance) and what they add up to beside
 *   total_pnl and end_balance − start; the first step (day 1: entry costs and the first close's
 *   marks) shown;
 * - an independent circular block bootstrap of those days (Math.random, blocks ⌈n^⅓⌉, 20,000
 *   resamples, twice) beside the lab's `blockBootstrap(dailyPnls(…))` (10,000, seed 1): final equity
 *   5/50/95th, max drawdown 50/95th, ruin below half the start;
 * - the same bootstrap of daily returns compounded (each point over the one before), for the
 *   dollars-not-returns choice: which reads the deeper drawdowns on this result.
 * usage: npx tsx test/audits/scripts14/mc-days-independent.ts result.json …
 */
import { readFileSync } from 'node:fs';
import { blockBootstrap, dailyPnls } from '../../../shared/sweep/robustness/monte-carlo';

type Point = [string, number] | { date: string; equity?: number; price?: number };
const r2 = (v: number) => Math.round(v * 100) / 100;
const dateOf = (p: Point) => (Array.isArray(p) ? p[0] : p.date);
const valueOf = (p: Point): number => (Array.isArray(p) ? p[1] : (p.equity ?? p.price ?? NaN));

function pct(sorted: number[], p: number): number {
  const pos = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.min(sorted.length - 1, lo + 1);
  const a = sorted[lo] ?? NaN;
  return a + ((sorted[hi] ?? NaN) - a) * (pos - lo);
}

/** steps: dollars added, or returns multiplied (mode 'returns'). */
function bootstrap(steps: readonly number[], start: number, mode: 'dollars' | 'returns', resamples: number) {
  const n = steps.length;
  const block = Math.ceil(Math.cbrt(n));
  const finals: number[] = [];
  const dds: number[] = [];
  let ruined = 0;
  for (let r = 0; r < resamples; r++) {
    let eq = start; let peak = start; let dd = 0; let ruin = false;
    for (let k = 0; k < n; ) {
      const s = Math.floor(Math.random() * n);
      for (let b = 0; b < block && k < n; b++, k++) {
        const step = steps[(s + b) % n] ?? NaN;
        eq = mode === 'dollars' ? eq + step : eq * (1 + step);
        if (eq > peak) peak = eq;
        if (peak > 0) dd = Math.max(dd, ((peak - eq) / peak) * 100);
        if (eq < start / 2) ruin = true;
      }
    }
    finals.push(eq); dds.push(dd); if (ruin) ruined++;
  }
  finals.sort((a, b) => a - b); dds.sort((a, b) => a - b);
  return { final: [5, 50, 95].map((p) => Math.round(pct(finals, p))), dd: [50, 95].map((p) => r2(pct(dds, p))), ruin: ruined / resamples };
}

for (const path of process.argv.slice(2)) {
  const r = JSON.parse(readFileSync(path, 'utf8')) as { start_balance: number; end_balance: number; total_pnl: number; max_drawdown_pct: number; equity_curve: Point[]; benchmark_prices?: Point[] };
  const dates = r.equity_curve.map(dateOf);
  const equity = r.equity_curve.map(valueOf);
  const increasing = dates.every((d, i) => i === 0 || d > (dates[i - 1] ?? ''));
  const benchDates = (r.benchmark_prices ?? []).map(dateOf);
  const sameDatesAsBenchmark = benchDates.length === dates.length && benchDates.every((d, i) => d === dates[i]);
  const days = equity.map((e, i) => e - (i === 0 ? r.start_balance : (equity[i - 1] ?? NaN)));
  const sum = days.reduce((s, d) => s + d, 0);
  const returns = equity.map((e, i) => e / (i === 0 ? r.start_balance : (equity[i - 1] ?? NaN)) - 1);
  const lab = blockBootstrap({ pnls: dailyPnls(r.start_balance, equity), startBalance: r.start_balance, ruinLevel: r.start_balance / 2 });
  const labLast = lab.bands.at(-1) ?? [0, 0, 0, 0];
  console.log(JSON.stringify({
    result: path, days: days.length, first: dates[0], last: dates.at(-1), increasing, sameDatesAsBenchmark,
    day1: r2(days[0] ?? NaN), sum: r2(sum), total_pnl: r.total_pnl, end_less_start: r2(r.end_balance - r.start_balance), sum_minus_total: r2(sum - r.total_pnl),
    lab_days_equal_mine: dailyPnls(r.start_balance, equity).every((d, i) => d === days[i]),
    backtest_dd: r.max_drawdown_pct,
    lab: { final: labLast.slice(1).map(Math.round), dd: [r2(lab.max_drawdown_pct.p50), r2(lab.max_drawdown_pct.p95)], ruin: lab.ruin_probability },
    mine_1: bootstrap(days, r.start_balance, 'dollars', 20_000),
    mine_2: bootstrap(days, r.start_balance, 'dollars', 20_000),
    returns: bootstrap(returns, r.start_balance, 'returns', 20_000),
  }));
}
