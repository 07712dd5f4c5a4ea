import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importChains } from './import-chains';

/**
 * Bad input files each get a clear message, and a file refused for its header or its name is
 * refused before the import stores anything (a multi-file import writes a partition as soon as
 * the input passes its year, so a late refusal would leave the store half updated).
 */
const CBOE = new URL('./fixtures/layouts/cboe.csv', import.meta.url).pathname;
const [header = '', goodRow = ''] = readFileSync(CBOE, 'utf8').split('\n');

describe('import-chains: bad files are refused with a clear message', () => {
  let dir: string;
  const file = async (name: string, text: string): Promise<string> => {
    const path = join(dir, name);
    await writeFile(path, text);
    return path;
  };
  const store = (): Promise<string> => mkdtemp(join(dir, 'store-'));
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'chains-bad-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('an empty file', async () => {
    await expect(importChains([await file('empty.csv', '')], await store())).rejects.toThrow('empty.csv: empty file (no header line)');
  });

  it('a ZIP archive (how several vendors deliver their files): says to unzip it first', async () => {
    // A local file header's signature, then a stored entry's bytes: enough for the importer to see.
    const zip = await file('SPY_2024.zip', `PK\u0003\u0004\u0014\u0000\u0000\u0000${header}\n${goodRow}\n`);
    await expect(importChains([zip], await store())).rejects.toThrow('SPY_2024.zip: a ZIP archive; unzip it and import the CSV files inside (.csv, .txt or .gz)');
  });

  it('a .gz file cut short or not gzip at all: names the file and says why', async () => {
    const rows = Array.from({ length: 4000 }, (_, i) => goodRow.replace(',3900,', `,${3000 + i},`)).join('\n');
    const whole = gzipSync(`${header}\n${rows}\n`);
    const cut = await file('cut.csv.gz', '');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length * 0.7)));
    await expect(importChains([cut], await store())).rejects.toThrow(/^cut\.csv\.gz: cannot gunzip it \(unexpected end of file\): the file is damaged, cut short or not gzip data$/);
    await expect(importChains([await file('plain.csv.gz', `${header}\n${goodRow}\n`)], await store())).rejects.toThrow(/^plain\.csv\.gz: cannot gunzip it \(incorrect header check\)/);
  });

  it('a header and no data lines', async () => {
    await expect(importChains([await file('header-only.csv', `${header}\r\n\r\n`)], await store())).rejects.toThrow('header-only.csv: a header line and no data lines');
  });

  it('a file separated by semicolons or tabs: says the header is not comma-separated', async () => {
    const semicolons = await file('semicolons.csv', `${header.replaceAll(',', ';')}\n${goodRow.replaceAll(',', ';')}\n`);
    await expect(importChains([semicolons], await store())).rejects.toThrow(/semicolons.csv: the header is not comma-separated \(it has ';'\)/);
    const tabs = await file('tabs.txt', `${header.replaceAll(',', '\t')}\n${goodRow.replaceAll(',', '\t')}\n`);
    await expect(importChains([tabs], await store())).rejects.toThrow(/tabs.txt: the header is not comma-separated \(it has a tab\)/);
  });

  it('a last line cut short (a truncated download): listed with its line and the cells it lacks, the rest imported', async () => {
    const cut = goodRow.slice(0, goodRow.indexOf(',2021-03-19') + 4);
    const truncated = await file('truncated.csv', `${header}\n${goodRow}\n${cut}`);
    // In-process (small files) and by the parse threads (big files): the same message.
    for (const threads of [0, 2]) {
      const report = await importChains([truncated], await store(), { threads });
      expect(report.imported).toBe(1);
      expect(report.rejected.count).toBe(1);
      expect(report.rejected.first[0]).toMatch(/^truncated\.csv:3: .*; the line has 4 of the header's 34 cells \(cut short\?\)$/);
    }
  });

  it('a known layout whose header lacks a column it needs: names the file, the layout and the column', async () => {
    const noStrike = header.replace(',strike,', ',strike_price,');
    await expect(importChains([await file('no-strike.csv', `${noStrike}\n${goodRow}\n`)], await store())).rejects.toThrow(
      'no-strike.csv: the header of a Cboe DataShop Option EOD Summary file lacks a column: missing column strike',
    );
  });

  it('an OptionsDX file whose name does not name its ticker', async () => {
    const dx = readFileSync(new URL('./fixtures/layouts/spy_eod_202101.txt', import.meta.url).pathname, 'utf8');
    await expect(importChains([await file('202101.txt', dx)], await store())).rejects.toThrow('202101.txt: an OptionsDX file names its ticker first');
  });

  it('mixed underlyings and days out of order: each underlying and year its own partition, each day counted', async () => {
    const qqq = (row: string) => row.replace('^SPX,', 'QQQ,').replace(',SPXW,', ',QQQ,');
    const late = goodRow.replaceAll('2021-03-01', '2021-03-02');
    const early = goodRow.replaceAll('2021-03-01', '2020-12-31').replaceAll('2021-03-19', '2021-01-15');
    const report = await importChains([await file('mixed.csv', [header, late, qqq(late), goodRow, qqq(goodRow), early, ''].join('\n'))], await store());
    expect(report.partitions.map((p) => `${p.ticker}/${p.year}:${p.rows}`).sort()).toEqual(['QQQ/2021:2', 'SPX/2020:1', 'SPX/2021:2']);
    expect(Object.keys(report.quality.SPX?.by_day ?? {})).toEqual(['2020-12-31', '2021-03-01', '2021-03-02']);
    expect(report.quality.QQQ).toMatchObject({ first: '2021-03-01', last: '2021-03-02', days: 2, imported: 2 });
  });

  it('a bad file after good ones: refused before anything is stored', async () => {
    // Two years of one underlying: the import writes 2020 as soon as it reaches 2021.
    const twoYears = await file('two-years.csv', `${header}\n${goodRow.replaceAll('2021-03-01', '2020-12-31').replaceAll('2021-03-19', '2021-01-15')}\n${goodRow}\n`);
    const bad = await file('bad.csv', 'a,b,c\n1,2,3\n');
    const into = await store();
    await expect(importChains([twoYears, bad], into)).rejects.toThrow(/bad.csv: unknown chain layout/);
    expect(existsSync(join(into, 'SPX')) ? await readdir(join(into, 'SPX')) : []).toEqual([]);
    // The good file alone imports both years.
    const report = await importChains([twoYears], into);
    expect(report.partitions.map((p) => p.year)).toEqual(['2020', '2021']);
  });
});
