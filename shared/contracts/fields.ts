import { z } from 'zod';
import { DEFAULT_COMMISSION_PER_CONTRACT, DEFAULT_EXCHANGE_FEES, DEFAULT_SLIPPAGE_PCT_OF_SPREAD } from '../domain/constants';
import { nearestKey } from './near-key';

/**
 * One error map for every contract, so that any rejected input gets a message that names the
 * field by its full path and the bound it broke, e.g.
 * `strategy.covered_call_config.DTE_target must be >= 0` (issue 2, DESIGN.md section 4:
 * "a 400 with a message that names the field").
 *
 * Why per-schema and not `z.config({ customError })`: a global map is a side effect of importing
 * one module; a schema imported on its own would then answer with zod's generic text. Passing
 * `FIELD` to each constructor makes the message part of the schema. Zod finalises issues at the
 * top of the parse, so `issue.path` is the full path from whatever was parsed (the request, or a
 * sub-schema parsed on its own). Where the spec has its own message, the check carries it
 * explicitly and that wins over this map.
 */
export function fieldPath(path: readonly PropertyKey[] | undefined): string {
  if (!path || path.length === 0) return 'value';
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

const didYouMean = (key: string): string => ` (did you mean ${key}?)`;
const SUGGESTION = / \(did you mean [^?]+\?\)/;
const SUGGESTIONS = / \(did you mean ([^?]+)\?\)/g;

/** The keys of the object contract that raised an issue (none when it is not a plain object schema). */
function objectKeys(inst: unknown): string[] {
  const shape = (inst as { _zod?: { def?: { shape?: unknown } } } | undefined)?._zod?.def?.shape;
  return typeof shape === 'object' && shape !== null ? Object.keys(shape) : [];
}

const article = (noun: string): string => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);

const showValue = (v: unknown): string => (typeof v === 'string' ? `'${v}'` : String(v));

const TYPE_NAMES: Record<string, string> = { int: 'integer', nan: 'number', record: 'object' };

function sizeMessage(origin: string, word: 'least' | 'most', bound: number | bigint): string {
  if (origin === 'string') return `must be at ${word} ${bound} character${bound === 1 ? '' : 's'}`;
  if (origin === 'array' || origin === 'set') return `must have at ${word} ${bound} item${bound === 1 ? '' : 's'}`;
  return '';
}

