/**
 * One store partition as an Apache Parquet file: the chain of one underlying over one calendar year
 * of quote days, written with hyparquet-writer and read back with hyparquet (pure JavaScript, no
 * native or downloaded binary, so the same code runs in Lambda and in the CLI).
 *
 * Layout: rows sorted by expiry, call/put, quote day, strike; ONE ROW GROUP PER (expiry, call/put),
 * so a run that holds or selects one expiry reads that row group's column chunks and nothing else.
 * A key-value entry `chain.groups` lists each group's expiry, type, first and last quote day and
 * row count, and `chain.days` the quote days the partition covers: opening a partition reads the
 * footer only. Units: dates are INT32 days since 1970-01-01; bid, ask and last INT32 in 1/10,000 of a
 * dollar (exact for vendor prices, which carry at most 4 decimals); greeks and implied vol FLOAT in
 * the project's units (theta per day, vega and rho per vol point); a null is a value the vendor
 * file did not carry.
 *
 * Reading is synchronous over a ByteSource (a local file read with pread): the engine asks for
 * quotes synchronously, day by day, and only the row groups it touches are read and decoded.
 */
import { parquetMetadata, type ColumnMetaData, type DecodedArray, type FileMetaData, type SchemaElement, type SchemaTree } from 'hyparquet';
import { readColumn } from 'hyparquet/src/column.js';
import { DEFAULT_PARSERS } from 'hyparquet/src/convert.js';
import { parquetSchema } from 'hyparquet/src/metadata.js';
import { getTreePath } from 'hyparquet/src/schema.js';
import { ByteWriter, ParquetWriter, schemaFromColumnData } from 'hyparquet-writer';
import type { ColumnSource } from 'hyparquet-writer';
import { decodeNumericColumn, decodeStringColumn } from './parquet-flat-column';
import { ByteArena } from './byte-arena';
import { LeanFooter, type ChunkInfo } from './parquet-footer';
import { columnPages, OpenGroup, type ColumnPages } from './parquet-pages';
import { NUMERIC_COLUMNS, noDuplicates, sortedUniqueRows, type DuplicateCounts, type NumericColumn, type PartitionColumns } from './partition-rows';

const PRICE_SCALE = 10_000;
const PRICE_COLUMNS = new Set<NumericColumn>(['bid', 'ask', 'last']);
const INT_COLUMNS = new Set<NumericColumn>(['date', 'expiry', 'right', 'volume', 'open_interest']);
const FLOAT_COLUMNS = new Set<NumericColumn>(['iv', 'delta', 'gamma', 'theta', 'vega', 'rho']);
/** Rows encoded per ParquetWriter.write call (whole row groups; bounds the writer's temporary arrays). */
const WRITE_BATCH_ROWS = 100_000;
/**
 * Target uncompressed bytes of one data page (~128 values of a 4-byte column): a row group holds an
 * expiry over ~60 quote days, and a chain read needs one day (~70 strikes). With small pages and the
 * OffsetIndex hyparquet-writer writes for them, a reader decodes the one or two pages of that day
 * instead of the whole chunk.
 */
export const PAGE_BYTES = 512;
const REQUIRED = new Set<NumericColumn>(['date', 'expiry', 'right', 'strike', 'underlying']);
/** Few distinct values per row group: dictionary-encoded. The rest is plain (a dictionary trial costs more than it saves). */
const DICTIONARY = new Set<NumericColumn>(['date', 'expiry', 'right', 'strike', 'underlying']);

/** One row group: an expiry and type over a run of quote days (days since 1970-01-01). */
export interface GroupInfo {
  expiry: number;
  right: 0 | 1;
  firstDate: number;
  lastDate: number;
  rows: number;
}

export interface EncodedPartition {
  bytes: Uint8Array;
  rows: number;
  /** Per quote day: rows of a contract listed twice set aside, by the rule that kept the other (sortedUniqueRows). */
  duplicates: Map<number, DuplicateCounts>;
  groups: GroupInfo[];
  days: number[];
  /** Per quote day: expiries listed before and after it (in this partition) but absent that day. */
  expiryGaps: Map<number, number>;
}

