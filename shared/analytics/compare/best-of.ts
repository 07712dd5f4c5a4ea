/**
 * Indexes of the best value in a row of a comparison: the highest or the lowest, ties all marked;
 * none when fewer than two values are known or all known values are equal (nothing to prefer).
 */
export function bestIndexes(values: ReadonlyArray<number | null>, better: 'higher' | 'lower' | null): number[] {
  if (better === null) return [];
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (known.length < 2) return [];
  const best = better === 'higher' ? Math.max(...known) : Math.min(...known);
  if (known.every((v) => v === best)) return [];
  return values.flatMap((v, i) => (v === best ? [i] : []));
}
