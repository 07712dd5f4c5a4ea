/**
 * Decodes one page of a flat chain column straight into the caller's arrays, with no allocation
 * per page: the header is parsed into one reused object, the values are decompressed into one
 * module-level scratch buffer read through typed-array views, and definition levels and dictionary
 * indices are unpacked into reused scratch arrays. A cold run decodes ~10^6 pages of ~127 rows:
 * hyparquet's page readers allocated a header object, a decompressed copy, a values array and a
 * DataView for each (the garbage collector was a fifth of the run).
 *
 * Pages we write: DATA_PAGE_V2, PLAIN or RLE_DICTIONARY values, SNAPPY or uncompressed, INT32 /
 * FLOAT / DOUBLE / BYTE_ARRAY (the root), flat (no repetition). Anything else throws with the
 * column's name; the values are the same numbers hyparquet's readers give (each stored value
 * divided by the column's scale once).
 */
import type { CompressionCodec, ParquetType } from 'hyparquet';
import { newPageHeaderFields, parsePageHeader, type PageHeaderFields } from './parquet-thrift';

const DICTIONARY_PAGE = 2;
const DATA_PAGE_V2 = 3;
const PLAIN = 0;
const PLAIN_DICTIONARY = 2;
const RLE_DICTIONARY = 8;

/** One column chunk's bytes and what the footer says about it. */
export interface PageChunk {
  bytes: Uint8Array;
  type: ParquetType;
  codec: CompressionCodec;
  /** OPTIONAL column: one definition level (0 = null) per row. */
  optional: boolean;
}

const header: PageHeaderFields = newPageHeaderFields();

/** Scratch for decompressed page bodies, 8-byte aligned at 0 so typed views read the values in place. */
let scratch = new ArrayBuffer(1 << 14);
let scratchBytes = new Uint8Array(scratch);
let scratchInt32 = new Int32Array(scratch);
let scratchFloat32 = new Float32Array(scratch);
let scratchFloat64 = new Float64Array(scratch);
/** Definition levels and dictionary indices of the page being decoded. */
let levels = new Uint8Array(1 << 12);
let indices = new Int32Array(1 << 12);

function ensureScratch(bytes: number): void {
  if (bytes <= scratch.byteLength) return;
  let size = scratch.byteLength;
  while (size < bytes) size *= 2;
  scratch = new ArrayBuffer(size);
  scratchBytes = new Uint8Array(scratch);
  scratchInt32 = new Int32Array(scratch);
  scratchFloat32 = new Float32Array(scratch);
  scratchFloat64 = new Float64Array(scratch);
}

function ensureCounts(rows: number): void {
  if (rows <= indices.length) return;
  let size = indices.length;
  while (size < rows) size *= 2;
  levels = new Uint8Array(size);
  indices = new Int32Array(size);
}

/**
 * Parquet's RLE / bit-packed hybrid: `count` values of `width` bits from bytes [pos, end) into
 * `out` (a bit-packed run is padded to 8 values; the padding is not written).
 */
export function readHybrid(bytes: Uint8Array, pos: number, end: number, width: number, out: Uint8Array | Int32Array, count: number): void {
  let seen = 0;
  const byteWidth = (width + 7) >> 3;
  while (seen < count) {
    if (pos >= end) throw new Error('parquet: RLE/bit-packed data ends early');
    let run = 0;
    let scale = 1;
    for (;;) {
      const b = bytes[pos++] ?? 0;
      run += (b & 0x7f) * scale;
      if (b < 0x80) break;
      scale *= 128;
    }
    if (run % 2 === 0) {
      const n = Math.min(run / 2, count - seen);
      let value = 0;
      for (let i = 0; i < byteWidth; i += 1) value += (bytes[pos + i] ?? 0) * 2 ** (8 * i);
      pos += byteWidth;
      out.fill(value, seen, seen + n);
      seen += n;
      continue;
    }
    const groups = (run - 1) / 2;
    const n = Math.min(groups * 8, count - seen);
    if (width === 0) out.fill(0, seen, seen + n);
    else if (width <= 24) {
      const mask = (1 << width) - 1;
      let buffer = 0;
      let bits = 0;
      let at = pos;
      for (let i = 0; i < n; i += 1) {
        while (bits < width) {
          buffer |= (bytes[at++] ?? 0) << bits;
          bits += 8;
        }
        out[seen + i] = buffer & mask;
        buffer >>>= width;
        bits -= width;
      }
    } else {
      for (let i = 0; i < n; i += 1) {
        let value = 0;
        for (let bit = 0; bit < width; bit += 1) {
          const at = i * width + bit;
          if (((bytes[pos + (at >> 3)] ?? 0) >> (at & 7)) & 1) value += 2 ** bit;
        }
        out[seen + i] = value;
      }
    }
    seen += n;
    pos += groups * width;
  }
}

