import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readLineBatches } from './read-lines';

async function linesOf(file: string): Promise<{ line: string; number: number }[]> {
  const out: { line: string; number: number }[] = [];
  for await (const { lines, first } of readLineBatches(file)) lines.forEach((line, k) => line !== '' && out.push({ line, number: first + k }));
  return out;
}

describe('readLineBatches', () => {
  it('numbers every line across reads, drops the BOM, CRLF and blank lines, and reads gzip the same', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'read-lines-'));
    // About 3 MB: lines cross the 1 MB read boundaries; line 3 is blank, line 4 only spaces.
    const body = Array.from({ length: 60_000 }, (_, i) => (i === 2 ? '' : i === 3 ? '   ' : `row-${i + 1},${'x'.repeat(40)},é`));
    const text = `\ufeff${body.join('\r\n')}\r\n`;
    writeFileSync(join(dir, 'a.csv'), text);
    writeFileSync(join(dir, 'a.csv.gz'), gzipSync(Buffer.from(text)));
    for (const name of ['a.csv', 'a.csv.gz']) {
      const lines = await linesOf(join(dir, name));
      expect(lines).toHaveLength(59_998);
      expect(lines[0]).toEqual({ line: `row-1,${'x'.repeat(40)},é`, number: 1 });
      expect(lines[2]?.number).toBe(5);
      expect(lines.every(({ line, number }) => line.startsWith(`row-${number},`) && line.endsWith('é'))).toBe(true);
    }
  });
});
