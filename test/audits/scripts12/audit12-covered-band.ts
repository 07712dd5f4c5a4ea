/**
 * Audit 12: the model-risk band on a covered run over imported days (LEAN's AAPL universes of
 * 2014-06-02..16, imported from the raw files). Runs an AAPL covered call (100 shares, 0.30 delta)
 * 2014-04-01..2014-08-29 (imported days inside, modeled around them) with the band, and the same
 * request on the imported days alone. Prints the band's end figures, then every imported day's
 * equity on the base, low and high runs: README says real quotes are not shifted, so a covered run
 * holding one call differs between the runs there only by what it sold on modeled days (the
 * contract, its premium), never by a shifted mark of a real quote. Then the shifted markets asked
 * directly for the call the run held on each imported day.
 * usage: npx tsx test/audits/scripts12/audit12-covered-band.ts
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CoveredBacktestRequestSchema } from '../../../shared/contracts';
import { runCoveredBacktestWithModelRisk } from '../../../shared/engine';
import { MODEL_RISK_VOL_POINTS, modelRiskClass } from '../../../shared/engine/market/chain-rules';
import { importChains } from '../../../functions/market/chains/import-chains';
import { createFolderChainStore } from '../../../functions/market/chains/chain-store';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { RAW } from '../scripts11/raw-series';

const folder = `${RAW}/options/quantconnect-lean-universes/aapl`;
const names = (await readdir(folder)).filter((f) => f.endsWith('.csv')).sort();
const imported = names.map((f) => `${f.slice(0, 4)}-${f.slice(4, 6)}-${f.slice(6, 8)}`);
const dir = await mkdtemp(join(tmpdir(), 'a12-covband-'));
const request = (start: string, end: string, dte: number) => CoveredBacktestRequestSchema.parse({
  ticker: 'AAPL', shares_multiple: 100, start_date: start, end_date: end,
  strategy: { name: `AAPL covered call ${dte} DTE over LEAN's June 2014`, start_type: 'covered_call', min_volume_for_entry: 0,
    covered_call_config: { DTE_target: dte, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: 0.1 } } },
});
try {
  await importChains(names.map((f) => join(folder, f)), dir);
  const market = await loadMarketData('AAPL', { store: createFolderChainStore(dir), range: { start: '2014-04-01', end: '2014-08-29' } });
  const points = MODEL_RISK_VOL_POINTS[modelRiskClass('AAPL')];
  for (const [start, end, dte] of [['2014-04-01', '2014-08-29', 30], ['2014-05-19', '2014-07-31', 45], ['2014-06-02', '2014-06-16', 19]] as const) {
    const r = runCoveredBacktestWithModelRisk(request(start, end, dte), market);
    const mr = r.model_risk;
    const curve = r.equity_curve as unknown as Array<[string, number]>; // covered results: [date, equity] pairs
    const days = curve.map((p) => p[0]);
    const onImported = days.map((d, i) => [d, i] as const).filter(([d]) => imported.includes(d))
      .map(([d, i]) => `${d} base ${curve[i]?.[1]} low ${mr?.equity_low[i]} high ${mr?.equity_high[i]}`);
    const held: string[] = [];
    for (const t of r.trades) {
      const c = (t as unknown as { entry_position?: { contract: { expiry_date: string; strike: number; id: string } } }).entry_position?.contract;
      if (!c) continue;
      // Before the 7:1 of 2014-06-09 only: after it the run holds 7 × the adjusted contract, not this strike.
      for (const d of imported.filter((x) => x >= t.entry_date && x <= t.exit_date && x < '2014-06-09')) {
        const px = (m: typeof market) => m.options.quote(d, c.expiry_date, 'call', c.strike);
        const [b, lo, hi] = [market, market.withVolShift?.(-points) ?? market, market.withVolShift?.(points) ?? market].map(px);
        held.push(`${d} ${c.id}: base ${b?.bid_price}/${b?.ask_price} (${b?.quote_source}) low ${lo?.bid_price}/${lo?.ask_price} high ${hi?.bid_price}/${hi?.ask_price}`);
      }
    }
    console.log(JSON.stringify({
      run: `${start}..${end} ${dte} DTE`, data_source: r.data_source, trades: r.trades.length, pnl: r.total_pnl,
      band: mr ? { points: mr.shift_vol_points, low_pnl: mr.low.total_pnl, high_pnl: mr.high.total_pnl } : 'none (all imported)',
      trades_list: r.trades.map((t) => `${t.entry_date}..${t.exit_date} ${t.pnl}`),
      equity_on_imported_days: onImported, held_call_quotes_on_imported_days: held.slice(0, 14),
    }, null, 1));
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