function columnSource(name: NumericColumn, values: Float64Array, order: Uint32Array): ColumnSource {
  const n = order.length;
  if (REQUIRED.has(name)) {
    const data = INT_COLUMNS.has(name) ? new Int32Array(n) : new Float64Array(n);
    for (let j = 0; j < n; j += 1) data[j] = values[order[j] ?? 0] ?? 0;
    return { name, data, type: INT_COLUMNS.has(name) ? 'INT32' : 'DOUBLE', nullable: false, encoding: DICTIONARY.has(name) ? 'RLE_DICTIONARY' : 'PLAIN' };
  }
  const data: (number | null)[] = new Array<number | null>(n);
  const scale = PRICE_COLUMNS.has(name) ? PRICE_SCALE : 1;
  const round = PRICE_COLUMNS.has(name) || INT_COLUMNS.has(name);
  for (let j = 0; j < n; j += 1) {
    const v = values[order[j] ?? 0] ?? Number.NaN;
    data[j] = Number.isNaN(v) ? null : round ? Math.round(v * scale) : v;
  }
  return { name, data, type: round ? 'INT32' : FLOAT_COLUMNS.has(name) ? 'FLOAT' : 'DOUBLE', nullable: true, encoding: 'PLAIN' };
}

/** The columns hyparquet-writer encodes for rows `order` of `cols`. */
function columnsOf(cols: PartitionColumns, rows: Uint32Array): ColumnSource[] {
  const data = NUMERIC_COLUMNS.map((name) => columnSource(name, cols.numbers[name], rows));
  data.push({ name: 'root', data: Array.from(rows, (i) => cols.root[i] ?? ''), type: 'STRING', nullable: false, encoding: 'RLE_DICTIONARY' });
  return data;
}

const NO_ROWS: PartitionColumns = { length: 0, numbers: Object.fromEntries(NUMERIC_COLUMNS.map((c) => [c, new Float64Array(0)])) as Record<NumericColumn, Float64Array>, root: [] };

/**
 * A ByteWriter that moves its bytes out after each row group (ParquetWriter calls flush() then),
 * so a partition of 100 MB is held once, in row-group pieces, instead of in a buffer that doubles
 * (and is copied) as it grows; bytes() joins the pieces once at the end.
 */
class PiecewiseWriter extends ByteWriter {
  private readonly pieces: Uint8Array[] = [];

  flush(): void {
    if (this.index === 0) return;
    this.pieces.push(new Uint8Array(this.buffer.slice(0, this.index)));
    this.index = 0;
  }

  bytes(): Uint8Array {
    this.flush();
    const out = new Uint8Array(this.offset);
    let at = 0;
    for (const piece of this.pieces) {
      out.set(piece, at);
      at += piece.length;
    }
    this.pieces.length = 0;
    return out;
  }
}

/**
 * One partition file written a few row groups at a time (the importer streams a group out as soon
 * as the input has passed its expiry; encodePartition writes a whole year through it too). Each
 * write() carries whole (expiry, call/put) groups in store order; the footer (chain.groups,
 * chain.days) is built from what was written. Writing a year in one call or group by group gives
 * the same bytes.
 */
export class PartitionWriter {
  private readonly writer = new PiecewiseWriter();
  private readonly parquet: ParquetWriter;
  private readonly groups: GroupInfo[] = [];
  /** Per group: its quote days (for the expiry-gap count at the end). */
  private readonly groupDays: Set<number>[] = [];
  private readonly days = new Set<number>();
  private readonly duplicates = new Map<number, DuplicateCounts>();
  private rows = 0;

  constructor(private readonly pageBytes: number = PAGE_BYTES) {
    // The footer's chain.groups is the index readers use; min/max statistics would only cost time.
    this.parquet = new ParquetWriter({ writer: this.writer, schema: schemaFromColumnData({ columnData: columnsOf(NO_ROWS, new Uint32Array(0)) }), statistics: false });
  }

  /** Rows set aside for another of the same contract and day, per quote day and rule. */
  countDuplicates(duplicates: ReadonlyMap<number, DuplicateCounts>): void {
    for (const [day, n] of duplicates) {
      const sum = this.duplicates.get(day) ?? noDuplicates();
      this.duplicates.set(day, {
        volume: sum.volume + n.volume, quote: sum.quote + n.quote, open_interest: sum.open_interest + n.open_interest, order: sum.order + n.order,
      });
    }
  }

