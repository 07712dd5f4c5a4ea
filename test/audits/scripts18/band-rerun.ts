/**
 * Audit 18: is the model-risk band the full shifted runs, at the documented size, and are imported
 * real days left alone? For a request (multi-leg or covered):
 *  1. the app's result with its band (runXBacktestWithModelRisk) on a freshly loaded market;
 *  2. the same request run in full, as a single run (runXBacktest, trade log and all), on two other
 *     freshly loaded markets shifted by −points and +points, points read from the README's table
 *     (SPX/ETFs 1.4, AAPL/AMZN/GLD 2.7, other stocks 5.9), not from the engine's constant;
 *  3. the band's daily equity compared day by day with those full runs (largest |difference|).
 * With --spxw the real SPXW sample (2018-01-02..02-28) is imported first into a temporary folder
 * store with the operator's importer, and every imported day's every contract is compared between
 * the unshifted and both shifted markets (bid, ask, last): real quotes must not move.
 * With --lean-aapl the same with the LEAN AAPL universes of 2014-06 (last-price-only rows).
 * usage: npx tsx test/audits/scripts18/band-rerun.ts request.json [--spxw | --lean-aapl]
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  runCoveredBacktest,
  runCoveredBacktestWithModelRisk,
  runMultiLegBacktest,
  runMultiLegBacktestWithModelRisk,
} from '../../../shared/engine';
import type { MarketData } from '../../../shared/engine/market/market-data';
import { parseRequest } from '../../../functions/cli/parse-request';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { createFolderChainStore, type ChainStore } from '../../../functions/market/chains/chain-store';
import { importChains } from '../../../functions/market/chains/import-chains';

const README_POINTS = (t: string): number => (['SPX', 'SPY', 'QQQ', 'IWM'].includes(t) ? 1.4 : ['AAPL', 'AMZN', 'GLD'].includes(t) ? 2.7 : 5.9);
const SPXW = '../shared/market-data-raw/options/historicaloptiondata-samples_via-optopsy/SPXW_2018-01-02_to_2018-02-28.csv';
const LEAN_AAPL = '../shared/market-data-raw/options/quantconnect-lean-universes/aapl';

const path = process.argv[2];
if (!path) throw new Error('usage: band-rerun.ts request.json [--spxw]');
const spxw = process.argv.includes('--spxw');
const leanAapl = process.argv.includes('--lean-aapl');
const parsed = parseRequest(JSON.parse(await readFile(path, 'utf8')));
if (parsed.kind === 'invalid') throw new Error(parsed.messages.join('; '));
const req = parsed.request as { ticker: string; start_date: string; end_date: string };
const dir = spxw || leanAapl ? await mkdtemp(join(tmpdir(), 'audit18-spxw-')) : undefined;
try {
  if (dir) await importChains(spxw ? [SPXW] : (await readdir(LEAN_AAPL)).filter((f) => f.endsWith('.csv')).map((f) => join(LEAN_AAPL, f)), dir);
  const store: ChainStore | null = dir ? createFolderChainStore(dir) : null;
  const load = (): Promise<MarketData> => loadMarketData(req.ticker, { store, range: { start: req.start_date, end: req.end_date } });
  type Eq = { date: string; equity: number }[];
  // A covered result's curve is [date, equity] pairs, a multi-leg one's {date, equity} objects.
  const points = (curve: readonly unknown[]): Eq => curve.map((p) => (Array.isArray(p) ? { date: String(p[0]), equity: Number(p[1]) } : (p as { date: string; equity: number })));
  const full = (m: MarketData): { end: number; equity: Eq; trades: number; source: string } => {
    const r = parsed.kind === 'covered' ? runCoveredBacktest(parsed.request, m) : runMultiLegBacktest(parsed.request as never, m);
    return { end: r.end_balance, equity: points(r.equity_curve), trades: r.trades.length, source: r.data_source };
  };
  const t0 = performance.now();
  const banded = parsed.kind === 'covered' ? runCoveredBacktestWithModelRisk(parsed.request, await load()) : runMultiLegBacktestWithModelRisk(parsed.request as never, await load());
  const t1 = performance.now();
  const shiftPoints = README_POINTS(req.ticker.toUpperCase());
  const base = full(await load());
  const t2 = performance.now();
  const shift = (m: MarketData, p: number): MarketData => {
    if (!m.withVolShift) throw new Error('this market cannot shift');
    return m.withVolShift(p);
  };
  const low = full(shift(await load(), -shiftPoints));
  const high = full(shift(await load(), shiftPoints));
  const mr = banded.model_risk;
  const maxDiff = (a: Eq, b: readonly number[] | undefined): string => {
    if (!b) return 'no band equity';
    if (a.length !== b.length) return `lengths differ ${a.length} vs ${b.length}`;
    let worst = 0;
    let at = '';
    let bad = 0;
    a.forEach((p, i) => {
      const d = Math.abs(p.equity - (b[i] as number));
      if (!Number.isFinite(d)) bad += 1;
      else if (d > worst) { worst = d; at = p.date; }
    });
    if (bad > 0) return `${bad} days not comparable (non-finite)`;
    return `max |full − band| ${worst.toFixed(2)}${at ? ` on ${at}` : ''} over ${a.length} days`;
  };
  const eqOf = (e: unknown): number[] | undefined => (Array.isArray(e) ? e.map((x) => (typeof x === 'number' ? x : Array.isArray(x) ? Number(x[1]) : (x as { equity: number }).equity)) : undefined);
  console.log(JSON.stringify({
    ticker: req.ticker, data_source: banded.data_source, readme_points: shiftPoints, engine_points: mr?.shift_vol_points ?? null,
    base: { app: banded.end_balance, single: base.end, trades: base.trades },
    low: { band: mr?.low.end_balance ?? null, full: low.end, trades_full: low.trades, band_trades: mr?.low.total_trades ?? null },
    high: { band: mr?.high.end_balance ?? null, full: high.end, trades_full: high.trades, band_trades: mr?.high.total_trades ?? null },
    equity_low: maxDiff(low.equity, eqOf(mr?.equity_low)), equity_high: maxDiff(high.equity, eqOf(mr?.equity_high)),
    // The same comparison across the runs, which must differ: shows the check can fail.
    control_low_full_vs_high_band: maxDiff(low.equity, eqOf(mr?.equity_high)),
    base_equity_vs_app: maxDiff(base.equity, points(banded.equity_curve).map((p) => p.equity)),
    ms: { with_model_risk: Math.round(t1 - t0), single: Math.round(t2 - t1) },
    notes: banded.diagnostics.notes.filter((n) => /imported|modeled price|liquidity/i.test(n)),
    vol_model: (banded as { vol_model?: unknown }).vol_model ?? null,
  }, null, 1));
  if (dir) {
    // Every imported day's every contract, unshifted against shifted.
    const m0 = await load();
    const ms = [shift(m0, -shiftPoints), shift(m0, shiftPoints)];
    let days = 0;
    let contracts = 0;
    let moved = 0;
    for (const bar of m0.bars) {
      if (m0.options.source(bar.date) !== 'imported') continue;
      const exps = m0.options.expirations(bar.date);
      days += 1;
      for (const e of exps) {
        for (const type of ['call', 'put'] as const) {
          const q0 = m0.options.chain(bar.date, e, type);
          const qs = ms.map((m) => m.options.chain(bar.date, e, type));
          q0.forEach((q, i) => {
            contracts += 1;
            if (qs.some((list) => list[i]?.id !== q.id || list[i]?.bid_price !== q.bid_price || list[i]?.ask_price !== q.ask_price || list[i]?.last_trade_price !== q.last_trade_price)) moved += 1;
          });
        }
      }
    }
    console.log(JSON.stringify({ imported_days_compared: days, contracts, moved_by_shift: moved }));
  }
} finally {
  if (dir) await rm(dir, { recursive: true, force: true });
}
