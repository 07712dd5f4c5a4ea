import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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
});