  /** Appends rows `order` of `cols`: sorted and unique, whole groups that sort after every group written so far. */
  write(cols: PartitionColumns, order: Uint32Array): void {
    const { expiry, right, date } = cols.numbers;
    const sizes: number[] = [];
    const first = this.groups.length;
    for (let j = 0; j < order.length; j += 1) {
      const i = order[j] ?? 0;
      const e = expiry[i] ?? 0;
      const r = (right[i] ?? 0) as 0 | 1;
      const d = date[i] ?? 0;
      this.days.add(d);
      const last = this.groups[this.groups.length - 1];
      if (last && last.expiry === e && last.right === r) {
        if (this.groups.length - 1 < first) throw new Error('PartitionWriter: a row group continues across two writes');
        last.rows += 1;
        last.lastDate = Math.max(last.lastDate, d);
        this.groupDays[this.groupDays.length - 1]?.add(d);
        sizes[sizes.length - 1] = (sizes[sizes.length - 1] ?? 0) + 1;
      } else {
        if (last && (e < last.expiry || (e === last.expiry && r < last.right))) throw new Error('PartitionWriter: row groups out of store order');
        this.groups.push({ expiry: e, right: r, firstDate: d, lastDate: d, rows: 1 });
        this.groupDays.push(new Set([d]));
        sizes.push(1);
      }
    }
    if (order.length === 0) return;
    this.rows += order.length;
    void this.parquet.write({ columnData: columnsOf(cols, order), rowGroupSize: sizes, pageSize: this.pageBytes });
  }

  finish(): EncodedPartition {
    const groups = this.groups;
    const sortedDays = [...this.days].sort((a, b) => a - b);
    const expiryGaps = new Map<number, number>();
    groups.forEach((g, k) => {
      for (const d of sortedDays) {
        if (d > g.firstDate && d < g.lastDate && !this.groupDays[k]?.has(d)) expiryGaps.set(d, (expiryGaps.get(d) ?? 0) + 1);
      }
    });
    this.parquet.kvMetadata = [
      { key: 'chain.format', value: 'options-backtester chain v2' },
      { key: 'chain.groups', value: JSON.stringify(groups.map((g) => [g.expiry, g.right, g.firstDate, g.lastDate, g.rows])) },
      { key: 'chain.days', value: JSON.stringify(sortedDays) },
    ];
    void this.parquet.finish();
    return { bytes: this.writer.bytes(), rows: this.rows, duplicates: this.duplicates, groups, days: sortedDays, expiryGaps };
  }
}

/** Sorts, de-duplicates (sortedUniqueRows' rule) and encodes a partition's rows. */
export function encodePartition(cols: PartitionColumns, pageBytes: number = PAGE_BYTES): EncodedPartition {
  const { order, duplicates } = sortedUniqueRows(cols);
  const { expiry, right } = cols.numbers;
  const out = new PartitionWriter(pageBytes);
  out.countDuplicates(duplicates);
  // Row groups are encoded a batch at a time: the writer's per-value arrays exist for one batch,
  // not for the whole year (the bytes are the same as one write of every group).
  for (let start = 0; start < order.length;) {
    let end = Math.min(order.length, start + WRITE_BATCH_ROWS);
    // Extend to the end of the group the batch stops in.
    const at = (j: number): number => (expiry[order[j] ?? 0] ?? 0) * 2 + (right[order[j] ?? 0] ?? 0);
    while (end < order.length && at(end) === at(end - 1)) end += 1;
    out.write(cols, order.subarray(start, end));
    start = end;
  }
  return out.finish();
}

/** Synchronous random access to a file's bytes (pread on a local file). */
export interface ByteSource {
  size: number;
  read(offset: number, length: number): Uint8Array;
  /** The same bytes as read(offset, length), into `target` (length bytes): lets a reader reuse memory. */
  readInto?(offset: number, length: number, target: Uint8Array): void;
}

/** Where opened row groups' bytes live (byte-arena.ts); shared by every reader of the process. */
const GROUP_ARENA = new ByteArena(32 << 20);

