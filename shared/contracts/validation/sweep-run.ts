import { repeatedValue, repeatedValueMessage } from '../sweep';
import { coveredRequestFaults } from './covered-run';
import { asRecord, isJsonObject, type RunRuleFault } from './run-fault';
import { spreadsRequestFaults } from './spreads-run';

/**
 * The run rules of spec section 5 on a new POST /sweeps body's base: a sweep runs its base once per
 * cell, so a base the run routes refuse (no strategy name, no ticker: a sweep on TSLA) is refused
 * here too, in the same words. A base that is not an object is left to the contract ('base is required').
 * A value listed twice in a parameter is refused too.
 */
export function sweepRequestFaults(body: unknown): RunRuleFault[] {
  const sweep = asRecord(body);
  const repeats = repeatedValueFaults(sweep.parameters);
  if (!isJsonObject(sweep.base)) return repeats;
  const faults = sweep.kind === 'covered' ? coveredRequestFaults(sweep.base) : sweep.kind === 'spreads' ? spreadsRequestFaults(sweep.base, ['base']) : [];
  return [...faults.map((f) => ({ ...f, paths: f.paths.map((p) => ['base', ...p]) })), ...repeats];
}

/**
 * A value listed twice ('10, 10, 20') would run the same cells twice, counted against the cell
 * limit and the runs allowed: refused, naming the value. Lists that are not lists of numbers are
 * left to the contract.
 */
function repeatedValueFaults(parameters: unknown): RunRuleFault[] {
  if (!Array.isArray(parameters)) return [];
  return parameters.flatMap((raw, i): RunRuleFault[] => {
    const p = asRecord(raw);
    if (!Array.isArray(p.values) || !p.values.every((v) => typeof v === 'number')) return [];
    const repeated = repeatedValue(p.values as number[]);
    if (repeated === undefined) return [];
    return [{ message: repeatedValueMessage(typeof p.field === 'string' ? p.field : `parameters[${i}]`, repeated), paths: [['parameters', i, 'values']] }];
  });
}
