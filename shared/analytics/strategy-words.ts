// A saved strategy's fields in a trader's words, wherever a strategy is shown field by field (a
// shared backtest's strategy table, the comparison's strategy differences) and wherever a field is
// named in a message: 'Leg 1 Target Value: -0.2', 'Price Source: Last Trade', not
// 'legs.0.target_strike_condition.value' or 'price_source: last'.

import { NOT_AVAILABLE } from '../domain/messages';
import {
  COVERED_CONDITION_WORDS, OPTION_TYPE_WORDS, PRICE_SOURCE_WORDS, SIDE_WORDS, SPREADS_EXIT_WORDS, START_TYPE_WORDS, STRIKE_TARGET_WORDS, TARGET_TYPE_WORDS, UNSET_WORDS,
} from '../domain/select-words';

/** Form labels of the request's keys (the last key of a path). */
const KEY_LABELS: Record<string, string> = {
  shares_multiple: 'Starting Shares',
  starting_balance: 'Starting Balance',
  balance: 'Starting Balance',
  min_volume: 'Min Volume',
  min_volume_for_entry: 'Min Volume for Entry',
  DTE_target: 'DTE Target',
  dte_target: 'DTE Target',
  DTE_offset: 'DTE Offset',
  exact_dte: 'Exact DTE',
  delta: 'Delta',
  percentage_otm: '% OTM',
  strike_offset: 'Strike Offset',
  strike_offset_tolerance: 'Strike Offset Tolerance',
  tolerance: 'Tolerance',
  min_premium_target: 'Min Premium',
  max_rolls: 'Max Rolls',
  quantity: 'Quantity',
  max_open_positions: 'Max Open Positions',
  max_units_per_position: 'Max Units per Position',
  max_margin_percentage_per_position: 'Max Margin per Position',
  max_margin_percentage_per_portfolio: 'Max Margin per Portfolio',
  commission_per_contract: 'Commission per Contract',
  slippage_pct_of_spread: 'Slippage',
  commission_per_share: 'Commission per Share',
  exchange_fees: "Cboe's SPX Exchange Fee",
  reentry_cooldown_days: 'Re-entry Cooldown (days)',
  name: 'Strategy Name',
  ticker: 'Ticker',
  start_date: 'Start Date',
  end_date: 'End Date',
  days_of_week: 'Days of Week',
  value: 'Value',
  min_value: 'Min',
  max_value: 'Max',
  long_period: 'Long Period',
  short_period: 'Short Period',
  time_stop: 'a Time Stop',
  amount_per_share: 'Amount per Share',
  tp_pct: 'Take Profit',
  sl_multiple: 'Stop Loss Multiple',
  max_days_in_trade: 'Max Days in Trade',
  min_dte: 'Min DTE',
  percent_offset: 'Offset (%)',
  period: 'Period',
  price_source: 'Price Source',
  option_type: 'Option Type',
  start_type: 'Start Type',
  wheel_enabled: 'Wheel',
  catch_stop_loss: 'Catch Stop Loss',
};

/** A key read inside a strike target is the form's field of that card ('Leg 1 Target Value'). */
const TARGET_KEY_LABELS: Record<string, Record<string, string>> = {
  target_strike_condition: { type: 'Target Strike Type', value: 'Target Value' },
  strike_target_condition: { type: 'Strike Target' },
};

/** Keys that only group others: they add nothing a trader would read. */
const SILENT_KEYS = new Set(['strategy', 'strike_target_condition', 'target_strike_condition', 'target', 'top', 'bottom']);

/** Containers that name their part: `legs[1]` is 'Leg 2'. */
const OWNER_LABELS: Record<string, string> = {
  covered_call_config: START_TYPE_WORDS.covered_call,
  cash_secured_put_config: START_TYPE_WORDS.cash_secured_put,
  roll_config: 'Roll',
  legs: 'Leg',
  children: 'Child',
  exit_conditions: 'Exit Condition',
  global_exit_conditions: 'Exit Condition',
  entry_conditions: 'Entry Condition',
  roll_on_conditions: 'Roll-on Condition',
};

/** Keys whose numbers are dollars. */
export const DOLLAR_KEYS = new Set([
  'starting_balance', 'balance', 'commission_per_contract', 'commission_per_share', 'min_premium_target', 'amount_per_share',
  'strike_offset', 'strike_offset_tolerance',
]);

