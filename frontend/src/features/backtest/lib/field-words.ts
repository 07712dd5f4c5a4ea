// A field never changes what the user typed (issue 16): an out-of-bounds value stays on screen
// with a message in words beside it, and the run is blocked with a message naming the field as
// the form labels it, never by its internal name (`shares_multiple`).
import type { z } from 'zod';
import { fieldPath } from './shared';

export interface FieldBounds {
  min?: number;
  max?: number;
  integer?: boolean;
}

const words = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 6 });

/** What is wrong with a typed number, in words, or null when it is within the field's bounds. */
export function boundProblem(value: number, bounds: FieldBounds): string | null {
  if (!Number.isFinite(value)) return 'Enter a number';
  if (bounds.integer && !Number.isInteger(value)) return 'Enter a whole number';
  if (bounds.min !== undefined && value < bounds.min) return `Must be at least ${words(bounds.min)}`;
  if (bounds.max !== undefined && value > bounds.max) return `Must be at most ${words(bounds.max)}`;
  return null;
}

/** Form labels of the request's keys (the last key of an issue's path). */
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
};

/** Keys that only group others: they add nothing a trader would read. */
const SILENT_KEYS = new Set(['strategy', 'strike_target_condition', 'target_strike_condition', 'target', 'top', 'bottom']);

/** Containers that name their part: `legs[1]` is 'Leg 2'. */
const OWNER_LABELS: Record<string, string> = {
  covered_call_config: 'Covered Call',
  cash_secured_put_config: 'Cash-Secured Put',
  roll_config: 'Roll',
  legs: 'Leg',
  children: 'Child',
  exit_conditions: 'Exit Condition',
  global_exit_conditions: 'Exit Condition',
  entry_conditions: 'Entry Condition',
  roll_on_conditions: 'Roll-on Condition',
};

const DOLLAR_KEYS = new Set(['starting_balance', 'balance', 'commission_per_contract', 'commission_per_share', 'min_premium_target', 'amount_per_share', 'strike_offset']);

/** Any other key in words: 'foo_bar' → 'Foo bar'. */
const keyWords = (key: string): string => {
  const spaced = key.replaceAll('_', ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** The field an issue's path points at, as the form labels it: 'Leg 2 Quantity', 'Covered Call Delta'. */
export function fieldLabel(path: ReadonlyArray<PropertyKey>): string {
  const parts: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    if (typeof key !== 'string' || SILENT_KEYS.has(key)) continue;
    const owner = OWNER_LABELS[key];
    const next = path[i + 1];
    if (owner && typeof next === 'number') {
      parts.push(`${owner} ${next + 1}`);
      i += 1;
    } else if (owner) {
      parts.push(owner);
    } else {
      parts.push(KEY_LABELS[key] ?? keyWords(key));
    }
  }
  return parts.length > 0 ? parts.join(' ') : 'A field';
}

type Issue = z.core.$ZodIssue;

function bound(issue: Issue, value: number | bigint): string {
  const last = issue.path[issue.path.length - 1];
  const n = words(Number(value));
  return typeof last === 'string' && DOLLAR_KEYS.has(last) ? `$${n}` : n;
}

/** Starting Shares are typed in lots of 100 but sent as shares: say it in lots. */
function sharesIssue(issue: Issue): string | null {
  if (issue.path[issue.path.length - 1] !== 'shares_multiple') return null;
  if (issue.code === 'too_small') return 'Starting Shares must be at least 1 lot (100 shares)';
  if (issue.code === 'not_multiple_of' || (issue.code === 'invalid_type' && issue.expected === 'int')) {
    return 'Starting Shares must be a whole number of lots of 100';
  }
  return null;
}

/** One contract issue in words, naming the field as the form does. */
export function issueInWords(issue: Issue): string {
  const shares = sharesIssue(issue);
  if (shares) return shares;
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return `${label} is required`;
      if (issue.origin === 'array') return `${label} needs at least ${words(Number(issue.minimum))}`;
      return `${label} must be ${issue.inclusive ? 'at least' : 'more than'} ${bound(issue, issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'string') return `${label} must be at most ${words(Number(issue.maximum))} characters`;
      return `${label} must be ${issue.inclusive ? 'at most' : 'less than'} ${bound(issue, issue.maximum)}`;
    case 'invalid_type':
      if (issue.expected === 'int') return `${label} must be a whole number`;
      return issue.message.endsWith('is required') ? `${label} is required` : `${label} must be a number`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${words(Number(issue.divisor))}`;
    case 'custom': {
      // The spec's own messages ('Start date must be before end date') are already in words; a
      // contract check's message starts with the field's path, which is swapped for its label.
      const path = fieldPath(issue.path);
      if (!issue.message.startsWith(`${path} `)) return issue.message;
      return `${label}${restInWords(issue.message.slice(path.length))}`;
    }
    default:
      return `${label} is not valid`;
  }
}

const COMPARISONS: Record<string, string> = { '<=': 'at most', '>=': 'at least', '<': 'less than', '>': 'more than' };

/** The rest of a contract check's message ('must be <= max_value') with its keys and signs in words. */
function restInWords(rest: string): string {
  return rest
    .replace(/<=|>=|<|>/g, (sign) => COMPARISONS[sign] ?? sign)
    .replace(/\b[a-z]+(?:_[a-z]+)+\b/g, (key) => KEY_LABELS[key] ?? keyWords(key));
}

/** The first issue of a failed parse, in words. */
export function firstIssueInWords(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issueInWords(issue) : 'A field is not valid';
}
