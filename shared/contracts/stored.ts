import type { z } from 'zod';

/**
 * Strict on what a caller sends, tolerant on what was stored. The request contracts refuse a key
 * they do not know ('Unknown field strategy.max_dayz'), but a request or strategy written earlier
 * (a saved backtest, a queued job, a sweep, the browser's stored form) may carry a key an older
 * version wrote or the contract later dropped: reading it back must not fail on that, or a saved
 * backtest could no longer be loaded or re-run ("nothing a user saved is ever lost").
 *
 * So stored values are parsed by the same contracts with the unknown keys left out: each parse
 * round drops the keys its `unrecognized_keys` issues name, until the value parses or fails for a
 * real reason (a wrong type, a bound), which is answered as the contract answers it. No request
 * field has been renamed so far (every change to the contracts added fields or tightened bounds),
 * so there is no key to migrate; a rename would be mapped here, before the parse.
 */

type Path = ReadonlyArray<PropertyKey>;

/** Rounds before giving up: one round finds the unknown keys at every depth, a refinement may add one more. */
const MAX_ROUNDS = 8;

const isRecord = (v: unknown): v is Record<PropertyKey, unknown> => typeof v === 'object' && v !== null;

function nodeAt(value: unknown, path: Path): unknown {
  let node = value;
  for (const key of path) {
    if (!isRecord(node)) return undefined;
    node = node[key];
  }
  return node;
}

/**
 * Deletes from `value` (in place) every key an `unrecognized_keys` issue names; the number of
 * keys deleted. Other issues are left for the caller.
 */
export function dropUnknownKeys(value: unknown, issues: readonly z.core.$ZodIssue[]): number {
  let dropped = 0;
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const node = nodeAt(value, issue.path);
    if (!isRecord(node)) continue;
    for (const key of issue.keys) {
      if (key in node) {
        delete node[key];
        dropped++;
      }
    }
  }
  return dropped;
}

/** `schema.safeParse(raw)` with the keys the contract does not know left out (the caller's value is not changed). */
export function safeParseStored<S extends z.ZodType>(schema: S, raw: unknown): z.ZodSafeParseResult<z.output<S>> {
  let result = schema.safeParse(raw);
  if (result.success || !isRecord(raw)) return result;
  const work: unknown = structuredClone(raw);
  for (let round = 0; round < MAX_ROUNDS && !result.success; round++) {
    if (dropUnknownKeys(work, result.error.issues) === 0) break;
    result = schema.safeParse(work);
  }
  return result;
}

/** `schema.parse(raw)` tolerant of unknown keys; throws the contract's error for anything else. */
export function parseStored<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = safeParseStored(schema, raw);
  if (result.success) return result.data;
  throw result.error;
}
