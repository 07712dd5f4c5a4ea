/**
 * A text file as chunks of whole lines, as bytes (the importer's parse workers decode them): each
 * chunk is about `size` bytes, ends just before a line feed (the line feed itself is dropped), and
 * owns its ArrayBuffer, so it can move to a worker thread without a copy. The last chunk is the
 * text after the last line feed, when there is any. Gunzipped when the name ends in .gz.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';

const LF = 10;
export const CHUNK_BYTES = 4 << 20;

export async function* readByteChunks(file: string, size = CHUNK_BYTES): AsyncGenerator<Uint8Array> {
  if (file.endsWith('.gz')) {
    yield* gunzipChunks(file, size);
    return;
  }
  const handle = await open(file, 'r');
  try {
    let carry = new Uint8Array(0);
    for (;;) {
      const buffer = new Uint8Array(carry.length + size);
      buffer.set(carry);
      const { bytesRead } = await handle.read(buffer, carry.length, size, null);
      const total = carry.length + bytesRead;
      if (bytesRead === 0) {
        if (carry.length > 0) yield carry;
        return;
      }
      const end = buffer.subarray(0, total).lastIndexOf(LF);
      if (end < 0) {
        // A line longer than the chunk: read on.
        carry = buffer.slice(0, total);
        continue;
      }
      carry = buffer.slice(end + 1, total);
      yield buffer.subarray(0, end);
    }
  } finally {
    await handle.close();
  }
}

async function* gunzipChunks(file: string, size: number): AsyncGenerator<Uint8Array> {
  const parts: Buffer[] = [];
  let held = 0;
  const cut = (final: boolean): Uint8Array | undefined => {
    const all = Buffer.concat(parts, held);
    // At the end, a last line feed ends the last line (no blank line after it).
    const end = final ? (all[all.length - 1] === LF ? all.length - 1 : all.length) : all.lastIndexOf(LF);
    if (end < 0) return undefined;
    const rest = final ? Buffer.alloc(0) : all.subarray(end + 1);
    parts.length = 0;
    held = rest.length;
    if (held > 0) parts.push(Buffer.from(rest));
    // A fresh copy that owns its buffer (Buffer.concat may share a pool).
    return new Uint8Array(all.subarray(0, end));
  };
  for await (const chunk of createReadStream(file).pipe(createGunzip({ chunkSize: 1 << 20 }))) {
    parts.push(chunk as Buffer);
    held += (chunk as Buffer).length;
    if (held < size) continue;
    const out = cut(false);
    if (out) yield out;
  }
  if (held > 0) {
    const out = cut(true);
    if (out) yield out;
  }
}
