import { beforeAll, describe, expect, it } from 'vitest';
import { createParquetChainSource } from './parquet-chain-source';
import { encodePartition, PartitionReader, type ByteSource } from './parquet-partition';
import { NUMERIC_COLUMNS, PartitionBuilder } from './partition-rows';
import { importedSamplePartition } from './testing/imported-sample';

const inMemory = (bytes: Uint8Array): ByteSource => ({ size: bytes.byteLength, read: (o, n) => bytes.subarray(o, o + n) });

const rate = (): number => 0.015;

/** The index of the group with the most rows (the one with the most pages). */
const largestGroup = (reader: PartitionReader): number => reader.groups.reduce((best, g, i) => (g.rows > (reader.groups[best]?.rows ?? 0) ? i : best), 0);

describe('store v2 pages: a chain read decodes the day it needs, and v1 files read the same quotes', () => {
  /** SPX's 2018 partition as store v2 writes it, imported once for the describe. */
  let v2Bytes: Uint8Array;
  beforeAll(async () => {
    v2Bytes = await importedSamplePartition('chains-pages-');
  }, 60_000);

  it('every chain of every day is identical from a v2 file (small pages, OffsetIndex) and a v1-layout file (one page per chunk)', async () => {
    const v2Reader = new PartitionReader(inMemory(v2Bytes), 'v2');
    // The same rows written as store v1 did: one page per column chunk, hence no OffsetIndex.
    const rows = new PartitionBuilder();
    for (let i = 0; i < v2Reader.groups.length; i += 1) {
      const g = v2Reader.readGroup(i);
      rows.append({ length: g.rows, numbers: g.numbers, root: g.root });
    }
    const v1 = encodePartition(rows.columns(), 1 << 20).bytes;
    const v1Reader = new PartitionReader(inMemory(v1), 'v1');
    expect(v1Reader.groups).toEqual(v2Reader.groups);
    const biggest = largestGroup(v2Reader);
    // v2 has several pages per chunk: an open group there knows where each page is; v1 has one.
    expect(v2Reader.openGroup(biggest)).toBeDefined();
    expect(v1Reader.openGroup(biggest)).toBeDefined();

    const a = createParquetChainSource([v2Reader], rate);
    const b = createParquetChainSource([v1Reader], rate);
    expect(a.days()).toEqual(b.days());
    let quotes = 0;
    for (const date of a.days()) {
      expect(a.expirations(date)).toEqual(b.expirations(date));
      for (const expiry of a.expirations(date)) {
        for (const type of ['call', 'put'] as const) {
          const chain = a.chain(date, expiry, type);
          expect(JSON.stringify(chain)).toBe(JSON.stringify(b.chain(date, expiry, type)));
          quotes += chain.length;
          const mid = chain[chain.length >> 1];
          if (mid) expect(JSON.stringify(a.quote(date, expiry, type, mid.strike))).toBe(JSON.stringify(mid));
        }
      }
    }
    expect(quotes).toBe(v2Reader.groups.reduce((n, g) => n + g.rows, 0));
  });

  it('one day of a many-day group decodes its own rows only, in the same order as the whole group', async () => {
    const reader = new PartitionReader(inMemory(v2Bytes), 'v2');
    const index = largestGroup(reader);
    const whole = reader.readGroup(index);
    const open = reader.openGroup(index);
    if (!open) throw new Error('v2 group not opened');
    const day = whole.numbers.date[Math.floor(whole.rows / 2)] ?? 0;
    const [from, to] = open.dayRows(day);
    expect(to - from).toBeGreaterThan(0);
    expect(to - from).toBeLessThan(whole.rows / 4);
    const rows = open.read(from, to);
    expect(rows.rows).toBe(to - from);
    expect([...rows.numbers.date].every((d) => d === day)).toBe(true);
    for (const name of NUMERIC_COLUMNS) {
      expect(Array.from(rows.numbers[name]), name).toEqual(Array.from(whole.numbers[name].subarray(from, to)));
    }
    // Columns decode on first use; asked in another order they are the same.
    const again = open.read(from, to);
    for (const name of [...NUMERIC_COLUMNS].reverse()) expect(Array.from(again.numbers[name]), name).toEqual(Array.from(whole.numbers[name].subarray(from, to)));
    expect(JSON.parse(JSON.stringify(again.numbers))).toEqual(JSON.parse(JSON.stringify(Object.fromEntries(NUMERIC_COLUMNS.map((c) => [c, Array.from(whole.numbers[c].subarray(from, to))])))));
    expect(rows.root).toEqual(whole.root.slice(from, to));
    expect(open.dayRows(day + 10_000)).toEqual([whole.rows, whole.rows]);
  });

  it('dayRows answers the same rows whatever order the days are asked in (forward, backward, repeated, missing days)', async () => {
    const reader = new PartitionReader(inMemory(v2Bytes), 'v2');
    const index = largestGroup(reader);
    const dates = reader.readGroup(index).numbers.date;
    const expected = (day: number): [number, number] => {
      const from = dates.findIndex((d) => d >= day);
      const start = from < 0 ? dates.length : from;
      const after = dates.findIndex((d) => d > day);
      return [start, after < 0 ? dates.length : after];
    };
    const g = reader.groups[index];
    if (!g) throw new Error('no group');
    const days: number[] = [];
    for (let d = g.firstDate - 3; d <= g.lastDate + 3; d += 1) days.push(d);
    const asked = [...days, ...[...days].reverse(), ...days.filter((_, i) => i % 3 === 0), g.firstDate + 1, g.firstDate + 1, g.lastDate, g.firstDate];
    const open = reader.openGroup(index);
    if (!open) throw new Error('v2 group not opened');
    let hits = 0;
    for (const day of asked) {
      expect(open.dayRows(day), `day ${day}`).toEqual(expected(day));
      if (expected(day)[1] > expected(day)[0]) hits += 1;
    }
    expect(hits).toBeGreaterThan(20);
  });
});
