import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema } from '../../../shared/contracts';
import { runCoveredBacktest } from '../../../shared/engine';
import type { MarketData } from '../../../shared/engine/market/market-data';
import { LEAN_DIR } from '../lean-chains';
import { loadMarketData } from '../load-market-data';
import { createFolderChainStore } from './chain-store';
import { importChains } from './import-chains';

/**
 * The real LEAN AAPL universe of 2014-06-13 (spot 91.28 after the 7:1 split): near the money its
 * implied_volatility is 0 and its greeks are placeholders (every call delta 0.9704 or 0.9940, every
 * put 0). Read as measurements, a 0.30-delta covered call sold the 107.14 call (last 0.04).
 */
describe('LEAN rows: the traded close as the underlying, and greeks computed from the close where LEAN has only placeholders', () => {
  let dir: string;
  let market: MarketData;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'chains-lean-greeks-'));
    await importChains([join(LEAN_DIR, 'aapl', '20140613.csv')], dir);
    market = await loadMarketData('AAPL', { store: createFolderChainStore(dir), range: { start: '2014-06-13', end: '2014-06-16' } });
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('prices the July 95 call and 90 put with their own deltas', () => {
    const call = market.options.quote('2014-06-13', '2014-07-19', 'call', 95);
    const put = market.options.quote('2014-06-13', '2014-07-19', 'put', 90);
    // The day's close as traded (the file's underlying line says 93.77; the bundled bars, adjusted
    // for 2020's 4:1 split, 22.82).
    expect(call?.underlying_price).toBe(91.28);
    // Closes 0.97 and 1.72 with 36 days to go: out of the money, a quarter to a third of a delta
    // (the 95 call's close implies 20.4% vol and delta 0.277 at 91.28).
    expect(call?.delta).toBeGreaterThan(0.2);
    expect(call?.delta).toBeLessThan(0.4);
    expect(put?.delta).toBeLessThan(-0.25);
    expect(put?.delta).toBeGreaterThan(-0.5);
    expect(call?.gamma).toBeGreaterThan(0);
  });

  it('a 0.30-delta covered call sells a call near 0.30 delta', () => {
    const request = CoveredBacktestRequestSchema.parse({
      ticker: 'AAPL', shares_multiple: 100, start_date: '2014-06-13', end_date: '2014-06-16',
      strategy: { name: 'cc', min_volume_for_entry: 0, covered_call_config: { DTE_target: 30, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: null } } },
    });
    const result = runCoveredBacktest(request, market);
    const sold = result.trades[0]?.entry_position.contract;
    expect(sold?.delta).toBeGreaterThan(0.2);
    expect(sold?.delta).toBeLessThan(0.4);
    expect(sold?.strike).toBeLessThan(100);
  });
});
