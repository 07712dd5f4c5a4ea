import {
  BacktestRequestSchema,
  CoveredBacktestRequestSchema,
  coveredRequestFaults,
  parseRunRequest,
  spreadsRequestFaults,
  type BacktestRequest,
  type CoveredBacktestRequest,
} from '../../shared/contracts';
import { isObject } from '../../shared/contracts/load-saved';

export type ParsedRequest =
  | { kind: 'covered'; request: CoveredBacktestRequest }
  | { kind: 'standard'; request: BacktestRequest }
  | { kind: 'invalid'; messages: string[] };


/**
 * The body of POST /backtest/covered or POST /backtest, told apart by shape the way the spec tells
 * saved strategies apart: covered if it has shares_multiple, or its strategy has a
 * covered_call_config or a cash_secured_put_config (key present, even null); otherwise standard.
 */
export function isCoveredShape(body: unknown): boolean {
  if (!isObject(body)) return false;
  if ('shares_multiple' in body) return true;
  const s = body.strategy;
  return isObject(s) && ('covered_call_config' in s || 'cash_secured_put_config' in s);
}

/** A request file checked as the API checks a new run request: the spec's rules first, then the contract. */
export function parseRequest(body: unknown): ParsedRequest {
  if (isCoveredShape(body)) {
    const parsed = parseRunRequest(CoveredBacktestRequestSchema, body, coveredRequestFaults);
    return parsed.success ? { kind: 'covered', request: parsed.data } : { kind: 'invalid', messages: parsed.messages };
  }
  const parsed = parseRunRequest(BacktestRequestSchema, body, spreadsRequestFaults);
  return parsed.success ? { kind: 'standard', request: parsed.data } : { kind: 'invalid', messages: parsed.messages };
}
