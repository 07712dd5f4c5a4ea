/**
 * Decodes one flat column chunk of a chain partition straight into a Float64Array (or, for the
 * root, a string per row), with hyparquet's own page-level readers. hyparquet's generic
 * `readColumn` assembles nested lists and boxes every value of a nullable column in a JS array
 * (with its definition levels in another): on a cold run over the store that was a third of the
 * time and most of the garbage. Our files are flat (no repetition), written as DATA_PAGE_V2 with
 * PLAIN or RLE_DICTIONARY values: those are decoded here; anything else (a page v1, another
 * encoding) answers undefined and the caller falls back to hyparquet's reader.
 */
import type { CompressionCodec, ParquetType } from 'hyparquet';
import { decompressPage } from 'hyparquet/src/datapage.js';
import { readRleBitPackedHybrid } from 'hyparquet/src/encoding.js';
import { readPlain } from 'hyparquet/src/plain.js';
import { readPageHeader } from './parquet-thrift';

export interface FlatChunk {
  bytes: Uint8Array;
  type: ParquetType;
  codec: CompressionCodec;
  /** OPTIONAL column: one definition level (0 = null) per row. */
  optional: boolean;
  rows: number;
}

const utf8 = new TextDecoder();

/** Numeric values of a plain or dictionary page as numbers, divided by `scale`. */
function numeric(values: ArrayLike<number | bigint>, scale: number): Float64Array {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i += 1) out[i] = Number(values[i]) / scale;
  return out;
}

interface PageValues {
  /** Per row of the page: 1 when a value is present (undefined: every row has one). */
  defined: Uint8Array | undefined;
  /** Dictionary indices (RLE_DICTIONARY) or the values themselves (PLAIN). */
  indices: Int32Array | undefined;
  plain: ArrayLike<unknown> | undefined;
  rows: number;
}

/** One page read at an offset of a chunk's bytes: a dictionary page's values, or a data page's. */
type PageRead = { dictionary: ArrayLike<unknown> } | { data: PageValues } | undefined;

/** Reads the page at `offset` of the chunk; `next` is set to the offset after it. Undefined: a page we do not write. */
function readPageAt(chunk: FlatChunk, offset: number, next?: { offset: number }): PageRead {
  const header = readPageHeader(chunk.bytes, offset);
  const body = chunk.bytes.subarray(header.bodyAt, header.bodyAt + header.compressedSize);
  if (next) next.offset = header.bodyAt + header.compressedSize;
  if (header.type === 'DICTIONARY_PAGE' && header.dictionaryValues !== undefined) {
    const page = decompressPage(body, header.uncompressedSize, chunk.codec, undefined);
    return { dictionary: readPlain({ view: new DataView(page.buffer, page.byteOffset, page.byteLength), offset: 0 }, chunk.type, header.dictionaryValues, undefined) };
  }
  const h = header.v2;
  if (header.type !== 'DATA_PAGE_V2' || !h || h.repetitionBytes !== 0) return undefined;
  const pageRows = h.numValues;
  let defined: Uint8Array | undefined;
  if (chunk.optional && h.definitionBytes > 0) {
    defined = new Uint8Array(pageRows);
    readRleBitPackedHybrid({ view: new DataView(body.buffer, body.byteOffset, body.byteLength), offset: 0 }, 1, defined, h.definitionBytes);
  }
  const levels = h.definitionBytes + h.repetitionBytes;
  const rest = body.subarray(levels);
  const page = !h.compressed ? rest : decompressPage(rest, header.uncompressedSize - levels, chunk.codec, undefined);
  const view = new DataView(page.buffer, page.byteOffset, page.byteLength);
  const count = h.numValues - h.numNulls;
  if (h.encoding === 'PLAIN') {
    return { data: { defined, indices: undefined, plain: readPlain({ view, offset: 0 }, chunk.type, count, undefined), rows: pageRows } };
  }
  if (h.encoding === 'RLE_DICTIONARY' || h.encoding === 'PLAIN_DICTIONARY') {
    const indices = new Int32Array(count);
    if (count > 0) readRleBitPackedHybrid({ view, offset: 1 }, view.getUint8(0), indices, page.byteLength - 1);
    return { data: { defined, indices, plain: undefined, rows: pageRows } };
  }
  return undefined;
}

