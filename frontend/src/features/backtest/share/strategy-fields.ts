import { fieldLabel } from '../lib/field-words';

export interface StrategyField {
  /** Dotted path, array items by index from 1 as the form counts them: 'legs.1.quantity'. */
  path: string;
  /** The field as the form labels it: 'Leg 1 Quantity', 'Covered Call DTE Target'. */
  label: string;
  /** The value as text: strings as they are, numbers and booleans as JSON, empty lists '—'. */
  value: string;
}

/** Every leaf of a saved strategy, in its order, for the read-only strategy table of a shared backtest. */
export function strategyFields(strategy: unknown): StrategyField[] {
  const out: StrategyField[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (value !== null && typeof value === 'object') {
      const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
      if (entries.length === 0 && path.length > 0) out.push(leaf(path, '—'));
      for (const [key, child] of entries) walk(child, [...path, key]);
      return;
    }
    if (value === undefined) return;
    out.push(leaf(path, value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value)));
  };
  walk(strategy, []);
  return out;
}

const leaf = (path: (string | number)[], value: string): StrategyField => ({
  path: path.map((k) => (typeof k === 'number' ? String(k + 1) : k)).join('.'),
  label: fieldLabel(path),
  value,
});
