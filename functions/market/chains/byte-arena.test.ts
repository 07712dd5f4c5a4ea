import { describe, expect, it } from 'vitest';
import { ByteArena } from './byte-arena';
import { PartitionReader, type ByteSource } from './parquet-partition';
import { importedSamplePartition } from './testing/imported-sample';

describe('ByteArena', () => {
  it('a region stays valid until the ring has gone round past it', () => {
    const arena = new ByteArena(100);
    const a = arena.alloc(10);
    const b = arena.alloc(12);
    if (!a || !b) throw new Error('not allocated');
    a.bytes.fill(1);
    b.bytes.fill(2);
    expect(arena.alloc(13)).toBeUndefined(); // over an eighth of the ring
    for (let i = 0; i < 6; i += 1) arena.alloc(12);
    // 22 + 6 * 12 = 94; 8 more do not fit: they go to the start, over a's bytes, not b's.
    arena.alloc(8)?.bytes.fill(3);
    expect(arena.valid(a.start)).toBe(false);
    expect(arena.valid(b.start)).toBe(true);
    expect(Array.from(b.bytes)).toEqual(new Array<number>(12).fill(2));
  });
});

describe('an open group whose bytes the arena wrote over reads them again', () => {
  it('the same rows before and after the ring went round over its bytes', async () => {
    const file = await importedSamplePartition('chains-arena-');
    let groupReads = 0;
    const source: ByteSource = {
      size: file.byteLength,
      read: (o, n) => file.slice(o, o + n),
      readInto: (o, n, target) => {
        groupReads += 1;
        target.set(file.subarray(o, o + n));
      },
    };
    const sizes = new PartitionReader(source, 'sizes');
    const largest = sizes.groups.reduce((best, g, i) => (g.rows > (sizes.groups[best]?.rows ?? 0) ? i : best), 0);
    const arena = new ByteArena(4 << 20);
    const reader = new PartitionReader(source, 'fixture', arena);
    const open = reader.openGroup(largest);
    if (!open) throw new Error('not opened');
    const whole = reader.readGroup(largest);
    const day = whole.numbers.date[whole.rows >> 1] ?? 0;
    const [from, to] = open.dayRows(day);
    const before = JSON.stringify(open.read(from, to));
    expect(groupReads).toBe(1);
    // Scribble over the whole ring, as the groups opened after it would.
    for (let i = 0; i < 16; i += 1) arena.alloc(300_000)?.bytes.fill(0xff);
    const [from2, to2] = open.dayRows(day + 1);
    expect(groupReads).toBe(2);
    expect(open.dayRows(day)).toEqual([from, to]);
    expect(JSON.stringify(open.read(from, to))).toBe(before);
    expect(to2).toBeGreaterThanOrEqual(from2);
  });
});
