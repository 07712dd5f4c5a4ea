import type { z } from 'zod';
import { fieldPath, orderedIssues, suggestedFields } from '../fields';
import { isJsonObject, type RunRuleFault } from './run-fault';

/** A request (any route's body, a CLI file) that is not a JSON object: before, a missing run body read 'Strategy name is required'. */
export const REQUEST_NOT_AN_OBJECT = 'Request body must be a JSON object';

export type RunRequestParse<T> = { success: true; data: T } | { success: false; messages: string[] };

const isAtOrUnder = (path: string, field: string) => path === field || path.startsWith(`${field}.`) || path.startsWith(`${field}[`);

/**
 * A new run request (POST /backtest, POST /backtest/covered, the CLI) checked as the run forms
 * check it: the spec's section-5 faults first, in its order and words ('Ticker symbol is
 * required', 'Leg 1 requires a valid DTE target (>0)'), then the contract's messages for anything
 * else (unknown fields, bounds the spec does not list), each fault said once:
 * - the contract's message about a field a spec fault is about is left out (it says the same
 *   thing in technical words: 'strategy.legs[0].dte_target must be > 0');
 * - a spec fault whose fields a misspelt key's suggestion names is left out, as the contract
 *   leaves out the twin's 'is required': 'Unknown field tickr (did you mean ticker?)' says more.
 * The faults are checked on the body as sent, so a field the contract would default (a ticker, a
 * strategy name) is a fault here when the rules require it. Stored requests (queued jobs, saved
 * backtests, sweeps) are not new: they are read with parseStored and keep their defaults.
 */
export function parseRunRequest<S extends z.ZodType>(
  schema: S,
  body: unknown,
  faultsOf: (body: unknown) => RunRuleFault[],
): RunRequestParse<z.output<S>> {
  // Not a request at all (no body, a list, a string): one message, not every rule it breaks.
  if (!isJsonObject(body)) return { success: false, messages: [REQUEST_NOT_AN_OBJECT] };
  const parsed = schema.safeParse(body);
  const issues = parsed.success ? [] : orderedIssues(parsed.error);
  const suggested = suggestedFields(issues);
  const faults = faultsOf(body).filter((f) => !f.paths.every((p) => suggested.has(fieldPath(p))));
  if (parsed.success && faults.length === 0) return { success: true, data: parsed.data };
  const faultFields = faults.flatMap((f) => f.paths.map(fieldPath));
  const faultMessages = new Set(faults.map((f) => f.message));
  const rest = issues.filter((i) => !faultMessages.has(i.message) && !faultFields.some((field) => isAtOrUnder(fieldPath(i.path), field)));
  return { success: false, messages: [...faults.map((f) => f.message), ...rest.map((i) => i.message)] };
}
