/**
 * Audit 12, defect D1: LEAN's AAPL universes after the 7:1 of 2014-06-09 still list the pre-split
 * strikes (2,176 of 4,360 rows on 06-09, every one volume 0, the close frozen at its last pre-split
 * trade). Imported as last-only quotes (bid = ask = close), they are traded at that close: a 0.50
 * delta picks the 625 call of 2014-07-11 at 31.35 on a $93.70 stock (its implied vol solved from the
 * stale close: 663%). Prints the quote the imported chain answers, the real adjusted contract's
 * (7 × 89.29), and a short call sold 06-09 and held to 07-11 (the days after 06-16 are modeled: the
 * 625 call is worth nothing there). `MIN_VOLUME` sets the request's min_volume (0 by default; the
 * default 100 keeps a zero-volume row out of an entry, not out of the marks).
 * usage: npx tsx test/audits/scripts12/audit12-lean-stale.ts
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
const dir = await mkdtemp(join(tmpdir(), 'a12-lean-stale-'));
try {
  await importChains(files, dir);
  const market = await loadMarketData('AAPL', { store: createFolderChainStore(dir), range: { start: '2014-06-02', end: '2014-07-11' } });
  const show = (k: number) => {
    const q = market.options.quote('2014-06-09', '2014-07-11', 'call', k);
    return q && { id: q.id, bid: q.bid_price, ask: q.ask_price, volume: q.volume, spot: q.underlying_price, delta: q.delta, iv: q.bid_implied_volatility, source: q.quote_source };
  };
  console.log(JSON.stringify({ stale_625_call_on_06_09: show(625), adjusted_89_29_call_on_06_09: show(89.29) }, null, 1));
  const minVolume = Number(process.env.MIN_VOLUME ?? 0);
  for (const side of ['short', 'long'] as const) {
    const r = BacktestRequestSchema.parse({
      ticker: 'AAPL', balance: 100_000, start_date: '2014-06-09', end_date: '2014-07-11', min_volume: minVolume, commission_per_contract: 0.65,
      strategy: { name: `${side} 0.50-delta 30-DTE call`, max_open_positions: 1, max_units_per_position: 2, max_margin_percentage_per_position: 50,
        legs: [{ side, option_type: 'call', dte_target: 30, target_strike_condition: { type: 'delta', value: 0.5 } }], global_exit_conditions: [] },
    });
    const res = runMultiLegBacktest(r, market);
    console.log(JSON.stringify({ run: r.strategy.name, min_volume: minVolume, pnl: res.total_pnl, trades: res.trades.map((t) => ({ entry: t.entry_date, exit: t.exit_date, pnl: t.pnl, legs: t.entry_contracts.map((c) => `${c.contract.id} ${c.side} ${c.quantity} at ${c.price} (volume ${c.contract.volume})`), reason: t.reason.slice(0, 160) })) }, null, 1));
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
