import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { bsm, impliedVol } from '../../../../shared/engine/market/black-scholes';
import { daysBetween } from '../../../../shared/engine/market/calendar';
import type { OptionQuote } from '../../../../shared/engine/market/market-data';
import type { ChainRow } from '../chain-row';
import { importChains } from '../import-chains';
import { createFolderChainStore } from '../chain-store';
import { openImportedChains } from '../parquet-chain-source';
import { normaliseHeader, splitCells } from './fields';
import { detectLayout } from './index';

/** Fixtures written by hand from each vendor's published column list (no vendor data). */
const fixture = (name: string): string => new URL(`../fixtures/layouts/${name}`, import.meta.url).pathname;
const rate = (): number => 0.05;
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function load(file: string, ticker: string, date: string, path = fixture(file), riskFreeRate = rate) {
  const dir = await mkdtemp(join(tmpdir(), 'layout-'));
  dirs.push(dir);
  const report = await importChains([path], dir);
  const source = await openImportedChains(createFolderChainStore(dir), ticker, { riskFreeRate });
  return { report, source, covers: source?.covers(date) ?? false };
}

/** The rows a layout reads from a file, before the store (the implied vol is not kept on a quote). */
function rowsOf(path: string): ChainRow[] {
  const text = path.endsWith('.gz') ? gunzipSync(readFileSync(path)).toString('utf8') : readFileSync(path, 'utf8');
  const [head = '', ...lines] = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = splitCells(head).map(normaliseHeader);
  const read = detectLayout(header, basename(path)).reader(header, { fileName: basename(path), folderName: basename(dirname(path)) });
  return lines.flatMap((line) => read(splitCells(line)));
}

/**
 * Greeks in the store's units, computed from a quote alone (Black-Scholes at the vol its mid
 * implies, no dividend): what a layout's greeks must come out as once converted from the vendor's
 * units (greek-units.ts). A unit mistake is off by 100 or 365; `tolerance` absorbs the vendor's
 * own model (rates, dividends, American exercise) and float32 storage.
 */
function expectStoreUnits(quote: OptionQuote | undefined, date: string, greeks: ('theta' | 'vega' | 'rho')[], options: { rate?: number; tolerance?: number; iv?: number | null } = {}) {
  if (!quote) throw new Error('no quote');
  const base = { type: quote.call_or_put, spot: quote.underlying_price, strike: quote.strike, years: daysBetween(date, quote.expiry_date) / 365, rate: options.rate ?? rate(), dividendYield: 0 };
  const vol = impliedVol(base, (quote.bid_price + quote.ask_price) / 2, 1e-10);
  expect(vol).toBeDefined();
  if (options.iv !== undefined) expect(options.iv, 'the implied vol as a decimal').toBeCloseTo(vol!, 2);
  const model = bsm({ ...base, vol: vol! });
  for (const g of greeks) expect(Math.abs(quote[g] / model[g] - 1), `${g}: ${quote[g]} against ${model[g]} from the quotes`).toBeLessThan(options.tolerance ?? 0.02);
}

