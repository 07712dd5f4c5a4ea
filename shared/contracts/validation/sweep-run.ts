import { CoveredBacktestRequestSchema } from '../covered';
import { BacktestRequestSchema } from '../multileg';
import { outOfBoundsMessage, parameterValues, repeatedRangeMessage, repeatedRangeValue, repeatedValue, repeatedValueMessage, sweepFieldDef, type SweepFieldDef } from '../sweep';
import { coveredRequestFaults } from './covered-run';
import { asRecord, isJsonObject, type RunRuleFault } from './run-fault';
import { spreadsRequestFaults } from './spreads-run';

/**
 * The run rules of spec section 5 on a new POST /sweeps body's base: a sweep runs its base once per
 * cell, so a base the run routes refuse (no strategy name, no ticker: a sweep on TSLA) is refused
 * here too, in the same words. A base that is not an object is left to the contract ('base is required').
 * A value listed twice in a parameter, or given twice by a range's tiny step, is refused too.
 */
export function sweepRequestFaults(body: unknown): RunRuleFault[] {
  const sweep = asRecord(body);
  const repeats = repeatedValueFaults(sweep);
  if (!isJsonObject(sweep.base)) return repeats;
  const faults = sweep.kind === 'covered' ? coveredRequestFaults(sweep.base) : sweep.kind === 'spreads' ? spreadsRequestFaults(sweep.base, ['base']) : [];
  return [...faults.map((f) => ({ ...f, paths: f.paths.map((p) => ['base', ...p]) })), ...repeats];
}

/**
 * A value listed twice ('10, 10, 20') would run the same cells twice, counted against the cell
 * limit and the runs allowed: refused, naming the value; so is a range whose step is so small that
 * two of its values round to one (0.1 to 0.1000000001 by 1e-11: parameterValues rounds to 10
 * decimals). Lists that are not lists of numbers, and ranges the contract refuses, are left to the
 * contract. When a value is also outside the field's bounds ('0, 0' for a DTE), the bounds come
 * first: the contract's own message is put ahead of the repeat here (the run parse drops the
 * contract's copy of a message a fault gives).
 */
function repeatedValueFaults(sweep: Record<string, unknown>): RunRuleFault[] {
  const parameters = sweep.parameters;
  if (!Array.isArray(parameters)) return [];
  return parameters.flatMap((raw, i): RunRuleFault[] => {
    const p = asRecord(raw);
    const name = typeof p.field === 'string' ? p.field : `parameters[${i}]`;
    const found = repeatOf(p, name);
    if (found === undefined) return [];
    const paths = [['parameters', i, found.path]];
    // The base is parsed only for a parameter with a repeat: most sweeps have none.
    const def = fieldDefOf(sweep)(p.field);
    const outOfBounds = def && outOfBoundsMessage(def, found.values);
    const repeat = { message: found.message, paths };
    return outOfBounds ? [{ message: outOfBounds, paths }, repeat] : [repeat];
  });
}

/** A parameter's repeated value, with its values, its refusal and the key it is refused under; undefined without one. */
function repeatOf(p: Record<string, unknown>, name: string): { values: number[]; message: string; path: string } | undefined {
  if (Array.isArray(p.values)) {
    if (!p.values.every((v) => typeof v === 'number')) return undefined;
    const values = p.values as number[];
    const repeated = repeatedValue(values);
    return repeated === undefined ? undefined : { values, message: repeatedValueMessage(name, repeated), path: 'values' };
  }
  const { from, to, step } = p;
  if (typeof from !== 'number' || typeof to !== 'number' || typeof step !== 'number') return undefined;
  const range = { field: name, from, to, step };
  const repeated = repeatedRangeValue(range);
  return repeated === undefined ? undefined : { values: parameterValues(range), message: repeatedRangeMessage(name, step, repeated), path: 'step' };
}

/** The bounds of a swept field, when the base reads as its kind's request (else the contract says what is wrong). */
function fieldDefOf(sweep: Record<string, unknown>): (field: unknown) => SweepFieldDef | null {
  const kind = sweep.kind;
  const base = kind === 'covered' ? CoveredBacktestRequestSchema.safeParse(sweep.base) : kind === 'spreads' ? BacktestRequestSchema.safeParse(sweep.base) : null;
  return (field) => {
    if (!base?.success || typeof field !== 'string') return null;
    const def = sweepFieldDef(kind as 'covered' | 'spreads', base.data, field);
    return typeof def === 'string' ? null : def;
  };
}
