/**
 * Neighbour stability (issue 19): each cell's metric beside the mean of its grid neighbours, the
 * cells one step away along exactly one parameter (up to 2 per parameter). A cell is flagged a
 * lone peak when it beats every neighbour while its neighbours' mean is at or below the median of all
 * cells: a good value surrounded by ordinary ones is more likely noise than a robust setting.
 */

export interface StabilityRow {
  index: number;
  value: number | null;
  neighbour_mean: number | null;
  neighbours: number;
  lone_peak: boolean;
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

/**
 * `sizes` are the parameters' value counts; `values[i]` is cell i's metric (row-major, the last
 * parameter fastest, as expandCells numbers them), null for a failed cell.
 */
export function neighbourStability(sizes: readonly number[], values: readonly (number | null)[]): StabilityRow[] {
  const strides = sizes.map((_, d) => sizes.slice(d + 1).reduce((p, s) => p * s, 1));
  const known = values.filter((v): v is number => v !== null);
  const mid = known.length ? median(known) : 0;
  return values.map((value, index) => {
    const around: number[] = [];
    sizes.forEach((size, d) => {
      const stride = strides[d] ?? 1;
      const coord = Math.floor(index / stride) % size;
      for (const step of [-1, 1]) {
        const c = coord + step;
        if (c < 0 || c >= size) continue;
        const v = values[index + step * stride];
        if (v !== null && v !== undefined) around.push(v);
      }
    });
    const neighbourMean = around.length ? around.reduce((s, v) => s + v, 0) / around.length : null;
    const lonePeak = value !== null && neighbourMean !== null && around.every((v) => value > v) && neighbourMean <= mid;
    return { index, value, neighbour_mean: neighbourMean, neighbours: around.length, lone_peak: lonePeak };
  });
}