/**
 * Snappy's raw format decompressed into `out` (exactly its length). Long literals are copied with
 * set() rather than byte by byte (our float pages hardly compress: a page is mostly one literal of
 * ~500 bytes); short literals and back-references (at most 64 bytes) by a loop, cheaper than the
 * subarray a set() needs.
 */
export function snappyDecompress(input: Uint8Array, out: Uint8Array): void {
  let pos = 0;
  let length = 0;
  for (let shift = 1; ; shift *= 128) {
    const b = input[pos++];
    if (b === undefined) throw new Error('snappy: truncated length');
    length += (b & 0x7f) * shift;
    if (b < 0x80) break;
  }
  if (length !== out.length) throw new Error(`snappy: ${length} bytes, expected ${out.length}`);
  let at = 0;
  const end = input.length;
  while (pos < end) {
    const tag = input[pos++] ?? 0;
    const kind = tag & 3;
    if (kind === 0) {
      let n = (tag >>> 2) + 1;
      if (n > 60) {
        const bytes = n - 60;
        if (pos + bytes > end) throw new Error('snappy: truncated literal length');
        n = 0;
        for (let i = 0; i < bytes; i += 1) n += (input[pos + i] ?? 0) * 2 ** (8 * i);
        n += 1;
        pos += bytes;
      }
      if (pos + n > end || at + n > length) throw new Error('snappy: literal past the end');
      if (n > 32) out.set(input.subarray(pos, pos + n), at);
      else for (let i = 0; i < n; i += 1) out[at + i] = input[pos + i] ?? 0;
      pos += n;
      at += n;
      continue;
    }
    let n: number;
    let offset: number;
    if (kind === 1) {
      n = ((tag >>> 2) & 7) + 4;
      offset = ((tag >>> 5) << 8) | (input[pos++] ?? 0);
    } else if (kind === 2) {
      if (pos + 2 > end) throw new Error('snappy: truncated copy');
      n = (tag >>> 2) + 1;
      offset = (input[pos] ?? 0) | ((input[pos + 1] ?? 0) << 8);
      pos += 2;
    } else {
      if (pos + 4 > end) throw new Error('snappy: truncated copy');
      n = (tag >>> 2) + 1;
      offset = ((input[pos] ?? 0) | ((input[pos + 1] ?? 0) << 8) | ((input[pos + 2] ?? 0) << 16)) + (input[pos + 3] ?? 0) * 2 ** 24;
      pos += 4;
    }
    if (offset === 0 || offset > at || at + n > length) throw new Error('snappy: bad copy');
    // A copy is at most 64 bytes: a loop beats a builtin call, and copies forward when it overlaps.
    for (let i = 0; i < n; i += 1) out[at + i] = out[at + i - offset] ?? 0;
    at += n;
  }
  if (at !== length) throw new Error('snappy: ends early');
}

/** The page's values section (after its levels) decompressed into the scratch buffer; its length. */
function valuesIntoScratch(chunk: PageChunk, h: PageHeaderFields, name: string): number {
  const levelBytes = h.definitionBytes + h.repetitionBytes;
  const body = chunk.bytes.subarray(h.bodyAt + levelBytes, h.bodyAt + h.compressedSize);
  const length = h.uncompressedSize - levelBytes;
  ensureScratch(length + 8);
  if (!h.compressed || chunk.codec === 'UNCOMPRESSED') scratchBytes.set(body);
  else if (chunk.codec === 'SNAPPY') snappyDecompress(body, scratchBytes.subarray(0, length));
  else throw new Error(`${name}: compression ${chunk.codec} is not one the chain store writes`);
  return length;
}

