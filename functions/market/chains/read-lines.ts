/**
 * The lines of a text file, streamed in batches (a 2 GB vendor file is never one string, and a
 * batch per 1 MB read keeps the per-line cost low): gunzipped when the name ends in .gz, a UTF-8
 * byte-order mark dropped, CRLF or LF line ends, blank lines skipped. Line numbers count every line.
 *
 * Bytes are cut at the last line end of each read and decoded once per batch (no string
 * concatenation of a partial line with the next megabyte); a batch is the lines and the number of
 * the first one, with blank lines kept as '' so the numbers stay implicit (no object per line).
 */
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import type { Readable } from 'node:stream';

export interface LineBatch {
  /** The batch's lines without their line end; a blank line is '' (callers skip it). */
  lines: string[];
  /** Line number of lines[0] (1-based). */
  first: number;
}

const LF = 10;

export async function* readLineBatches(file: string): AsyncGenerator<LineBatch> {
  const raw: Readable = createReadStream(file, { highWaterMark: 1 << 20 });
  const input = file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  let rest: Buffer = Buffer.alloc(0);
  let next = 1;
  const batch = (bytes: Buffer): LineBatch => {
    let text = bytes.toString('utf8');
    if (next === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[i] ?? '';
      const trimmed = line.endsWith('\r') ? line.slice(0, -1) : line;
      // Whitespace-only lines count but are blank.
      lines[i] = trimmed.length > 0 && trimmed.charCodeAt(0) > 32 ? trimmed : trimmed.trim() === '' ? '' : trimmed;
    }
    const out = { lines, first: next };
    next += lines.length;
    return out;
  };
  for await (const chunk of input) {
    const bytes = rest.length > 0 ? Buffer.concat([rest, chunk as Buffer]) : (chunk as Buffer);
    const end = bytes.lastIndexOf(LF);
    if (end < 0) {
      rest = bytes;
      continue;
    }
    // Up to the last line end; the partial line waits for the next read (a copy of it, not a view
    // that would pin the whole megabyte).
    rest = Buffer.from(bytes.subarray(end + 1));
    yield batch(bytes.subarray(0, end));
  }
  if (rest.length > 0) yield batch(rest);
}
