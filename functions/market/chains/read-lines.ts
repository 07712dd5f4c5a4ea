/**
 * The lines of a text file, streamed (a 2 GB vendor file is never one string): gunzipped when the
 * name ends in .gz, a UTF-8 byte-order mark dropped, CRLF or LF line ends, blank lines skipped.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { Readable } from 'node:stream';

export async function* readLines(file: string): AsyncGenerator<{ line: string; number: number }> {
  const raw: Readable = createReadStream(file, { highWaterMark: 1 << 20 });
  const input = file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  const lines = createInterface({ input, crlfDelay: Infinity });
  let number = 0;
  for await (const text of lines) {
    number += 1;
    const line = number === 1 && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    if (line.trim() === '') continue;
    yield { line, number };
  }
}