describe('vendor layouts', () => {
  it('Cboe DataShop EOD: EOD quotes, the underlying mid, ^SPX as SPX, a no-market row skipped and counted', async () => {
    const { report, source } = await load('cboe.csv', 'SPX', '2021-03-01');
    expect(report.files[0]?.layout).toBe('Cboe DataShop Option EOD Summary');
    expect(report.quality.SPX).toMatchObject({ rows: 2, imported: 1, zero_quotes: 1 });
    const put = source?.quote('2021-03-01', '2021-03-19', 'put', 3900);
    expect(put).toMatchObject({ id: 'SPXW210319P03900000', bid_price: 41.2, ask_price: 42.2, last_trade_price: 41.5, volume: 1200, open_interest: 5000, underlying_price: 3901, delta: -0.458 });
    // Units (greek-units.ts: from a real-format Cboe row): theta per day, vega per point, rho per 1.00, IV a decimal.
    expectStoreUnits(put, '2021-03-01', ['theta', 'vega', 'rho'], { iv: rowsOf(fixture('cboe.csv'))[0]?.iv });
  });

  it('OptionsDX: one wide line gives the call and the put, ticker from the file name', async () => {
    const { report, source } = await load('spy_eod_202101.txt', 'SPY', '2021-01-04');
    expect(report.files[0]?.layout).toBe('OptionsDX EOD (wide)');
    expect(report.imported).toBe(2);
    const call = source?.quote('2021-01-04', '2021-01-15', 'call', 368);
    const put = source?.quote('2021-01-04', '2021-01-15', 'put', 368);
    expect(call).toMatchObject({ bid_price: 5.1, ask_price: 5.15, last_trade_price: 5.2, delta: 0.5542, underlying_price: 368.79 });
    expect(put).toMatchObject({ bid_price: 4.3, ask_price: 4.35, delta: -0.4503, volume: 2000 });
    // Units (assumed, greek-units.ts): theta per day, vega and rho per point, IV a decimal.
    const [callRow, putRow] = rowsOf(fixture('spy_eod_202101.txt'));
    expectStoreUnits(call, '2021-01-04', ['theta', 'vega', 'rho'], { iv: callRow?.iv });
    expectStoreUnits(put, '2021-01-04', ['theta', 'vega', 'rho'], { iv: putRow?.iv });
  });

  it("ORATS strikes: the put's delta is the call's minus one, its theta computed", async () => {
    const { report, source } = await load('orats-strikes.csv', 'SPY', '2021-01-04');
    expect(report.files[0]?.layout).toBe('ORATS strikes history (wide)');
    const put = source?.quote('2021-01-04', '2021-01-15', 'put', 370);
    expect(put).toMatchObject({ bid_price: 5.5, ask_price: 5.6, last_trade_price: 5.55, open_interest: 12000, volume: 700, delta: -0.5153, gamma: 0.0334 });
    expect(put?.theta).toBeLessThan(0);
    const call = source?.quote('2021-01-04', '2021-01-15', 'call', 370);
    expect(call).toMatchObject({ open_interest: 9000, delta: 0.4847 });
    // Units (IV decimal per ORATS' documented example; greeks assumed per day and per point): the
    // published greeks are the call's, and the put's IV is its own mid IV.
    const [callRow, putRow] = rowsOf(fixture('orats-strikes.csv'));
    expectStoreUnits(call, '2021-01-04', ['theta', 'vega', 'rho'], { iv: callRow?.iv });
    expectStoreUnits(put, '2021-01-04', [], { iv: putRow?.iv });
  });

  it("ORATS near-EOD file (short names cBidPx, stkPx, smoothSmvVol, pMidIv, spot_px, trade_date): the index's spot, not the per-expiry implied future, and the vendor's IVs", async () => {
    const { report, source } = await load('orats-near-eod.csv', 'SPX', '2021-01-04');
    expect(report.files[0]?.layout).toBe('ORATS strikes history (wide)');
    expect(report.rejected.count).toBe(0);
    const call = source?.quote('2021-01-04', '2021-01-15', 'call', 3700);
    const put = source?.quote('2021-01-04', '2021-01-15', 'put', 3700);
    // stkPx is ORATS' implied futures price for an index (orats.com/near-eod-data); spot_px the index.
    expect(call).toMatchObject({ bid_price: 44.1, ask_price: 45.1, open_interest: 21000, volume: 1500, underlying_price: 3700.65, delta: 0.5295 });
    expect(put).toMatchObject({ bid_price: 47.2, ask_price: 48, open_interest: 33000, underlying_price: 3700.65, delta: -0.4705 });
    // The call's IV is the smoothed one (the file has no call mid IV), the put's its own mid IV.
    const [callRow, putRow] = rowsOf(fixture('orats-near-eod.csv'));
    expect([callRow?.iv, putRow?.iv]).toEqual([0.1617, 0.1978]);
    expectStoreUnits(call, '2021-01-04', ['theta', 'vega', 'rho'], { iv: callRow?.iv });
    expectStoreUnits(put, '2021-01-04', [], { iv: putRow?.iv });
  });

  it('ThetaData EOD: strike in 1/10 cent, the underlying from the bundled close, greeks computed', async () => {
    const { report, source, covers } = await load('thetadata-eod.csv', 'SPY', '2024-01-05');
    expect(report.files[0]?.layout).toBe('ThetaData EOD');
    expect(covers).toBe(true);
    const call = source?.quote('2024-01-05', '2024-01-19', 'call', 470);
    expect(call).toMatchObject({ bid_price: 3.38, ask_price: 3.41, last_trade_price: 3.4, volume: 15000 });
    expect(call?.underlying_price).toBeGreaterThan(400);
    expect(call?.delta).toBeGreaterThan(0.2);
    expect(report.quality.SPY?.missing_greeks).toBe(1);
  });

  it("ThetaData EOD before 2023-12-01 (its EOD quotes start then: bid = ask = 0): the close as a last-price-only row, not a no-market row", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'theta-'));
    dirs.push(dir);
    const [head = ''] = readFileSync(fixture('thetadata-eod.csv'), 'utf8').split('\n');
    // 2023-06-02 SPY 2023-06-16 420 call: a close, no quote; a contract that did not trade; and one day after the quotes start.
    const lines = [
      'SPY,20230616,420000,C,62100000,57599000,5.1,5.6,4.9,5.3,1200,90,0,0,0,0,0,0,0,0,20230602',
      'SPY,20230616,300000,P,62100000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,20230602',
      'SPY,20231215,420000,C,62100000,57599000,5.1,5.6,4.9,5.3,1200,90,0,0,0,0,0,0,0,0,20231201',
    ];
    await writeFile(join(dir, 'thetadata-2023.csv'), `${head}\n${lines.join('\n')}\n`);
    const { report, source } = await load('', 'SPY', '2023-06-02', join(dir, 'thetadata-2023.csv'));
    expect(report.files[0]?.lacks).toMatch(/bid\/ask before 2023-12-01/);
    expect(report.quality.SPY?.by_day['2023-06-02']).toMatchObject({ rows: 2, imported: 1, last_only: 1, zero_quotes: 1 });
    // From 2023-12-01 a 0/0 quote is a real no-market row.
    expect(report.quality.SPY?.by_day['2023-12-01']).toMatchObject({ rows: 1, imported: 0, zero_quotes: 1 });
    expect(source?.quote('2023-06-02', '2023-06-16', 'call', 420)).toMatchObject({ bid_price: 5.3, ask_price: 5.3, last_only: true, volume: 1200 });
  });

  it('Dolt option_chain: Call/Put words, vol as implied vol, the mid as last', async () => {
    const { report, source } = await load('dolt-option-chain.csv', 'SPY', '2024-01-05');
    expect(report.files[0]?.layout).toBe('Dolt options (option_chain)');
    const call = source?.quote('2024-01-05', '2024-01-19', 'call', 470);
    expect(call).toMatchObject({ bid_price: 3.38, ask_price: 3.41, last_trade_price: 3.4, delta: 0.4569, underlying_price: 467.92 });
    // Units (assumed, greek-units.ts): theta per day, vega and rho per point, `vol` a decimal. The
    // underlying is the bundled close, as the import's would be.
    expectStoreUnits(call, '2024-01-05', ['theta', 'vega', 'rho'], { iv: rowsOf(fixture('dolt-option-chain.csv'))[0]?.iv });
  });

  it('LEAN universe: the day from the file name, the underlying line, last price only', async () => {
    const { report, source } = await load('spy/20240105.csv', 'SPY', '2024-01-05');
    expect(report.files[0]?.layout).toBe('QuantConnect LEAN option universe');
    expect(report.quality.SPY).toMatchObject({ imported: 1, last_only: 1 });
    const call = source?.quote('2024-01-05', '2024-01-19', 'call', 470);
    expect(call).toMatchObject({ bid_price: 3.4, ask_price: 3.4, underlying_price: 467.92, open_interest: 30000, delta: 0.4569 });
    // Units (LEAN's Greeks.cs): theta per year, vega and rho per 1.00, converted to per day and per point.
    expect(call?.theta).toBeCloseTo(-61.8008 / 365, 5);
    expectStoreUnits(call, '2024-01-05', ['theta', 'vega', 'rho'], { iv: rowsOf(fixture('spy/20240105.csv'))[0]?.iv });
  });

  it("LEAN universe without the underlying's line (as the index universes come): the bundled close; a contract that never traded (close 0) counted as no market, not refused", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lean-'));
    dirs.push(dir);
    await mkdir(join(dir, 'spy'));
    const [head = '', , contract = ''] = readFileSync(fixture('spy/20240105.csv'), 'utf8').split('\n');
    const untraded = '20240119,300,P,0,0,0,0,0,,0,0,0,0,0,0';
    await writeFile(join(dir, 'spy', '20240105.csv'), `${head}\n${contract}\n${untraded}\n`);
    const { report, source } = await load('', 'SPY', '2024-01-05', join(dir, 'spy', '20240105.csv'));
    expect(report.rejected).toEqual({ count: 0, first: [] });
    expect(report.quality.SPY).toMatchObject({ rows: 2, imported: 1, last_only: 1, zero_quotes: 1, no_underlying: 0 });
    // SPY's bundled close on 2024-01-05.
    expect(source?.quote('2024-01-05', '2024-01-19', 'call', 470)).toMatchObject({ bid_price: 3.4, underlying_price: 467.92 });
  });

  it("historicaloptiondata: the real SPXW sample's theta per year and vega per 1.00 come out per day and per point", async () => {
    const sample = new URL('../fixtures/SPXW_2018-01-02_to_2018-02-28.csv.gz', import.meta.url).pathname;
    // The vendor's row: SPXW 2018-01-31 2625 call on 2018-01-02, IV 0.0897, theta -122.3979, vega 160.3751.
    const row = rowsOf(sample).find((r) => r.date === '2018-01-02' && r.expiry === '2018-01-31' && r.type === 'call' && r.strike === 2625);
    expect(row).toMatchObject({ iv: 0.0897, theta: -122.3979 / 365, vega: 160.3751 / 100 });
    const { source } = await load('', 'SPX', '2018-01-02', sample, () => 0.015);
    // The vendor's model (its own rate, dividends) is not ours: 10%, while a unit mistake is 100 or 365 times.
    expectStoreUnits(source?.quote('2018-01-02', '2018-01-31', 'call', 2625), '2018-01-02', ['theta', 'vega'], { rate: 0.015, tolerance: 0.1, iv: row?.iv });
  });

  it("historicaloptiondata Level 2 as the vendor documents it (UnderlyingSymbol, ' DataDate' with a time, BOM, CRLF): read, its no-market row skipped", async () => {
    const { report, source } = await load('hod-level2-spy.csv', 'SPY', '2024-01-05');
    expect(report.files[0]?.layout).toBe('historicaloptiondata (Level 2/3)');
    expect(report.rejected.count).toBe(0);
    expect(report.quality.SPY).toMatchObject({ rows: 2, imported: 1, zero_quotes: 1 });
    const call = source?.quote('2024-01-05', '2024-01-19', 'call', 470);
    expect(call).toMatchObject({ id: 'SPY240119C00470000', bid_price: 3.38, ask_price: 3.41, last_trade_price: 3.4, volume: 15000, open_interest: 30000, underlying_price: 467.92, delta: 0.4569 });
    // Units as Level 2's published example rows: theta per year, vega per 1.00 of vol.
    expectStoreUnits(call, '2024-01-05', ['theta', 'vega'], { iv: rowsOf(fixture('hod-level2-spy.csv'))[0]?.iv });
  });

  it('historicaloptiondata Level 3 as the vendor documents it (Flags, T1OpenInterest, IVMean/IVBid/IVAsk, AKA)', async () => {
    const { report, source } = await load('hod-level3-spy.csv', 'SPY', '2024-01-05');
    expect(report.files[0]?.layout).toBe('historicaloptiondata (Level 2/3)');
    expect(report.rejected.count).toBe(0);
    expect(report.quality.SPY).toMatchObject({ rows: 2, imported: 2 });
    const put = source?.quote('2024-01-05', '2024-01-19', 'put', 465);
    expect(put).toMatchObject({ id: 'SPY240119P00465000', bid_price: 4.05, ask_price: 4.12, open_interest: 21000, delta: -0.3905 });
    // Level 3's units are not published: assumed those of Level 2 (greek-units.ts), the fixture written so.
    const [putRow] = rowsOf(fixture('hod-level3-spy.csv'));
    expect(putRow?.iv).toBe(0.1591);
    expectStoreUnits(put, '2024-01-05', ['theta', 'vega'], { iv: putRow?.iv });
  });

  it('Polygon day aggregates: OCC ticker parsed, New York day from window_start, last price only', async () => {
    const { report, source } = await load('polygon-day-aggs.csv', 'SPY', '2024-01-05');
    expect(report.files[0]?.layout).toBe('Polygon options day aggregates');
    expect(report.files[0]?.lacks).toMatch(/bid\/ask/);
    expect(report.quality.SPY).toMatchObject({ imported: 1, last_only: 1, missing_greeks: 1 });
    expect(source?.quote('2024-01-05', '2024-01-19', 'call', 470)).toMatchObject({ id: 'SPY240119C00470000', bid_price: 3.4, ask_price: 3.4, volume: 15000 });
  });
});
