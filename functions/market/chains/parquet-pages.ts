/**
 * A row group of a chain partition opened for reads of row ranges: a chain read needs one quote day
 * of one expiry and type (~70 strikes), and a row group holds that expiry over ~60 days. Store v2
 * writes small data pages (PAGE_BYTES) and the standard Parquet OffsetIndex of each column chunk
 * (page offsets and first rows), so a day's rows decode from the one or two pages holding them.
 * A v1 chunk (one page, no OffsetIndex) is located by walking its page headers and decodes whole,
 * once per open group, so old stores read as before.
 *
 * The group's column chunks are read with one positioned read and its OffsetIndexes with another.
 */
import type { FlatChunk } from './parquet-flat-column';
import { decodeDictionaryPage, decodeNumberPage, decodeStringPage, pageExtent } from './parquet-page-decode';
import { readOffsetIndex } from './parquet-thrift';
import { NUMERIC_COLUMNS, type NumericColumn } from './partition-rows';

/** A decoded range of rows: each column as numbers (NaN where null), prices in dollars. */
export interface DecodedRows {
  rows: number;
  numbers: Record<NumericColumn, Float64Array>;
  root: string[];
}

/** One column chunk of the group: its bytes and where its pages are. */
export interface ColumnPages {
  name: string;
  /** Stored integer units per value (prices: 10,000); 1 otherwise. */
  scale: number;
  chunk: FlatChunk;
  /** Offset of the dictionary page in chunk.bytes, when the chunk has one. */
  dictionaryAt: number | undefined;
  /** Per data page: its offset in chunk.bytes; `firstRows` has one more entry (the chunk's row count). */
  pageAt: number[];
  firstRows: number[];
}

/** Locates the pages of a chunk without an OffsetIndex by reading their headers (v1: one data page). */
function walkPages(chunk: FlatChunk): { dictionaryAt: number | undefined; pageAt: number[]; firstRows: number[] } | undefined {
  let dictionaryAt: number | undefined;
  const pageAt: number[] = [];
  const firstRows: number[] = [0];
  let offset = 0;
  let rows = 0;
  while (rows < chunk.rows && offset < chunk.bytes.byteLength - 1) {
    const page = pageExtent(chunk.bytes, offset);
    if (page.dictionary) dictionaryAt = offset;
    else if (page.rows > 0) {
      pageAt.push(offset);
      rows += page.rows;
      firstRows.push(rows);
    } else return undefined;
    offset = page.next;
  }
  return rows === chunk.rows ? { dictionaryAt, pageAt, firstRows } : undefined;
}

/**
 * Page locations of a column chunk: from its OffsetIndex (bytes `index`, file offsets) when it has
 * one, else by walking its headers. `chunkStart`: the chunk's file offset, `dictionaryOffset` its
 * dictionary page's (file offsets). Undefined: not our pages.
 */
export function columnPages(name: string, scale: number, chunk: FlatChunk, dictionaryOffset: number | undefined, chunkStart: number, index: Uint8Array | undefined): ColumnPages | undefined {
  if (index === undefined) {
    const walked = walkPages(chunk);
    return walked && { name, scale, chunk, ...walked };
  }
  const { offsets, firstRows } = readOffsetIndex(index);
  firstRows.push(chunk.rows);
  return {
    name,
    scale,
    chunk,
    dictionaryAt: dictionaryOffset === undefined ? undefined : dictionaryOffset - chunkStart,
    pageAt: offsets.map((o) => o - chunkStart),
    firstRows,
  };
}

