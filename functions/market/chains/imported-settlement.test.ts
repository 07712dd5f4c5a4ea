import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BacktestRequestSchema } from '../../../shared/contracts';
import { runMultiLegBacktest } from '../../../shared/engine';
import type { MarketData } from '../../../shared/engine/market/market-data';
import { LEAN_DIR } from '../lean-chains';
import { loadMarketData } from '../load-market-data';
import { createFolderChainStore } from './chain-store';
import { importChains } from './import-chains';

/**
 * The real LEAN AAPL universe of June 2014 lists the June monthly at its formal Saturday expiration,
 * 2014-06-21 (before February 2015 a monthly expired on the Saturday after its last trading day).
 * The engine first sees it expired on Monday 2014-06-23; it must settle at Friday's close (90.91),
 * not Monday's (90.83), a price from after the option stopped trading.
 */
describe('an imported expiration on a non-trading day (LEAN AAPL, June 2014)', () => {
  let dir: string;
  let market: MarketData;
  beforeAll(async () => {
    const folder = join(LEAN_DIR, 'aapl');
    const files = (await readdir(folder)).filter((f) => f.endsWith('.csv')).map((f) => join(folder, f));
    dir = await mkdtemp(join(tmpdir(), 'chains-lean-aapl-'));
    await importChains(files, dir);
    market = await loadMarketData('AAPL', { store: createFolderChainStore(dir), range: { start: '2014-06-02', end: '2014-06-30' } });
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('a short put to the Saturday 2014-06-21 expiration settles at Friday 2014-06-20\'s close', () => {
    const request = BacktestRequestSchema.parse({
      ticker: 'AAPL', balance: 100_000, start_date: '2014-06-10', end_date: '2014-06-30', min_volume: 0,
      commission_per_contract: 0, slippage_pct_of_spread: 0,
      strategy: {
        name: 'short put', ticker: 'AAPL', max_open_positions: 1, max_units_per_position: 1,
        legs: [{ side: 'short', option_type: 'put', dte_target: 11, target_strike_condition: { type: 'strike_price', value: 92 } }],
        global_exit_conditions: [],
      },
    });
    const trade = runMultiLegBacktest(request, market).trades[0]!;
    expect(trade.entry_contracts[0]?.contract.id).toBe('AAPL140621P00092140');
    expect(trade.exit_scenario).toBe('EXPIRATION');
    expect(trade.exit_date).toBe('2014-06-20');
    expect(trade.reason).toMatch(/^Expiration on 2014-06-21: settled at intrinsic value, PM-settled at the close 90\.91 of 2014-06-20, the last trading day before its 2014-06-21 expiration/);
    // Sold at the 0.42 last; assigned 92.14 − 90.91 = 1.23 (Monday's 90.83 said 1.31): (0.42 − 1.23) × 100.
    expect(trade.pnl).toBeCloseTo((0.42 - (92.14 - 90.91)) * 100, 2);
  });
});
