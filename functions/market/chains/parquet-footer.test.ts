import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { describe, expect, it } from 'vitest';
import { LeanFooter } from './parquet-footer';
import { PartitionReader, type ByteSource } from './parquet-partition';
import { NUMERIC_COLUMNS } from './partition-rows';
import { importedSamplePartition } from './testing/imported-sample';

const PRICES = new Set(['bid', 'ask', 'last']);

describe('a chain partition is standard Parquet: the lean reader and plain hyparquet agree', () => {
  it('LeanFooter reads the same schema, row counts, key-value metadata and column chunks as hyparquet', async () => {
    const bytes = await importedSamplePartition('chains-footer-');
    const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(bytes.byteLength - 8, true);
    const theirs = parquetMetadata(bytes.slice(bytes.byteLength - 8 - length).buffer);
    const ours = new LeanFooter(bytes.subarray(bytes.byteLength - 8 - length, bytes.byteLength - 8));
    expect(ours.rows).toBe(Number(theirs.num_rows));
    expect(ours.columns).toEqual(theirs.schema.slice(1).map((e) => ({ name: e.name, optional: e.repetition_type === 'OPTIONAL' })));
    expect([...ours.keyValues]).toEqual((theirs.key_value_metadata ?? []).map((e) => [e.key, e.value]));
    expect(ours.rowGroupCount).toBe(theirs.row_groups.length);
    expect(ours.rowGroupCount).toBeGreaterThan(1);
    // Out of order, as a run opens them.
    for (const i of [...theirs.row_groups.keys()].reverse()) {
      const g = theirs.row_groups[i];
      expect(ours.rowGroup(i)).toEqual({
        rows: Number(g?.num_rows),
        columns: g?.columns.map((c) => ({
          path: c.meta_data?.path_in_schema, type: c.meta_data?.type, codec: c.meta_data?.codec,
          dataPageOffset: Number(c.meta_data?.data_page_offset),
          dictionaryPageOffset: c.meta_data?.dictionary_page_offset === undefined ? undefined : Number(c.meta_data.dictionary_page_offset),
          totalCompressedSize: Number(c.meta_data?.total_compressed_size),
          offsetIndexOffset: c.offset_index_offset === undefined ? undefined : Number(c.offset_index_offset),
          offsetIndexLength: c.offset_index_length,
        })),
      });
    }
  });

  it('every row read through open groups, day by day, equals the row plain hyparquet reads', async () => {
    const bytes = await importedSamplePartition('chains-footer-');
    const rows = await parquetReadObjects({ file: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer });
    const source: ByteSource = { size: bytes.byteLength, read: (o, n) => bytes.slice(o, o + n) };
    const reader = new PartitionReader(source, 'fixture');
    let at = 0;
    reader.groups.forEach((g, index) => {
      const open = reader.openGroup(index);
      if (!open) throw new Error(`group ${index} not opened`);
      for (let day = g.firstDate; day <= g.lastDate; day += 1) {
        const [from, to] = open.dayRows(day);
        expect(from).toBe(at - reader.groups.slice(0, index).reduce((n, x) => n + x.rows, 0));
        const read = open.read(from, to);
        for (let i = 0; i < read.rows; i += 1, at += 1) {
          const row = rows[at] as Record<string, unknown>;
          const mine: Record<string, unknown> = { root: read.root[i] };
          for (const c of NUMERIC_COLUMNS) {
            const v = read.numbers[c][i] ?? Number.NaN;
            mine[c] = Number.isNaN(v) ? null : PRICES.has(c) ? Math.round(v * 10_000) : v;
          }
          const theirs = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === undefined ? null : typeof v === 'bigint' ? Number(v) : v]));
          expect(mine).toEqual(theirs);
        }
      }
    });
    expect(at).toBe(rows.length);
    expect(at).toBeGreaterThan(1000);
  });
});
