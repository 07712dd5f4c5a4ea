export interface FieldDifference {
  /** Dotted path, array items by index: 'covered_call_config.DTE_target', 'legs.1.strike_target.value'. */
  path: string;
  /** Each strategy's value at the path, as display text ('—' where it has none). */
  values: string[];
}

const MISSING = '—';

function flatten(value: unknown, prefix: string, out: Map<string, string>): void {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    if (entries.length === 0) out.set(prefix, Array.isArray(value) ? '[]' : '{}');
    for (const [key, child] of entries) flatten(child, prefix ? `${prefix}.${key}` : key, out);
    return;
  }
  out.set(prefix, value === undefined ? MISSING : typeof value === 'string' ? value : JSON.stringify(value));
}

/**
 * The fields on which two or more strategies differ, field by field: every leaf of every strategy
 * by its dotted path, kept when the values are not all equal (a field one strategy lacks differs).
 * Paths in first-seen order, so related fields stay together.
 */
export function strategyDiff(strategies: readonly unknown[]): FieldDifference[] {
  const flat = strategies.map((s) => {
    const out = new Map<string, string>();
    flatten(s, '', out);
    return out;
  });
  const paths: string[] = [];
  const seen = new Set<string>();
  for (const f of flat) for (const p of f.keys()) if (!seen.has(p)) { seen.add(p); paths.push(p); }
  return paths.flatMap((path) => {
    const values = flat.map((f) => f.get(path) ?? MISSING);
    return values.every((v) => v === values[0]) ? [] : [{ path, values }];
  });
}
