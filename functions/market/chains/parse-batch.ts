/**
 * One chunk of a vendor file (whole lines, as bytes) → the accepted rows as typed-array columns,
 * the quality counters of their days and the lines refused. The same function runs in the import's
 * worker threads (import-worker.ts) and in-process (small files, line-by-line layouts), so both
 * paths keep the same rules. A batch holds no object per row: numbers in one Float64Array (column
 * after column), the option root and the partition (underlying, year) as indices into small tables,
 * and the whole batch is moved to the main thread without a copy.
 *
 * Rows checked here, in the importer's order: zero quotes (or, with no bid/ask in the layout, no last
 * trade) and crossed quotes are skipped, a stale last counted, a strike <= 0 refused (listed by line). A row the
 * layout gives no underlying price for keeps NaN: the importer takes the day's close for it and
 * counts it (missing greeks, imported) there; every other row is counted here.
 */
import { isAscii } from 'node:buffer';
import { epochDay, type ChainRow } from './chain-row';
import { RowError, splitCells } from './layouts/fields';
import type { RowReader } from './layouts/index';
import { NUMERIC_COLUMNS } from './partition-rows';
import { QualityReport, type DayQuality } from './quality';

const COLUMNS = NUMERIC_COLUMNS.length;
/** Column offsets in ParsedBatch.numbers (column c of row i is numbers[c * capacity + i]). */
export const COLUMN_INDEX = Object.fromEntries(NUMERIC_COLUMNS.map((c, i) => [c, i])) as Record<(typeof NUMERIC_COLUMNS)[number], number>;

/** The first refused lines of a batch that are listed (the import lists 20 in all). */
const LISTED_REJECTS = 20;

export interface ParsedBatch {
  /** Lines in the chunk, blank ones included (numbering). */
  lines: number;
  /** Non-blank lines read. */
  dataLines: number;
  /** Rows the layout read from those lines (before the checks). */
  rowsRead: number;
  /** Rows kept. */
  length: number;
  capacity: number;
  /** NUMERIC_COLUMNS in order, `capacity` values each; NaN is a value the file lacks. */
  numbers: Float64Array;
  rootIndex: Uint16Array;
  roots: string[];
  /** Per row: index into `parts` (underlying and year of the quote day). */
  partIndex: Uint16Array;
  parts: { ticker: string; year: string }[];
  /** Counters per underlying and ISO day (rows with NaN underlying: not yet imported). */
  quality: [string, [string, DayQuality][]][];
  rejected: number;
  /** The first refused lines: line index in the chunk (0-based) and the reason. */
  rejects: [number, string][];
}

const orNaN = (v: number | null): number => (v === null ? Number.NaN : v);
const missingGreek = (r: ChainRow): boolean => r.delta === null || r.gamma === null || r.theta === null || r.vega === null || r.rho === null;

class Table {
  readonly values: string[] = [];
  private readonly index = new Map<string, number>();
  of(value: string): number {
    let i = this.index.get(value);
    if (i === undefined) {
      if (this.values.length >= 0xffff) throw new Error('import: more than 65,535 option roots or partitions in one chunk');
      this.index.set(value, (i = this.values.length));
      this.values.push(value);
    }
    return i;
  }
}

/**
 * The text of a chunk's bytes. Vendor files are ASCII but for rare names: an ASCII chunk is read
 * byte for byte (Node's UTF-8 decoder costs 10-20 times more per byte), any other as UTF-8.
 */
export function chunkText(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return buffer.toString(isAscii(buffer) ? 'latin1' : 'utf8');
}