/** Walks the chunk's pages; calls `dictionaryPage` and `dataPage` in order. False: a page it cannot read. */
function walk(chunk: FlatChunk, dictionaryPage: (values: ArrayLike<unknown>) => void, dataPage: (page: PageValues) => void): boolean {
  const at = { offset: 0 };
  let rows = 0;
  while (rows < chunk.rows && at.offset < chunk.bytes.byteLength - 1) {
    const page = readPageAt(chunk, at.offset, at);
    if (page === undefined) return false;
    if ('dictionary' in page) {
      dictionaryPage(page.dictionary);
      continue;
    }
    dataPage(page.data);
    rows += page.data.rows;
  }
  return rows === chunk.rows;
}

/** `values` divided by `scale` into `out` from `row`, skipping rows `defined` marks null (NaN). Monomorphic per array type. */
function scatter<A extends Int32Array | Float32Array | Float64Array>(values: A, defined: Uint8Array | undefined, rows: number, scale: number, out: Float64Array, row: number): void {
  if (defined === undefined) {
    if (scale === 1) for (let i = 0; i < rows; i += 1) out[row + i] = values[i] as number;
    else for (let i = 0; i < rows; i += 1) out[row + i] = (values[i] as number) / scale;
    return;
  }
  let k = 0;
  for (let i = 0; i < rows; i += 1) out[row + i] = defined[i] === 0 ? Number.NaN : (values[k++] as number) / scale;
}

/** The column as numbers (NaN where null) divided by `scale`; undefined when a page is not one we write. */
export function decodeNumericColumn(chunk: FlatChunk, scale: number): Float64Array | undefined {
  const out = new Float64Array(chunk.rows);
  let dictionary: Float64Array = new Float64Array(0);
  let row = 0;
  const ok = walk(
    chunk,
    (values) => { dictionary = numeric(values as ArrayLike<number | bigint>, scale); },
    ({ defined, indices, plain, rows }) => {
      if (indices !== undefined) {
        let k = 0;
        for (let i = 0; i < rows; i += 1) out[row + i] = defined !== undefined && defined[i] === 0 ? Number.NaN : (dictionary[indices[k++] ?? 0] ?? Number.NaN);
      } else if (plain instanceof Int32Array) scatter(plain, defined, rows, scale, out, row);
      else if (plain instanceof Float32Array) scatter(plain, defined, rows, scale, out, row);
      else if (plain instanceof Float64Array) scatter(plain, defined, rows, scale, out, row);
      else scatter(numeric(plain as ArrayLike<number | bigint>, 1), defined, rows, scale, out, row);
      row += rows;
    },
  );
  return ok ? out : undefined;
}

/** A required string column (the option root), one string per row; undefined as above. */
export function decodeStringColumn(chunk: FlatChunk): string[] | undefined {
  const out: string[] = new Array<string>(chunk.rows);
  let dictionary: string[] = [];
  let row = 0;
  const text = (v: unknown): string => (v instanceof Uint8Array ? utf8.decode(v) : String(v));
  const ok = walk(
    chunk,
    (values) => { dictionary = Array.from(values, text); },
    ({ defined, indices, plain, rows }) => {
      let k = 0;
      for (let i = 0; i < rows; i += 1, row += 1) {
        if (defined !== undefined && defined[i] === 0) {
          out[row] = '';
          continue;
        }
        out[row] = indices !== undefined ? (dictionary[indices[k] ?? 0] ?? '') : text((plain as ArrayLike<unknown>)[k]);
        k += 1;
      }
    },
  );
  return ok ? out : undefined;
}
