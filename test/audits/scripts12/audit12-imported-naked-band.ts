/**
 * Audit 12 (audit 11's open N3): an all-imported run whose modeled stand-in is not capped by a
 * spread's width. Single short SPX puts on the real SPXW sample (imported from the raw file), held to
 * expiry or stopped at 200%; the result of an all-imported run carries no band (model-risk.ts skips
 * `data_source: 'imported'`), so the shifted runs are asked directly (as audit 11 did) and every leg the
 * trade log marks `quote_source: 'modeled'` is listed: does the hidden band differ from the base?
 * usage: npx tsx test/audits/scripts12/audit12-imported-naked-band.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BacktestRequestSchema } from '../../../shared/contracts';
import { runMultiLegBacktestWithModelRisk } from '../../../shared/engine';
import { runMultiLegBand } from '../../../shared/engine/strategy/multileg/run-multileg';
import { MODEL_RISK_VOL_POINTS, modelRiskClass } from '../../../shared/engine/market/chain-rules';
import { importChains } from '../../../functions/market/chains/import-chains';
import { createFolderChainStore } from '../../../functions/market/chains/chain-store';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { RAW } from '../scripts11/raw-series';

const FILE = `${RAW}/options/historicaloptiondata-samples_via-optopsy/SPXW_2018-01-02_to_2018-02-28.csv`;
const dir = await mkdtemp(join(tmpdir(), 'a12-naked-'));
const request = (delta: number, dte: number, exits: unknown[]) => BacktestRequestSchema.parse({
  ticker: 'SPX', balance: 1_000_000, start_date: '2018-01-02', end_date: '2018-02-28', commission_per_contract: 0.65, slippage_pct_of_spread: 25,
  strategy: { name: `short put ${delta} ${dte} DTE`, max_open_positions: 5, max_units_per_position: 1, max_margin_percentage_per_position: 10, max_margin_percentage_per_portfolio: 60,
    legs: [{ side: 'short', option_type: 'put', dte_target: dte, target_strike_condition: { type: 'delta', value: delta } }], global_exit_conditions: exits },
});
try {
  await importChains([FILE], dir);
  const market = await loadMarketData('SPX', { store: createFolderChainStore(dir), range: { start: '2018-01-02', end: '2018-02-28' } });
  const points = MODEL_RISK_VOL_POINTS[modelRiskClass('SPX')];
  const family = market.withVolShift?.(0) ?? market;
  const shift = (p: number) => family.withVolShift?.(p) ?? family;
  for (const [delta, dte, exits] of [[-0.2, 30, []], [-0.3, 21, [{ type: 'percentage_loss', value: 200 }]], [-0.5, 7, []], [-0.3, 45, [{ type: 'time_stop', value: 10 }]]] as const) {
    const req = request(delta, dte, [...exits]);
    const result = runMultiLegBacktestWithModelRisk(req, market) as unknown as Record<string, unknown> & { trades: Array<Record<string, unknown>> };
    const modeled: string[] = [];
    for (const t of result.trades) {
      for (const k of ['entry_contracts', 'exit_contracts'] as const) {
        for (const l of (t[k] as Array<{ contract: { id: string; quote_source?: string }; price: number; side: string; quantity: number }> | undefined) ?? []) {
          if (l.contract.quote_source === 'modeled') modeled.push(`${k === 'entry_contracts' ? t.entry_date : t.exit_date} ${l.contract.id} ×${l.quantity} at ${l.price} (trade pnl ${t.pnl})`);
        }
      }
    }
    const low = runMultiLegBand(req, shift(-points));
    const high = runMultiLegBand(req, shift(points));
    console.log(JSON.stringify({
      run: req.strategy.name, data_source: result.data_source, trades: result.trades.length, total_pnl: result.total_pnl, has_model_risk: 'model_risk' in result,
      modeled_legs: modeled, band_if_asked: { points, low: low.metrics.total_pnl, high: high.metrics.total_pnl },
    }, null, 1));
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
