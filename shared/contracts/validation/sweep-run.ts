import { coveredRequestFaults } from './covered-run';
import { asRecord, isJsonObject, type RunRuleFault } from './run-fault';
import { spreadsRequestFaults } from './spreads-run';

/**
 * The run rules of spec section 5 on a new POST /sweeps body's base: a sweep runs its base once per
 * cell, so a base the run routes refuse (no strategy name, no ticker: a sweep on TSLA) is refused
 * here too, in the same words. A base that is not an object is left to the contract ('base is required').
 */
export function sweepRequestFaults(body: unknown): RunRuleFault[] {
  const sweep = asRecord(body);
  if (!isJsonObject(sweep.base)) return [];
  const faults = sweep.kind === 'covered' ? coveredRequestFaults(sweep.base) : sweep.kind === 'spreads' ? spreadsRequestFaults(sweep.base, ['base']) : [];
  return faults.map((f) => ({ ...f, paths: f.paths.map((p) => ['base', ...p]) }));
}
