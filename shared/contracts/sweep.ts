/**
 * POST /sweeps (issue 19): one to three numeric fields of a covered or spreads request, each as a
 * range (from..to by step, both ends included) or a list of values; every combination is a cell
 * and runs as its own backtest. At most MAX_SWEEP_CELLS cells: a bigger grid is refused with a
 * message that says how big it is. Cells are numbered in row-major order (the last parameter
 * varies fastest), so a cell's index, its coordinates and its values determine each other.
 */
import { z } from 'zod';
import { CoveredBacktestRequestSchema, type CoveredBacktestRequest } from './covered';
import { FIELD, num, str } from './fields';
import { BacktestRequestSchema, type BacktestRequest } from './multileg';
import { sweepFieldDef, writeCoveredField, writeSpreadsField, type SweepFieldDef, type SweepKind } from './sweep-fields';

export * from './sweep-fields';

export const MAX_SWEEP_CELLS = 1000;
export const MAX_SWEEP_PARAMETERS = 3;

export const SweepParameterSchema = z
  .strictObject(
    {
      field: str().min(1),
      /** A list of values, or a range given by from, to and step. */
      values: z.array(num(), FIELD).min(1).max(MAX_SWEEP_CELLS).optional(),
      from: num().optional(),
      to: num().optional(),
      step: num().positive().optional(),
    },
    FIELD,
  )
  .superRefine((p, ctx) => {
    const range = p.from !== undefined || p.to !== undefined || p.step !== undefined;
    if (p.values && range) ctx.addIssue({ code: 'custom', path: ['values'], message: `${p.field}: give either values or from/to/step, not both` });
    else if (!p.values && (p.from === undefined || p.to === undefined || p.step === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: `${p.field}: give values, or from, to and step` });
    } else if (range && (p.to ?? 0) < (p.from ?? 0)) ctx.addIssue({ code: 'custom', path: ['to'], message: `${p.field}: to must be >= from` });
  });
export type SweepParameter = z.infer<typeof SweepParameterSchema>;

/** The decimals a range's values are rounded to (parameterValues): 0.1 + 0.05·k prints as typed. */
export const RANGE_DECIMALS = 10;

/** The values of a parameter, in order, a range's rounded to RANGE_DECIMALS decimals so 0.1 + 0.05·k prints as typed. */
export function parameterValues(p: SweepParameter): number[] {
  if (p.values) return [...p.values];
  const from = p.from ?? 0;
  const step = p.step ?? 1;
  const count = parameterCount(p);
  const scale = 10 ** RANGE_DECIMALS;
  return Array.from({ length: count }, (_, k) => Math.round((from + k * step) * scale) / scale);
}

/**
 * The first value a list gives more than once, or undefined. Values are compared exactly, as the
 * cells run them ('10, 10.0' repeat; '0.1, 0.10000000001' are two values and two cells: each cell's
 * request carries its value as typed, and the heatmap labels them apart). A repeat runs the same
 * cells again and counts them against the cell limit and the run allowance, so a new sweep is
 * refused for it (sweep-run.ts, the panel's row check); a sweep stored with one still reads.
 */
export function repeatedValue(values: readonly number[]): number | undefined {
  const seen = new Set<number>();
  for (const v of values) {
    if (seen.has(v)) return v;
    seen.add(v);
  }
  return undefined;
}

/**
 * The refusal of the first value outside the field's bounds (or not whole where it must be), or
 * null. Checked before a repeat is named: '0, 0' for a DTE is wrong for its range first.
 */
export function outOfBoundsMessage(def: SweepFieldDef, values: readonly number[]): string | null {
  for (const v of values) {
    if (def.zeroIsOff && v === 0) continue;
    if (def.unsignedDelta && v < 0 && -v >= def.min && -v <= def.max) {
      // '-0.2' is how the form shows a put's delta: the value is right, its sign is not asked for.
      return `${def.label} takes the delta without its sign, from ${def.min} to ${def.max} (a put's is made negative when it runs); got ${v}`;
    }
    if (v < def.min || v > def.max || (def.integer && !Number.isInteger(v))) {
      const kind = def.integer ? 'whole numbers' : 'values';
      return `${def.label} takes ${kind} from ${def.min} to ${def.max}${def.zeroIsOff ? ' (0 = off)' : ''}; got ${v}`;
    }
  }
  return null;
}

/** The refusal of a repeated value, after the parameter's name ('put.dte', or the panel's 'Parameter 1, put DTE target'). */
export const repeatedValueMessage = (name: string, value: number): string =>
  `${name}: ${value} is listed twice; list each value once (a repeat runs the same cells again)`;

/**
 * The first value a range gives twice once rounded to RANGE_DECIMALS decimals, or undefined: a step
 * under about 1e-10 (0.1 to 0.1000000001 by 1e-11) rounds neighbours to one value, and the sweep ran
 * the same cell again, as a list repeating it would. Not for a list (repeatedValue), an invalid
 * range (the contract names it) or one over the cell limit (counted, not listed).
 */
