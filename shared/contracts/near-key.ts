/**
 * "Did you mean …?" for a key a contract does not know: the known key at the same level that it
 * most likely misspells (`tickr` → `ticker`, `max_dayz` → `max_days`, `dte_target` → `DTE_target`).
 */

/** Levenshtein distance: the fewest single-character insertions, deletions and substitutions from a to b. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] as number;
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
