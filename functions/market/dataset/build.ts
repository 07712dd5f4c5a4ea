/**
 * `data build [RAW_DIR]`: builds the bundled dataset from raw vendor files by the plan, validates
 * everything, prints the report and writes the files only when there is no error.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildTicker, type TickerBuild } from './build-ticker';
import { DIVIDEND_DATE_SLACK_DAYS, DIVIDEND_TOLERANCE, LEVEL_TOLERANCE, MAX_DIVIDEND_DISAGREEMENT, MAX_OUTLIER_SHARE, RATIO_TOLERANCE } from './cross-checks';
import { MAX_DAILY_MOVE } from './validate';
import { barsCsv, dividendsCsv, ratesCsv, splitsCsv, vixCsv } from './format';
import { createLoader } from './load-source';
import { RATES_CHECK_FILE, RATES_FILE, VIX_FILE } from './plan-helpers';
import type { TickerPlan } from './plan-types';
import { buildRates, buildVix, type SeriesBuild, type RateRow, type VixRow } from './vix-rates';
import { buildVolIndices, volIndicesCsv, type VolIndexBuild } from './vol-indices';

export interface BuildOptions {
  rawDir: string;
  outDir: string;
  plan: readonly TickerPlan[];
  start: string;
  /** Every ticker must reach at least this date (the spec: 2025-09-30 for tickers still trading). */
  minEnd?: string;
  /** Tickers the floor applies to (default: all). */
  minEndTickers?: ReadonlySet<string>;
  /** Build VIX and rates too (the fixture builds of the tests skip them). */
  withMarketSeries: boolean;
}

export interface BuildResult {
  ok: boolean;
  report: string;
  tickers: TickerBuild[];
}

export function buildDataset(options: BuildOptions): BuildResult {
  const load = createLoader(options.rawDir);
  const tickers = options.plan.map((p) => buildTicker(p, load, options.start));
  const errors = tickers.flatMap((t) => t.errors);
  for (const t of tickers) {
    const last = t.bars[t.bars.length - 1]?.date;
    const floored = options.minEndTickers?.has(t.ticker) ?? true;
    if (floored && options.minEnd !== undefined && last !== undefined && last < options.minEnd) errors.push(`${t.ticker}: ends ${last}, before ${options.minEnd}`);
  }
  let vix: SeriesBuild<VixRow> | undefined;
  let rates: SeriesBuild<RateRow> | undefined;
  let volIndices: VolIndexBuild | undefined;
  if (options.withMarketSeries) {
    try {
      vix = buildVix(load, VIX_FILE, options.start);
      rates = buildRates(load, RATES_FILE, RATES_CHECK_FILE, options.start);
      // The indices are laid on VIX's trading days (VIX itself has every one, checked above).
      volIndices = buildVolIndices(options.rawDir, new Map(vix.rows.map((r) => [r.date, r.close])));
      errors.push(...vix.errors, ...rates.errors, ...volIndices.errors);
    } catch (e) {
      errors.push(e instanceof Error ? e.message : String(e));
    }
  }
  const report = formatReport(options, tickers, errors, [...(vix?.info ?? []), ...(rates?.info ?? []), ...(volIndices?.info ?? [])]);
  if (errors.length) return { ok: false, report, tickers };
  writeAll(options, tickers, { vix, rates, volIndices }, report);
  return { ok: true, report, tickers };
}

interface MarketSeries {
  vix: SeriesBuild<VixRow> | undefined;
  rates: SeriesBuild<RateRow> | undefined;
  volIndices: VolIndexBuild | undefined;
}

function writeAll(options: BuildOptions, tickers: TickerBuild[], { vix, rates, volIndices }: MarketSeries, report: string): void {
  mkdirSync(join(options.outDir, 'bars'), { recursive: true });
  const write = (name: string, text: string) => {
    const path = join(options.outDir, name);
    writeFileSync(`${path}.tmp`, text);
    renameSync(`${path}.tmp`, path);
  };
  for (const t of tickers) write(join('bars', `${t.ticker}.csv`), barsCsv(t.bars));
  write('dividends.csv', dividendsCsv(tickers.flatMap((t) => t.dividends.map((dividend) => ({ ticker: t.ticker, dividend })))));
  write('splits.csv', splitsCsv(options.plan.flatMap((p) => p.splits.map((split) => ({ ticker: p.ticker, split })))));
  if (vix) write('vix.csv', vixCsv(vix.rows));
  if (rates) write('rates.csv', ratesCsv(rates.rows));
  if (volIndices) write('vol-indices.csv', volIndicesCsv(volIndices.rows));
  write('BUILD-REPORT.txt', report);
}

function formatReport(options: BuildOptions, tickers: TickerBuild[], errors: string[], marketInfo: string[]): string {
  const out: string[] = [];
  out.push(`Dataset build from ${options.rawDir.split('/').slice(-1)[0] ?? options.rawDir} — ${errors.length ? `FAILED with ${errors.length} error(s)` : 'OK'}`);
  out.push(
    `Tolerances: level ${LEVEL_TOLERANCE * 100}% on closes, ratio ${RATIO_TOLERANCE * 100}% around the median, at most ${MAX_OUTLIER_SHARE * 100}% outlier days (listed); ` +
      `dividends paired within ${DIVIDEND_DATE_SLACK_DAYS} days, amounts within ${DIVIDEND_TOLERANCE * 100}% or $0.0005, at most ${MAX_DIVIDEND_DISAGREEMENT * 100}% disagreements (listed); ` +
      `no daily move over ${MAX_DAILY_MOVE * 100}% unless explained.`,
  );
  for (const t of tickers) {
    const first = t.bars[0]?.date ?? '-';
    const last = t.bars[t.bars.length - 1]?.date ?? '-';
    out.push('', `${t.ticker}: ${t.bars.length} bars ${first}..${last}, ${t.dividends.length} dividends`);
    for (const s of t.stitches) {
      out.push(`  stitch ${s.from}..${s.to} ${s.file} (${s.kind}, ${s.rows} rows${s.tailFactor !== 1 ? `, tail factor ${s.tailFactor.toFixed(6)}` : ''})`);
    }
    for (const c of t.checks) out.push(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.label}: ${c.detail}`);
    for (const m of t.moves) out.push(`  explained move ${m}`);
    for (const w of t.warnings) out.push(`  warning ${w}`);
    for (const n of t.notes) out.push(`  note: ${n}`);
  }
  if (marketInfo.length) out.push('', ...marketInfo);
  if (errors.length) out.push('', 'ERRORS (nothing was written):', ...errors.map((e) => `  ${e}`));
  return `${out.join('\n')}\n`;
}
