/**
 * A row group of a chain partition opened for reads of row ranges: a chain read needs one quote day
 * of one expiry and type (~70 strikes), and a row group holds that expiry over ~60 days. Store v2
 * writes small data pages (PAGE_BYTES) and the standard Parquet OffsetIndex of each column chunk
 * (page offsets and first rows), so a day's rows decode from the one or two pages holding them.
 * A v1 chunk (one page, no OffsetIndex) is located by walking its page headers and decodes whole,
 * once per open group (its last decoded page is kept), so old stores read as before.
 *
 * The group's column chunks are read with one positioned read and its OffsetIndexes with another.
 */
import type { ColumnChunk } from 'hyparquet';
import {
  numericDictionary, pageNumbersInto, pageStringsInto, readPageAt, stringDictionary,
  type FlatChunk, type PageValues,
} from './parquet-flat-column';
import { readOffsetIndex } from './parquet-thrift';
import type { NumericColumn } from './partition-rows';

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
  const at = { offset: 0 };
  let rows = 0;
  while (rows < chunk.rows && at.offset < chunk.bytes.byteLength - 1) {
    const offset = at.offset;
    const page = readPageAt(chunk, offset, at);
    if (page === undefined) return undefined;
    if ('dictionary' in page) {
      dictionaryAt = offset;
      continue;
    }
    pageAt.push(offset);
    rows += page.data.rows;
    firstRows.push(rows);
  }
  return rows === chunk.rows ? { dictionaryAt, pageAt, firstRows } : undefined;
}

/**
 * Page locations of a column chunk: from its OffsetIndex (bytes `index`, file offsets) when it has
 * one, else by walking its headers. `chunkStart`: the chunk's file offset. Undefined: not our pages.
 */
export function columnPages(name: string, scale: number, chunk: FlatChunk, meta: ColumnChunk, chunkStart: number, index: Uint8Array | undefined): ColumnPages | undefined {
  if (index === undefined) {
    const walked = walkPages(chunk);
    return walked && { name, scale, chunk, ...walked };
  }
  const { offsets, firstRows } = readOffsetIndex(index);
  const dictionary = meta.meta_data?.dictionary_page_offset;
  firstRows.push(chunk.rows);
  return {
    name,
    scale,
    chunk,
    dictionaryAt: dictionary === undefined ? undefined : Number(dictionary) - chunkStart,
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

export class OpenGroup {
  private readonly dictionaries = new Map<string, Float64Array | string[]>();
  /** Per column, the last data page decoded (consecutive days often share a page; a v1 chunk is one page). */
  private readonly lastPage = new Map<string, { index: number; page: PageValues }>();
  /** Per data page of the date column, its decoded dates once a search has probed it. */
  private readonly datePages: (Float64Array | undefined)[] = [];

  constructor(readonly rows: number, private readonly columns: readonly ColumnPages[], private readonly name: string) {}

  private dictionary(c: ColumnPages): Float64Array | string[] {
    let d = this.dictionaries.get(c.name);
    if (d === undefined) {
      const page = c.dictionaryAt === undefined ? undefined : readPageAt(c.chunk, c.dictionaryAt);
      if (page === undefined || !('dictionary' in page)) throw new Error(`${this.name}: column ${c.name}: dictionary page unreadable`);
      d = c.name === 'root' ? stringDictionary(page.dictionary) : numericDictionary(page.dictionary, c.scale);
      this.dictionaries.set(c.name, d);
    }
    return d;
  }

  private page(c: ColumnPages, index: number): PageValues {
    const last = this.lastPage.get(c.name);
    if (last?.index === index) return last.page;
    const read = readPageAt(c.chunk, c.pageAt[index] ?? 0);
    if (read === undefined || !('data' in read)) throw new Error(`${this.name}: column ${c.name}: page ${index} unreadable`);
    this.lastPage.set(c.name, { index, page: read.data });
    return read.data;
  }

  /** Calls `each(page, from, to, at)` for the parts of rows [from, to) in each page of column `c`. */
  private eachPage(c: ColumnPages, from: number, to: number, each: (page: PageValues, a: number, b: number, at: number) => void): void {
    for (let p = pageOf(c.firstRows, from); p < c.pageAt.length && (c.firstRows[p] ?? 0) < to; p += 1) {
      const first = c.firstRows[p] ?? 0;
      const a = Math.max(from - first, 0);
      const b = Math.min(to, c.firstRows[p + 1] ?? 0) - first;
      each(this.page(c, p), a, b, first + a - from);
    }
  }

  private numbersOf(c: ColumnPages, from: number, to: number): Float64Array {
    const out = new Float64Array(to - from);
    const dictionary = c.dictionaryAt === undefined ? undefined : (this.dictionary(c) as Float64Array);
    this.eachPage(c, from, to, (page, a, b, at) => pageNumbersInto(page, dictionary, c.scale, a, b, out, at));
    return out;
  }

  /** The date of `row`, from the decoded date page holding it (each page decoded once per open group). */
  private dateAt(c: ColumnPages, row: number): number {
    const p = pageOf(c.firstRows, row);
    const first = c.firstRows[p] ?? 0;
    let values = this.datePages[p];
    if (values === undefined) {
      values = this.numbersOf(c, first, c.firstRows[p + 1] ?? this.rows);
      this.datePages[p] = values;
    }
    return values[row - first] ?? 0;
  }

  /**
   * Rows [from, to) of `day` (days since 1970-01-01); from === to when the group has no row that day.
   * A binary search over the rows decodes only the date pages it probes (~6 of ~35 for a day), not
   * the whole date column: on the SPY bench store that cut the date pages a cold short put decodes
   * from 67,874 to 36,181 (iron condor 66,170 to 41,458), the same rows found.
   */
  dayRows(day: number): [number, number] {
    const c = this.columns.find((x) => x.name === 'date');
    if (!c) throw new Error(`${this.name}: no date column`);
    const lower = (target: number, lo: number): number => {
      let hi = this.rows;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.dateAt(c, mid) < target) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    const from = lower(day, 0);
    return [from, lower(day + 1, from)];
  }

  /** Every column's rows [from, to), decoded from the pages holding them only. */
  read(from: number, to: number): DecodedRows {
    const numbers = {} as Record<NumericColumn, Float64Array>;
    let root: string[] = [];
    for (const c of this.columns) {
      if (c.name !== 'root') {
        numbers[c.name as NumericColumn] = this.numbersOf(c, from, to);
        continue;
      }
      root = new Array<string>(to - from);
      const dictionary = c.dictionaryAt === undefined ? [] : (this.dictionary(c) as string[]);
      this.eachPage(c, from, to, (page, a, b, at) => pageStringsInto(page, dictionary, a, b, root, at));
    }
    return { rows: to - from, numbers, root };
  }
}
