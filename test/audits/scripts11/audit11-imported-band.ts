/**
 * Audit 11: does the model-risk band show the model risk of a contract the imported data lack on a
 * day they cover? model-risk.ts: "imported real quotes are not shifted (a contract an imported day
 * lacks is priced by the model there, and that price is shifted)", yet withModelRisk returns the
 * base result unchanged when `data_source` is 'imported' (every day imported). Runs the SPXW
 * sample's $10 iron condor with exits (price_source last), imported from the raw file, and prints:
 * the contracts the trade log marks quote_source 'modeled' and their trades; the result's
 * `model_risk` (present or not); and the band the same shifted runs give when asked directly
 * (runMultiLegBand on market.withVolShift(∓points)), i.e. what the band would read.
 * usage: npx tsx test/audits/scripts11/audit11-imported-band.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMultiLegBacktestWithModelRisk } from '../../../shared/engine';
import { runMultiLegBand } from '../../../shared/engine/strategy/multileg/run-multileg';
import { MODEL_RISK_VOL_POINTS, modelRiskClass } from '../../../shared/engine/market/chain-rules';
import { sampleCondor, sampleSpreads, vertical } from '../../../functions/market/chains/spxw-sample-runs';
import { importChains } from '../../../functions/market/chains/import-chains';
import { createFolderChainStore } from '../../../functions/market/chains/chain-store';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { RAW } from './raw-series';

const FILE = `${RAW}/options/historicaloptiondata-samples_via-optopsy/SPXW_2018-01-02_to_2018-02-28.csv`;
const dir = await mkdtemp(join(tmpdir(), 'a11-band-'));
try {
  await importChains([FILE], dir);
  const market = await loadMarketData('SPX', { store: createFolderChainStore(dir), range: { start: '2018-01-02', end: '2018-02-28' } });
  const exits = [{ type: 'percentage_profit' as const, value: 50 }, { type: 'percentage_loss' as const, value: 200 }, { type: 'time_stop' as const, value: 21 }];
  const runs = [
    ['$10 iron condor with exits, last', sampleCondor(10, 'last', exits)],
    ['$10 iron condor to expiry, mid', sampleCondor(10, 'mid')],
    ['$5 short put spread, last', sampleSpreads(vertical('put', 'short', -0.3, 5), 'last')],
  ] as const;
  const points = MODEL_RISK_VOL_POINTS[modelRiskClass('SPX')];
  for (const [name, request] of runs) {
    const result = runMultiLegBacktestWithModelRisk(request, market) as unknown as Record<string, unknown> & { trades: Array<Record<string, unknown>> };
    const modeled: string[] = [];
    for (const t of result.trades) {
      for (const k of ['entry_contracts', 'exit_contracts'] as const) {
        for (const l of (t[k] as Array<{ contract: { id: string; quote_source?: string }; price: number; side: string; quantity: number }> | undefined) ?? []) {
          if (l.contract.quote_source === 'modeled') modeled.push(`${k === 'entry_contracts' ? t.entry_date : t.exit_date} ${l.contract.id} ${l.side} ×${l.quantity} at ${l.price} (trade pnl ${t.pnl})`);
        }
      }
    }
    const family = market.withVolShift?.(0) ?? market;
    const shift = (p: number) => family.withVolShift?.(p) ?? family;
    const low = runMultiLegBand(request, shift(-points));
    const high = runMultiLegBand(request, shift(points));
    console.log(JSON.stringify({
      run: name, data_source: result.data_source, total_pnl: result.total_pnl, trades: result.trades.length,
      modeled_legs: modeled, has_model_risk: 'model_risk' in result,
      band_if_asked: { points, low_total_pnl: low.metrics.total_pnl, high_total_pnl: high.metrics.total_pnl },
      notes: (result.diagnostics as { notes: string[] }).notes.filter((n) => /model/i.test(n)),
    }, null, 1));
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
