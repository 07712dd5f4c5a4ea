/** The median of `xs` (the mean of the middle two for an even count), NaN when empty. */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/**
 * The interpolated median of values that sit on a grid of `step` (prices or widths in whole ticks):
 * each value stands for the interval of everything that rounds to it, [v − step/2, v + step/2), and
 * the median is read inside the interval where the cumulative count crosses half, in proportion to
 * how far into that value's ties it falls (the grouped-data median). A plain median of grid values
 * jumps a whole step when one tie more or less crosses the middle; this one moves by a fraction.
 * NaN when empty.
 */
export function gridMedian(xs: readonly number[], step: number): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const half = s.length / 2;
  let below = 0;
  let i = 0;
  while (i < s.length) {
    const v = s[i] as number;
    let ties = 0;
    // Grid values from arithmetic (ask − bid) carry float noise: a tie is within a hundredth of a step.
    while (i + ties < s.length && Math.abs((s[i + ties] as number) - v) < step / 100) ties++;
    if (below + ties >= half) return v - step / 2 + ((half - below) / ties) * step;
    below += ties;
    i += ties;
  }
  return s[s.length - 1] as number;
}
