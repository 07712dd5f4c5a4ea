/**
 * Audit 10: the buy-and-hold benchmark recomputed from the RAW files in /work/shared/market-data-raw,
 * not from the bundled bars, dividends or splits the engine reads, nor from its code.
 *   prices:    SPY, QQQ  Alpha Vantage raw unadjusted closes (etfs/alphavantage-raw-unadjusted)
 *              AAPL      Alpha Vantage daily (raw close, split_coefficient) to 2020-12-11
 *              SPX       Yahoo ^GSPC closes rounded to cents (index/yahoo_GSPC)
 *   dividends: Alpha Vantage's explicit `dividend_amount` (corporate-actions/alphavantage-daily-adjusted),
 *              read from the raw file, and cross-checked against yfinance's `Dividends` where it has
 *              the ticker; SPX: SPY's in index points (× SPX/SPY close of the last day both closed
 *              before the ex-date, README), not rounded here.
 * README's rule: the start balance buys fractional shares at the first close; each dividend is
 * reinvested at its ex-date's close; a split multiplies the shares. Checks, for a result JSON:
 * same first day and capital as the strategy, every day's benchmark equity to the cent, the return,
 * and prints the benchmark's CAGR, max drawdown and calendar-year returns (the insights table's
 * `periodReturns` is compared with a hand computation), plus the equity CSV's benchmark column.
 * usage: npx tsx test/audits/scripts10/audit10-benchmark.ts result.json TICKER
 */
import { readFileSync } from 'node:fs';
import type { AnyBacktestResult } from '../../../shared/contracts';
import { equityCsv } from '../../../shared/analytics/export/equity-csv';
import { periodReturns } from '../../../shared/analytics/charts/period-returns';

const RAW = '/work/shared/market-data-raw';
const [resultPath, ticker] = process.argv.slice(2);
if (!resultPath || !ticker) throw new Error('usage: audit10-benchmark.ts result.json TICKER');

function csvRows(path: string): Array<Record<string, string>> {
  const [head, ...lines] = readFileSync(path, 'utf8').trim().split('\n');
  const cols = (head ?? '').split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i] ?? '', v])));
}

interface Series { close: Map<string, number>; divs: Map<string, number>; splits: Map<string, number> }

function avEtf(tk: string): Map<string, number> {
  return new Map(csvRows(`${RAW}/etfs/alphavantage-raw-unadjusted_to-2024-11-08/${tk}.csv`).map((r) => [r.date ?? '', Number(r['4. close'])]));
}
function yfDivs(tk: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of csvRows(`${RAW}/corporate-actions/yfinance-history_divs+splits_to-2021-08-18/${tk}.csv`)) {
    if (Number(r.Dividends) > 0) out.set(r.Date ?? '', Number(r.Dividends));
  }
  return out;
}
function avActions(tk: string): { close: Map<string, number>; divs: Map<string, number>; splits: Map<string, number> } {
  const close = new Map<string, number>(); const divs = new Map<string, number>(); const splits = new Map<string, number>();
  for (const r of csvRows(`${RAW}/corporate-actions/alphavantage-daily-adjusted_raw+div+split_to-2020-12-11/${tk}.csv`)) {
    const d = r.timestamp ?? '';
    close.set(d, Number(r.close));
    if (Number(r.dividend_amount) > 0) divs.set(d, Number(r.dividend_amount));
    if (Number(r.split_coefficient) !== 1) splits.set(d, Number(r.split_coefficient));
  }
  return { close, divs, splits };
}

