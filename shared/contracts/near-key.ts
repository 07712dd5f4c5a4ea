/**
 * "Did you mean …?" for a key a contract does not know: the known key at the same level that it
 * most likely misspells (`tickr` → `ticker`, `max_dayz` → `max_days`, `dte_target` → `DTE_target`).
 */

/**
 * Edit distance: the fewest single-character insertions, deletions, substitutions and swaps of
 * two neighbours from a to b (Levenshtein with transpositions, "optimal string alignment"), so
 * `setp` is one edit from `step`, as a typist sees it.
 */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number): number => d[i]?.[j] as number;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      (d[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * How far a typo may be from the key it misspells: 1 edit for keys up to 5 characters, 2 beyond.
 * Short keys get less room, or `tp` would "mean" `sl`.
 */
const allowedEdits = (key: string): number => (key.length <= 5 ? 1 : 2);

/**
 * The candidate `unknown` most likely misspells, or undefined when none is close. Case is ignored
 * (a wrong case is still the same key); the nearest wins, and on a tie the earlier candidate, so a
 * caller lists the keys still missing first.
 */
export function nearestKey(unknown: string, candidates: readonly string[]): string | undefined {
  let best: { key: string; distance: number } | undefined;
  for (const key of candidates) {
    if (key === unknown) continue;
    const distance = editDistance(unknown.toLowerCase(), key.toLowerCase());
    if (distance <= allowedEdits(key) && (!best || distance < best.distance)) best = { key, distance };
  }
  return best?.key;
}
