// Audit 14: verbatim copy of `git show d4f3695:shared/sweep/robustness/monte-carlo.ts` (the loop before merge 381adde), for mc-old-vs-new.ts.
/**
 * Monte Carlo of a cell's trades (issue 19): a circular block bootstrap of its trade P&L sequence.
 * Each resample draws blocks of `blockLength` consecutive trades starting at uniform random
 * positions (wrapping past the last trade) until it has as many trades as the original; blocks keep
 * runs of wins and losses together, which a trade-by-trade shuffle would break. Each resample's
 * equity is start + the running sum of its P&Ls (trades are booked in dollars, as the engine books
 * them). From 10,000 resamples:
 * - bands: the 5th, 50th and 95th percentile of equity after each checkpoint trade;
 * - max drawdown: max over the path of (running peak − equity) / running peak × 100, the peak
 *   starting at the start balance; its percentiles and a histogram;
 * - probability of ruin: the share of resamples whose equity falls below `ruinLevel` dollars at any
 *   point.
 * Default block length: ⌈n^(1/3)⌉, the usual order for block bootstraps. Seeded (mulberry32): the
 * same input gives the same answer.
 */

export interface MonteCarloInput {
  pnls: readonly number[];
  startBalance: number;
  ruinLevel: number;
  resamples?: number;
  blockLength?: number;
  seed?: number;
  /** Number of band points along the trade axis (at most the trade count). */
  checkpoints?: number;
}

export interface MonteCarloResult {
  resamples: number;
  block_length: number;
  trades: number;
  /** [trade number, p5, p50, p95] of equity after that many trades (0 = the start). */
  bands: [number, number, number, number][];
  max_drawdown_pct: { p5: number; p50: number; p95: number; mean: number; histogram: { from: number; to: number; count: number }[] };
  ruin_probability: number;
}

export const DEFAULT_RESAMPLES = 10_000;

/** A small seeded generator (mulberry32): the same draws for the same seed (tests reuse it). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Linear interpolation between order statistics: position p/100 · (n − 1) of the sorted values. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const pos = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return (sorted[lo] ?? 0) + ((sorted[hi] ?? 0) - (sorted[lo] ?? 0)) * (pos - lo);
}

export function blockBootstrap(input: MonteCarloInput): MonteCarloResult {
  const { pnls, startBalance, ruinLevel } = input;
  const n = pnls.length;
  const resamples = input.resamples ?? DEFAULT_RESAMPLES;
  const block = Math.max(1, Math.min(n || 1, input.blockLength ?? Math.ceil(Math.cbrt(n))));
  const random = mulberry32(input.seed ?? 1);
  const marks = Math.min(n, input.checkpoints ?? 100);
  const checkpoints = Array.from({ length: marks + 1 }, (_, j) => (marks === 0 ? 0 : Math.round((j * n) / marks)));
  const atCheckpoint = checkpoints.map(() => new Float64Array(resamples));
  const drawdowns = new Float64Array(resamples);
  let ruined = 0;
  for (let r = 0; r < resamples; r++) {
    let equity = startBalance;
    let peak = startBalance;
    let worst = 0;
    let ruin = equity < ruinLevel;
    let k = 0;
    let next = 0;
    const record = (t: number) => {
      while (next < checkpoints.length && checkpoints[next] === t) {
        const column = atCheckpoint[next++];
        if (column) column[r] = equity;
      }
    };
    record(0);
    while (k < n) {
      const start = Math.floor(random() * n);
      for (let b = 0; b < block && k < n; b++, k++) {
        equity += pnls[(start + b) % n] ?? 0;
        if (equity > peak) peak = equity;
        else if (peak > 0) worst = Math.max(worst, ((peak - equity) / peak) * 100);
        if (equity < ruinLevel) ruin = true;
        record(k + 1);
      }
    }
    drawdowns[r] = worst;
    if (ruin) ruined++;
  }
  const bands = checkpoints.map((t, j): [number, number, number, number] => {
    const sorted = (atCheckpoint[j] ?? new Float64Array(0)).sort();
    return [t, percentile(sorted, 5), percentile(sorted, 50), percentile(sorted, 95)];
  });
  drawdowns.sort();
  const top = drawdowns[resamples - 1] ?? 0;
  const bins = 20;
  const width = top > 0 ? top / bins : 1;
  const histogram = Array.from({ length: bins }, (_, i) => ({ from: i * width, to: (i + 1) * width, count: 0 }));
  for (const d of drawdowns) {
    const bin = histogram[Math.min(bins - 1, Math.floor(d / width))];
    if (bin) bin.count++;
  }
  return {
    resamples,
    block_length: block,
    trades: n,
    bands,
    max_drawdown_pct: {
      p5: percentile(drawdowns, 5),
      p50: percentile(drawdowns, 50),
      p95: percentile(drawdowns, 95),
      mean: drawdowns.reduce((s, d) => s + d, 0) / (resamples || 1),
      histogram,
    },
    ruin_probability: resamples ? ruined / resamples : 0,
  };
}
