import { settingsShown } from '../settings-shown';
import { fieldLabel, valueWords } from '../strategy-words';

export interface FieldDifference {
  /**
   * Dotted path, array items by index from 1 as the form counts them: 'covered_call_config.DTE_target',
   * 'legs.2.quantity'; a field at different paths in the strategies compared, each: 'name / strategy.name'.
   */
  path: string;
  /** The field as the form labels it: 'Leg 2 Quantity', 'Covered Call DTE Target'. */
  label: string;
  /** Each strategy's value at the path in words ('Last Trade', 'No', '$100,000.00'; 'N/A' where it has none). */
  values: string[];
  /**
   * Whether each strategy has the field at all: a covered strategy has no spreads legs and a spreads
   * one no wheel, so a row they do not share is theirs alone, not a difference of values.
   */
  presentIn: boolean[];
}


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

/** The labels that two paths of one strategy share ('Exit Condition 1 Type' of an exit and of a global exit). */
function sharedLabels(flats: ReadonlyArray<Map<string, Leaf>>): Set<string> {
  const shared = new Set<string>();
  for (const flat of flats) {
    const seen = new Set<string>();
    for (const leaf of flat.values()) {
      const label = fieldLabel(leaf.keys);
      if (seen.has(label)) shared.add(label);
      seen.add(label);
    }
  }
  return shared;
}

/**
 * A row per field as the form names it: the same field sits at different paths in a covered and a
 * spreads strategy ('strategy.name' and 'name', 'strategy.price_source' and 'price_source'), and
 * keyed by path a covered against a spreads comparison listed 'Strategy Name: My Strategy | N/A'
 * and again 'Strategy Name: N/A | Covered Strategy'. A label that two paths of any one strategy
 * share stays keyed by its path in every strategy (`shared`), so no value hides another and the
 * same path lines up across the strategies (decided per strategy, one with both exits keyed its
 * global exit by path and one with only that exit by label: two rows, each 'N/A' for the other).
 */
function byField(flat: Map<string, Leaf>, shared: Set<string>): Map<string, Leaf & { path: string }> {
  return new Map([...flat].map(([path, leaf]) => {
    const label = fieldLabel(leaf.keys);
    return [shared.has(label) ? `path:${path}` : `label:${label}`, { ...leaf, path }];
  }));
}

/**
 * The fields on which two or more strategies differ, field by field: every leaf of every strategy
 * by the field it is (`byField`), kept when the values are not all equal (a field one strategy
 * lacks differs) and do not all read alike in words, named and shown in words as the form has them. Fields in first-seen order, so
 * related fields stay together; a field at different paths shows them all ('name / strategy.name').
 */
export function strategyDiff(strategies: readonly unknown[]): FieldDifference[] {
  // A covered leg a run never wrote, or a stale year label, is no difference between the runs (`settingsShown`).
  const byPath = strategies.map((s) => {
    const out = new Map<string, Leaf>();
    flatten(settingsShown(s), [], out);
    return out;
  });
  const shared = sharedLabels(byPath);
  const flat = byPath.map((f) => byField(f, shared));
  const fields = new Map<string, Leaf>();
  for (const f of flat) for (const [key, leaf] of f) if (!fields.has(key)) fields.set(key, leaf);
  return [...fields].flatMap(([key, { keys }]) => {
    const raw = flat.map((f) => (f.has(key) ? JSON.stringify(f.get(key)?.value) : undefined));
    if (raw.every((v) => v === raw[0])) return [];
    const values = flat.map((f) => {
      const leaf = f.get(key);
      // A field missing reads as one left blank: 'Any' for a tolerance (it defaults to none), else 'N/A'.
      return leaf ? valueWords(leaf.keys, leaf.value) : valueWords(keys, null);
    });
    // A row whose cells read alike shows no difference: a field set to nothing and a field missing
    // both read 'N/A' (spec section 9), and a covered call beside two puts listed 'Cash-Secured Put
    // Tolerance: N/A | N/A | N/A' under 'Strategy differences'.
    if (values.every((v) => v === values[0])) return [];
    const paths = [...new Set(flat.flatMap((f) => f.get(key)?.path ?? []))];
    return [{ path: paths.join(' / '), label: fieldLabel(keys), values, presentIn: flat.map((f) => f.has(key)) }];
  });
}

/** The rows two or more strategies have (a value each, 'N/A' for a run without it), for the table. */
export const sharedDifferences = (diff: readonly FieldDifference[]): FieldDifference[] =>
  diff.filter((d) => d.presentIn.filter(Boolean).length >= 2);

/**
 * Per strategy, the fields only it has, as 'label: value' ('Leg 1 Side: Short'): a covered backtest
 * beside a spread listed ~60 rows of one value and 'N/A' under Strategy differences.
 */
export function onlyInEach(diff: readonly FieldDifference[], count: number): string[][] {
  const out: string[][] = Array.from({ length: count }, () => []);
  for (const d of diff) {
    if (d.presentIn.filter(Boolean).length !== 1) continue;
    const i = d.presentIn.indexOf(true);
    out[i]?.push(`${d.label}: ${d.values[i] ?? ''}`);
  }
  return out;
}
