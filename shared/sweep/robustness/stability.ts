/**
 * Neighbour stability (issue 19): each cell's metric beside the mean of its grid neighbours, the
 * cells one step away along exactly one parameter (up to 2 per parameter). A cell is flagged a
 * lone peak when it beats every neighbour while its neighbours' mean is at or below the median of all
 * cells: a good value surrounded by ordinary ones is more likely noise than a robust setting.
 * The same test is made for a peak along each parameter alone (`lone_axes`): it can be supported along one
 * parameter and alone along another (the e2e sweep's best SPY put, 10.33% at DTE 30, has 9.08% at
 * the next delta but −10.74% and −10.80% at DTE 14 and 45: it rests on one DTE).
 * `peak`: the cell beats every neighbour (a cell that does not is no peak to doubt or support).
 * With `lost` (ranking on Sharpe), a cell that lost money never beats one that made money, and one
 * that made money beats every one that lost, whatever their Sharpe ratios (audit 8, F1: a cell that
 * lost 52.14% read Sharpe +1.26); the neighbours' mean stays the mean of their figures.
 */

import { ranksAbove } from './made-money-first';

export interface StabilityRow {
  index: number;
  value: number | null;
  neighbour_mean: number | null;
  neighbours: number;
  peak: boolean;
  lone_peak: boolean;
  /** For a peak: the parameters (by position) along which its neighbours' mean is at or below the median. */
  lone_axes: number[];
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

/**
 * The cells one step away from `index` along exactly one parameter (row-major, the last parameter
 * fastest, as expandCells numbers them): the neighbours neighbourStability compares a cell with.
 */
export function neighbourIndices(sizes: readonly number[], index: number): number[] {
  const out: number[] = [];
  let stride = 1;
  for (let d = sizes.length - 1; d >= 0; d--) {
    const size = sizes[d] ?? 1;
    const coord = Math.floor(index / stride) % size;
    if (coord > 0) out.push(index - stride);
    if (coord < size - 1) out.push(index + stride);
    stride *= size;
  }
  return out.sort((a, b) => a - b);
}

/**
 * `sizes` are the parameters' value counts; `values[i]` is cell i's metric (row-major, the last
 * parameter fastest, as expandCells numbers them), null for a failed cell; `lost[i]`: cell i lost money.
 */
export function neighbourStability(sizes: readonly number[], values: readonly (number | null)[], lost: readonly boolean[] = []): StabilityRow[] {
  const strides = sizes.map((_, d) => sizes.slice(d + 1).reduce((p, s) => p * s, 1));
  const known = values.filter((v): v is number => v !== null);
  const mid = known.length ? median(known) : 0;
  return values.map((value, index) => {
    const byAxis = sizes.map((size, d) => {
      const stride = strides[d] ?? 1;
      const coord = Math.floor(index / stride) % size;
      const along: { value: number; lost: boolean }[] = [];
      for (const step of [-1, 1]) {
        const c = coord + step;
        if (c < 0 || c >= size) continue;
        const v = values[index + step * stride];
        if (v !== null && v !== undefined) along.push({ value: v, lost: lost[index + step * stride] === true });
      }
      return along;
    });
    const around = byAxis.flat();
    const own = lost[index] === true;
    // Made money first, then the figure (made-money-first.ts).
    const beats = (n: { value: number; lost: boolean }): boolean => value !== null && ranksAbove({ score: value, lost: own }, { score: n.value, lost: n.lost });
    const meanOf = (xs: readonly { value: number }[]) => (xs.length ? xs.reduce((s, v) => s + v.value, 0) / xs.length : null);
    const lone = (xs: readonly { value: number; lost: boolean }[]): boolean => {
      const m = meanOf(xs);
      return value !== null && m !== null && xs.every(beats) && m <= mid;
    };
    const neighbourMean = meanOf(around);
    const peak = value !== null && around.length > 0 && around.every(beats);
    const loneAxes = peak ? byAxis.flatMap((along, d) => (lone(along) ? [d] : [])) : [];
    return { index, value, neighbour_mean: neighbourMean, neighbours: around.length, peak, lone_peak: lone(around), lone_axes: loneAxes };
  });
}
