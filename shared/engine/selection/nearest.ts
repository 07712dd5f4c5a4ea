/**
 * The candidate whose measured value is nearest the target, within `tolerance` when one is given.
 * Candidates keep their chain order (strikes ascending), so a tie goes to the lower strike:
 * deterministic, whatever the data source.
 */
export function pickNearest<T>(
  candidates: readonly T[],
  measure: (c: T) => number,
  target: number,
  tolerance: number | null | undefined,
): T | undefined {
  let best: T | undefined;
  let bestGap = Infinity;
  for (const c of candidates) {
    const value = measure(c);
    if (!Number.isFinite(value)) continue;
    const gap = Math.abs(value - target);
    if (tolerance != null && gap > tolerance + 1e-12) continue;
    if (gap < bestGap) {
      best = c;
      bestGap = gap;
    }
  }
  return best;
}
