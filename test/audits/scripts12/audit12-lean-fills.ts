/**
 * Audit 12: runs on LEAN's real chains (options/quantconnect-lean-universes: AAPL 2014-06-02..16,
 * SPX 2015-12-22..23; closes only, no bid/ask), imported from the raw files into a temporary store.
 * For every leg filled on an imported day: the engine's fill against the LEAN row's close (read here
 * from the raw CSV, not the engine's code) and its volume, and what a spread would have cost: the
 * model's own bid/ask width for the same contract that day (the chain with no store), 25% of it
 * (README's default slippage) and half of it (crossing to the far side). The run's P&L on the close
 * is compared with the same run charged 25% of the modeled width on each imported fill (summed from
 * the legs, against the trader: a sale lower, a buy higher). GOOG is not run: the bundle has no GOOG
 * bars (GOOGL is another share class).
 * usage: npx tsx test/audits/scripts12/audit12-lean-fills.ts
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BacktestRequestSchema } from '../../../shared/contracts';
import { runMultiLegBacktest } from '../../../shared/engine';
import { importChains } from '../../../functions/market/chains/import-chains';
import { createFolderChainStore } from '../../../functions/market/chains/chain-store';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { RAW } from '../scripts11/raw-series';

type Row = { close: number; volume: number };
function leanRows(dirPath: string, files: string[]): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const f of files) {
    const day = `${f.slice(0, 4)}-${f.slice(4, 6)}-${f.slice(6, 8)}`;
    for (const line of readFileSync(join(dirPath, f), 'utf8').trim().split('\n').slice(1)) {
      const [exp, strike, right, , , , close, volume] = line.split(',');
      if (!exp) continue; // the underlying's row
      const e = `${exp.slice(0, 4)}-${exp.slice(4, 6)}-${exp.slice(6, 8)}`;
      rows.set(`${day} ${e} ${right === 'C' ? 'call' : 'put'} ${Number(strike)}`, { close: Number(close), volume: Number(volume) });
    }
  }
  return rows;
}

type Leg = { contract: { id: string; strike: number; call_or_put: 'call' | 'put'; expiry_date: string; quote_source?: string; last_only?: boolean }; side: string; quantity: number; price: number };
type Trade = { entry_date: string; exit_date: string; exit_scenario: string; pnl: number; entry_contracts: Leg[]; exit_contracts?: Leg[] };

const spread = (type: 'put' | 'call', delta: number, offset: number, dte: number) => ({
  side: 'short', option_type: type, dte_target: dte, target_strike_condition: { type: 'delta', value: delta },
  children: [{ side: 'long', option_type: type, dte_target: dte, strike_offset: offset, strike_offset_tolerance: Math.abs(offset) / 2 }],
});
const req = (ticker: string, start: string, end: string, name: string, legs: unknown[], exits: unknown[], minVolume = 0) => BacktestRequestSchema.parse({
  ticker, balance: 100_000, start_date: start, end_date: end, min_volume: minVolume, commission_per_contract: 0.65, slippage_pct_of_spread: 25,
  strategy: { name, max_open_positions: 3, max_units_per_position: 2, max_margin_percentage_per_position: 20, legs, global_exit_conditions: exits },
});

const sets = [
  {
    ticker: 'AAPL', folder: 'aapl', start: '2014-06-02', end: '2014-06-16', runs: [
      req('AAPL', '2014-06-02', '2014-06-16', 'short put -0.30, 14 DTE, 50% target', [{ side: 'short', option_type: 'put', dte_target: 14, target_strike_condition: { type: 'delta', value: -0.3 } }], [{ type: 'percentage_profit', value: 50 }]),
      req('AAPL', '2014-06-02', '2014-06-16', 'put credit spread -0.30 / $20, 19 DTE', [spread('put', -0.3, -20, 19)], []),
      req('AAPL', '2014-06-02', '2014-06-16', 'long call 0.50, 30 DTE, 20% target / 3-day time stop', [{ side: 'long', option_type: 'call', dte_target: 30, target_strike_condition: { type: 'delta', value: 0.5 } }], [{ type: 'percentage_profit', value: 20 }, { type: 'time_stop', value: 3 }]),
      req('AAPL', '2014-06-02', '2014-06-16', 'short put at min volume 100 (the default)', [{ side: 'short', option_type: 'put', dte_target: 14, target_strike_condition: { type: 'delta', value: -0.3 } }], [{ type: 'percentage_profit', value: 50 }], 100),
    ],
  },
  {
    ticker: 'SPX', folder: 'spx', start: '2015-12-22', end: '2015-12-23', runs: [
      req('SPX', '2015-12-22', '2015-12-23', 'SPX put credit spread -0.20 / $25, 30 DTE', [spread('put', -0.2, -25, 30)], []),
      req('SPX', '2015-12-22', '2015-12-23', 'SPX long call 0.50, 30 DTE', [{ side: 'long', option_type: 'call', dte_target: 30, target_strike_condition: { type: 'delta', value: 0.5 } }], []),
    ],
  },
];

for (const set of sets) {
  const folder = `${RAW}/options/quantconnect-lean-universes/${set.folder}`;
  const files = (await readdir(folder)).filter((f) => f.endsWith('.csv')).sort();
  const rows = leanRows(folder, files);
  const dir = await mkdtemp(join(tmpdir(), 'a12-lean-'));
  try {
    await importChains(files.map((f) => join(folder, f)), dir);
    const market = await loadMarketData(set.ticker, { store: createFolderChainStore(dir), range: { start: set.start, end: set.end } });
    const modeled = await loadMarketData(set.ticker, { store: null });
    for (const r of set.runs) {
      const result = runMultiLegBacktest(r, market);
      let legs = 0; let atClose = 0; let zeroVolume = 0; let charge25 = 0; let chargeHalf = 0; const lines: string[] = [];
      for (const t of result.trades as unknown as Trade[]) {
        for (const [list, date, opening] of [[t.entry_contracts, t.entry_date, true], [t.exit_contracts ?? [], t.exit_date, false]] as const) {
          for (const l of list) {
            const c = l.contract;
            const raw = rows.get(`${date} ${c.expiry_date} ${c.call_or_put} ${c.strike}`);
            if (!raw) { lines.push(`${date} ${c.id} ${l.price}: no LEAN row (${c.quote_source ?? '?'})`); continue; }
            legs += 1;
            const sell = (l.side === 'short') === opening;
            if (Math.abs(raw.close - l.price) < 1e-9) atClose += 1;
            if (raw.volume === 0) zeroVolume += 1;
            const m = modeled.options.quote(date, c.expiry_date, c.call_or_put, c.strike);
            const width = m ? m.ask_price - m.bid_price : NaN;
            charge25 += 0.25 * width * 100 * l.quantity;
            chargeHalf += 0.5 * width * 100 * l.quantity;
            lines.push(`${date} ${c.id} ${sell ? 'sell' : 'buy'} ${l.quantity} at ${l.price} | LEAN close ${raw.close} vol ${raw.volume} | model ${m?.bid_price}/${m?.ask_price} (width ${width.toFixed(2)})${c.last_only ? ' last_only' : ''}`);
          }
        }
      }
      const lastNote = result.diagnostics.notes.find((n) => n.includes('last price')) ?? 'none';
      console.log(JSON.stringify({
        run: `${set.ticker} ${r.strategy.name}`, trades: result.trades.length, pnl: result.total_pnl, data_source: result.data_source,
        legs_on_lean_rows: legs, filled_at_the_close: atClose, zero_volume_rows_filled: zeroVolume,
        spread_not_charged_25pct_of_model_width: Math.round(charge25 * 100) / 100, half_model_width: Math.round(chargeHalf * 100) / 100,
        pnl_if_charged_25pct: Math.round((result.total_pnl - charge25) * 100) / 100, diagnostics_last_price_note: lastNote.slice(0, 300), legs: lines,
        skipped: result.trades.length === 0 ? JSON.stringify(result.diagnostics.skipped_entries).slice(0, 400) : undefined,
      }, null, 1));
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
