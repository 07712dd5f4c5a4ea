/**
 * The sweep form's state as pure functions: up to three parameter rows (a field and either a
 * range or a comma-separated list), turned into the contract's SweepRequest and its cell count.
 */
import {
  MAX_SWEEP_CELLS, MAX_SWEEP_PARAMETERS, SweepRequestSchema, firstIssueMessage, outOfBoundsMessage, parameterValues, repeatedRangeMessage, repeatedRangeValue, repeatedValue, repeatedValueMessage, sweepCellCount, sweepFieldDef, sweepFieldsFor,
  type BacktestRequest, type CoveredBacktestRequest, type SweepParameter, type SweepRequest,
} from '../../../../../shared/contracts';

export interface SweepRow {
  field: string;
  mode: 'range' | 'list';
  from: string;
  to: string;
  step: string;
  list: string;
  /** Typed in or left since its mode was picked: only then is a problem of the row shown. */
  edited?: boolean;
}

export type SweepBase = { kind: 'covered'; base: CoveredBacktestRequest } | { kind: 'spreads'; base: BacktestRequest };

/** A sensible first range per field kind, so a new row is runnable at once. */
export function defaultRow(field: string): SweepRow {
  const setting = field.split('.').at(-1) ?? field;
  const ranges: Record<string, [string, string, string]> = {
    dte: ['7', '60', '7'],
    delta: ['0.1', '0.4', '0.05'],
    take_profit: ['0.25', '1', '0.25'],
    stop_multiple: ['1.5', '3', '0.5'],
    target: ['0.1', '0.4', '0.05'],
    percentage_profit: ['25', '100', '25'],
    percentage_loss: ['50', '200', '50'],
    max_open_positions: ['1', '5', '1'],
  };
  const [from, to, step] = ranges[setting] ?? ['1', '5', '1'];
  return { field, mode: 'range', from, to, step, list: '' };
}

export const fieldChoices = (b: SweepBase): string[] => sweepFieldsFor(b.kind, b.base as never);

/** A new row on the first field not swept yet, or null at three rows. */
export function addRow(rows: readonly SweepRow[], b: SweepBase): SweepRow[] | null {
  if (rows.length >= MAX_SWEEP_PARAMETERS) return null;
  const free = fieldChoices(b).find((f) => !rows.some((r) => r.field === f));
  return free ? [...rows, defaultRow(free)] : null;
}

// 'Infinity' parses but is no value a sweep can take: read as no number, as the contract would.
const number = (text: string): number | undefined => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));

export function rowParameter(row: SweepRow): SweepParameter {
  if (row.mode === 'list') {
    return { field: row.field, values: row.list.split(',').map((v) => v.trim()).filter(Boolean).map(Number) };
  }
  return { field: row.field, from: number(row.from), to: number(row.to), step: number(row.step) };
}

/**
 * What is wrong with a row, in the panel's words ('Parameter 2, put delta target: type one or more
 * values, separated by commas'), before the contract is asked: its messages name paths
 * ('parameters[1].values must have at least 1 item', 'parameters[0].step must be > 0', 'put.dte: to
 * must be >= from'). The contract still checks each field's bounds, in words of its own.
 */
export function rowProblem(b: SweepBase, row: SweepRow, index: number): string | null {
  const def = sweepFieldDef(b.kind, b.base, row.field);
  const name = `Parameter ${index + 1}, ${typeof def === 'string' ? row.field : def.label}`;
  if (row.mode === 'list') {
    const entries = row.list.split(',').map((v) => v.trim()).filter(Boolean);
    if (entries.length === 0) return `${name}: type one or more values, separated by commas`;
    const bad = entries.find((v) => !Number.isFinite(Number(v)));
    if (bad !== undefined) return `${name}: '${bad}' is not a number`;
    const values = entries.map(Number);
    // A value outside the field's bounds is the contract's to name, before any repeat ('0, 0' for a DTE).
    if (typeof def !== 'string' && outOfBoundsMessage(def, values) !== null) return null;
    const repeated = repeatedValue(values);
    return repeated === undefined ? null : repeatedValueMessage(name, repeated);
  }
  const [from, to, step] = [row.from, row.to, row.step].map(number);
  if (from === undefined || to === undefined || step === undefined) return `${name}: give a number in From, To and Step`;
  if (step <= 0) return `${name}: Step must be more than 0`;
  if (to < from) return `${name}: To must be at least From`;
  // A step so small that two values round to one (0.1 to 0.1000000001 by 1e-11) runs a cell twice.
  const range = { field: row.field, from, to, step };
  const repeated = repeatedRangeValue(range);
  if (repeated === undefined) return null;
  // Out of the field's bounds too: the contract names that first, as for a list.
  if (typeof def !== 'string' && outOfBoundsMessage(def, parameterValues(range)) !== null) return null;
  return repeatedRangeMessage(name, step, repeated);
}

/** The request the form describes, or the first message saying why it cannot run; and the cell count. */
export function buildSweep(b: SweepBase, rows: readonly SweepRow[]): { request: SweepRequest | null; message: string | null; cells: number } {
  const parameters = rows.map(rowParameter);
  const cells = sweepCellCount(parameters.map((p) => ({ ...p, values: p.values?.filter((v) => !Number.isNaN(v)) })));
  const problem = rows.map((row, i) => rowProblem(b, row, i)).find((m) => m !== null);
  if (problem) return { request: null, message: problem, cells };
  const parsed = SweepRequestSchema.safeParse({ kind: b.kind, base: b.base, parameters });
  if (!parsed.success) return { request: null, message: firstIssueMessage(parsed.error), cells };
  return { request: parsed.data, message: null, cells };
}

export const cellCountText = (cells: number): string => `${cells.toLocaleString('en-US')} cell${cells === 1 ? '' : 's'} (at most ${MAX_SWEEP_CELLS.toLocaleString('en-US')})`;

/** The count's place while a row cannot run: a count of a grid that is not valid would be read as the grid. */
export const CELLS_NOT_VALID_YET = 'Cells: not counted until every parameter is valid';

/**
 * What the panel shows under the rows: the first problem of a row the trader has typed in or left
 * (picking 'values' is no mistake yet: the empty list waited to be typed, and said so at once), else
 * the request's own (a field's bounds, too many cells); the cell count only while every row is valid.
 */
export function sweepShown(built: ReturnType<typeof buildSweep>, b: SweepBase, rows: readonly SweepRow[]): { message: string | null; count: string } {
  const problems = rows.map((row, i) => rowProblem(b, row, i));
  const anyProblem = problems.some((p) => p !== null);
  const message = anyProblem ? (problems.find((p, i) => p !== null && rows[i]?.edited === true) ?? null) : built.message;
  const countable = !anyProblem && (built.request !== null || built.cells > MAX_SWEEP_CELLS);
  return { message, count: countable ? cellCountText(built.cells) : CELLS_NOT_VALID_YET };
}
