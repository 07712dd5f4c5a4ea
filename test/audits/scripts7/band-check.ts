/**
 * Audit 7: the model-risk band of a result against full engine runs on the shifted markets, and its
 * metrics against its own curves. Runs the request as the app does (with model risk), then the plain
 * engine on market.withVolShift(−points) and (+points), and compares: the band's daily equity with
 * the full runs' curves (every day), the band's metrics with those runs' metrics, and total return /
 * max drawdown recomputed here from the band's curves; with --spxw the real SPXW sample is imported
 * (2018-01-02..02-28) and the days the band's curves equal the base's are counted (imported days are
 * not shifted: until a modeled day prices a position, the curves must be the base's).
 * usage: npx tsx test/audits/scripts7/band-check.ts request.json [--spxw]
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCoveredBacktest, runCoveredBacktestWithModelRisk, runMultiLegBacktest, runMultiLegBacktestWithModelRisk } from '../../../shared/engine';
import { parseRequest } from '../../../functions/cli/parse-request';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { createFolderChainStore } from '../../../functions/market/chains/chain-store';
import { importChains } from '../../../functions/market/chains/import-chains';
import { SPXW_FIXTURE } from '../../../functions/market/chains/spxw-sample-runs';
import { MODEL_RISK_VOL_POINTS, modelRiskClass } from '../../../shared/engine/market/chain-rules';

const args = process.argv.slice(2);
const spxw = args.includes('--spxw');
const path = args.find((a) => a !== '--spxw');
if (!path) throw new Error('usage: band-check.ts request.json [--spxw]');
const parsed = parseRequest(JSON.parse(await readFile(path, 'utf8')));
if (parsed.kind === 'invalid') throw new Error(parsed.messages.join('\n'));
const { ticker, start_date: start, end_date: end } = parsed.request;
let dir: string | undefined;
try {
  let market;
  if (spxw) {
    dir = await mkdtemp(join(tmpdir(), 'audit7-bandrun-'));
    await importChains([SPXW_FIXTURE], dir);
    market = await loadMarketData(ticker, { store: createFolderChainStore(dir), range: { start: start ?? '2010-01-01', end: end ?? '2030-01-01' } });
  } else market = await loadMarketData(ticker);
  const covered = parsed.kind === 'covered';
  const withBand = covered ? runCoveredBacktestWithModelRisk(parsed.request, market) : runMultiLegBacktestWithModelRisk(parsed.request as never, market);
  const single = covered ? runCoveredBacktest(parsed.request, market) : runMultiLegBacktest(parsed.request as never, market);
  const mr = withBand.model_risk;
  if (!mr) throw new Error(`no model_risk (data_source ${withBand.data_source})`);
  const points = MODEL_RISK_VOL_POINTS[modelRiskClass(ticker)];
  const shift = market.withVolShift;
  if (!shift) throw new Error('this market cannot shift its surface');
  const full = (p: number) => (covered ? runCoveredBacktest(parsed.request, shift(p)) : runMultiLegBacktest(parsed.request as never, shift(p)));
  const low = full(-points), high = full(points);
  const curve = (c: unknown[]) => c.map((x) => (Array.isArray(x) ? { date: x[0] as string, equity: x[1] as number } : (x as { date: string; equity: number })));
  const gaps = (a: { date: string; equity: number }[], b: { date: string; equity: number }[]) => a.length === b.length ? a.filter((p, i) => p.date !== b[i]?.date || p.equity !== b[i]?.equity).length : -1;
  const baseCurve = curve(withBand.equity_curve);
  // The band's curves are bare values, one per point of the result's equity_curve (same dates).
  const bandCurve = (values: number[]) => { if (values.length !== baseCurve.length) throw new Error('band length differs'); return values.map((equity, i) => ({ date: baseCurve[i]?.date ?? '', equity })); };
  const mine = (c: { date: string; equity: number }[]) => {
    let peak = withBand.start_balance, dd = 0;
    for (const p of c) { peak = Math.max(peak, p.equity); dd = Math.max(dd, (peak - p.equity) / peak); }
    return { total_return_pct: Math.round(((c.at(-1)?.equity ?? Number.NaN) / withBand.start_balance - 1) * 1e6) / 1e4, max_drawdown_pct: Math.round(dd * 1e6) / 1e4 };
  };
  const sameAsBase = (c: { date: string; equity: number }[]) => { let n = 0; while (n < c.length && c[n]?.equity === baseCurve[n]?.equity) n += 1; return { days_equal_to_base_from_start: n, first_different: c[n]?.date ?? null }; };
  const metricKeys = ['total_return_pct', 'max_drawdown_pct', 'cagr_pct', 'sharpe_ratio', 'win_rate', 'total_trades', 'end_balance'] as const;
  const metricGaps = (band: Record<string, unknown>, run: Record<string, unknown>) => metricKeys.filter((k) => k in band && band[k] !== run[k]).map((k) => `${k} ${String(band[k])} vs ${String(run[k])}`);
  process.stdout.write(`${JSON.stringify({
    data_source: withBand.data_source, shift_vol_points: mr.shift_vol_points, documented_points: points,
    base_equals_single_run: JSON.stringify(withBand.equity_curve) === JSON.stringify(single.equity_curve) && withBand.end_balance === single.end_balance && withBand.trades.length === single.trades.length,
    base_end: withBand.end_balance, low_end: low.end_balance, high_end: high.end_balance,
    band_low_vs_full_run_days_differing: gaps(bandCurve(mr.equity_low), curve(low.equity_curve)),
    band_high_vs_full_run_days_differing: gaps(bandCurve(mr.equity_high), curve(high.equity_curve)),
    band_low_metrics_vs_full: metricGaps(mr.low as unknown as Record<string, unknown>, low as unknown as Record<string, unknown>),
    band_high_metrics_vs_full: metricGaps(mr.high as unknown as Record<string, unknown>, high as unknown as Record<string, unknown>),
    low_recomputed: mine(bandCurve(mr.equity_low)), low_reported: { total_return_pct: mr.low.total_return_pct, max_drawdown_pct: mr.low.max_drawdown_pct },
    high_recomputed: mine(bandCurve(mr.equity_high)), high_reported: { total_return_pct: mr.high.total_return_pct, max_drawdown_pct: mr.high.max_drawdown_pct },
    low_vs_base: sameAsBase(bandCurve(mr.equity_low)), high_vs_base: sameAsBase(bandCurve(mr.equity_high)),
  })}\n`);
} finally {
  if (dir) await rm(dir, { recursive: true, force: true });
}
