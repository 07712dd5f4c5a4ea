/**
 * What every vendor layout reader shares: header names normalised (case, spaces, OptionsDX's
 * brackets, LEAN's leading '#'), cells split and unquoted, numbers and dates read strictly, each
 * failure a RowError naming the column (the importer adds file and line).
 */

export class RowError extends Error {}

/** `[C_BID]` → `c_bid`, ` exchange` → `exchange`, `#expiry` → `expiry`, `"date"` → `date`. */
export function normaliseHeader(cell: string): string {
  return cell.trim().replace(/^"|"$/g, '').replace(/^#/, '').replace(/^\[|\]$/g, '').trim().toLowerCase();
}

/** One CSV line's cells (double quotes around a cell are removed; vendor EOD files quote no commas). */
export function splitCells(line: string): string[] {
  const cells = line.split(',');
  for (let i = 0; i < cells.length; i += 1) {
    let c = cells[i] ?? '';
    const n = c.length;
    if (n === 0) continue;
    // Most cells need neither a trim nor an unquote: test the ends before allocating.
    if (c.charCodeAt(0) <= 32 || c.charCodeAt(n - 1) <= 32) c = c.trim();
    cells[i] = c.length > 1 && c.charCodeAt(0) === 34 && c.charCodeAt(c.length - 1) === 34 ? c.slice(1, -1) : c;
  }
  return cells;
}

export type Columns = ReadonlyMap<string, number>;

export function columnsOf(header: readonly string[]): Columns {
  return new Map(header.map((h, i) => [h, i]));
}

/** The first of `names` present in the header, or undefined. */
export function pick(cols: Columns, ...names: string[]): number | undefined {
  for (const n of names) {
    const i = cols.get(n);
    if (i !== undefined) return i;
  }
  return undefined;
}

/** Like pick, but the column must exist (the layout matched on other columns). */
export function need(cols: Columns, ...names: string[]): number {
  const i = pick(cols, ...names);
  if (i === undefined) throw new RowError(`missing column ${names.join(' or ')}`);
  return i;
}

const POWERS_OF_TEN = Array.from({ length: 16 }, (_, k) => 10 ** k);

/**
 * A plain decimal (`-12.345`, at most 15 digits) read digit by digit, NaN for any other text.
 * The digits as an integer and the power of ten are both exact doubles, so their quotient is the
 * correctly rounded value: exactly what Number(text) gives, about five times faster (a chain file
 * has a dozen numbers a line).
 */
function plainDecimal(text: string): number {
  const n = text.length;
  let i = text.charCodeAt(0) === 45 ? 1 : 0;
  const negative = i === 1;
  let digits = 0;
  let decimals = -1;
  let m = 0;
  for (; i < n; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      m = m * 10 + (c - 48);
      digits += 1;
      if (decimals >= 0) decimals += 1;
    } else if (c === 46 && decimals < 0) decimals = 0;
    else return Number.NaN;
  }
  if (digits === 0 || digits > 15) return Number.NaN;
  const v = decimals > 0 ? m / (POWERS_OF_TEN[decimals] as number) : m;
  return negative ? -v : v;
}

/** A number cell; empty, 'NaN' or 'null' is null; anything else not a finite number is an error. */
export function num(cells: readonly string[], i: number | undefined, name: string): number | null {
  if (i === undefined) return null;
  const text = cells[i] ?? '';
  if (text === '' || text === 'NaN' || text === 'null' || text === 'NULL' || text === 'N/A') return null;
  const plain = plainDecimal(text);
  if (plain === plain) return plain;
  const v = Number(text);
  if (!Number.isFinite(v)) throw new RowError(`${name} is not a number ('${text}')`);
  return v;
}

/** A number that must be there. */
export function req(cells: readonly string[], i: number, name: string): number {
  const v = num(cells, i, name);
  if (v === null) throw new RowError(`${name} is empty`);
  return v;
}

/** Date cells seen recently → ISO date (a chain file repeats a few hundred dates millions of times). */
const recentDates = new Map<string, string>();

/** A date cell in YYYY-MM-DD (optionally with a time), MM/DD/YYYY or YYYYMMDD → ISO date. */
export function isoDate(text: string | undefined, name: string): string {
  const cell = text ?? '';
  const known = recentDates.get(cell);
  if (known !== undefined) return known;
  const iso = parseDate(cell, name);
  if (recentDates.size >= 4096) recentDates.clear();
  recentDates.set(cell, iso);
  return iso;
}

function parseDate(text: string, name: string): string {
  const t = text.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(t);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: .*)?$/.exec(t);
  if (m) return `${m[3]}-${(m[1] ?? '').padStart(2, '0')}-${(m[2] ?? '').padStart(2, '0')}`;
  m = /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  throw new RowError(`${name} is not a date ('${t}')`);
}

/** 'C', 'call', 'Call' → call; 'P', 'put' → put. */
export function optionType(text: string | undefined, name: string): 'call' | 'put' {
  const t = (text ?? '').trim().toLowerCase();
  if (t === 'c' || t === 'call') return 'call';
  if (t === 'p' || t === 'put') return 'put';
  throw new RowError(`${name} must be call or put ('${text ?? ''}')`);
}

/** A positive price or null: vendors write 0 for "no trade" in last and OHLC columns. */
export function positiveOrNull(v: number | null): number | null {
  return v !== null && v > 0 ? v : null;
}

/** Divides when present (unit conversion of a greek). */
export function scaled(v: number | null, by: number): number | null {
  return v === null ? null : v / by;
}

/** Every named column's index (each must exist): `needAll(cols, { bid: 'bid_eod' })`. */
export function needAll<K extends string>(cols: Columns, spec: Record<K, string>): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const key of Object.keys(spec) as K[]) out[key] = need(cols, spec[key]);
  return out;
}

/** Every named column's index, undefined when absent. */
export function pickAll<K extends string>(cols: Columns, spec: Record<K, string>): Record<K, number | undefined> {
  const out = {} as Record<K, number | undefined>;
  for (const key of Object.keys(spec) as K[]) out[key] = pick(cols, spec[key]);
  return out;
}
