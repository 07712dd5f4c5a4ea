import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importChains, type ImportReport } from './import-chains';
import { createFolderChainStore } from './chain-store';
import { openImportedChains } from './parquet-chain-source';

const FIXTURE = new URL('./fixtures/SPXW_2018-01-02_to_2018-02-28.csv.gz', import.meta.url).pathname;
const rate = (): number => 0.0145;

/** The sample's own rows of one quote day, read independently of the importer. */
function sampleRows(usDate: string): string[][] {
  const text = gunzipSync(readFileSync(FIXTURE)).toString('utf8');
  return text.split('\r\n').map((l) => l.split(',')).filter((c) => c[7] === usDate);
}

describe('importChains (real SPXW sample: BOM, CRLF, bid = ask = 0 rows) into the Parquet store', () => {
  let dir: string;
  let report: ImportReport;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'chains-'));
    report = await importChains([FIXTURE], dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reports every row, the skipped no-quote rows and the quality per underlying and day', () => {
    expect(report.files).toEqual([{ file: 'SPXW_2018-01-02_to_2018-02-28.csv.gz', layout: 'historicaloptiondata (Level 2/3)', lacks: expect.any(String), lines: 14438 }]);
    expect({ rows: report.rows, imported: report.imported, rejected: report.rejected.count }).toEqual({ rows: 14438, imported: 14423, rejected: 0 });
    const spx = report.quality.SPX;
    expect(spx).toMatchObject({ first: '2018-01-02', last: '2018-02-28', days: 40, rows: 14438, imported: 14423, zero_quotes: 15, crossed: 0, no_underlying: 0 });
    // The vendor file has no rho: every stored row has a greek computed on read.
    expect(spx?.missing_greeks).toBe(14423);
    const zeroDays = Object.values(spx?.by_day ?? {}).reduce((n, d) => n + d.zero_quotes, 0);
    expect(zeroDays).toBe(15);
    expect(report.partitions).toEqual([{ ticker: 'SPX', year: '2018', rows: 14423, bytes: expect.any(Number) }]);
  });

  it('stores under half the CSV size', () => {
    const csvBytes = gunzipSync(readFileSync(FIXTURE)).byteLength;
    expect(report.partitions[0]?.bytes).toBeLessThan(csvBytes / 2);
  });

  it('gives back the rows of a day, converted to Contract units, lazily from the store', async () => {
    const rows = sampleRows('01/17/2018').filter((c) => !(c[10] === '0' && c[11] === '0'));
    const source = await openImportedChains(createFolderChainStore(dir), 'SPX', { riskFreeRate: rate });
    expect(source?.covers('2018-01-17')).toBe(true);
    expect(source?.covers('2018-03-01')).toBe(false);
    const day = (source?.expirations('2018-01-17') ?? []).flatMap((e) => [...(source?.chain('2018-01-17', e, 'call') ?? []), ...(source?.chain('2018-01-17', e, 'put') ?? [])]);
    expect(day.map((q) => q.id).sort()).toEqual(rows.map((c) => c[3]).sort());
    const call = source?.quote('2018-01-17', '2018-01-31', 'call', 2800);
    expect(call).toMatchObject({
      id: 'SPXW180131C02800000', call_or_put: 'call', strike: 2800, expiry_date: '2018-01-31', last_trade_price: 21.4, bid_price: 21.7, ask_price: 22.1,
      volume: 5182, open_interest: 9072, underlying_price: 2802.57, delta: 0.5348, gamma: 0.008, quote_source: 'imported',
    });
    expect(call?.theta).toBeCloseTo(-290.9751 / 365, 6);
    expect(call?.vega).toBeCloseTo(2.128787, 6);
    expect(call?.bid_implied_volatility).toBeGreaterThan(0.085);
    expect(call?.bid_implied_volatility).toBeLessThan(call?.ask_implied_volatility ?? 0);
    expect(call?.rho).toBeGreaterThan(0);
  });

  it('is idempotent: importing the same file again leaves the same partition', async () => {
    const path = join(dir, 'SPX', '2018.parquet');
    const before = await readFile(path);
    await importChains([FIXTURE], dir);
    expect((await readFile(path)).equals(before)).toBe(true);
  });

  it('lists a bad row with its file, line and field, and imports the rest', async () => {
    const bad = join(dir, 'bad.csv');
    const header = '\uFEFFunderlying,underlying_last, exchange,optionroot,optionext,type,expiration,quotedate,strike,last,bid,ask,volume,openinterest,impliedvol,delta,gamma,theta,vega,optionalias\r\n';
    await writeFile(bad, `${header}SPXW,2695.79,W,SPXW180131C01200000,,call,01/31/2018,01/02/2018,1200,1,x,2,0,1,0.1,1,0,-1,0,\r\nSPXW,2695.79,W,SPXW180131C01300000,,call,01/31/2018,01/02/2018,1300,1,1,2,0,1,0.1,1,0,-1,0,\r\n`);
    const other = await mkdtemp(join(tmpdir(), 'chains-bad-'));
    const result = await importChains([bad], other);
    await rm(other, { recursive: true, force: true });
    expect(result.rejected).toEqual({ count: 1, first: ['bad.csv:2: bid is not a number (\'x\')'] });
    expect(result.imported).toBe(1);
  });

  it('refuses a file whose layout it does not know, naming the known ones', async () => {
    const odd = join(dir, 'odd.csv');
    await writeFile(odd, 'a,b,c\n1,2,3\n');
    await expect(importChains([odd], dir)).rejects.toThrow(/odd.csv: unknown chain layout .*known: historicaloptiondata/);
  });
});