export function repeatedRangeValue(p: SweepParameter): number | undefined {
  if (p.values || p.from === undefined || p.to === undefined || p.step === undefined) return undefined;
  if (!(p.step > 0) || p.to < p.from || parameterCount(p) > MAX_SWEEP_CELLS) return undefined;
  return repeatedValue(parameterValues(p));
}

/** The refusal of a range whose step repeats a value, after the parameter's name, in repeatedValueMessage's words. */
export const repeatedRangeMessage = (name: string, step: number, value: number): string =>
  `${name}: a step of ${step} gives ${value} twice (values are rounded to ${RANGE_DECIMALS} decimal places); use a larger step (a repeat runs the same cells again)`;

/** How many values a parameter has, computed without listing them (a huge range stays cheap). */
export function parameterCount(p: SweepParameter): number {
  if (p.values) return p.values.length;
  const { from = 0, to = 0, step = 1 } = p;
  if (!(step > 0) || to < from) return 0;
  // The epsilon keeps `to` itself when (to - from) / step is an integer up to float error.
  return Math.floor((to - from) / step + 1e-9) + 1;
}

export const sweepCellCount = (parameters: readonly SweepParameter[]): number => parameters.reduce((n, p) => n * parameterCount(p), 1);

export const tooManyCellsMessage = (cells: number): string =>
  `This sweep has ${cells.toLocaleString('en-US')} cells; at most ${MAX_SWEEP_CELLS.toLocaleString('en-US')} are allowed. Narrow a range, raise a step or drop a parameter.`;

const parameters = z.array(SweepParameterSchema, FIELD).min(1).max(MAX_SWEEP_PARAMETERS);

export const SweepRequestSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.strictObject({ kind: z.literal('covered', FIELD), base: CoveredBacktestRequestSchema, parameters }, FIELD),
      z.strictObject({ kind: z.literal('spreads', FIELD), base: BacktestRequestSchema, parameters }, FIELD),
    ],
    FIELD,
  )
  .superRefine((sweep, ctx) => {
    const seen = new Set<string>();
    sweep.parameters.forEach((p, i) => {
      if (seen.has(p.field)) ctx.addIssue({ code: 'custom', path: ['parameters', i, 'field'], message: `${p.field} is swept twice` });
      seen.add(p.field);
      const def = sweepFieldDef(sweep.kind, sweep.base, p.field);
      if (typeof def === 'string') {
        ctx.addIssue({ code: 'custom', path: ['parameters', i, 'field'], message: def });
        return;
      }
      if (parameterCount(p) > MAX_SWEEP_CELLS) return; // reported below as too many cells
      const outOfBounds = outOfBoundsMessage(def, parameterValues(p));
      if (outOfBounds) ctx.addIssue({ code: 'custom', path: ['parameters', i], message: outOfBounds });
    });
    const cells = sweepCellCount(sweep.parameters);
    if (cells > MAX_SWEEP_CELLS) ctx.addIssue({ code: 'custom', path: ['parameters'], message: tooManyCellsMessage(cells) });
  });
export type SweepRequest = z.infer<typeof SweepRequestSchema>;
export type SweepRequestInput = z.input<typeof SweepRequestSchema>;

export interface SweepCell {
  index: number;
  /** Position of each parameter's value in its list. */
  coords: number[];
  /** The parameter values of this cell, in parameter order. */
  values: number[];
}

/** Every cell of a sweep, row-major (the last parameter fastest). Pure. */
export function expandCells(parameters: readonly SweepParameter[]): SweepCell[] {
  const lists = parameters.map(parameterValues);
  const total = lists.reduce((n, l) => n * l.length, 1);
  return Array.from({ length: total }, (_, index) => cellAt(lists, index));
}

/** The cell with this index (row-major), from the parameters' value lists. */
export function cellAt(lists: readonly number[][], index: number): SweepCell {
  const coords: number[] = new Array<number>(lists.length).fill(0);
  let rest = index;
  for (let d = lists.length - 1; d >= 0; d--) {
    const size = lists[d]?.length ?? 1;
    coords[d] = rest % size;
    rest = Math.floor(rest / size);
  }
  return { index, coords, values: coords.map((c, d) => lists[d]?.[c] ?? 0) };
}

export type CellRequest = { kind: 'covered'; request: CoveredBacktestRequest } | { kind: 'spreads'; request: BacktestRequest };

/**
 * The exact backtest request of a cell: the base with the cell's values written in, parsed again
 * by its schema (sign rules, defaults). Throws the schema's error if the combination is invalid;
 * the batch runner reports that against the cell.
 */
export function cellRequest(sweep: SweepRequest, cell: Pick<SweepCell, 'values'>): CellRequest {
  if (sweep.kind === 'covered') {
    let request = sweep.base;
    sweep.parameters.forEach((p, d) => (request = writeCoveredField(request, p.field, cell.values[d] ?? 0)));
    return { kind: 'covered', request: CoveredBacktestRequestSchema.parse(request) };
  }
  let request = sweep.base;
  sweep.parameters.forEach((p, d) => (request = writeSpreadsField(request, p.field, cell.values[d] ?? 0)));
  return { kind: 'spreads', request: BacktestRequestSchema.parse(request) };
}

export type { SweepKind };