/** A decoded row group: each column as numbers (NaN where null), prices in dollars. */
export interface DecodedGroup {
  rows: number;
  numbers: Record<NumericColumn, Float64Array>;
  root: string[];
}

function kv(footer: LeanFooter, key: string): string {
  const value = footer.keyValues.get(key);
  if (value === undefined) throw new Error(`chain partition: no ${key} in the footer (not written by import-chains)`);
  return value;
}

export class PartitionReader {
  readonly groups: GroupInfo[];
  readonly days: number[];
  /** The footer's Thrift bytes; parsed lean here, and by hyparquet only for the generic readGroup path. */
  private readonly footerBytes: Uint8Array;
  private readonly footer: LeanFooter;
  private hyparquetMetadata: FileMetaData | undefined;

  /** `arena`: where opened groups' bytes go (the process's shared one unless a test gives its own). */
  constructor(private readonly source: ByteSource, private readonly name: string, private readonly arena: ByteArena = GROUP_ARENA) {
    const tail = source.read(source.size - 8, 8);
    const footerLength = new DataView(tail.buffer, tail.byteOffset, 8).getUint32(0, true);
    this.footerBytes = source.read(source.size - 8 - footerLength, footerLength + 8);
    this.footer = new LeanFooter(this.footerBytes.subarray(0, footerLength));
    const groups = JSON.parse(kv(this.footer, 'chain.groups')) as [number, 0 | 1, number, number, number][];
    this.groups = groups.map(([expiry, right, firstDate, lastDate, rows]) => ({ expiry, right, firstDate, lastDate, rows }));
    this.days = JSON.parse(kv(this.footer, 'chain.days')) as number[];
    if (this.groups.length !== this.footer.rowGroupCount && this.footer.rows > 0) {
      throw new Error(`${name}: footer lists ${this.groups.length} groups, file has ${this.footer.rowGroupCount}`);
    }
  }

  /** hyparquet's full metadata (every row group's objects): for the generic reader only. */
  private get metadata(): FileMetaData {
    const b = this.footerBytes;
    this.hyparquetMetadata ??= parquetMetadata(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer);
    return this.hyparquetMetadata;
  }

  /** Per column name: whether it is OPTIONAL (our schema is flat). */
  private optionalColumns: Map<string, boolean> | undefined;

  /**
   * Row group `index` opened for reads of row ranges (a quote day): its column chunks are read in
   * one positioned read and its OffsetIndexes in another; nothing is decoded yet. Undefined when a
   * chunk holds pages this reader's fast path does not know (a file from another writer): use readGroup.
   */
  openGroup(index: number): OpenGroup | undefined {
    if (index < 0 || index >= this.footer.rowGroupCount) throw new Error(`${this.name}: no row group ${index}`);
    const group = this.footer.rowGroup(index);
    const rows = group.rows;
    this.optionalColumns ??= new Map(this.footer.columns.map((e) => [e.name, e.optional]));
    const chunkStart = (c: ChunkInfo): number => c.dictionaryPageOffset ?? c.dataPageOffset;
    let start = Infinity;
    let end = 0;
    let indexStart = Infinity;
    let indexEnd = 0;
    for (const c of group.columns) {
      start = Math.min(start, chunkStart(c));
      end = Math.max(end, chunkStart(c) + c.totalCompressedSize);
      if (c.offsetIndexOffset !== undefined && c.offsetIndexLength !== undefined) {
        indexStart = Math.min(indexStart, c.offsetIndexOffset);
        indexEnd = Math.max(indexEnd, c.offsetIndexOffset + c.offsetIndexLength);
      }
    }
    const bytes = this.groupBytes(start, end - start);
    const indexes = indexEnd > indexStart ? this.source.read(indexStart, indexEnd - indexStart) : undefined;
    const columns: ColumnPages[] = [];
    for (const c of group.columns) {
      const name = c.path[0] ?? '';
      if (c.path.length !== 1) return undefined;
      const at = chunkStart(c);
      const chunk = { bytes: bytes.bytes.subarray(at - start, at - start + c.totalCompressedSize), type: c.type, codec: c.codec, optional: this.optionalColumns.get(name) ?? true, rows };
      const index = indexes && c.offsetIndexOffset !== undefined && c.offsetIndexLength !== undefined
        ? indexes.subarray(c.offsetIndexOffset - indexStart, c.offsetIndexOffset - indexStart + c.offsetIndexLength)
        : undefined;
      const pages = columnPages(name, PRICE_COLUMNS.has(name as NumericColumn) ? PRICE_SCALE : 1, chunk, c.dictionaryPageOffset, at, index);
      if (!pages) return undefined;
      columns.push(pages);
    }
    return new OpenGroup(rows, columns, `${this.name} row group ${index}`, bytes.arena && { bytes: bytes.bytes, ...bytes.arena });
  }