function series(tk: string): Series {
  if (tk === 'SPY') return { close: avEtf('SPY'), divs: avActions('SPY').divs, splits: new Map() };
  if (tk === 'QQQ') return { close: avEtf('QQQ'), divs: avActions('QQQ').divs, splits: new Map() };
  if (tk === 'AAPL') {
    const av = avActions('AAPL');
    return { close: av.close, divs: av.divs, splits: av.splits };
  }
  if (tk === 'SPX') {
    const close = new Map(csvRows(`${RAW}/index/yahoo_GSPC_1927-12-30_to-2026-07-13/GSPC.csv`).map((r) => [r.Date ?? '', Math.round(Number(r.Close) * 100) / 100]));
    const spy = avEtf('SPY');
    const spyDivs = avActions('SPY').divs;
    const dates = [...close.keys()].sort();
    const divs = new Map<string, number>();
    for (const [ex, amount] of spyDivs) {
      const before = dates.filter((d) => d < ex && spy.has(d)).at(-1);
      const points = amount * (close.get(before ?? '') ?? 0) / (spy.get(before ?? '') ?? 1);
      // ROUND_POINTS=1 rounds to 1e-4 of a point, as the engine's index-dividends.ts stores them.
      if (before) divs.set(ex, process.env.ROUND_POINTS ? Math.round(points * 1e4) / 1e4 : points);
    }
    return { close, divs, splits: new Map() };
  }
  throw new Error(`no raw source wired for ${tk}`);
}

const result = JSON.parse(readFileSync(resultPath, 'utf8')) as AnyBacktestResult & Record<string, unknown>;
const pointOf = (p: unknown): [string, number] => (Array.isArray(p) ? [String(p[0]), Number(p[1])] : [String((p as { date: string }).date), Number((p as { equity: number }).equity)]);
const curve = (result.equity_curve as unknown[]).map(pointOf);
const bench = ((result.benchmark_equity ?? []) as unknown[]).map(pointOf);
const s = series(ticker);
const start = result.start_balance;

// Raw trading days in the run's range must be the run's days.
const days = curve.map(([d]) => d);
const rawDays = [...s.close.keys()].filter((d) => d >= (days[0] ?? '') && d <= (days.at(-1) ?? '')).sort();
const missing = rawDays.filter((d) => !days.includes(d));
const extra = days.filter((d) => !s.close.has(d));

let shares = start / (s.close.get(days[0] ?? '') ?? NaN);
const mine: Array<[string, number]> = [];
const events: string[] = [];
for (let i = 0; i < days.length; i++) {
  const d = days[i] ?? ''; const c = s.close.get(d) ?? NaN;
  if (i > 0) {
    const prev = days[i - 1] ?? '';
    for (const [sd, r] of s.splits) if (sd > prev && sd <= d) { shares *= r; events.push(`${sd} split ${r}`); }
    for (const [xd, a] of s.divs) {
      if (xd > prev && xd <= d) { shares += (shares * a) / c; events.push(`${xd} div ${a.toFixed(4)} at ${c}`); }
    }
  }
  mine.push([d, Math.round(shares * c * 100) / 100]);
}

const benchOn = new Map(bench);
let worst = 0; let mismatches = 0; const offDays: string[] = [];
for (const [d, e] of mine) {
  const diff = Math.abs((benchOn.get(d) ?? NaN) - e);
  if (!(diff < 0.005)) { mismatches += 1; if (offDays.length < 5) offDays.push(`${d}: engine ${benchOn.get(d)} mine ${e}`); }
  if (diff > worst || Number.isNaN(diff)) worst = diff;
}
// A second source of the dividends (yfinance, rounded to 3 decimals and split-adjusted as of 2021-08;
// it lacks QQQ's 2020-09-21): each ex-date in the run, paired by date, listed where they differ.
const second = ticker === 'SPX' || ticker === 'SPY' ? new Map<string, number>() : yfDivs(ticker);
const secondDiffs: string[] = [];
for (const [xd, a] of s.divs) {
  if (xd <= (days[0] ?? '') || xd > (days.at(-1) ?? '')) continue;
  const b = second.get(xd);
  const asPaid = b === undefined ? undefined : ticker === 'AAPL' && xd < '2020-08-31' ? b * 4 : b;
  if (second.size > 0 && (asPaid === undefined || Math.abs(asPaid - a) > 0.0021)) secondDiffs.push(`${xd}: ${a} vs yfinance ${asPaid ?? 'none'}`);
}
const end = mine.at(-1)?.[1] ?? NaN;
const years = (Date.parse(days.at(-1) ?? '') - Date.parse(days[0] ?? '')) / 86400000 / 365; // the engine's CAGR: calendar days / 365 (cagr.ts), so the two read alike
let peak = -Infinity; let maxDd = 0;
for (const [, e] of mine) { peak = Math.max(peak, e); maxDd = Math.max(maxDd, (peak - e) / peak); }

