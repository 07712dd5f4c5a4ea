// A field never changes what the user typed (issue 16): an out-of-bounds value stays on screen
// with a message in words beside it, and the run is blocked with a message naming the field as
// the form labels it, never by its internal name (`shares_multiple`).
import type { z } from 'zod';
import { DOLLAR_KEYS, fieldLabel, keyLabel } from '../../../../../shared/analytics/strategy-words';
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

/** Field labels live with the strategy's words (shared/analytics/strategy-words.ts): one naming for messages and tables. */
export { fieldLabel };

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
    case 'unrecognized_keys':
      // The form never holds a key the contract does not know; if it did, it is named as the API would.
      return issue.message;
    default:
      return `${label} is not valid`;
  }
}

const COMPARISONS: Record<string, string> = { '<=': 'at most', '>=': 'at least', '<': 'less than', '>': 'more than' };

/** The rest of a contract check's message ('must be <= max_value') with its keys and signs in words. */
function restInWords(rest: string): string {
  return rest
    .replace(/<=|>=|<|>/g, (sign) => COMPARISONS[sign] ?? sign)
    .replace(/\b[a-z]+(?:_[a-z]+)+\b/g, (key) => keyLabel(key));
}

/** The first issue of a failed parse, in words. */
export function firstIssueInWords(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issueInWords(issue) : 'A field is not valid';
}
