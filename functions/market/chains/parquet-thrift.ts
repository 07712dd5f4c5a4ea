/**
 * The two Thrift structures a chain read parses per page and per opened row group (a PageHeader, a
 * column chunk's OffsetIndex), read straight from the compact protocol into numbers. hyparquet's
 * generic reader builds an object per struct with bigints for i64 fields: on a cold run over the
 * store that was most of the time spent outside decoding values. Unknown fields are skipped, so
 * a header with statistics or a CRC reads the same; anything malformed throws.
 */

export const STOP = 0;
export const TRUE = 1;
const FALSE = 2;
const BYTE = 3;
const I16 = 4;
export const I32 = 5;
export const I64 = 6;
const DOUBLE = 7;
export const BINARY = 8;
export const LIST = 9;
const SET = 10;
const MAP = 11;
export const STRUCT = 12;

export class CompactReader {
  /** Type of the field nextField read last. */
  fieldType = STOP;

  constructor(public bytes: Uint8Array, public pos: number) {}

  /** Unsigned varint as a number (exact up to 2^53, which file offsets and counts stay under). */
  varint(): number {
    let result = 0;
    let scale = 1;
    for (;;) {
      const b = this.bytes[this.pos++];
      if (b === undefined) throw new Error('thrift: truncated varint');
      result += (b & 0x7f) * scale;
      if (b < 0x80) return result;
      scale *= 128;
    }
  }

  zigzag(): number {
    const n = this.varint();
    return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
  }

  skip(type: number): void {
    switch (type) {
      case TRUE:
      case FALSE:
        return;
      case BYTE:
        this.pos += 1;
        return;
      case I16:
      case I32:
      case I64:
        this.varint();
        return;
      case DOUBLE:
        this.pos += 8;
        return;
      case BINARY: {
        // Not `this.pos += this.varint()`: that adds the length to the position before the varint.
        const length = this.varint();
        this.pos += length;
        return;
      }
      case LIST:
      case SET: {
        const { size, type: element } = this.listHeader();
        for (let i = 0; i < size; i += 1) this.skip(element === TRUE || element === FALSE ? BYTE : element);
        return;
      }
      case MAP: {
        const size = this.varint();
        if (size === 0) return;
        const types = this.bytes[this.pos++] ?? 0;
        for (let i = 0; i < size; i += 1) {
          this.skip(types >> 4);
          this.skip(types & 0x0f);
        }
        return;
      }
      case STRUCT:
        for (;;) {
          const header = this.bytes[this.pos++];
          if (header === undefined) throw new Error('thrift: truncated struct');
          if ((header & 0x0f) === STOP) return;
          if (header >> 4 === 0) this.zigzag();
          this.skip(header & 0x0f);
        }
      default:
        throw new Error(`thrift: unknown compact type ${type}`);
    }
  }

  listHeader(): { size: number; type: number } {
    const b = this.bytes[this.pos++] ?? 0;
    const size = b >> 4 === 15 ? this.varint() : b >> 4;
    return { size, type: b & 0x0f };
  }

  i32(type: number): number {
    if (type !== I32 && type !== I64 && type !== I16) throw new Error(`thrift: expected an integer, got type ${type}`);
    return this.zigzag();
  }
}

/** Parquet's PageType and Encoding enums, as numbers. */
export const PAGE_TYPES = ['DATA_PAGE', 'INDEX_PAGE', 'DICTIONARY_PAGE', 'DATA_PAGE_V2'] as const;
export const ENCODINGS = ['PLAIN', 'GROUP_VAR_INT', 'PLAIN_DICTIONARY', 'RLE', 'BIT_PACKED', 'DELTA_BINARY_PACKED', 'DELTA_LENGTH_BYTE_ARRAY', 'DELTA_BYTE_ARRAY', 'RLE_DICTIONARY', 'BYTE_STREAM_SPLIT'] as const;

export interface FastPageHeader {
  type: (typeof PAGE_TYPES)[number] | undefined;
  uncompressedSize: number;
  compressedSize: number;
  /** Dictionary page: number of values. */
  dictionaryValues: number | undefined;
  /** Data page v2 fields (undefined for other pages). */
  v2: { numValues: number; numNulls: number; encoding: (typeof ENCODINGS)[number] | undefined; definitionBytes: number; repetitionBytes: number; compressed: boolean } | undefined;
  /** Offset just after the header (where the page's body starts). */
  bodyAt: number;
}

/**
 * A page header's fields as plain numbers, filled in place by parsePageHeader (one object reused
 * for every page a reader decodes: a cold run parses ~10^6 headers). Enums stay numeric.
 */
export interface PageHeaderFields {
  /** PageType: 2 dictionary, 3 data page v2; -1 when absent. */
  type: number;
  uncompressedSize: number;
  compressedSize: number;
  /** Dictionary page: number of values (-1: not a dictionary page). */
  dictionaryValues: number;
  /** Data page v2 fields (hasV2 false: the header has none). */
  hasV2: boolean;
  numValues: number;
  numNulls: number;
  /** Encoding enum (0 PLAIN, 2 PLAIN_DICTIONARY, 8 RLE_DICTIONARY); -1 when absent. */
  encoding: number;
  definitionBytes: number;
  repetitionBytes: number;
  compressed: boolean;
  /** Offset just after the header (where the page's body starts). */
  bodyAt: number;
}

