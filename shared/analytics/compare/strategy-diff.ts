import { NOT_AVAILABLE } from '../../domain/messages';
import { fieldLabel, valueWords } from '../strategy-words';

export interface FieldDifference {
  /** Dotted path, array items by index from 1 as the form counts them: 'covered_call_config.DTE_target', 'legs.2.quantity'. */
  path: string;
  /** The field as the form labels it: 'Leg 2 Quantity', 'Covered Call DTE Target'. */
  label: string;
  /** Each strategy's value at the path in words ('Last Trade', 'No', '$100,000.00'; 'N/A' where it has none). */
  values: string[];
}

/** Spec section 9: missing values read 'N/A', as a field set to nothing does. */
const MISSING = NOT_AVAILABLE;

interface Leaf {
  keys: (string | number)[];
  value: unknown;
}

const isPrimitive = (v: unknown) => v === null || typeof v !== 'object';

/** Every leaf by its dotted path; a list of plain values (days of the week) or an empty list is one leaf. */
function flatten(value: unknown, keys: (string | number)[], out: Map<string, Leaf>): void {
  if (value !== null && typeof value === 'object' && !(Array.isArray(value) && value.every(isPrimitive) && keys.length > 0)) {
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    if (entries.length === 0 && keys.length > 0) out.set(pathOf(keys), { keys, value });
    for (const [key, child] of entries) flatten(child, [...keys, key], out);
    return;
  }
  if (keys.length > 0) out.set(pathOf(keys), { keys, value });
}

const pathOf = (keys: (string | number)[]) => keys.map((k) => (typeof k === 'number' ? String(k + 1) : k)).join('.');

/**
 * The fields on which two or more strategies differ, field by field: every leaf of every strategy
 * by its dotted path, kept when the values are not all equal (a field one strategy lacks differs),
 * named and shown in words as the form has them. Paths in first-seen order, so related fields stay together.
 */
export function strategyDiff(strategies: readonly unknown[]): FieldDifference[] {
  const flat = strategies.map((s) => {
    const out = new Map<string, Leaf>();
    flatten(s, [], out);
    return out;
  });
  const leaves = new Map<string, Leaf>();
  for (const f of flat) for (const [p, leaf] of f) if (!leaves.has(p)) leaves.set(p, leaf);
  return [...leaves].flatMap(([path, { keys }]) => {
    const raw = flat.map((f) => (f.has(path) ? JSON.stringify(f.get(path)?.value) : undefined));
    if (raw.every((v) => v === raw[0])) return [];
    const values = flat.map((f) => {
      const leaf = f.get(path);
      return leaf ? valueWords(leaf.keys, leaf.value) : MISSING;
    });
    return [{ path, label: fieldLabel(keys), values }];
  });
}
