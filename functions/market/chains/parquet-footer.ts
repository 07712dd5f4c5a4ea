/**
 * The parts of a Parquet footer (FileMetaData) a chain read uses, parsed straight from the Thrift
 * compact bytes: the schema's column names and OPTIONAL flags, the row count, the key-value
 * metadata, and where each row group's struct starts. A row group's column chunks are parsed only
 * when the run opens that group. hyparquet's parquetMetadata builds every row group's objects
 * (bigints for each i64) up front: a cold SPY run opening 16 partitions (1,133 row groups of 18
 * column chunks) spent ~6% of its time there and used ~2 row groups in 3 of them.
 */
import type { CompressionCodec, ParquetType } from 'hyparquet';
import { BINARY, CompactReader, LIST, nextField, STOP, STRUCT } from './parquet-thrift';

const PARQUET_TYPES: readonly ParquetType[] = ['BOOLEAN', 'INT32', 'INT64', 'INT96', 'FLOAT', 'DOUBLE', 'BYTE_ARRAY', 'FIXED_LEN_BYTE_ARRAY'];
const CODECS: readonly CompressionCodec[] = ['UNCOMPRESSED', 'SNAPPY', 'GZIP', 'LZO', 'BROTLI', 'LZ4', 'ZSTD', 'LZ4_RAW'];
const OPTIONAL = 1;

/** One column chunk of a row group: what a reader needs to find and decode its pages. */
export interface ChunkInfo {
  /** path_in_schema (our columns are flat: one name). */
  path: string[];
  type: ParquetType;
  codec: CompressionCodec;
  dataPageOffset: number;
  dictionaryPageOffset: number | undefined;
  totalCompressedSize: number;
  offsetIndexOffset: number | undefined;
  offsetIndexLength: number | undefined;
}

export interface RowGroupInfo {
  rows: number;
  columns: ChunkInfo[];
}

const utf8 = new TextDecoder();

function text(r: CompactReader): string {
  const n = r.varint();
  const s = utf8.decode(r.bytes.subarray(r.pos, r.pos + n));
  r.pos += n;
  return s;
}

function listOf(r: CompactReader, element: number, what: string): number {
  const { size, type } = r.listHeader();
  if (type !== element) throw new Error(`parquet footer: ${what} has elements of type ${type}`);
  return size;
}

/** A SchemaElement: its name and whether it is OPTIONAL. */
function schemaElement(r: CompactReader): { name: string; optional: boolean } {
  let name = '';
  let optional = false;
  for (let id = nextField(r, 0); r.fieldType !== STOP; id = nextField(r, id)) {
    if (id === 3) optional = r.i32(r.fieldType) === OPTIONAL;
    else if (id === 4 && r.fieldType === BINARY) name = text(r);
    else r.skip(r.fieldType);
  }
  return { name, optional };
}

function keyValue(r: CompactReader): [string, string | undefined] {
  let key = '';
  let value: string | undefined;
  for (let id = nextField(r, 0); r.fieldType !== STOP; id = nextField(r, id)) {
    if (id === 1 && r.fieldType === BINARY) key = text(r);
    else if (id === 2 && r.fieldType === BINARY) value = text(r);
    else r.skip(r.fieldType);
  }
  return [key, value];
}

function columnMetaData(r: CompactReader, c: ChunkInfo): void {
  for (let id = nextField(r, 0); r.fieldType !== STOP; id = nextField(r, id)) {
    const t = r.fieldType;
    if (id === 1) c.type = PARQUET_TYPES[r.i32(t)] ?? 'BYTE_ARRAY';
    else if (id === 3 && t === LIST) {
      const n = listOf(r, BINARY, 'path_in_schema');
      for (let i = 0; i < n; i += 1) c.path.push(text(r));
    } else if (id === 4) {
      const codec = CODECS[r.i32(t)];
      if (codec === undefined) throw new Error('parquet footer: unknown compression codec');
      c.codec = codec;
    } else if (id === 7) c.totalCompressedSize = r.i32(t);
    else if (id === 9) c.dataPageOffset = r.i32(t);
    else if (id === 11) c.dictionaryPageOffset = r.i32(t);
    else r.skip(t);
  }
}