// The strategy's own CAGR and drawdown by the same hand rules (the peak includes the start balance).
const sEnd = curve.at(-1)?.[1] ?? NaN;
let sPeak = start; let sDd = 0;
for (const [, e] of curve) { sPeak = Math.max(sPeak, e); sDd = Math.max(sDd, (sPeak - e) / sPeak); }

// Calendar years by hand (last value of the year over the last value of the year before, the first from the start balance).
const yearEnd = new Map<string, number>();
for (const [d, e] of mine) yearEnd.set(d.slice(0, 4), e);
let prevEnd = start; const handYears: Record<string, number> = {};
for (const [y, e] of yearEnd) { handYears[y] = Math.round((e / prevEnd - 1) * 10000) / 100; prevEnd = e; }
const lab = periodReturns(bench.map(([date, equity]) => ({ date, equity })), start).years.map((y) => [y.year, y.total]);

// The equity CSV's benchmark column, to the cent.
const csv = equityCsv(result).trim().split(/\r?\n/);
const cols = (csv[0] ?? '').split(',');
const bi = cols.indexOf('benchmark_equity'); const di = cols.indexOf('date'); const ki = cols.indexOf('benchmark_kind');
let csvMismatch = 0; const kinds = new Set<string>();
const mineOn = new Map(mine);
for (const line of csv.slice(1)) {
  const f = line.split(',');
  if (Math.abs(Number(f[bi]) - (mineOn.get(f[di] ?? '') ?? NaN)) >= 0.005) csvMismatch += 1;
  kinds.add(f[ki] ?? '');
}

console.log(JSON.stringify({
  ticker, first_day: days[0], strategy_first_day: curve[0]?.[0], benchmark_first_day: bench[0]?.[0],
  start_balance: start, benchmark_day1: bench[0]?.[1], strategy_day1: curve[0]?.[1],
  raw_days_missing_from_run: missing, run_days_missing_from_raw: extra,
  events,
  second_source_differs: secondDiffs,
  days: mine.length, benchmark_days_off_by_a_cent_or_more: mismatches, off_days: offDays, worst_abs_diff: Math.round(worst * 100) / 100,
  end_mine: end, end_engine: bench.at(-1)?.[1],
  return_pct_mine: Math.round((end / start - 1) * 1e6) / 1e4, return_pct_engine: result.benchmark_return_pct,
  cagr_pct_mine: years >= 358 / 365 ? Math.round((Math.pow(end / start, 1 / years) - 1) * 1e6) / 1e4 : null,
  max_drawdown_pct_mine: Math.round(maxDd * 1e6) / 1e4,
  strategy_cagr_pct_mine: years >= 358 / 365 ? Math.round((Math.pow(sEnd / start, 1 / years) - 1) * 1e6) / 1e4 : null,
  strategy_cagr_pct_engine: result.cagr_pct,
  strategy_max_drawdown_pct_mine: Math.round(sDd * 1e6) / 1e4, strategy_max_drawdown_pct_engine: result.max_drawdown_pct,
  years_by_hand: handYears, years_insights_table: lab,
  csv_rows: csv.length - 1, csv_benchmark_cells_off: csvMismatch, csv_kind: [...kinds],
}, null, 1));
