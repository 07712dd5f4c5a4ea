import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importChains, type ImportReport } from './import-chains';
import { createFolderChainStore, readAllDays } from './chain-store';

const FIXTURE = new URL('./fixtures/SPXW_2018-01-02_to_2018-02-28.csv.gz', import.meta.url).pathname;
const rate = (): number => 0.0145;

/** The sample's own rows of one quote day, read independently of the importer. */
function sampleRows(usDate: string): string[][] {
  const text = gunzipSync(readFileSync(FIXTURE)).toString('utf8');
  return text.split('\r\n').map((l) => l.split(',')).filter((c) => c[7] === usDate);
}

describe('importChains (real SPXW sample: BOM, CRLF, bid = ask = 0 rows)', () => {
  let dir: string;
  let report: ImportReport;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'chains-'));
    report = await importChains([FIXTURE], dir, { riskFreeRate: rate });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reports every row, the skipped no-quote rows and the days per underlying', () => {
    expect(report).toEqual({
      files: 1, rows: 14438, imported: 14423, skipped: { noQuote: 15, crossed: 0 },
      days: { SPX: { first: '2018-01-02', last: '2018-02-28', count: 40 } },
    });
  });

  it('gives back the rows of a day, converted to Contract units', async () => {
    const rows = sampleRows('01/17/2018').filter((c) => !(c[10] === '0' && c[11] === '0'));
    const day = await createFolderChainStore(dir).readDay('SPX', '2018-01-17');
    expect(day?.map((q) => q.id).sort()).toEqual(rows.map((c) => c[3]).sort());
    const call = day?.find((q) => q.id === 'SPXW180131C02800000');
    expect(call).toMatchObject({
      call_or_put: 'call', strike: 2800, expiry_date: '2018-01-31', last_trade_price: 21.4, bid_price: 21.7, ask_price: 22.1,
      volume: 5182, open_interest: 9072, underlying_price: 2802.57, delta: 0.5348, gamma: 0.008,
    });
    expect(call?.theta).toBeCloseTo(-290.9751 / 365, 8);
    expect(call?.vega).toBeCloseTo(2.128787, 6);
    expect(call?.bid_implied_volatility).toBeGreaterThan(0.085);
    expect(call?.bid_implied_volatility).toBeLessThan(call?.ask_implied_volatility ?? 0);
    expect(call?.rho).toBeGreaterThan(0);
  });

  it('is idempotent: importing the same file again leaves the same store', async () => {
    const before = await readAllDays(createFolderChainStore(dir), 'SPX');
    await importChains([FIXTURE], dir, { riskFreeRate: rate });
    expect(await readAllDays(createFolderChainStore(dir), 'SPX')).toEqual(before);
  });

  it('rejects a bad row naming the file, the line and the field', async () => {
    const bad = join(dir, 'bad.csv');
    await writeFile(bad, '\uFEFFunderlying,underlying_last, exchange,optionroot,optionext,type,expiration,quotedate,strike,last,bid,ask,volume,openinterest,impliedvol,delta,gamma,theta,vega,optionalias\r\nSPXW,2695.79,W,SPXW180131C01200000,,call,01/31/2018,01/02/2018,1200,1,x,2,0,1,0.1,1,0,-1,0,\r\n');
    await expect(importChains([bad], dir, { riskFreeRate: rate })).rejects.toThrow('bad.csv:2: bid is not a number');
  });
});
