import type { z } from 'zod';
import { dropUnknownKeys } from './shared';

// Nothing the user saved is lost (issue 16): a form kept in local storage or a saved backtest may
// hold a number the contract refuses (a covered delta of 5 typed before a reload). Parsing it
// strictly would throw the whole form away for defaults. Instead the out-of-range numbers are
// stood in for by their bound while the contract fills in and checks everything else, then put
// back as they were: the field shows the user's value with its message, and Run is refused.

type Path = ReadonlyArray<PropertyKey>;
type Issue = z.core.$ZodIssue;

/** Parse rounds before giving up: each round stands in for every number issue it finds. */
const MAX_ROUNDS = 8;

function getAt(value: unknown, path: Path): unknown {
  let node = value;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function setAt(value: unknown, path: Path, next: unknown): boolean {
  const parent = getAt(value, path.slice(0, -1));
  const key = path[path.length - 1];
  if (parent === null || typeof parent !== 'object' || key === undefined) return false;
  (parent as Record<PropertyKey, unknown>)[key] = next;
  return true;
}

/** A number the contract accepts in place of `value`, or null when the issue is not about a number's range. */
function standIn(issue: Issue, value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      return issue.inclusive ? min : Number.isInteger(min) && Math.abs(min) >= 1 ? min + 1 : min + 1e-6;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      return issue.inclusive ? max : Number.isInteger(max) && Math.abs(max) >= 1 ? max - 1 : max - 1e-6;
    }
    case 'invalid_type':
      return issue.expected === 'int' ? Math.round(value) : null;
    case 'not_multiple_of':
      return Math.round(value / Number(issue.divisor)) * Number(issue.divisor);
    default:
      return null;
  }
}

/**
 * `schema.parse(raw)` with every out-of-range number kept as it was stored, and every key the
 * contract does not know (written by an older version) left out; null when anything else is
 * wrong (a missing section, a wrong type), as a strict parse would give.
 */
export function parseKeepingTypedValues<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> | null {
  const first = schema.safeParse(raw);
  if (first.success) return first.data;
  if (raw === null || typeof raw !== 'object') return null;
  const work: unknown = structuredClone(raw);
  const kept: Array<{ path: Path; value: number }> = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const parsed = schema.safeParse(work);
    if (parsed.success) {
      for (const { path, value } of kept) setAt(parsed.data, path, value);
      return parsed.data;
    }
    // A stored key the contract does not know is left out, never a reason to lose the form.
    if (dropUnknownKeys(work, parsed.error.issues) > 0) continue;
    for (const issue of parsed.error.issues) {
      const current = getAt(work, issue.path);
      const replacement = standIn(issue, current);
      if (replacement === null) return null;
      if (!kept.some((k) => samePath(k.path, issue.path))) kept.push({ path: issue.path, value: current as number });
      setAt(work, issue.path, replacement);
    }
  }
  return null;
}

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((key, i) => key === b[i]);
