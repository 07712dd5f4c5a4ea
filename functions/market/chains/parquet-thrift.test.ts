import { parquetMetadata } from 'hyparquet';
import { parquetHeader } from 'hyparquet/src/column.js';
import { readOffsetIndex as hyparquetOffsetIndex } from 'hyparquet/src/indexes.js';
import { describe, expect, it } from 'vitest';
import { readOffsetIndex, readPageHeader } from './parquet-thrift';
import { importedSamplePartition } from './testing/imported-sample';

describe('parquet-thrift reads what hyparquet reads', () => {
  it('every page header and OffsetIndex of an imported partition', async () => {
    const bytes = await importedSamplePartition('chains-thrift-');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const footerLength = view.getUint32(bytes.byteLength - 8, true);
    const metadata = parquetMetadata(bytes.slice(bytes.byteLength - 8 - footerLength).buffer);
    let pages = 0;
    let indexes = 0;
    for (const group of metadata.row_groups) {
      for (const chunk of group.columns) {
        const meta = chunk.meta_data;
        if (!meta) throw new Error('no column metadata');
        let at = Number(meta.dictionary_page_offset ?? meta.data_page_offset);
        const end = at + Number(meta.total_compressed_size);
        while (at < end) {
          const reader = { view, offset: at };
          const theirs = parquetHeader(reader);
          const ours = readPageHeader(bytes, at);
          expect(ours.bodyAt).toBe(reader.offset);
          expect([ours.type, ours.uncompressedSize, ours.compressedSize, ours.dictionaryValues]).toEqual([theirs.type, theirs.uncompressed_page_size, theirs.compressed_page_size, theirs.dictionary_page_header?.num_values]);
          const v2 = theirs.data_page_header_v2;
          expect(ours.v2).toEqual(v2 && { numValues: v2.num_values, numNulls: v2.num_nulls, encoding: v2.encoding, definitionBytes: v2.definition_levels_byte_length, repetitionBytes: v2.repetition_levels_byte_length, compressed: v2.is_compressed });
          at = reader.offset + theirs.compressed_page_size;
          pages += 1;
        }
        if (chunk.offset_index_offset === undefined || chunk.offset_index_length === undefined) continue;
        const index = bytes.subarray(Number(chunk.offset_index_offset), Number(chunk.offset_index_offset) + chunk.offset_index_length);
        const theirs = hyparquetOffsetIndex({ view: new DataView(index.buffer, index.byteOffset, index.byteLength), offset: 0 });
        expect(readOffsetIndex(index)).toEqual({ offsets: theirs.page_locations.map((l) => Number(l.offset)), firstRows: theirs.page_locations.map((l) => Number(l.first_row_index)) });
        indexes += 1;
      }
    }
    expect(indexes).toBeGreaterThan(50);
    expect(pages).toBeGreaterThan(metadata.row_groups.length * 17);
  });

  it('refuses truncated bytes', () => {
    expect(() => readPageHeader(new Uint8Array([0x15, 0x80]), 0)).toThrow(/truncated/);
  });
});
