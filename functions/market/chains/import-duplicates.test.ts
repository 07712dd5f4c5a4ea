import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFolderChainStore } from './chain-store';
import { importChains } from './import-chains';
import { openImportedChains } from './parquet-chain-source';

/**
 * A contract given twice on one day, through the whole import (parse, stream, merge with the store):
 * the row that traded is stored whatever the file order, and a re-import whose row did not trade
 * leaves the stored traded row in place. Unit cases of the rule: partition-rows.test.ts.
 */
const HEADER = 'underlying_symbol,quote_date,root,expiration,strike,option_type,open,high,low,close,trade_volume,bid_size_eod,bid_eod,ask_size_eod,ask_eod,underlying_bid_eod,underlying_ask_eod,vwap,open_interest,delivery_code';
const DAY = '2021-03-03';
const EXPIRY = '2021-03-19';
const line = (volume: number, bid: number, ask: number) => `SPY,${DAY},SPY,${EXPIRY},380,P,0,0,0,${(bid + ask) / 2},${volume},5,${bid},5,${ask},389.9,390.1,0,100,`;
const traded = line(10, 0.7, 0.75);
const untraded = line(0, 0.8, 0.9);
const other = `SPY,${DAY},SPY,${EXPIRY},385,P,0,0,0,1.5,3,5,1.4,5,1.6,389.9,390.1,0,100,`;

describe('the import of a contract listed twice on one day', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'chains-duplicates-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const storedBid = async (store: string) => (await openImportedChains(createFolderChainStore(join(dir, store)), 'SPY', { riskFreeRate: () => 0.001 }))?.quote(DAY, EXPIRY, 'put', 380)?.bid_price;

  it.each([
    ['traded first', [traded, other, untraded]],
    ['traded last', [untraded, other, traded]],
  ])('stores the row that traded (%s) and counts the other as set aside by volume', async (name, rows) => {
    await writeFile(join(dir, `${name}.csv`), [HEADER, ...rows, ''].join('\n'));
    const report = await importChains([join(dir, `${name}.csv`)], join(dir, name));
    expect(await storedBid(name)).toBe(0.7);
    expect(report.quality.SPY?.by_day[DAY]).toMatchObject({ rows: 3, imported: 3, duplicates: 1, duplicates_by_volume: 1, duplicates_by_quote: 0, duplicates_by_order: 0 });
  });

  it('keeps the stored traded row when a re-import gives the contract untraded', async () => {
    await writeFile(join(dir, 'first.csv'), [HEADER, traded, other, ''].join('\n'));
    await writeFile(join(dir, 'again.csv'), [HEADER, untraded, ''].join('\n'));
    await importChains([join(dir, 'first.csv')], join(dir, 'merged'));
    const again = await importChains([join(dir, 'again.csv')], join(dir, 'merged'));
    expect(await storedBid('merged')).toBe(0.7);
    expect(again.quality.SPY?.by_day[DAY]).toMatchObject({ duplicates: 1, duplicates_by_volume: 1 });
  });

  /*
   * LEAN's real AAPL universe of 2014-06-10 (last price only), the 2015-01-17 130 put twice: LEAN's own
   * row (close 41.40, no trade, open interest 5,195) and a pre-split ghost as a 2:1 would leave it
   * there (audit 14's construction: the pre-split 455 put's 2.20 × 2/7 = 0.63, its open interest 1,236).
   */
  const LEAN_HEADER = '#expiry,strike,right,open,high,low,close,volume,open_interest,implied_volatility,delta,gamma,vega,theta,rho';
  const LEAN_UNDERLYING = ',,,93.7600,93.7800,93.7600,93.7700,2067,,,,,,,';
  const real130 = '20150117,130,P,41.4000,41.4000,41.4000,41.4000,0,5195,0,0.0000000,0.0000000,0.0000000,0.0000000,0.0000000';
  const ghost130 = '20150117,130,P,0.6286,0.6286,0.6286,0.6286,0,1236,0,0.0000000,0.0000000,0.0000000,0.0000000,0.0000000';
  const other125 = '20150117,125,P,35.9750,36.0000,35.9750,36.0000,0,6103,0,0.0000000,0.0000000,0.0000000,0.0000000,0.0000000';

  it.each([
    ['ghost first', [ghost130, other125, real130]],
    ['ghost last', [real130, other125, ghost130]],
  ])('of two last-only untraded rows stores the one with more open interest (%s) and counts it by open interest', async (name, rows) => {
    const folder = join(dir, `lean ${name}`, 'aapl');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, '20140610.csv'), [LEAN_HEADER, LEAN_UNDERLYING, ...rows, ''].join('\n'));
    const store = `lean store ${name}`;
    const report = await importChains([join(folder, '20140610.csv')], join(dir, store));
    const chains = await openImportedChains(createFolderChainStore(join(dir, store)), 'AAPL', { riskFreeRate: () => 0.001 });
    expect(chains?.quote('2014-06-10', '2015-01-17', 'put', 130)?.last_trade_price).toBe(41.4);
    expect(chains?.quote('2014-06-10', '2015-01-17', 'put', 130)?.open_interest).toBe(5195);
    expect(report.quality.AAPL?.by_day['2014-06-10']).toMatchObject({
      rows: 3, imported: 3, last_only: 3, duplicates: 1, duplicates_by_volume: 0, duplicates_by_quote: 0, duplicates_by_open_interest: 1, duplicates_by_order: 0,
    });
  });
});