function columnChunk(r: CompactReader): ChunkInfo {
  const c: ChunkInfo = { path: [], type: 'BYTE_ARRAY', codec: 'UNCOMPRESSED', dataPageOffset: 0, dictionaryPageOffset: undefined, totalCompressedSize: 0, offsetIndexOffset: undefined, offsetIndexLength: undefined };
  let meta = false;
  for (let id = nextField(r, 0); r.fieldType !== STOP; id = nextField(r, id)) {
    const t = r.fieldType;
    if (id === 3 && t === STRUCT) {
      columnMetaData(r, c);
      meta = true;
    } else if (id === 4) c.offsetIndexOffset = r.i32(t);
    else if (id === 5) c.offsetIndexLength = r.i32(t);
    else r.skip(t);
  }
  if (!meta) throw new Error('parquet footer: a column chunk without metadata (external file?)');
  return c;
}

/** Parses the RowGroup struct starting at `at` of the footer bytes. */
function rowGroup(bytes: Uint8Array, at: number): RowGroupInfo {
  const r = new CompactReader(bytes, at);
  const out: RowGroupInfo = { rows: 0, columns: [] };
  for (let id = nextField(r, 0); r.fieldType !== STOP; id = nextField(r, id)) {
    const t = r.fieldType;
    if (id === 1 && t === LIST) {
      const n = listOf(r, STRUCT, 'columns');
      for (let i = 0; i < n; i += 1) out.columns.push(columnChunk(r));
    } else if (id === 3) out.rows = r.i32(t);
    else r.skip(t);
  }
  return out;
}

/** A partition's footer: parsed up to the row groups, whose structs are parsed on first use. */
export class LeanFooter {
  readonly rows: number;
  /** Leaf columns in schema order: name and OPTIONAL flag (the root element excluded). */
  readonly columns: { name: string; optional: boolean }[] = [];
  readonly keyValues = new Map<string, string | undefined>();
  /** Per row group: offset of its struct in `bytes`. */
  private readonly groupAt: number[] = [];
  private readonly parsed: (RowGroupInfo | undefined)[] = [];

  /** `bytes`: the FileMetaData's Thrift bytes (without the trailing length and magic). */
  constructor(private readonly bytes: Uint8Array) {
    const r = new CompactReader(bytes, 0);
    let rows = 0;
    for (let id = nextField(r, 0); r.fieldType !== STOP; id = nextField(r, id)) {
      const t = r.fieldType;
      if (id === 2 && t === LIST) {
        const n = listOf(r, STRUCT, 'schema');
        for (let i = 0; i < n; i += 1) {
          const e = schemaElement(r);
          if (i > 0) this.columns.push(e);
        }
      } else if (id === 3) rows = r.i32(t);
      else if (id === 4 && t === LIST) {
        const n = listOf(r, STRUCT, 'row_groups');
        for (let i = 0; i < n; i += 1) {
          this.groupAt.push(r.pos);
          r.skip(STRUCT);
        }
      } else if (id === 5 && t === LIST) {
        const n = listOf(r, STRUCT, 'key_value_metadata');
        for (let i = 0; i < n; i += 1) {
          const [key, value] = keyValue(r);
          this.keyValues.set(key, value);
        }
      } else r.skip(t);
    }
    this.rows = rows;
  }

  get rowGroupCount(): number {
    return this.groupAt.length;
  }

  /** Row group `index`, parsed on first use. */
  rowGroup(index: number): RowGroupInfo {
    let g = this.parsed[index];
    if (g === undefined) {
      const at = this.groupAt[index];
      if (at === undefined) throw new Error(`parquet footer: no row group ${index}`);
      g = rowGroup(this.bytes, at);
      this.parsed[index] = g;
    }
    return g;
  }
}
