/**
 * Audit 12: LEAN's AAPL universes list the June 2014 monthly as expiring Saturday 2014-06-21 (the
 * OCC date of monthlies before 2015), where the modeled chain lists Friday 06-20. A put credit spread
 * sold on LEAN's 06-04 and held past the imported days (to 06-30, modeled after 06-16): how the
 * Saturday expiry settles (which close, which day) and at what.
 * usage: npx tsx test/audits/scripts12/audit12-lean-saturday.ts
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BacktestRequestSchema } from '../../../shared/contracts';
import { runMultiLegBacktest } from '../../../shared/engine';
import { importChains } from '../../../functions/market/chains/import-chains';
import { createFolderChainStore } from '../../../functions/market/chains/chain-store';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { RAW } from '../scripts11/raw-series';

const folder = `${RAW}/options/quantconnect-lean-universes/aapl`;
const files = (await readdir(folder)).sort().map((f) => join(folder, f));
const dir = await mkdtemp(join(tmpdir(), 'a12-lean-sat-'));
try {
  await importChains(files, dir);
  const market = await loadMarketData('AAPL', { store: createFolderChainStore(dir), range: { start: '2014-06-02', end: '2014-06-30' } });
  const r = BacktestRequestSchema.parse({
    ticker: 'AAPL', balance: 100_000, start_date: '2014-06-04', end_date: '2014-06-30', min_volume: 0,
    strategy: { name: 'put credit spread', max_open_positions: 1, max_units_per_position: 2, max_margin_percentage_per_position: 20,
      legs: [{ side: 'short', option_type: 'put', dte_target: 17, target_strike_condition: { type: 'delta', value: -0.3 },
        children: [{ side: 'long', option_type: 'put', dte_target: 17, strike_offset: -20, strike_offset_tolerance: 10 }] }], global_exit_conditions: [] },
  });
  const res = runMultiLegBacktest(r, market);
  for (const t of res.trades) {
    console.log(JSON.stringify({ entry: t.entry_date, exit: t.exit_date, scenario: t.exit_scenario, pnl: t.pnl,
      legs: t.entry_contracts.map((c) => `${c.contract.id} ${c.side} ${c.quantity} at ${c.price}`),
      exits: (t.exit_contracts ?? []).map((c) => `${c.contract.id} at ${c.price}`), reason: t.reason }, null, 1));
  }
  console.log('bars', market.bars.filter((b) => b.date >= '2014-06-19' && b.date <= '2014-06-23').map((b) => `${b.date} ${b.close}`));
} finally {
  await rm(dir, { recursive: true, force: true });
}
