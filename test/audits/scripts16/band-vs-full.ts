/**
 * Audit 16: the model-risk band the CLI prints (`npm run -s backtest -- request.json --model-risk`,
 * saved to a file) against full engine runs on the shifted surface: a fresh market loaded here, its
 * `withVolShift(∓points)` (the default wing tilt, as the band's runs), and the plain engine run
 * (runMultiLegBacktest / runCoveredBacktest: every rule, not the band's kept-to-the-metrics run).
 * Compared to the cent: the end balance, each metric the band reports, and the daily equity.
 * usage: npx tsx test/audits/scripts16/band-vs-full.ts request.json band-result.json
 */
import { readFile } from 'node:fs/promises';
import { runCoveredBacktest, runMultiLegBacktest } from '../../../shared/engine';
import { parseRequest } from '../../../functions/cli/parse-request';
import { loadMarketData } from '../../../functions/market/load-market-data';

const [reqPath, resPath] = process.argv.slice(2);
if (!reqPath || !resPath) throw new Error('usage: band-vs-full.ts request.json band-result.json');
const parsed = parseRequest(JSON.parse(await readFile(reqPath, 'utf8')));
if (parsed.kind === 'invalid') throw new Error(parsed.messages.join('\n'));
const band = JSON.parse(await readFile(resPath, 'utf8'));
const mr = band.model_risk;
if (!mr) throw new Error('the saved result has no model_risk');
const points: number = mr.shift_vol_points;
const market = await loadMarketData(parsed.request.ticker);
const shift = market.withVolShift?.bind(market);
if (!shift) throw new Error('this market cannot shift');
const covered = parsed.kind === 'covered';
const run = (p: number) => {
  const m = shift(p);
  return covered ? runCoveredBacktest(parsed.request as never, m) : runMultiLegBacktest(parsed.request as never, m);
};
const equities = (c: unknown[]) => c.map((x) => (Array.isArray(x) ? (x[1] as number) : (x as { equity: number }).equity));
const baseDates = (band.equity_curve as unknown[]).map((x) => (Array.isArray(x) ? x[0] : (x as { date: string }).date));
for (const [side, p, metrics, curve] of [['low', -points, mr.low, mr.equity_low], ['high', points, mr.high, mr.equity_high]] as const) {
  const full = run(p) as unknown as Record<string, unknown> & { equity_curve: unknown[]; trades: unknown[] };
  const fullEq = equities(full.equity_curve);
  const fullDates = full.equity_curve.map((x) => (Array.isArray(x) ? x[0] : (x as { date: string }).date));
  const datesSame = JSON.stringify(fullDates) === JSON.stringify(baseDates);
  const dayGaps = (curve as number[]).map((v, i) => Math.abs(v - (fullEq[i] ?? Number.NaN))).filter((d) => !(d < 0.005));
  const maxGap = Math.max(0, ...(curve as number[]).map((v, i) => Math.abs(v - (fullEq[i] ?? Number.NaN))));
  const metricGaps = Object.keys(metrics).filter((k) => k in full && metrics[k] !== full[k]).map((k) => `${k}: band ${metrics[k]} full ${String(full[k])}`);
  console.log(JSON.stringify({
    side, shift: p, band_end: (curve as number[]).at(-1), full_end: full.end_balance, band_metrics: metrics,
    full_trades: full.trades.length, curve_points: (curve as number[]).length, full_points: fullEq.length, dates_same: datesSame,
    days_differing_by_a_cent_or_more: dayGaps.length, max_gap: Math.round(maxGap * 100) / 100, metrics_differing: metricGaps,
  }));
}
