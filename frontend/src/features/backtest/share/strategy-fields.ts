import { settingsShown } from '../../../../../shared/analytics/settings-shown';
import { fieldLabel, valueWords } from '../../../../../shared/analytics/strategy-words';

export interface StrategyField {
  /** Dotted path, array items by index from 1 as the form counts them: 'legs.1.quantity'. */
  path: string;
  /** The field as the form labels it: 'Leg 1 Quantity', 'Covered Call DTE Target'. */
  label: string;
  /** The value in words ('Last Trade', 'No', '$100,000.00', '20%', 'Mon, Tue'); 'N/A' when not set. */
  value: string;
}

const isPrimitive = (v: unknown) => v === null || typeof v !== 'object';

/**
 * Every leaf of a saved strategy, in its order, for the read-only strategy table of a shared
 * backtest, trading costs last. A list of plain values (days of the week) or an empty list is one field. A covered
 * leg the run never wrote (a put's leftover call settings, without the wheel) is left out.
 */
export function strategyFields(strategy: unknown): StrategyField[] {
  const out: StrategyField[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (value !== null && typeof value === 'object' && !(Array.isArray(value) && value.every(isPrimitive) && path.length > 0)) {
      const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
      if (entries.length === 0 && path.length > 0) out.push(leaf(path, value));
      for (const [key, child] of entries) walk(child, [...path, key]);
      return;
    }
    if (value === undefined || path.length === 0) return;
    out.push(leaf(path, value));
  };
  walk(settingsShown(strategy), []);
  // Trading costs last, as a ticket lists them: the covered builder stores commission_per_share
  // first, so a shared covered call's table opened on 'Commission per Share $0.00', before its ticker.
  return [...out.filter((f) => !COST_KEYS.has(f.path)), ...out.filter((f) => COST_KEYS.has(f.path))];
}

const COST_KEYS = new Set(['commission_per_contract', 'commission_per_share', 'slippage_pct_of_spread', 'exchange_fees']);

const leaf = (path: (string | number)[], value: unknown): StrategyField => ({
  path: path.map((k) => (typeof k === 'number' ? String(k + 1) : k)).join('.'),
  label: fieldLabel(path),
  value: valueWords(path, value),
});