/** The message of a raw zod issue: `<path> <what is wrong>`. */
export const fieldErrorMap: z.core.$ZodErrorMap = (issue) => {
  const p = fieldPath(issue.path);
  if (issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) return `${p} is required`;
  switch (issue.code) {
    case 'invalid_type':
      return `${p} must be ${article(TYPE_NAMES[issue.expected] ?? issue.expected)}`;
    case 'too_small': {
      const sized = sizeMessage(issue.origin, 'least', issue.minimum);
      if (sized) return issue.origin === 'string' && issue.minimum === 1 ? `${p} is required` : `${p} ${sized}`;
      return `${p} must be ${issue.inclusive ? '>=' : '>'} ${issue.minimum}`;
    }
    case 'too_big': {
      const sized = sizeMessage(issue.origin, 'most', issue.maximum);
      if (sized) return `${p} ${sized}`;
      return `${p} must be ${issue.inclusive ? '<=' : '<'} ${issue.maximum}`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `${p} must be ${showValue(issue.values[0])}`
        : `${p} must be one of ${issue.values.map(showValue).join(', ')}`;
    case 'not_multiple_of':
      return `${p} must be a multiple of ${issue.divisor}`;
    case 'invalid_format':
      return `${p} has an invalid format`;
    case 'unrecognized_keys': {
      // A key the contract does not know: refused, not dropped, so a misspelt field is never
      // ignored in silence (`strategy.max_dayz` → 'Unknown field strategy.max_dayz'), and named
      // with the key it most likely misspells ('Unknown field tickr (did you mean ticker?)').
      const known = objectKeys(issue.inst);
      const input = typeof issue.input === 'object' && issue.input !== null ? issue.input : {};
      // The keys still missing first: a typo of a required key is the likeliest.
      const candidates = [...known.filter((k) => !(k in input)), ...known.filter((k) => k in input)];
      const names = issue.keys.map((key) => {
        const near = nearestKey(key, candidates);
        return `${fieldPath([...(issue.path ?? []), key])}${near === undefined ? '' : didYouMean(near)}`;
      });
      return `Unknown field${names.length === 1 ? '' : 's'} ${names.join(', ')}`;
    }
    case 'invalid_union': {
      // A discriminated union reports a bad discriminator with the discriminator in the path.
      const options = (issue as { options?: readonly unknown[] }).options;
      if (issue.discriminator && options) return `${p} must be one of ${options.map(showValue).join(', ')}`;
      return `${p} is invalid`;
    }
    default:
      return `${p} is invalid`;
  }
};

/** Pass as the params of every zod constructor in the contracts: `z.number(FIELD)`. */
export const FIELD = { error: fieldErrorMap } as const;

/** A custom check's message with the field path in front: `at('must be a date YYYY-MM-DD')`. */
export const at =
  (what: string): z.core.$ZodErrorMap =>
  (issue) =>
    `${fieldPath(issue.path)} ${what}`;

/** The first message of a failed parse (in the order of issueMessages): what a 400 answer or a form banner shows. */
export function firstIssueMessage(error: z.ZodError, fallback = 'value is invalid'): string {
  return issueMessages(error)[0] ?? fallback;
}

/**
 * The full paths of the fields that misspelt keys' suggestions name: 'Unknown field tickr (did you
 * mean ticker?)' names 'ticker'.
 */
export function suggestedFields(issues: readonly z.core.$ZodIssue[]): Set<string> {
  return new Set(
    issues
      .filter((i) => i.code === 'unrecognized_keys')
      .flatMap((i) => [...i.message.matchAll(SUGGESTIONS)].map((m) => fieldPath([...i.path, m[1] as string]))),
  );
}

/**
 * Every issue of a failed parse, in the order zod found them, except for a misspelt key: zod
 * reports the missing key first ('ticker is required') and the unknown one last, so the unknown key
 * that names its twin ('Unknown field tickr (did you mean ticker?)') goes first and the twin's
 * 'is required', which it explains, is left out.
 */
export function orderedIssues(error: z.ZodError): z.core.$ZodIssue[] {
  const suggesting = error.issues.filter((i) => i.code === 'unrecognized_keys' && SUGGESTION.test(i.message));
  const explained = new Set([...suggestedFields(suggesting)].map((path) => `${path} is required`));
  const rest = error.issues.filter((i) => !suggesting.includes(i) && !explained.has(i.message));
  return [...suggesting, ...rest];
}

/** Every message of a failed parse, one per issue, in the order of orderedIssues. */
export function issueMessages(error: z.ZodError): string[] {
  return orderedIssues(error).map((i) => i.message);
}

export const num = (): z.ZodNumber => z.number(FIELD);
export const int = (): z.ZodInt => z.int(FIELD);
export const bool = (): z.ZodBoolean => z.boolean(FIELD);
export const str = (): z.ZodString => z.string(FIELD);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written `YYYY-MM-DD` (rejects 2021-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A trading date as every contract carries it: `YYYY-MM-DD`, a real calendar day. */
export const isoDate = () => str().refine(isIsoDate, { error: at('must be a date YYYY-MM-DD') });

/**
 * A ticker symbol: trimmed and uppercased (the spec uppercases the covered ticker). A blank one is
 * only 'is required' (abort): it is not also 'must be a ticker symbol', a second line for one fault.
 */
export const ticker = () =>
  str()
    .trim()
    .toUpperCase()
    .min(1, { abort: true })
    .max(10)
    .regex(/^[A-Z0-9.^-]+$/, { error: at('must be a ticker symbol (letters, digits, . ^ -)') });

/** Which price a fill uses: the last trade (spec default) or the bid/ask mid. */
export const PriceSourceSchema = z.enum(['last', 'mid'], FIELD);
export type PriceSource = z.infer<typeof PriceSourceSchema>;

export const OptionTypeSchema = z.enum(['call', 'put'], FIELD);
export type OptionType = z.infer<typeof OptionTypeSchema>;

export const SideSchema = z.enum(['long', 'short'], FIELD);
export type Side = z.infer<typeof SideSchema>;

/**
 * Trading costs: `commission_per_contract` in dollars per option contract per fill;
 * `slippage_pct_of_spread` is the share of the bid/ask spread given up on each fill, 0 to 100.
 * A new request without them gets realistic retail costs (issue 14 item 6, see
 * DEFAULT_COMMISSION_PER_CONTRACT); both may be set to 0. `exchange_fees`: whether each fill of an
 * option with an exchange fee (SPX and SPXW: Cboe's customer fee, exchange-fees.ts) pays it on top
 * of the commission; on for a new request. A saved request without them ran frictionless and
 * without the fee, and loaders give it LEGACY_COSTS so its numbers never change.
 */
/**
 * Issue 14: `commission_per_share`, dollars per share of every stock trade the engine makes
 * (shares bought at the start, delivered or received at an assignment or exercise, bought back or
 * sold to restore the start holdings); default 0. Kept apart from costFields on purpose.
 */
export const shareCostFields = {
  commission_per_share: num().min(0).default(0),
};

export const costFields = {
  commission_per_contract: num().min(0).default(DEFAULT_COMMISSION_PER_CONTRACT),
  slippage_pct_of_spread: num().min(0).max(100).default(DEFAULT_SLIPPAGE_PCT_OF_SPREAD),
  exchange_fees: bool().default(DEFAULT_EXCHANGE_FEES),
};
