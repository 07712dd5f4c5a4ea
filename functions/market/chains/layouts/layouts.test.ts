import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importChains } from '../import-chains';
import { createFolderChainStore } from '../chain-store';
import { openImportedChains } from '../parquet-chain-source';

/** Fixtures written by hand from each vendor's published column list (no vendor data). */
const fixture = (name: string): string => new URL(`../fixtures/layouts/${name}`, import.meta.url).pathname;
const rate = (): number => 0.05;
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function load(file: string, ticker: string, date: string) {
  const dir = await mkdtemp(join(tmpdir(), 'layout-'));
  dirs.push(dir);
  const report = await importChains([fixture(file)], dir);
  const source = await openImportedChains(createFolderChainStore(dir), ticker, { riskFreeRate: rate });
  return { report, source, covers: source?.covers(date) ?? false };
}

describe('vendor layouts', () => {
  it('Cboe DataShop EOD: EOD quotes, the underlying mid, ^SPX as SPX, a no-market row skipped and counted', async () => {
    const { report, source } = await load('cboe.csv', 'SPX', '2021-03-01');
    expect(report.files[0]?.layout).toBe('Cboe DataShop Option EOD Summary');
    expect(report.quality.SPX).toMatchObject({ rows: 2, imported: 1, zero_quotes: 1 });
    expect(source?.quote('2021-03-01', '2021-03-19', 'put', 3900)).toMatchObject({ id: 'SPXW210319P03900000', bid_price: 41.2, ask_price: 42.2, last_trade_price: 41.5, volume: 1200, open_interest: 5000, underlying_price: 3901, delta: -0.45, vega: 2.9, rho: -0.9 });
  });

  it('OptionsDX: one wide line gives the call and the put, ticker from the file name', async () => {
    const { report, source } = await load('spy_eod_202101.txt', 'SPY', '2021-01-04');
    expect(report.files[0]?.layout).toBe('OptionsDX EOD (wide)');
    expect(report.imported).toBe(2);
    expect(source?.quote('2021-01-04', '2021-01-15', 'call', 368)).toMatchObject({ bid_price: 5.1, ask_price: 5.15, last_trade_price: 5.2, delta: 0.52, theta: -0.15, underlying_price: 368.79 });
    expect(source?.quote('2021-01-04', '2021-01-15', 'put', 368)).toMatchObject({ bid_price: 4.3, ask_price: 4.35, delta: -0.48, volume: 2000 });
  });

  it("ORATS strikes: the put's delta is the call's minus one, its theta computed", async () => {
    const { report, source } = await load('orats-strikes.csv', 'SPY', '2021-01-04');
    expect(report.files[0]?.layout).toBe('ORATS strikes history (wide)');
    const put = source?.quote('2021-01-04', '2021-01-15', 'put', 370);
    expect(put).toMatchObject({ bid_price: 5.5, ask_price: 5.6, last_trade_price: 5.55, open_interest: 12000, volume: 700, delta: -0.55, gamma: 0.06 });
    expect(put?.theta).toBeLessThan(0);
    expect(source?.quote('2021-01-04', '2021-01-15', 'call', 370)).toMatchObject({ open_interest: 9000, delta: 0.45, theta: -0.14 });
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

  it('Dolt option_chain: Call/Put words, vol as implied vol, the mid as last', async () => {
    const { report, source } = await load('dolt-option-chain.csv', 'SPY', '2024-01-05');
    expect(report.files[0]?.layout).toBe('Dolt options (option_chain)');
    expect(source?.quote('2024-01-05', '2024-01-19', 'call', 470)).toMatchObject({ bid_price: 3.38, ask_price: 3.41, last_trade_price: 3.4, delta: 0.4987, rho: 0.0851 });
  });

  it('LEAN universe: the day from the file name, the underlying line, last price only', async () => {
    const { report, source } = await load('spy/20240105.csv', 'SPY', '2024-01-05');
    expect(report.files[0]?.layout).toBe('QuantConnect LEAN option universe');
    expect(report.quality.SPY).toMatchObject({ imported: 1, last_only: 1 });
    const call = source?.quote('2024-01-05', '2024-01-19', 'call', 470);
    expect(call).toMatchObject({ bid_price: 3.4, ask_price: 3.4, underlying_price: 467.92, open_interest: 30000, delta: 0.5, vega: 0.28 });
    expect(call?.theta).toBeCloseTo(-62.5 / 365, 6);
  });

  it('Polygon day aggregates: OCC ticker parsed, New York day from window_start, last price only', async () => {
    const { report, source } = await load('polygon-day-aggs.csv', 'SPY', '2024-01-05');
    expect(report.files[0]?.layout).toBe('Polygon options day aggregates');
    expect(report.files[0]?.lacks).toMatch(/bid\/ask/);
    expect(report.quality.SPY).toMatchObject({ imported: 1, last_only: 1, missing_greeks: 1 });
    expect(source?.quote('2024-01-05', '2024-01-19', 'call', 470)).toMatchObject({ id: 'SPY240119C00470000', bid_price: 3.4, ask_price: 3.4, volume: 15000 });
  });
});
