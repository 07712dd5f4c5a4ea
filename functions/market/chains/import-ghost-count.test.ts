/**
 * The import's quality report counts LEAN's pre-split ghost rows (audit 12 D1): rows it stores but a
 * backtest does not quote (shared/engine/market/pre-split-ghosts.ts). Real LEAN AAPL files over the
 * 7:1 of 2014-06-09: the day before the split, and the first two days after it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFolderChainStore } from './chain-store';
import { importChains, type ImportReport } from './import-chains';
import { openImportedChains } from './parquet-chain-source';
import { loadMarketData } from '../load-market-data';
import { LEAN_DIR } from '../lean-chains';

const FILES = ['20140605.csv', '20140609.csv', '20140610.csv'].map((f) => join(LEAN_DIR, 'aapl', f));

describe('the import counts pre-split ghost rows', () => {
  let dir: string;
  let report: ImportReport;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'chains-ghosts-'));
    report = await importChains(FILES, dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('as the rows of each day the engine stored and does not answer', async () => {
    const q = report.quality.AAPL;
    const store = createFolderChainStore(dir);
    const stored = await openImportedChains(store, 'AAPL', { riskFreeRate: () => 0 });
    const market = await loadMarketData('AAPL', { store, range: { start: '2014-06-05', end: '2014-06-10' } });
    const rows = (chains: { expirations(d: string): readonly string[]; chain(d: string, e: string, t: 'call' | 'put'): readonly unknown[] }, date: string) =>
      chains.expirations(date).reduce((n, e) => n + chains.chain(date, e, 'call').length + chains.chain(date, e, 'put').length, 0);
    for (const date of ['2014-06-09', '2014-06-10']) {
      const setAside = rows(stored!, date) - rows(market.options, date);
      // Every pre-split strike over 200 and the 195/200 calls and puts of 2015-01-17 (README, D1).
      expect(setAside).toBe(2180);
      expect(q?.by_day[date]?.pre_split_ghosts).toBe(setAside);
    }
    // The run's market says why it answers such a contract from the model (a trade's reason reads it).
    expect(market.options.preSplitGhost?.('2014-06-09', '2014-07-11', 'call', 625)).toBe(true);
    expect(market.options.preSplitGhost?.('2014-06-09', '2014-07-11', 'call', 89.29)).toBe(false);
    expect(q?.pre_split_ghosts).toBe((q?.by_day['2014-06-09']?.pre_split_ghosts ?? 0) + (q?.by_day['2014-06-10']?.pre_split_ghosts ?? 0));
  });

  it('only on days a split can have left them on (the day before the split is not looked at)', () => {
    expect(report.quality.AAPL?.by_day['2014-06-05']).toBeDefined();
    expect(report.quality.AAPL?.by_day['2014-06-05']?.pre_split_ghosts).toBeUndefined();
  });
});