export const newPageHeaderFields = (): PageHeaderFields => ({
  type: -1, uncompressedSize: 0, compressedSize: 0, dictionaryValues: -1, hasV2: false,
  numValues: 0, numNulls: 0, encoding: -1, definitionBytes: 0, repetitionBytes: 0, compressed: true, bodyAt: 0,
});

/** Next field header of a struct: its type in `r.fieldType`, its id returned (0 with STOP). */
export function nextField(r: CompactReader, previousId: number): number {
  const header = r.bytes[r.pos++];
  if (header === undefined) throw new Error('thrift: truncated struct');
  r.fieldType = header & 0x0f;
  if (r.fieldType === STOP) return 0;
  const delta = header >> 4;
  return delta === 0 ? r.zigzag() : previousId + delta;
}

/** A PageHeader's DictionaryPageHeader (field 7): its num_values. */
function parseDictionaryHeader(r: CompactReader, h: PageHeaderFields): void {
  for (let id = nextField(r, 0); r.fieldType !== STOP; id = nextField(r, id)) {
    if (id === 1) h.dictionaryValues = r.i32(r.fieldType);
    else r.skip(r.fieldType);
  }
}

/** A PageHeader's DataPageHeaderV2 (field 8). */
function parseV2Header(r: CompactReader, h: PageHeaderFields): void {
  h.hasV2 = true;
  for (let id = nextField(r, 0); r.fieldType !== STOP; id = nextField(r, id)) {
    const t = r.fieldType;
    if (id === 1) h.numValues = r.i32(t);
    else if (id === 2) h.numNulls = r.i32(t);
    else if (id === 4) h.encoding = r.i32(t);
    else if (id === 5) h.definitionBytes = r.i32(t);
    else if (id === 6) h.repetitionBytes = r.i32(t);
    else if (id === 7) h.compressed = t === TRUE;
    else r.skip(t);
  }
}

const headerReader = new CompactReader(new Uint8Array(0), 0);

/**
 * Parses the PageHeader at `offset` into `h` (every field reset first) without allocating: no
 * closure, no object per struct. Unknown fields (statistics, CRC) are skipped.
 */
export function parsePageHeader(bytes: Uint8Array, offset: number, h: PageHeaderFields): void {
  const r = headerReader;
  r.bytes = bytes;
  r.pos = offset;
  h.type = -1; h.uncompressedSize = 0; h.compressedSize = 0; h.dictionaryValues = -1; h.hasV2 = false;
  h.numValues = 0; h.numNulls = 0; h.encoding = -1; h.definitionBytes = 0; h.repetitionBytes = 0; h.compressed = true;
  for (let id = nextField(r, 0); r.fieldType !== STOP; id = nextField(r, id)) {
    const t = r.fieldType;
    if (id === 1) h.type = r.i32(t);
    else if (id === 2) h.uncompressedSize = r.i32(t);
    else if (id === 3) h.compressedSize = r.i32(t);
    else if (id === 7 && t === STRUCT) parseDictionaryHeader(r, h);
    else if (id === 8 && t === STRUCT) parseV2Header(r, h);
    else r.skip(t);
  }
  h.bodyAt = r.pos;
  r.bytes = EMPTY;
}

const EMPTY = new Uint8Array(0);

/** The page header at `offset` as an object with named enums (tests, v1 walks); parsePageHeader on hot paths. */
export function readPageHeader(bytes: Uint8Array, offset: number): FastPageHeader {
  const f = newPageHeaderFields();
  parsePageHeader(bytes, offset, f);
  return {
    type: PAGE_TYPES[f.type],
    uncompressedSize: f.uncompressedSize,
    compressedSize: f.compressedSize,
    dictionaryValues: f.dictionaryValues < 0 ? undefined : f.dictionaryValues,
    v2: f.hasV2 ? { numValues: f.numValues, numNulls: f.numNulls, encoding: ENCODINGS[f.encoding], definitionBytes: f.definitionBytes, repetitionBytes: f.repetitionBytes, compressed: f.compressed } : undefined,
    bodyAt: f.bodyAt,
  };
}

/** One PageLocation: its offset and first row appended. */
function pageLocation(r: CompactReader, offsets: number[], firstRows: number[]): void {
  let offset = Number.NaN;
  let first = Number.NaN;
  for (let id = nextField(r, 0); r.fieldType !== STOP; id = nextField(r, id)) {
    if (id === 1) offset = r.i32(r.fieldType);
    else if (id === 3) first = r.i32(r.fieldType);
    else r.skip(r.fieldType);
  }
  if (Number.isNaN(offset) || Number.isNaN(first)) throw new Error('thrift: PageLocation without offset or first row');
  offsets.push(offset);
  firstRows.push(first);
}

/** An OffsetIndex's page offsets (file offsets) and first rows (no closure or object per page). */
export function readOffsetIndex(bytes: Uint8Array): { offsets: number[]; firstRows: number[] } {
  const r = new CompactReader(bytes, 0);
  const offsets: number[] = [];
  const firstRows: number[] = [];
  for (let id = nextField(r, 0); r.fieldType !== STOP; id = nextField(r, id)) {
    if (id !== 1 || r.fieldType !== LIST) {
      r.skip(r.fieldType);
      continue;
    }
    const { size, type: element } = r.listHeader();
    if (element !== STRUCT) throw new Error('thrift: OffsetIndex page_locations is not a list of structs');
    for (let i = 0; i < size; i += 1) pageLocation(r, offsets, firstRows);
  }
  return { offsets, firstRows };
}
