import { ByteWriter } from 'hyparquet-writer';
import { writeRleBitPackedHybrid } from 'hyparquet-writer/src/encoding.js';
import { snappyCompress } from 'hyparquet-writer/src/snappy.js';
import { describe, expect, it } from 'vitest';
import { readHybrid, snappyDecompress } from './parquet-page-decode';

/** Deterministic values of `width` bits: runs (RLE) mixed with noise (bit-packed), as dictionary indices and levels look. */
function values(width: number, n: number): number[] {
  let seed = width * 7919 + 17;
  /** mulberry32: 32 random bits per call. */
  const next = (): number => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  const out: number[] = [];
  const max = 2 ** width;
  while (out.length < n) {
    const v = next() % max;
    const run = next() % 4 === 0 ? 8 + (next() % 40) : 1;
    for (let i = 0; i < run && out.length < n; i += 1) out.push(run > 1 ? v : next() % max);
  }
  return out;
}

/**
 * A plain reference encoder, bit by bit (hyparquet-writer's bit-packer overflows past 24 bits):
 * runs of 8+ equal values as RLE runs, the rest as bit-packed groups of 8 (zero-padded).
 */
function encode(input: readonly number[], width: number): Uint8Array {
  const out: number[] = [];
  const varint = (n: number): void => {
    for (; n >= 128; n = Math.floor(n / 128)) out.push((n % 128) | 128);
    out.push(n);
  };
  let i = 0;
  while (i < input.length) {
    let run = 1;
    while (i + run < input.length && input[i + run] === input[i]) run += 1;
    if (run >= 8) {
      varint(run * 2);
      for (let b = 0; b < (width + 7) >> 3; b += 1) out.push(Math.floor((input[i] ?? 0) / 2 ** (8 * b)) % 256);
      i += run;
      continue;
    }
    varint(2 + 1);
    const bits = new Array<number>(8 * width).fill(0);
    for (let k = 0; k < 8; k += 1) {
      const v = input[i + k] ?? 0;
      for (let bit = 0; bit < width; bit += 1) bits[k * width + bit] = Math.floor(v / 2 ** bit) % 2;
    }
    for (let b = 0; b < width; b += 1) out.push(bits.slice(b * 8, b * 8 + 8).reduce((byte, bit, j) => byte + bit * 2 ** j, 0));
    i += 8;
  }
  return new Uint8Array(out);
}

describe('readHybrid decodes Parquet RLE / bit-packed hybrid data', () => {
  for (const width of [1, 3, 8, 13, 24, 25, 30, 32]) {
    it(`bit width ${width}, reference encoder: runs and bit-packed groups`, () => {
      const input = values(width, 203);
      const bytes = encode(input, width);
      const out = new Int32Array(input.length);
      readHybrid(bytes, 0, bytes.length, width, out, input.length);
      expect(Array.from(out, (v) => v >>> 0)).toEqual(input);
    });
  }

  for (const width of [0, 1, 3, 8, 13, 24]) {
    it(`bit width ${width}, hyparquet-writer's encoder: runs and bit-packed groups, a count that is not a multiple of 8`, () => {
      const input = width === 0 ? new Array<number>(203).fill(0) : values(width, 203);
      const writer = new ByteWriter();
      const length = writeRleBitPackedHybrid(writer, input, width);
      const bytes = new Uint8Array(writer.getBuffer());
      const out = new Int32Array(input.length);
      readHybrid(bytes, 0, length, width, out, input.length);
      expect(Array.from(out)).toEqual(input);
    });
  }

  it('refuses data that ends before its values', () => {
    const writer = new ByteWriter();
    const length = writeRleBitPackedHybrid(writer, values(5, 64), 5);
    const bytes = new Uint8Array(writer.getBuffer());
    expect(() => readHybrid(bytes, 0, length, 5, new Int32Array(200), 200)).toThrow(/ends early/);
  });
});

describe('snappyDecompress inverts hyparquet-writer\'s snappyCompress', () => {
  const random = (n: number, seed: number): Uint8Array => {
    const out = new Uint8Array(n);
    let x = seed;
    for (let i = 0; i < n; i += 1) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      out[i] = x >>> 24;
    }
    return out;
  };
  const cases: [string, Uint8Array][] = [
    ['empty', new Uint8Array(0)],
    ['short literal', random(7, 1)],
    ['literal over 60 bytes (1-byte length)', random(200, 2)],
    ['literal over 256 bytes (2-byte length)', random(3000, 3)],
    ['literal over 65,536 bytes (3-byte length)', random(70_000, 4)],
    ['a run (overlapping copies)', new Uint8Array(5000).fill(7)],
    ['a repeated pattern (copies with 1- and 2-byte offsets)', Uint8Array.from({ length: 20_000 }, (_, i) => (i % 13) * 3 + (i % 1700 === 0 ? 1 : 0))],
    ['float values with repeats, like a page of greeks', new Uint8Array(Float32Array.from({ length: 1000 }, (_, i) => Math.round(Math.sin(i / 7) * 50) / 100).buffer)],
  ];
  for (const [name, input] of cases) {
    it(name, () => {
      const compressed = snappyCompress(input);
      const out = new Uint8Array(input.length);
      snappyDecompress(compressed, out);
      expect(Buffer.from(out).equals(Buffer.from(input))).toBe(true);
    });
  }

  it('refuses a buffer of the wrong size and a truncated stream', () => {
    const compressed = snappyCompress(random(500, 5));
    expect(() => snappyDecompress(compressed, new Uint8Array(499))).toThrow(/expected/);
    expect(() => snappyDecompress(compressed.subarray(0, 100), new Uint8Array(500))).toThrow(/snappy/);
  });
});
