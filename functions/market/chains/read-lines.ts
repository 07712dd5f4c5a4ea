/**
 * The lines of a text file, streamed in batches (a 2 GB vendor file is never one string, and a
 * batch per 1 MB read keeps the per-line cost low): gunzipped when the name ends in .gz, a UTF-8
 * byte-order mark dropped, CRLF or LF line ends, blank lines skipped. Line numbers count every line.
 */
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import type { Readable } from 'node:stream';

export interface Line {
  line: string;
  number: number;
}

export async function* readLineBatches(file: string): AsyncGenerator<Line[]> {
  const raw: Readable = createReadStream(file, { highWaterMark: 1 << 20 });
  const input = file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  input.setEncoding('utf8');
  let rest = '';
  let number = 0;
  const batch = (text: string, final: boolean): Line[] => {
    const parts = text.split('\n');
    rest = final ? '' : (parts.pop() ?? '');
    const out: Line[] = [];
    for (const part of parts) {
      number += 1;
      let line = part.endsWith('\r') ? part.slice(0, -1) : part;
      if (number === 1 && line.charCodeAt(0) === 0xfeff) line = line.slice(1);
      if (line.trim() !== '') out.push({ line, number });
    }
    return out;
  };
  for await (const chunk of input) yield batch(rest + (chunk as string), false);
  if (rest !== '') yield batch(rest, true);
}
