/**
 * Whether a strategy holds the object a field of the comparison sits in, below the top level: a
 * leg it has ('legs.1.strike_tolerance' of a strategy with a first leg), a covered config it has.
 * `path` is a FieldDifference's: dotted, array items from 1, several paths joined by ' / '.
 *
 * A field missing from an object the run has is one it left at its default ('Any' for a tolerance,
 * as strategy-words.ts reads it); a field whose object the run lacks (a covered run has no legs) or
 * a top-level field it lacks (a covered run has no Starting Balance) is not in that run at all.
 */
export function holdsFieldParent(strategy: unknown, path: string): boolean {
  return path.split(' / ').some((one) => {
    const keys = one.split('.').slice(0, -1);
    if (keys.length === 0) return false;
    let node: unknown = strategy;
    for (const key of keys) {
      if (Array.isArray(node)) node = node[Number(key) - 1];
      else if (node !== null && typeof node === 'object') node = (node as Record<string, unknown>)[key];
      else return false;
      if (node === undefined || node === null) return false;
    }
    return typeof node === 'object';
  });
}