  /**
   * A group's bytes: in the shared arena when the source can read into it (the region's `start`
   * and a `reload` that reads them again once the arena has gone round), else a buffer of their own.
   */
  private groupBytes(offset: number, length: number): { bytes: Uint8Array; arena?: { start: number; valid: (start: number) => boolean; reload: () => { bytes: Uint8Array; start: number } } } {
    const readInto = this.source.readInto?.bind(this.source);
    const load = (): { bytes: Uint8Array; start: number } | undefined => {
      const region = readInto && this.arena.alloc(length);
      if (region) readInto(offset, length, region.bytes);
      return region;
    };
    const region = load();
    if (!region) return { bytes: this.source.read(offset, length) };
    return {
      bytes: region.bytes,
      arena: {
        start: region.start,
        valid: (start) => this.arena.valid(start),
        reload: () => load() ?? { bytes: this.source.read(offset, length), start: Number.POSITIVE_INFINITY },
      },
    };
  }

  /** Reads and decodes row group `index` (only its column chunks are read). */
  readGroup(index: number): DecodedGroup {
    const group = this.metadata.row_groups[index];
    if (!group) throw new Error(`${this.name}: no row group ${index}`);
    const rows = Number(group.num_rows);
    const tree = parquetSchema(this.metadata);
    const numbers = {} as Record<NumericColumn, Float64Array>;
    let root: string[] = [];
    for (const column of group.columns) {
      const meta = column.meta_data;
      if (!meta) throw new Error(`${this.name}: column chunk without metadata`);
      const start = Number(meta.dictionary_page_offset ?? meta.data_page_offset);
      const bytes = this.source.read(start, Number(meta.total_compressed_size));
      const schemaPath = getTreePath(tree, meta.path_in_schema);
      const element = schemaPath[schemaPath.length - 1]?.element;
      if (!element) throw new Error(`${this.name}: unknown column ${meta.path_in_schema.join('.')}`);
      const name = meta.path_in_schema[0] ?? '';
      const scale = PRICE_COLUMNS.has(name as NumericColumn) ? PRICE_SCALE : 1;
      const chunk = { bytes, type: meta.type, codec: meta.codec, optional: element.repetition_type === 'OPTIONAL', rows };
      if (name === 'root') {
        root = decodeStringColumn(chunk) ?? this.genericColumn(bytes, meta, element, schemaPath, rows).flatMap((part) => Array.from(part as ArrayLike<string>));
        continue;
      }
      let out = decodeNumericColumn(chunk, scale);
      if (out === undefined) {
        out = new Float64Array(rows);
        let j = 0;
        for (const part of this.genericColumn(bytes, meta, element, schemaPath, rows)) {
          for (let k = 0; k < part.length; k += 1, j += 1) {
            const v = (part as ArrayLike<number | bigint | null | undefined>)[k];
            out[j] = v === null || v === undefined ? Number.NaN : Number(v) / scale;
          }
        }
      }
      numbers[name as NumericColumn] = out;
    }
    return { rows, numbers, root };
  }

  /** hyparquet's generic reader: for pages our fast path does not know (files written by another tool). */
  private genericColumn(bytes: Uint8Array, meta: ColumnMetaData, element: SchemaElement, schemaPath: SchemaTree[], rows: number): DecodedArray[] {
    return readColumn(
      { view: new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength), offset: 0 },
      { groupStart: 0, selectStart: 0, selectEnd: rows, groupRows: rows },
      { pathInSchema: meta.path_in_schema, type: meta.type, element, schemaPath, codec: meta.codec, parsers: DEFAULT_PARSERS, utf8: true },
    ).data;
  }
}
