import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importChains, type ImportOptions, type ImportReport } from './import-chains';

/**
 * The streamed store (row groups written as the input passes their expiry, parse threads) must
 * equal, byte for byte, the store of the same rows in any order: the fallback paths (rows for a
 * group already written, a partition the store already has, the buffer cap) merge into the same
 * file. The real SPXW sample (sorted by day, BOM, CRLF) is the reference.
 */
const FIXTURE = new URL('./fixtures/SPXW_2018-01-02_to_2018-02-28.csv.gz', import.meta.url).pathname;

async function storeFiles(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const ticker of await readdir(dir)) for (const file of await readdir(join(dir, ticker))) out.set(`${ticker}/${file}`, await readFile(join(dir, ticker, file)));
  return out;
}

describe('streaming import: same store whatever the row order, threads or buffer cap', () => {
  let work: string;
  let reference: Map<string, Buffer>;
  let referenceReport: ImportReport;
  const lines = gunzipSync(readFileSync(FIXTURE)).toString('utf8').replace(/^\uFEFF/, '').split('\r\n').filter((l) => l !== '');
  const header = lines[0] ?? '';
  const data = lines.slice(1);

  const importInto = async (name: string, text: string, options: ImportOptions = {}): Promise<{ files: Map<string, Buffer>; report: ImportReport }> => {
    const file = join(work, `${name}.csv`);
    await writeFile(file, text);
    const store = join(work, `store-${name}`);
    const report = await importChains([file], store, options);
    return { files: await storeFiles(store), report };
  };

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'chains-stream-'));
    ({ files: reference, report: referenceReport } = await importInto('sorted', `${header}\n${data.join('\n')}\n`, { threads: 0 }));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('streams the sorted sample into one partition with every row', () => {
    expect([...reference.keys()]).toEqual(['SPX/2018.parquet']);
    expect(referenceReport.imported).toBe(14423);
    expect(referenceReport.partitions).toEqual([{ ticker: 'SPX', year: '2018', rows: 14423, bytes: reference.get('SPX/2018.parquet')?.byteLength }]);
  });

  it('writes the same bytes from a file sorted by expiry instead of by day, and from reversed lines', async () => {
    // Expiry order: each expiry's rows run from its first day to its last, then the next expiry starts early again.
    const byExpiry = [...data].sort((a, b) => {
      const [ea, eb] = [a.split(',')[6] ?? '', b.split(',')[6] ?? ''].map((d) => d.slice(6) + d.slice(0, 5));
      return (ea ?? '') < (eb ?? '') ? -1 : (ea ?? '') > (eb ?? '') ? 1 : 0;
    });
    const expiry = await importInto('by-expiry', `${header}\n${byExpiry.join('\n')}\n`, { threads: 0 });
    expect(expiry.files).toEqual(reference);
    const reversed = await importInto('reversed', `${header}\n${[...data].reverse().join('\n')}\n`, { threads: 0 });
    expect(reversed.files).toEqual(reference);
    expect(reversed.report.imported).toBe(14423);
    expect(reversed.report.quality.SPX?.zero_quotes).toBe(referenceReport.quality.SPX?.zero_quotes);
  });

  it('writes the same bytes when a tiny buffer cap forces early writes and merges', async () => {
    const shuffled = [...data].map((l, i) => ({ l, k: (i * 7919) % data.length })).sort((a, b) => a.k - b.k).map((x) => x.l);
    const capped = await importInto('capped', `${header}\n${shuffled.join('\n')}\n`, { threads: 0, maxBufferedRows: 1000 });
    expect(capped.files).toEqual(reference);
    expect(capped.report.imported).toBe(14423);
  });

  it('writes the same bytes with parse threads, and lists a bad line by its number in the file', async () => {
    const withBad = [...data];
    withBad.splice(9000, 0, 'SPXW,2695.79,W,SPXW180131C01200000,,call,01/31/2018,01/02/2018,1200,1,x,2,0,1,0.1,1,0,-1,0,');
    const threaded = await importInto('threaded', `\uFEFF${header}\r\n${withBad.join('\r\n')}\r\n`, { threads: 2 });
    expect(threaded.files).toEqual(reference);
    expect(threaded.report.rejected).toEqual({ count: 1, first: ["threaded.csv:9002: bid is not a number ('x')"] });
    expect(threaded.report.quality).toEqual(referenceReport.quality);
  });
});
