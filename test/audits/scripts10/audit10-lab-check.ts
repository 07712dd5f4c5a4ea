/**
 * Audit 10: the robustness lab's figures recomputed apart from its code, from each cell run ALONE by
 * the CLI (OUTDIR/cell-<i>.result.json, `npm run -s backtest -- OUTDIR/cell-<i>.json`), with the
 * T-bill read from the RAW FRED file, by README's definitions ('Robustness lab'):
 *  - the cell's metrics equal the CLI's;
 *  - the 70/30 split of the trading days (in sample the first ⌊0.7·n⌋, from the start balance; out of
 *    sample from the last in-sample equity), each part's return and Sharpe (daily returns less the
 *    day's T-bill / 252, mean over the sample deviation × √252; none for a part with no position
 *    open, read from the CLI's trades), the calendar years, and the moments (n, per-day Sharpe,
 *    skewness m3/m2^1.5, kurtosis m4/m2², population moments; per-day Sharpe 0 for a run without
 *    a Sharpe);
 *  - walk-forward over 3 years (each year the cell with the best compounded return over the 3 years
 *    before, ties to the lower index, chained), and the hindsight-best cell;
 *  - neighbour stability (neighbours one step along one parameter; a peak beats every neighbour,
 *    on Sharpe a cell that made money beating every one that lost; a lone peak's neighbours' mean is
 *    at or below the median of all cells), on Sharpe and on total return;
 *  - Spearman's ρ of the in- and out-of-sample rankings (mid-ranks of scores equal to 2 decimals; on
 *    Sharpe a cell that lost money over the segment after every one that made money), on both;
 *  - the deflated Sharpe ratio (Bailey & López de Prado 2014) of the best per-day Sharpe among cells
 *    that traded and made money, over the distinct results as trials, and PSR(0); Φ and Φ⁻¹ written
 *    here (Abramowitz-Stegun 26.2.17, Acklam), not the lab's.
 * usage: npx tsx test/audits/scripts10/audit10-lab-check.ts OUTDIR
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const [outDir] = process.argv.slice(2);
if (!outDir) throw new Error('usage: audit10-lab-check.ts OUTDIR');

interface Moments { n: number; sr: number; skew: number; kurt: number }
interface Seg { return_pct: number; sharpe: number | null; idle: boolean }
interface Cell { index: number; values: number[]; status: string; metrics: Record<string, number | null>; in_sample: Seg; out_sample: Seg; yearly: Record<string, number>; moments: Moments; balances?: { start: number; at_split: number; end: number; year_end: Record<string, number> } }
interface Stab { index: number; value: number | null; neighbour_mean: number | null; peak: boolean; lone_peak: boolean; lone_axes: number[] }
interface Analysis { inOut: { rank_correlation: number | null }; walk: { steps: Array<{ year: string; chosen: number; return: number }>; chained: Array<[string, number]>; best_cell: number | null }; dsr: { cell: { index: number }; trials: number; expected_max_sr: number; sr: number; deflated_sharpe: number; prob_sr_above_zero: number } | null; stability: Stab[] }
const lab = JSON.parse(readFileSync(join(outDir, 'lab.json'), 'utf8')) as { result: { axes: Array<{ values: number[] }>; split_date: string; cells: Cell[] }; bySharpe: Analysis; byReturn: Analysis };

// --- raw FRED DGS3MO, the rate in force on a date (last published on or before it), a fraction
const fred = readFileSync('/work/shared/market-data-raw/rates/fred_via-codejoncode_to-2025-10/DGS3MO.csv', 'utf8').trim().split(/\r?\n/).slice(1)
  .map((l) => l.split(',')).filter((f) => f[1] !== '' && f[1] !== '.').map((f) => [f[0] ?? '', Number(f[1]) / 100] as const);
const rateCache = new Map<string, number>();
function rf(date: string): number {
  const hit = rateCache.get(date); if (hit !== undefined) return hit;
  let r = 0; for (const [d, v] of fred) { if (d <= date) r = v; else break; }
  rateCache.set(date, r); return r;
}

// --- statistics
const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
const sd = (xs: number[]): number => { const m = mean(xs); return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1)); };
function moments(xs: number[]): Moments {
  const m = mean(xs); let m2 = 0; let m3 = 0; let m4 = 0;
  for (const x of xs) { const d = x - m; m2 += d * d; m3 += d ** 3; m4 += d ** 4; }
  m2 /= xs.length; m3 /= xs.length; m4 /= xs.length;
  return { n: xs.length, sr: m / sd(xs), skew: m3 / m2 ** 1.5, kurt: m4 / (m2 * m2) };
}
function phi(x: number): number { // Φ by Abramowitz-Stegun 26.2.17 (|error| < 7.5e-8)
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const poly = t * (0.319381530 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  const upper = (Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI)) * poly;
  return x >= 0 ? 1 - upper : upper;
}
function phiInv(p: number): number { // Acklam's rational approximation (relative error < 1.2e-9)
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const [a0, a1, a2, a3, a4, a5] = a as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = b as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4, c5] = c as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = d as [number, number, number, number];
  if (p < 0.02425) { const q = Math.sqrt(-2 * Math.log(p)); return (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) / ((((d0 * q + d1) * q + d2) * q + d3) * q + 1); }
  if (p > 1 - 0.02425) { const q = Math.sqrt(-2 * Math.log(1 - p)); return -(((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) / ((((d0 * q + d1) * q + d2) * q + d3) * q + 1); }
  const q = p - 0.5; const r = q * q;
  return ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) / (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1);
}
const r4 = (x: number): number => Math.round(x * 1e4) / 1e4;

// --- each cell from its CLI run
interface Mine { index: number; lost: boolean; metrics: Record<string, number | null>; in_sample: Seg; out_sample: Seg; yearly: Record<string, number>; moments: Moments; split_date: string }
const problems: string[] = [];
const mine: Mine[] = lab.result.cells.map((cell) => {
  const res = JSON.parse(readFileSync(join(outDir, `cell-${cell.index}.result.json`), 'utf8')) as Record<string, unknown> & { start_balance: number; equity_curve: Array<{ date: string; equity: number }>; trades: Array<{ entry_date: string; exit_date: string }>; sharpe_ratio: number | null; total_return_pct: number };
  const metrics: Record<string, number | null> = {};
  for (const k of Object.keys(cell.metrics)) {
    metrics[k] = res[k] as number | null;
    if (res[k] !== cell.metrics[k]) problems.push(`cell ${cell.index} ${k}: lab ${cell.metrics[k]} CLI ${String(res[k])}`);
  }
  const pts: Array<[string, number]> = res.equity_curve.map((p) => [p.date, p.equity]);
  const start = res.start_balance;
  const n = pts.length; const cut = Math.floor(0.7 * n);
  const excess: number[] = [];
  for (let i = 0; i < n; i++) { const prev = i === 0 ? start : (pts[i - 1] as [string, number])[1]; const [d, e] = pts[i] as [string, number]; excess.push(e / prev - 1 - rf(d) / 252); }
  const anyOpen = (from: string, to: string): boolean => res.trades.some((t) => t.entry_date <= to && t.exit_date >= from);
  const seg = (first: number, last: number, ex: number[], from: string, to: string): Seg => {
    const idle = !anyOpen(from, to);
    return { return_pct: r4((last / first - 1) * 100), sharpe: idle || ex.length < 2 ? null : r4((mean(ex) / sd(ex)) * Math.sqrt(252)), idle };
  };
  const inLast = (pts[cut - 1] as [string, number])[1];
  const in_sample = seg(start, inLast, excess.slice(0, cut), (pts[0] as [string, number])[0], (pts[cut - 1] as [string, number])[0]);
  const out_sample = seg(inLast, (pts[n - 1] as [string, number])[1], excess.slice(cut), (pts[cut] as [string, number])[0], (pts[n - 1] as [string, number])[0]);
  const yearEnd = new Map<string, number>(); for (const [d, e] of pts) yearEnd.set(d.slice(0, 4), e);
  const yearly: Record<string, number> = {}; let base = start;
  // The walk-forward reads unrounded years (from the cell's balances, since 2026-12-03); `yearly` is the 6-decimal figure the cell stores.
  const yearExact: Record<string, number> = {};
  for (const [y, e] of yearEnd) { yearExact[y] = e / base - 1; yearly[y] = Math.round(yearExact[y] * 1e6) / 1e6; base = e; }
  const b = cell.balances;
  if (b && (b.start !== start || b.at_split !== inLast || b.end !== (pts[n - 1] as [string, number])[1] || JSON.stringify(b.year_end) !== JSON.stringify(Object.fromEntries(yearEnd)))) problems.push(`cell ${cell.index} balances: lab ${JSON.stringify(b)}`);
  const m = moments(excess);
  const mom = res.sharpe_ratio === null ? { n: m.n, sr: 0, skew: 0, kurt: 3 } : m;
  // against the lab's cell
  const near = (a: number | null, b: number | null, tol: number): boolean => (a === null || b === null ? a === b : Math.abs(a - b) <= tol);
  if (!near(in_sample.return_pct, cell.in_sample.return_pct, 1e-4) || !near(in_sample.sharpe, cell.in_sample.sharpe, 1e-4) || in_sample.idle !== cell.in_sample.idle) problems.push(`cell ${cell.index} in sample: mine ${JSON.stringify(in_sample)} lab ${JSON.stringify(cell.in_sample)}`);
  if (!near(out_sample.return_pct, cell.out_sample.return_pct, 1e-4) || !near(out_sample.sharpe, cell.out_sample.sharpe, 1e-4) || out_sample.idle !== cell.out_sample.idle) problems.push(`cell ${cell.index} out of sample: mine ${JSON.stringify(out_sample)} lab ${JSON.stringify(cell.out_sample)}`);
  for (const y of Object.keys({ ...yearly, ...cell.yearly })) if (!near(yearly[y] ?? null, cell.yearly[y] ?? null, 1e-6)) problems.push(`cell ${cell.index} year ${y}: mine ${yearly[y]} lab ${cell.yearly[y]}`);
  if (mom.n !== cell.moments.n || Math.abs(mom.sr - cell.moments.sr) > 1e-9 || Math.abs(mom.skew - cell.moments.skew) > 1e-6 || Math.abs(mom.kurt - cell.moments.kurt) > 1e-5) problems.push(`cell ${cell.index} moments: mine ${JSON.stringify(mom)} lab ${JSON.stringify(cell.moments)}`);
  if (res.sharpe_ratio !== null && Math.abs(r4(mom.sr * Math.sqrt(252)) - res.sharpe_ratio) > 1e-4) problems.push(`cell ${cell.index}: per-day Sharpe × √252 ${r4(mom.sr * Math.sqrt(252))} vs the result's ${res.sharpe_ratio}`);
  return { index: cell.index, lost: res.total_return_pct < 0, metrics, in_sample, out_sample, yearly: b ? yearExact : yearly, moments: mom, split_date: (pts[cut] as [string, number])[0] };
});
if (mine[0] && mine[0].split_date !== lab.result.split_date) problems.push(`split date: mine ${mine[0].split_date} lab ${lab.result.split_date}`);

// --- walk-forward, 3 years
const years = [...new Set(mine.flatMap((c) => Object.keys(c.yearly)))].sort();
const compound = (c: Mine, ys: string[]): number | null => (ys.every((y) => c.yearly[y] !== undefined) ? ys.reduce((g, y) => g * (1 + (c.yearly[y] ?? 0)), 1) - 1 : null);
const argBest = (ys: string[]): number | null => { let best: [number, number] | null = null; for (const c of mine) { const s = compound(c, ys); if (s !== null && (best === null || s > best[1])) best = [c.index, s]; } return best?.[0] ?? null; };
const steps: Array<{ year: string; chosen: number; return: number }> = []; let chainedEnd = 1;
for (let i = 3; i < years.length; i++) {
  const y = years[i] ?? ''; const chosen = argBest(years.slice(i - 3, i));
  const r = chosen === null ? undefined : mine.find((c) => c.index === chosen)?.yearly[y];
  if (chosen !== null && r !== undefined) { steps.push({ year: y, chosen, return: r }); chainedEnd *= 1 + r; }
}
const hindsight = argBest(years);
const hindsightCell = mine.find((c) => c.index === hindsight);
const hindsightOverSteps = steps.reduce((g, s) => g * (1 + (hindsightCell?.yearly[s.year] ?? 0)), 1);
const labWalk = lab.bySharpe.walk;
if (JSON.stringify(steps.map((s) => [s.year, s.chosen])) !== JSON.stringify(labWalk.steps.map((s) => [s.year, s.chosen])) || Math.abs(chainedEnd - (labWalk.chained.at(-1)?.[1] ?? NaN)) > 1e-9 || hindsight !== labWalk.best_cell) problems.push(`walk-forward: mine ${JSON.stringify(steps)} ${chainedEnd} best ${hindsight}; lab ${JSON.stringify(labWalk.steps)} ${labWalk.chained.at(-1)?.[1]} best ${labWalk.best_cell}`);

// --- neighbour stability
const sizes = lab.result.axes.map((a) => a.values.length);
function stability(values: Array<number | null>, lost: boolean[]): Stab[] {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  const h = Math.floor(known.length / 2);
  const med = known.length % 2 ? (known[h] ?? 0) : ((known[h - 1] ?? 0) + (known[h] ?? 0)) / 2;
  return values.map((value, index) => {
    // coordinates row-major, the last parameter fastest
    const coords: number[] = []; let rest = index;
    for (let d = sizes.length - 1; d >= 0; d--) { const s = sizes[d] ?? 1; coords[d] = rest % s; rest = Math.floor(rest / s); }
    const toIndex = (cs: number[]): number => cs.reduce((acc, c, d) => acc * (sizes[d] ?? 1) + c, 0);
    const byAxis = sizes.map((size, d) => [-1, 1].flatMap((step) => {
      const c = (coords[d] ?? 0) + step; if (c < 0 || c >= size) return [];
      const cs = [...coords]; cs[d] = c; const j = toIndex(cs); const v = values[j];
      return v === null || v === undefined ? [] : [{ v, lost: lost[j] === true }];
    }));
    const all = byAxis.flat();
    const beats = (o: { v: number; lost: boolean }): boolean => value !== null && (lost[index] !== o.lost ? o.lost : value > o.v);
    const avg = (xs: Array<{ v: number }>): number | null => (xs.length ? xs.reduce((s, x) => s + x.v, 0) / xs.length : null);
    const lone = (xs: Array<{ v: number; lost: boolean }>): boolean => { const m = avg(xs); return value !== null && m !== null && xs.every(beats) && m <= med; };
    const peak = value !== null && all.length > 0 && all.every(beats);
    return { index, value, neighbour_mean: avg(all), peak, lone_peak: lone(all), lone_axes: peak ? byAxis.flatMap((xs, d) => (lone(xs) ? [d] : [])) : [] };
  });
}
const stabSharpe = stability(mine.map((c) => c.metrics.sharpe_ratio ?? null), mine.map((c) => c.lost));
const stabReturn = stability(mine.map((c) => c.metrics.total_return_pct ?? null), mine.map(() => false));
for (const [name, m, l] of [['Sharpe', stabSharpe, lab.bySharpe.stability], ['return', stabReturn, lab.byReturn.stability]] as const) {
  m.forEach((row, i) => {
    const o = l[i];
    if (!o || row.peak !== o.peak || row.lone_peak !== o.lone_peak || JSON.stringify(row.lone_axes) !== JSON.stringify(o.lone_axes) || Math.abs((row.neighbour_mean ?? 0) - (o.neighbour_mean ?? 0)) > 1e-9) problems.push(`stability (${name}) cell ${i}: mine ${JSON.stringify(row)} lab ${JSON.stringify(o)}`);
  });
}

// --- deflated Sharpe
const traded = mine.filter((c) => c.metrics.sharpe_ratio !== null);
const bestDsr = [...traded].sort((a, b) => Number(a.lost) - Number(b.lost) || b.moments.sr - a.moments.sr || a.index - b.index)[0];
const trials = [...new Map(mine.map((c) => [JSON.stringify(c.moments), c.moments.sr])).values()];
const tm = mean(trials); const V = trials.reduce((s, x) => s + (x - tm) ** 2, 0) / (trials.length - 1);
const g = 0.5772156649015329; const N = trials.length;
const sr0 = Math.sqrt(V) * ((1 - g) * phiInv(1 - 1 / N) + g * phiInv(1 - 1 / (N * Math.E)));
const psr = (m: Moments, bench: number): number => phi(((m.sr - bench) * Math.sqrt(m.n - 1)) / Math.sqrt(1 - m.skew * m.sr + ((m.kurt - 1) / 4) * m.sr * m.sr));
const dsrMine = bestDsr ? { cell: bestDsr.index, trials: N, V, sr0, sr: bestDsr.moments.sr, dsr: psr(bestDsr.moments, sr0), psr0: psr(bestDsr.moments, 0), T: bestDsr.moments.n, skew: bestDsr.moments.skew, kurt: bestDsr.moments.kurt } : null;
const labDsr = lab.bySharpe.dsr;
if (!dsrMine || !labDsr || dsrMine.cell !== labDsr.cell.index || dsrMine.trials !== labDsr.trials || Math.abs(dsrMine.sr0 - labDsr.expected_max_sr) > 1e-7 || Math.abs(dsrMine.dsr - labDsr.deflated_sharpe) > 1e-5 || Math.abs(dsrMine.psr0 - labDsr.prob_sr_above_zero) > 1e-5) problems.push(`DSR: mine ${JSON.stringify(dsrMine)} lab ${JSON.stringify(labDsr && { ...labDsr, cell: labDsr.cell.index })}`);

// --- Spearman's ρ between the in- and out-of-sample rankings: scores equal to 2 decimals tie (mid-ranks);
// on Sharpe, a cell that lost money over the segment after every one that made money there.
function ranks(scores: Array<{ i: number; v: number; lost: boolean }>): Map<number, number> {
  const sorted = scores.map((x) => ({ ...x, v: Number(x.v.toFixed(2)) })).sort((a, b) => Number(a.lost) - Number(b.lost) || b.v - a.v);
  const out = new Map<number, number>();
  for (let i = 0; i < sorted.length;) {
    let j = i; while (j + 1 < sorted.length && sorted[j + 1]?.v === sorted[i]?.v && sorted[j + 1]?.lost === sorted[i]?.lost) j++;
    for (let k = i; k <= j; k++) out.set(sorted[k]?.i ?? -1, (i + j) / 2 + 1);
    i = j + 1;
  }
  return out;
}
function spearman(seg: 'sharpe' | 'return_pct', moneyFirst: boolean): number | null {
  const both = mine.filter((c) => c.in_sample[seg] !== null && c.out_sample[seg] !== null);
  const a = ranks(both.map((c) => ({ i: c.index, v: c.in_sample[seg] as number, lost: moneyFirst && c.in_sample.return_pct < 0 })));
  const b = ranks(both.map((c) => ({ i: c.index, v: c.out_sample[seg] as number, lost: moneyFirst && c.out_sample.return_pct < 0 })));
  const xs = both.map((c) => a.get(c.index) ?? 0); const ys = both.map((c) => b.get(c.index) ?? 0);
  const mx = mean(xs); const my = mean(ys);
  const sxy = xs.reduce((s, x, k) => s + (x - mx) * ((ys[k] ?? 0) - my), 0);
  const sxx = xs.reduce((s, x) => s + (x - mx) ** 2, 0); const syy = ys.reduce((s, y) => s + (y - my) ** 2, 0);
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : null;
}
const rhoSharpe = spearman('sharpe', true); const rhoReturn = spearman('return_pct', false);
if (Math.abs((rhoSharpe ?? NaN) - (lab.bySharpe.inOut.rank_correlation ?? NaN)) > 1e-12) problems.push(`ρ (Sharpe): mine ${rhoSharpe} lab ${lab.bySharpe.inOut.rank_correlation}`);
if (Math.abs((rhoReturn ?? NaN) - (lab.byReturn.inOut.rank_correlation ?? NaN)) > 1e-12) problems.push(`ρ (return): mine ${rhoReturn} lab ${lab.byReturn.inOut.rank_correlation}`);

console.log(JSON.stringify({
  spearman_rho: { sharpe: rhoSharpe === null ? null : r4(rhoSharpe), return: rhoReturn === null ? null : r4(rhoReturn) },
  cells: mine.map((c) => ({ index: c.index, values: lab.result.cells[c.index]?.values, return_pct: c.metrics.total_return_pct, sharpe: c.metrics.sharpe_ratio, drawdown: c.metrics.max_drawdown_pct, trades: c.metrics.total_trades, in: c.in_sample, out: c.out_sample, sr_day: r4(c.moments.sr * 1e4) / 1e4 })),
  split_date: mine[0]?.split_date,
  walk_forward: { steps, chained_pct: r4((chainedEnd - 1) * 100), hindsight_cell: hindsight, hindsight_over_same_years_pct: r4((hindsightOverSteps - 1) * 100) },
  peaks_sharpe: stabSharpe.filter((s) => s.peak), peaks_return: stabReturn.filter((s) => s.peak),
  dsr: dsrMine && { ...dsrMine, dsr_pct: r4(dsrMine.dsr * 100), psr0_pct: r4(dsrMine.psr0 * 100), sr_year: r4(dsrMine.sr * Math.sqrt(252)) },
  problems,
}, null, 1));