/** Parses `text` (whole lines of the data section) with a layout's row reader. */
export function parseChunk(text: string, read: RowReader): ParsedBatch {
  const lines = text.split('\n');
  // A row per line (long layouts); grown when lines give more (wide layouts: two).
  let capacity = Math.max(16, lines.length);
  let numbers = new Float64Array(COLUMNS * capacity);
  let rootIndex = new Uint16Array(capacity);
  let partIndex = new Uint16Array(capacity);
  const roots = new Table();
  const parts = new Table();
  const partList: { ticker: string; year: string }[] = [];
  const quality = new QualityReport();
  const rejects: [number, string][] = [];
  let rejected = 0;
  let dataLines = 0;
  let rowsRead = 0;
  let n = 0;
  const reject = (line: number, message: string): void => {
    rejected += 1;
    if (rejects.length < LISTED_REJECTS) rejects.push([line, message]);
  };
  const grow = (): void => {
    const next = capacity * 2;
    const grown = new Float64Array(COLUMNS * next);
    for (let c = 0; c < COLUMNS; c += 1) grown.set(numbers.subarray(c * capacity, c * capacity + n), c * next);
    numbers = grown;
    const r = new Uint16Array(next);
    r.set(rootIndex);
    rootIndex = r;
    const p = new Uint16Array(next);
    p.set(partIndex);
    partIndex = p;
    capacity = next;
  };
  // Dates repeat for thousands of rows: the last ones seen, converted once.
  let lastDate = '';
  let lastDay = 0;
  let lastExpiry = '';
  let lastExpiryDay = 0;
  let lastRoot = '';
  let lastRootIndex = 0;
  let lastTicker = '';
  let lastPart = 0;
  let dayOf: { ticker: string; date: string; day: DayQuality } | undefined;
  for (let k = 0; k < lines.length; k += 1) {
    let line = lines[k] ?? '';
    if (line.length > 0 && line.charCodeAt(line.length - 1) === 13) line = line.slice(0, -1);
    if (line === '' || (line.charCodeAt(0) <= 32 && line.trim() === '')) continue;
    dataLines += 1;
    let rows: ChainRow[];
    try {
      rows = read(splitCells(line));
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      reject(k, error.message);
      continue;
    }
    for (const row of rows) {
      rowsRead += 1;
      if (dayOf === undefined || row.date !== dayOf.date || row.ticker !== dayOf.ticker) dayOf = { ticker: row.ticker, date: row.date, day: quality.day(row.ticker, row.date) };
      const day = dayOf.day;
      day.rows += 1;
      if (row.bid !== null && row.ask !== null) {
        if (row.bid === 0 && row.ask === 0) { day.zero_quotes += 1; continue; }
        if (row.bid > row.ask) { day.crossed += 1; continue; }
        if (row.last !== null && (row.last < row.bid || row.last > row.ask)) day.stale_last += 1;
      } else {
        // A last-price-only layout's contract that did not trade that day (close 0): no market, as bid = ask = 0.
        if (row.last === null) { day.zero_quotes += 1; continue; }
        day.last_only += 1;
      }
      if (!(row.strike > 0)) { reject(k, 'strike must be positive'); continue; }
      if (row.underlying !== null) {
        if (!(row.underlying > 0)) { day.no_underlying += 1; continue; }
        if (missingGreek(row)) day.missing_greeks += 1;
        day.imported += 1;
      }
      if (n === capacity) grow();
      if (row.expiry !== lastExpiry) { lastExpiry = row.expiry; lastExpiryDay = epochDay(row.expiry); }
      if (row.date !== lastDate || row.ticker !== lastTicker) {
        lastDate = row.date;
        lastDay = epochDay(row.date);
        lastTicker = row.ticker;
        const year = row.date.slice(0, 4);
        lastPart = parts.of(`${lastTicker}|${year}`);
        if (lastPart === partList.length) partList.push({ ticker: lastTicker, year });
      }
      const c = capacity;
      numbers[n] = lastDay;
      numbers[c + n] = lastExpiryDay;
      numbers[2 * c + n] = row.type === 'call' ? 0 : 1;
      numbers[3 * c + n] = row.strike;
      numbers[4 * c + n] = orNaN(row.bid);
      numbers[5 * c + n] = orNaN(row.ask);
      numbers[6 * c + n] = orNaN(row.last);
      numbers[7 * c + n] = orNaN(row.volume);
      numbers[8 * c + n] = orNaN(row.openInterest);
      numbers[9 * c + n] = orNaN(row.underlying);
      numbers[10 * c + n] = orNaN(row.iv);
      numbers[11 * c + n] = orNaN(row.delta);
      numbers[12 * c + n] = orNaN(row.gamma);
      numbers[13 * c + n] = orNaN(row.theta);
      numbers[14 * c + n] = orNaN(row.vega);
      numbers[15 * c + n] = orNaN(row.rho);
      if (row.root !== lastRoot) { lastRoot = row.root; lastRootIndex = roots.of(row.root); }
      rootIndex[n] = lastRootIndex;
      partIndex[n] = lastPart;
      n += 1;
    }
  }
  return {
    lines: lines.length, dataLines, rowsRead, length: n, capacity, numbers, rootIndex, roots: roots.values, partIndex, parts: partList,
    quality: quality.entries(), rejected, rejects,
  };
}

/** The buffers a batch can hand to another thread without a copy. */
export function batchTransfer(batch: ParsedBatch): ArrayBuffer[] {
  return [batch.numbers.buffer as ArrayBuffer, batch.rootIndex.buffer as ArrayBuffer, batch.partIndex.buffer as ArrayBuffer];
}
