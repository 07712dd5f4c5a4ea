/**
 * Audit 11, N3, before/after: the SPXW sample's $10 iron condor with exits (price_source last),
 * imported from the raw file, with model risk. Prints the 2740 put of 2018-02-28 on 2018-02-05 as
 * the chain answers it (the raw file quotes it bid 0 / ask 0; the import drops it, so the model
 * prices it) beside its real 2735 and 2745 neighbours, the fill of that leg, the run's P&L, whether
 * the result carries `model_risk`, its band's P&L and the days its equity leaves the base's. Then
 * the same for a short put alone (0.15-delta, 30 DTE, 5-day time stop: it holds the 2615 put of
 * 02-28, which the raw file also quotes bid 0 / ask 0 on 02-05; no wing caps its loss).
 * usage: npx tsx test/audits/scripts11/audit11-n3-bound.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMultiLegBacktestWithModelRisk } from '../../../shared/engine';
import { sampleCondor } from '../../../functions/market/chains/spxw-sample-runs';
import { BacktestRequestSchema, type BacktestRequest } from '../../../shared/contracts';
import type { MarketData } from '../../../shared/engine/market/market-data';
import { importChains } from '../../../functions/market/chains/import-chains';
import { createFolderChainStore } from '../../../functions/market/chains/chain-store';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { RAW } from './raw-series';

const FILE = `${RAW}/options/historicaloptiondata-samples_via-optopsy/SPXW_2018-01-02_to_2018-02-28.csv`;
const dir = await mkdtemp(join(tmpdir(), 'a11-n3-'));
try {
  await importChains([FILE], dir);
  const market = await loadMarketData('SPX', { store: createFolderChainStore(dir), range: { start: '2018-01-02', end: '2018-02-28' } });
  const show = (k: number) => {
    const q = market.options.quote('2018-02-05', '2018-02-28', 'put', k);
    return q && `${k} put ${q.bid_price}/${q.ask_price} price ${q.last_trade_price} ${q.quote_source}${q.neighbour_bounded ? ' neighbour_bounded' : ''}`;
  };
  const exits = [{ type: 'percentage_profit' as const, value: 50 }, { type: 'percentage_loss' as const, value: 200 }, { type: 'time_stop' as const, value: 21 }];
  const condor = sampleCondor(10, 'last', exits);
  const shortPut = BacktestRequestSchema.parse({
    ...condor,
    strategy: {
      ...condor.strategy, name: 'short put', max_margin_percentage_per_position: 100, max_open_positions: 3,
      legs: [{ side: 'short', option_type: 'put', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: -0.15 }, entry_conditions: [] }],
      global_exit_conditions: [{ type: 'time_stop', value: 5 }],
    },
  });
  console.log(JSON.stringify({ quotes: [2610, 2615, 2620, 2735, 2740, 2745].map(show) }));
  for (const [name, request] of [['$10 iron condor with exits, last', condor], ['0.15-delta short put, 5-day time stop, last', shortPut]] as const) report(name, request, market);
} finally {
  await rm(dir, { recursive: true, force: true });
}

function report(name: string, request: BacktestRequest, market: MarketData): void {
  const result = runMultiLegBacktestWithModelRisk(request, market);
  const legs = result.trades.flatMap((t) => [
    ...t.entry_contracts.filter((l) => l.contract.quote_source === 'modeled').map((l) => `${t.entry_date} ${l.contract.id} opened ×${l.quantity} at ${l.price}`),
    ...t.exit_contracts.filter((l) => l.contract.quote_source === 'modeled').map((l) => `${t.exit_date} ${l.contract.id} closed ×${l.quantity} at ${l.price}${l.contract.neighbour_bounded ? ' (neighbour_bounded)' : ''} (trade pnl ${t.pnl})`),
  ]);
  const band = result.model_risk;
  const off = band ? result.equity_curve.map((p, i) => [p.date, p.equity, band.equity_low[i], band.equity_high[i]] as const).filter(([, e, lo, hi]) => lo !== e || hi !== e) : [];
  console.log(JSON.stringify({
    run: name, trades: result.trades.length, modeled_legs: legs, total_pnl: result.total_pnl, has_model_risk: band !== undefined,
    band: band && { low_total_pnl: band.low.total_pnl, high_total_pnl: band.high.total_pnl, days_off_base: off.length, first_off_base: off[0] },
    notes: result.diagnostics.notes.filter((n) => /model/i.test(n)),
  }, null, 1));
}