/** Keys whose numbers are whole percents (20 is 20%). */
const PERCENT_KEYS = new Set(['max_margin_percentage_per_position', 'max_margin_percentage_per_portfolio', 'slippage_pct_of_spread']);

/** The form's words for the values of its select fields, by key. */
const VALUE_WORDS: Record<string, Record<string, string>> = {
  side: SIDE_WORDS,
  option_type: OPTION_TYPE_WORDS,
  price_source: PRICE_SOURCE_WORDS,
  start_type: START_TYPE_WORDS,
  // One `type` key for every condition list: a covered 'time_stop' is 'Time Stop', as before.
  type: { ...TARGET_TYPE_WORDS, ...STRIKE_TARGET_WORDS, ...SPREADS_EXIT_WORDS, ...COVERED_CONDITION_WORDS },
};

/** days_of_week holds 0..4 for Monday..Friday, as the form's day buttons. */
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Any other key in words: 'foo_bar' → 'Foo bar'. */
const keyWords = (key: string): string => {
  const spaced = key.replaceAll('_', ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** One key as the form labels it, or in words when the form has no field for it. */
export const keyLabel = (key: string): string => KEY_LABELS[key] ?? keyWords(key);

/** The field a path points at, as the form labels it: 'Leg 2 Quantity', 'Covered Call Delta'. */
export function fieldLabel(path: ReadonlyArray<PropertyKey>): string {
  const parts: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    if (typeof key !== 'string' || SILENT_KEYS.has(key)) continue;
    const owner = OWNER_LABELS[key];
    const next = path[i + 1];
    const previous = path[i - 1];
    const inTarget = typeof previous === 'string' ? TARGET_KEY_LABELS[previous]?.[key] : undefined;
    // A roll's own list already says 'Roll': 'Covered Call Roll-on Condition', not 'Covered Call Roll Roll-on Condition'.
    if (owner?.startsWith('Roll-') && parts.at(-1) === OWNER_LABELS.roll_config) parts.pop();
    if (owner && typeof next === 'number') {
      parts.push(`${owner} ${next + 1}`);
      i += 1;
    } else if (owner) {
      parts.push(owner);
    } else {
      parts.push(inTarget ?? keyLabel(key));
    }
  }
  return parts.length > 0 ? parts.join(' ') : 'A field';
}

const number = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 6 });

/** USD with 2 decimals as the builder shows it ('-$5.00'); a per-share commission keeps up to 4 ('$0.0035'). */
function dollars(n: number): string {
  const text = Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  return `${n < 0 ? '-' : ''}$${text}`;
}

/**
 * A field's value in words: Yes/No, the form's words for a select ('Last Trade', 'Short'),
 * dollars and percents where the form types them so, weekdays by name, 'N/A' when not set (spec
 * section 9: missing values 'N/A') and 'None' for an empty list. A value the form has no words for is shown as it is.
 */
export function valueWords(path: ReadonlyArray<PropertyKey>, value: unknown): string {
  const last = [...path].reverse().find((k): k is string => typeof k === 'string');
  if (value === null && last && last in UNSET_WORDS) return UNSET_WORDS[last as keyof typeof UNSET_WORDS];
  if (value === null || value === undefined) return NOT_AVAILABLE;
  if (Array.isArray(value)) return value.length === 0 ? 'None' : value.map((v, i) => valueWords([...path, i], v)).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    // A spreads exit's type in the spreads form's words: its time_stop is 'Time Stop (days)', a covered one 'Time Stop'.
    const words: Record<string, string> | undefined = last === 'type' && path.includes('global_exit_conditions') ? SPREADS_EXIT_WORDS : last ? VALUE_WORDS[last] : undefined;
    return words?.[value] ?? value;
  }
  if (typeof value === 'number') {
    if (last === 'days_of_week' && typeof path[path.length - 1] === 'number') return WEEKDAYS[value] ?? number(value);
    // A year is a label, not a quantity: '2020', not '2,020' (audit 23 F3).
    if (last === 'year') return String(value);
    if (last && DOLLAR_KEYS.has(last)) return dollars(value);
    // Slippage is a share of the spread, not of the price: '25% of the bid/ask spread', as the form's note says.
    if (last === 'slippage_pct_of_spread') return `${number(value)}% of the bid/ask spread`;
    if (last && PERCENT_KEYS.has(last)) return `${number(value)}%`;
    return number(value);
  }
  return typeof value === 'object' && Object.keys(value).length === 0 ? 'None' : JSON.stringify(value);
}
