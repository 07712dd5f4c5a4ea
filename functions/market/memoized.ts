/**
 * `f` with its answers kept per argument, for pure conversions asked again and again (the chain
 * source's date conversions) and for loads done once per key (the published-ATM check's underlyings,
 * whose promise is kept). Shared so both keep answers the same way.
 */
export function memoized<K, V>(f: (k: K) => V): (k: K) => V {
  const answers = new Map<K, V>();
  return (k) => {
    let v = answers.get(k);
    if (v === undefined) {
      v = f(k);
      answers.set(k, v);
    }
    return v;
  };
}