/** Parses the data page at `offset`; its definition levels go to `levels`. Rows of the page. */
function dataPage(chunk: PageChunk, offset: number, name: string): number {
  parsePageHeader(chunk.bytes, offset, header);
  if (header.type !== DATA_PAGE_V2 || !header.hasV2 || header.repetitionBytes !== 0) throw new Error(`${name}: page at ${offset} is not a flat DATA_PAGE_V2`);
  const rows = header.numValues;
  ensureCounts(rows);
  if (chunk.optional && header.definitionBytes > 0) readHybrid(chunk.bytes, header.bodyAt, header.bodyAt + header.definitionBytes, 1, levels, rows);
  else if (header.numNulls > 0) throw new Error(`${name}: nulls without definition levels`);
  else levels.fill(1, 0, rows);
  return rows;
}

/** Dictionary indices of the current page's values (after valuesIntoScratch) into `indices`. */
function dictionaryIndices(length: number, count: number): void {
  if (count > 0) readHybrid(scratchBytes, 1, length, scratchBytes[0] ?? 0, indices, count);
}

/** Plain numeric values of the scratch buffer as a typed view (INT32, FLOAT, DOUBLE). */
function plainNumbers(type: ParquetType, name: string): Int32Array | Float32Array | Float64Array {
  if (type === 'INT32') return scratchInt32;
  if (type === 'FLOAT') return scratchFloat32;
  if (type === 'DOUBLE') return scratchFloat64;
  throw new Error(`${name}: plain ${type} values are not ones the chain store writes`);
}

/**
 * Decodes the data page at `offset` into `out` from index `at`: each row's value divided by
 * `scale` (NaN where null); `dictionary` holds the chunk's dictionary already divided by `scale`.
 * Returns the page's row count.
 */
export function decodeNumberPage(chunk: PageChunk, offset: number, dictionary: Float64Array | undefined, scale: number, out: Float64Array, at: number, name: string): number {
  const rows = dataPage(chunk, offset, name);
  const length = valuesIntoScratch(chunk, header, name);
  const count = rows - header.numNulls;
  if (header.encoding === RLE_DICTIONARY || header.encoding === PLAIN_DICTIONARY) {
    if (!dictionary) throw new Error(`${name}: dictionary-encoded page without a dictionary`);
    dictionaryIndices(length, count);
    for (let i = 0, k = 0; i < rows; i += 1) out[at + i] = levels[i] === 0 ? Number.NaN : (dictionary[indices[k++] ?? 0] ?? Number.NaN);
    return rows;
  }
  if (header.encoding !== PLAIN) throw new Error(`${name}: encoding ${header.encoding} is not one the chain store writes`);
  const values = plainNumbers(chunk.type, name);
  if (count * values.BYTES_PER_ELEMENT > length) throw new Error(`${name}: page shorter than its values`);
  // One loop per array type: element reads of a typed array the loop always sees as the same type.
  if (values === scratchInt32) spreadInt32(values, rows, count, scale, out, at);
  else if (values === scratchFloat32) spreadFloat32(values, rows, count, scale, out, at);
  else spreadFloat64(values as Float64Array, rows, count, scale, out, at);
  return rows;
}

/* The three spread functions below are the same loop for each typed-array type (kept apart so each
   stays monomorphic): values divided by scale into out[at..], NaN where `levels` marks a null. */

function spreadInt32(values: Int32Array, rows: number, count: number, scale: number, out: Float64Array, at: number): void {
  if (count === rows) for (let i = 0; i < rows; i += 1) out[at + i] = (values[i] as number) / scale;
  else for (let i = 0, k = 0; i < rows; i += 1) out[at + i] = levels[i] === 0 ? Number.NaN : (values[k++] as number) / scale;
}

