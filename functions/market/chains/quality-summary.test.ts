import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFolderChainStore } from './chain-store';
import { importChains, type ImportReport } from './import-chains';
import { openImportedChains } from './parquet-chain-source';

/**
 * The import's data-quality summary, per underlying and day, on a Cboe EOD file without the calcs
 * add-on (so no greeks) holding one of each quirk: a crossed quote, a last outside bid/ask, a
 * no-market row, an expiry missing one day between days that list it, and a contract given twice.
 */
const HEADER = 'underlying_symbol,quote_date,root,expiration,strike,option_type,open,high,low,close,trade_volume,bid_size_eod,bid_eod,ask_size_eod,ask_eod,underlying_bid_eod,underlying_ask_eod,vwap,open_interest,delivery_code';
const E1 = '2021-03-19';
const E2 = '2021-03-26';
const E3 = '2021-04-16';
const line = (date: string, expiry: string, strike: number, bid: number, ask: number, close: number) =>
  `SPY,${date},SPY,${expiry},${strike},P,0,0,0,${close},10,5,${bid},5,${ask},389.9,390.1,0,100,`;

const FILE = [
  HEADER,
  line('2021-03-01', E1, 380, 1, 1.1, 1.05),
  line('2021-03-01', E2, 380, 2.5, 2.6, 2.55),
  line('2021-03-01', E3, 380, 5, 5.2, 5.1),
  line('2021-03-01', E1, 385, 2, 1.9, 1.95), // crossed: skipped
  line('2021-03-01', E2, 385, 3, 3.1, 5), // last 5 outside 3-3.1: kept, counted
  line('2021-03-02', E1, 380, 0.9, 1, 0.95),
  line('2021-03-02', E3, 380, 4.9, 5.1, 5), // E2 absent this day: a gap
  line('2021-03-02', E1, 390, 0, 0, 0), // no market: skipped
  line('2021-03-03', E1, 380, 0.8, 0.9, 0.85),
  line('2021-03-03', E2, 380, 2.3, 2.4, 2.35),
  line('2021-03-03', E3, 380, 4.8, 5, 4.9),
  line('2021-03-03', E1, 380, 0.7, 0.75, 0.72), // the same contract again, alike (traded, quoted): the later row wins
  '',
].join('\n');

describe('the import quality summary per underlying and day', () => {
  let dir: string;
  let report: ImportReport;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'chains-quality-'));
    await writeFile(join(dir, 'quirks.csv'), FILE);
    report = await importChains([join(dir, 'quirks.csv')], join(dir, 'store'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('counts each quirk on its day', () => {
    const zero = { rows: 0, imported: 0, zero_quotes: 0, crossed: 0, last_only: 0, stale_last: 0, missing_greeks: 0, no_underlying: 0, expiry_gaps: 0, duplicates: 0 };
    expect(report.quality.SPY?.by_day).toEqual({
      '2021-03-01': { ...zero, rows: 5, imported: 4, crossed: 1, stale_last: 1, missing_greeks: 4 },
      '2021-03-02': { ...zero, rows: 3, imported: 2, zero_quotes: 1, missing_greeks: 2, expiry_gaps: 1 },
      // Both rows traded and are quoted: the later one is kept, by file order.
      '2021-03-03': { ...zero, rows: 4, imported: 4, missing_greeks: 4, duplicates: 1, duplicates_by_volume: 0, duplicates_by_quote: 0, duplicates_by_open_interest: 0, duplicates_by_order: 1 },
    });
    expect(report.quality.SPY).toMatchObject({ first: '2021-03-01', last: '2021-03-03', days: 3, rows: 12, crossed: 1, zero_quotes: 1, stale_last: 1, expiry_gaps: 1, duplicates: 1, duplicates_by_order: 1 });
    expect(report.files[0]?.lacks).toMatch(/greeks .*computed/);
  });

  it('lists the trading days between the first and last day with no imported row (no day missing here)', () => {
    expect(report.quality.SPY?.missing_days).toEqual({ count: 0, first: [] });
  });

  it('a trading day the file skips, or one whose every row was skipped, is a missing day', async () => {
    const lines = FILE.split('\n').filter((l) => !l.startsWith('SPY,2021-03-02,'));
    // 2021-03-04: one no-market row only.
    lines.splice(lines.length - 1, 0, line('2021-03-04', E1, 380, 0, 0, 0), line('2021-03-05', E1, 380, 0.6, 0.7, 0.65));
    await writeFile(join(dir, 'gaps.csv'), lines.join('\n'));
    const gaps = await importChains([join(dir, 'gaps.csv')], join(dir, 'store-gaps'));
    expect(gaps.quality.SPY?.missing_days).toEqual({ count: 2, first: ['2021-03-02', '2021-03-04'] });
  });

  it('stores the later of two rows of a contract and computes the greeks the file lacks from the quotes', async () => {
    const source = await openImportedChains(createFolderChainStore(join(dir, 'store')), 'SPY', { riskFreeRate: () => 0.001 });
    expect(source?.quote('2021-03-03', E1, 'put', 380)).toMatchObject({ bid_price: 0.7, ask_price: 0.75, quote_source: 'imported' });
    const put = source?.quote('2021-03-01', E1, 'put', 380);
    expect(put?.delta).toBeLessThan(0);
    expect(put?.delta).toBeGreaterThan(-0.5);
    expect(put?.theta).toBeLessThan(0);
    expect(put?.vega).toBeGreaterThan(0);
    expect(source?.quote('2021-03-01', E1, 'put', 385)).toBeUndefined();
  });
});