/** Last page index whose first row is <= row. */
function pageOf(firstRows: readonly number[], row: number): number {
  let lo = 0;
  let hi = firstRows.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if ((firstRows[mid] ?? 0) <= row) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * One column of an open group. An opened group serves ~3 quote days on a cold run (2,255 groups
 * opened, 7,708 days read for the SPY short put), so the column is not decoded whole: a read
 * decodes the pages holding its rows, each straight into one buffer the column reuses, and copies
 * its rows out; the last page decoded stays there (consecutive days share a page).
 */
class OpenColumn {
  private dictionary: Float64Array | string[] | undefined;
  /** Data page held in `numbers` / `strings` (-1: none). */
  private held = -1;
  private numbers: Float64Array | undefined;
  private strings: string[] | undefined;

  /** `numbers`: room for the column's largest page (a slice of one buffer the group's columns share). */
  constructor(readonly pages: ColumnPages, private readonly rows: number, private readonly label: string, numbers: Float64Array | undefined) {
    this.numbers = numbers;
  }

  private dictionaryOf(): Float64Array | string[] | undefined {
    const c = this.pages;
    if (this.dictionary === undefined && c.dictionaryAt !== undefined) this.dictionary = decodeDictionaryPage(c.chunk, c.dictionaryAt, c.scale, this.label);
    return this.dictionary;
  }

  /** Decodes data page `p` into the held buffer (unless it is already there). */
  private hold(p: number): void {
    if (this.held === p) return;
    const c = this.pages;
    const offset = c.pageAt[p] ?? 0;
    const expected = (c.firstRows[p + 1] ?? this.rows) - (c.firstRows[p] ?? 0);
    let rows: number;
    if (c.name === 'root') {
      if (!this.strings || this.strings.length < expected) this.strings = new Array<string>(expected);
      rows = decodeStringPage(c.chunk, offset, (this.dictionaryOf() as string[] | undefined) ?? [], this.strings, 0, this.label);
    } else {
      if (!this.numbers || this.numbers.length < expected) this.numbers = new Float64Array(Math.max(expected, 128));
      rows = decodeNumberPage(c.chunk, offset, this.dictionaryOf() as Float64Array | undefined, c.scale, this.numbers, 0, this.label);
    }
    if (rows !== expected) throw new Error(`${this.label}: page ${p} holds ${rows} rows, its index says ${expected}`);
    this.held = p;
  }

  /** The value of `row` (a numeric column), from the held page (decoded if it is another). */
  numberAt(row: number): number {
    const firstRows = this.pages.firstRows;
    const p = pageOf(firstRows, row);
    this.hold(p);
    return (this.numbers as Float64Array)[row - (firstRows[p] ?? 0)] ?? Number.NaN;
  }

  /** Rows [from, to) of a numeric column into `out` from `at`. */
  numbersInto(from: number, to: number, out: Float64Array, at: number): void {
    const firstRows = this.pages.firstRows;
    for (let p = pageOf(firstRows, from); p < this.pages.pageAt.length && (firstRows[p] ?? 0) < to; p += 1) {
      this.hold(p);
      const first = firstRows[p] ?? 0;
      const a = Math.max(from - first, 0);
      const b = Math.min(to, firstRows[p + 1] ?? 0) - first;
      const held = this.numbers as Float64Array;
      const to0 = at + first - from;
      // A loop, not out.set(held.subarray(a, b)): ~80 values, and no view allocated per page.
      for (let i = a; i < b; i += 1) out[to0 + i] = held[i] ?? Number.NaN;
    }
  }

  /** Rows [from, to) of a string column into `out` from `at`. */
  stringsInto(from: number, to: number, out: string[], at: number): void {
    const firstRows = this.pages.firstRows;
    for (let p = pageOf(firstRows, from); p < this.pages.pageAt.length && (firstRows[p] ?? 0) < to; p += 1) {
      this.hold(p);
      const first = firstRows[p] ?? 0;
      const a = Math.max(from - first, 0);
      const b = Math.min(to, firstRows[p + 1] ?? 0) - first;
      const strings = this.strings as string[];
      for (let i = a; i < b; i += 1) out[at + first + i - from] = strings[i] ?? '';
    }
  }
}

/** A group's bytes in the shared arena: where they start, and how to check and re-read them. */
export interface ArenaBytes {
  bytes: Uint8Array;
  start: number;
  valid: (start: number) => boolean;
  reload: () => { bytes: Uint8Array; start: number };
}

export class OpenGroup {
  private readonly open: OpenColumn[];
  private readonly date: OpenColumn;
  /** The last dayRows answer: a run walks its days forward, so the next day's rows start at `lastTo`. */
  private lastDay = Number.NaN;
  private lastTo = 0;

  private readonly byName: Map<string, OpenColumn>;

  /**
   * `arena`: the group's bytes live in a shared ring (byte-arena.ts): before decoding, the group
   * checks they are still there and reads them again when they are not.
   */
  constructor(readonly rows: number, private readonly columns: readonly ColumnPages[], private readonly label: string, private readonly arena?: ArenaBytes) {
    const name = label;
    const largest = columns.map((c) => (c.name === 'root' ? 0 : c.firstRows.reduce((m, r, i) => Math.max(m, (c.firstRows[i + 1] ?? r) - r), 0)));
    const held = new Float64Array(largest.reduce((a, b) => a + b, 0));
    let at = 0;
    this.open = columns.map((c, i) => {
      const n = largest[i] ?? 0;
      at += n;
      return new OpenColumn(c, rows, `${name}: column ${c.name}`, c.name === 'root' ? undefined : held.subarray(at - n, at));
    });
    const date = this.open.find((c) => c.pages.name === 'date');
    if (!date) throw new Error(`${name}: no date column`);
    this.date = date;
    this.byName = new Map(this.open.map((c) => [c.pages.name, c]));
  }

  /**
   * Rows [from, to) of `day` (days since 1970-01-01); from === to when the group has no row that day.
   * Searches the date column through its held page: a binary search for the first day asked, then
   * (days asked in increasing order, as a run walks them) a galloping search forward from the end
   * of the previous day's rows, which stays in the one or two pages holding the next day. A cold
   * short put decoded 67,874 date pages when it read the whole column per opened group (2,255).
   */
  dayRows(day: number): [number, number] {
    this.ensureBytes();
    const from = day > this.lastDay ? this.gallop(day, this.lastTo) : this.lowerBound(day, 0, this.rows);
    const to = this.gallop(day + 1, from);
    this.lastDay = day;
    this.lastTo = to;
    return [from, to];
  }

  /** Reads the group's bytes again if the arena has written over them (each column's chunk moves with them). */
  private ensureBytes(): void {
    const arena = this.arena;
    if (!arena || arena.valid(arena.start)) return;
    const fresh = arena.reload();
    for (const c of this.columns) {
      const at = c.chunk.bytes.byteOffset - arena.bytes.byteOffset;
      c.chunk.bytes = fresh.bytes.subarray(at, at + c.chunk.bytes.byteLength);
    }
    arena.bytes = fresh.bytes;
    arena.start = fresh.start;
  }

  /** First row in [lo, hi) whose date is >= target (hi when none). */
  private lowerBound(target: number, lo: number, hi: number): number {
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.date.numberAt(mid) < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** lowerBound from `lo`, probing lo, lo+1, lo+3, lo+7... first (the answer is usually near lo). */
  private gallop(target: number, lo: number): number {
    let step = 1;
    let hi = lo;
    while (hi < this.rows && this.date.numberAt(hi) < target) {
      lo = hi + 1;
      hi += step;
      step *= 2;
    }
    return this.lowerBound(target, lo, Math.min(hi, this.rows));
  }

  /**
   * Every column's rows [from, to). The numeric columns decode on first use (DayColumns): the
   * engine never reads date, expiry or right back, and on about half of a short put's day reads it
   * reads no greek, volume or open interest either.
   */
  read(from: number, to: number): DecodedRows {
    this.ensureBytes();
    const n = to - from;
    let root: string[] = [];
    for (const c of this.open) {
      if (c.pages.name !== 'root') continue;
      root = new Array<string>(n);
      c.stringsInto(from, to, root, 0);
    }
    return { rows: n, numbers: new DayColumns(this, from, to), root };
  }

  /** Rows [from, to) of numeric column `name` into `out` (DayColumns' first use of a column). */
  numbersInto(name: NumericColumn, from: number, to: number, out: Float64Array): void {
    const c = this.byName.get(name);
    if (!c) throw new Error(`${this.label}: no column ${name}`);
    this.ensureBytes();
    c.numbersInto(from, to, out, 0);
  }
}

/**
 * One day read's numeric columns, each decoded the first time it is read: the same property access
 * as a Record<NumericColumn, Float64Array>. All columns are views of one Float64Array allocated on
 * the first access (one backing store per read: memory outside V8's heap is what sets off its full
 * collections). toJSON gives the plain record.
 */
export class DayColumns implements Record<NumericColumn, Float64Array> {
  private block: Float64Array | undefined;
  private readonly views: (Float64Array | undefined)[] = [];

  constructor(private readonly group: OpenGroup, private readonly from: number, private readonly to: number) {}

  /** Column `i` of NUMERIC_COLUMNS, decoded on first use (the getters pass their index: no lookup per access). */
  private column(i: number): Float64Array {
    return this.views[i] ?? this.load(i);
  }

  private load(i: number): Float64Array {
    const n = this.to - this.from;
    this.block ??= new Float64Array(n * NUMERIC_COLUMNS.length);
    const view = this.block.subarray(i * n, (i + 1) * n);
    this.group.numbersInto(NUMERIC_COLUMNS[i] as NumericColumn, this.from, this.to, view);
    this.views[i] = view;
    return view;
  }

  get date(): Float64Array { return this.column(0); }
  get expiry(): Float64Array { return this.column(1); }
  get right(): Float64Array { return this.column(2); }
  get strike(): Float64Array { return this.column(3); }
  get bid(): Float64Array { return this.column(4); }
  get ask(): Float64Array { return this.column(5); }
  get last(): Float64Array { return this.column(6); }
  get volume(): Float64Array { return this.column(7); }
  get open_interest(): Float64Array { return this.column(8); }
  get underlying(): Float64Array { return this.column(9); }
  get iv(): Float64Array { return this.column(10); }
  get delta(): Float64Array { return this.column(11); }
  get gamma(): Float64Array { return this.column(12); }
  get theta(): Float64Array { return this.column(13); }
  get vega(): Float64Array { return this.column(14); }
  get rho(): Float64Array { return this.column(15); }

  toJSON(): Record<NumericColumn, number[]> {
    return Object.fromEntries(NUMERIC_COLUMNS.map((c, i) => [c, Array.from(this.column(i))])) as Record<NumericColumn, number[]>;
  }
}