function spreadFloat32(values: Float32Array, rows: number, count: number, scale: number, out: Float64Array, at: number): void {
  if (count === rows) for (let i = 0; i < rows; i += 1) out[at + i] = (values[i] as number) / scale;
  else for (let i = 0, k = 0; i < rows; i += 1) out[at + i] = levels[i] === 0 ? Number.NaN : (values[k++] as number) / scale;
}

function spreadFloat64(values: Float64Array, rows: number, count: number, scale: number, out: Float64Array, at: number): void {
  if (count === rows) for (let i = 0; i < rows; i += 1) out[at + i] = (values[i] as number) / scale;
  else for (let i = 0, k = 0; i < rows; i += 1) out[at + i] = levels[i] === 0 ? Number.NaN : (values[k++] as number) / scale;
}

const utf8 = new TextDecoder();

/** `count` PLAIN BYTE_ARRAY values of the scratch buffer as strings. */
function plainStrings(length: number, count: number, name: string): string[] {
  const out = new Array<string>(count);
  let pos = 0;
  for (let k = 0; k < count; k += 1) {
    if (pos + 4 > length) throw new Error(`${name}: page shorter than its strings`);
    const n = (scratchBytes[pos] ?? 0) | ((scratchBytes[pos + 1] ?? 0) << 8) | ((scratchBytes[pos + 2] ?? 0) << 16) | ((scratchBytes[pos + 3] ?? 0) << 24);
    out[k] = utf8.decode(scratchBytes.subarray(pos + 4, pos + 4 + n));
    pos += 4 + n;
  }
  return out;
}

/** Decodes the data page at `offset` of a string column into `out` from `at` ('' where null). Its row count. */
export function decodeStringPage(chunk: PageChunk, offset: number, dictionary: readonly string[], out: string[], at: number, name: string): number {
  const rows = dataPage(chunk, offset, name);
  const length = valuesIntoScratch(chunk, header, name);
  const count = rows - header.numNulls;
  if (header.encoding === RLE_DICTIONARY || header.encoding === PLAIN_DICTIONARY) {
    dictionaryIndices(length, count);
    for (let i = 0, k = 0; i < rows; i += 1) out[at + i] = levels[i] === 0 ? '' : (dictionary[indices[k++] ?? 0] ?? '');
    return rows;
  }
  if (header.encoding !== PLAIN || chunk.type !== 'BYTE_ARRAY') throw new Error(`${name}: encoding ${header.encoding} of ${chunk.type} is not one the chain store writes`);
  const values = plainStrings(length, count, name);
  for (let i = 0, k = 0; i < rows; i += 1) out[at + i] = levels[i] === 0 ? '' : (values[k++] ?? '');
  return rows;
}

/** The dictionary page at `offset`: numbers divided by `scale`, or strings for a BYTE_ARRAY column. */
export function decodeDictionaryPage(chunk: PageChunk, offset: number, scale: number, name: string): Float64Array | string[] {
  parsePageHeader(chunk.bytes, offset, header);
  if (header.type !== DICTIONARY_PAGE || header.dictionaryValues < 0) throw new Error(`${name}: no dictionary page at ${offset}`);
  const count = header.dictionaryValues;
  const length = valuesIntoScratch(chunk, header, name);
  if (chunk.type === 'BYTE_ARRAY') return plainStrings(length, count, name);
  const values = plainNumbers(chunk.type, name);
  if (count * values.BYTES_PER_ELEMENT > length) throw new Error(`${name}: dictionary shorter than its values`);
  const out = new Float64Array(count);
  for (let k = 0; k < count; k += 1) out[k] = (values[k] as number) / scale;
  return out;
}

/** Offset after the page at `offset`, and its rows (0 for a dictionary page): for chunks without an OffsetIndex. */
export function pageExtent(bytes: Uint8Array, offset: number): { next: number; rows: number; dictionary: boolean } {
  parsePageHeader(bytes, offset, header);
  return { next: header.bodyAt + header.compressedSize, rows: header.hasV2 ? header.numValues : 0, dictionary: header.type === DICTIONARY_PAGE };
}
