import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tradingDays } from '../../../shared/engine/market/calendar';
import { buildDataset } from './build';
import type { TickerPlan } from './plan-types';

const DAYS = tradingDays('2021-03-01', '2021-03-31'); // 23 trading days
const SPLIT_DAY = '2021-03-15'; // 2:1 split, ex-date
const EX_DAY = '2021-03-22'; // 0.50 cash dividend, ex-date

/** Raw prices as traded: 100 before the split, 50 after, with a gentle drift. */
function traded(date: string, i: number): number {
  const base = 100 + i * 0.5;
  return date >= SPLIT_DAY ? base / 2 : base;
}

function rawAlphaVantage(days: string[]): string {
  // Alpha Vantage daily adjusted: descending rows, CRLF, explicit split coefficient.
  const rows = days.map((d, i) => {
    const c = traded(d, i);
    return `${d},${c},${c + 1},${c - 1},${c},${c},1000,0.0000,${d === SPLIT_DAY ? 2 : 1}`;
  });
  return `timestamp,open,high,low,close,adjusted_close,volume,dividend_amount,split_coefficient\r\n${rows.reverse().join('\r\n')}\r\n`;
}

/** yfinance auto_adjust=False: Close split-adjusted (as of the last day), Adj Close also for the dividend. */
function yahooSplitAdjusted(days: string[]): string {
  const exIndex = days.indexOf(EX_DAY);
  const prevClose = traded(days[exIndex - 1] ?? '', exIndex - 1);
  const factor = 1 - 0.5 / prevClose; // Yahoo's dividend multiplier for days before the ex-date
  const rows = days.map((d, i) => {
    const c = d >= SPLIT_DAY ? traded(d, i) : traded(d, i) / 2;
    const adj = d < EX_DAY ? c * factor : c;
    return `${d},${c},${c + 0.5},${c - 0.5},${c},${adj},${d >= SPLIT_DAY ? 1000 : 2000}`;
  });
  return `\uFEFFDate,Open,High,Low,Close,Adj Close,Volume\n${rows.join('\n')}\n`;
}

function setup(files: Record<string, string>): { rawDir: string; outDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'dataset-build-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, 'raw', name, '..'), { recursive: true });
    writeFileSync(join(root, 'raw', name), text);
  }
  return { rawDir: join(root, 'raw'), outDir: join(root, 'out') };
}

const plan = (over: Partial<TickerPlan> = {}): TickerPlan => ({
  ticker: 'XYZ',
  splits: [{ date: SPLIT_DAY, ratio: 2, evidence: 'explicit row in the raw file' }],
  segments: [{ file: 'av/XYZ.csv', kind: 'raw' }, { file: 'yahoo/XYZ.csv', kind: 'split-adjusted', basis: '2021-03-31', from: '2021-03-22' }],
  dividends: [{ file: 'yahoo/XYZ.csv', kind: 'split-adjusted', basis: '2021-03-31', method: 'adjclose' }],
  checks: [{ mode: 'level', a: { file: 'av/XYZ.csv', kind: 'raw' }, b: { file: 'yahoo/XYZ.csv', kind: 'split-adjusted', basis: '2021-03-31' } }],
  dividendChecks: [],
  explainedMoves: [],
  notes: [],
  ...over,
});

const build = (dirs: { rawDir: string; outDir: string }, p: TickerPlan) =>
  buildDataset({ ...dirs, plan: [p], start: '2021-03-01', withMarketSeries: false });

describe('dataset build on fixture files', () => {
  it('scales raw prices before a split and stitches the split-adjusted file', () => {
    const dirs = setup({ 'av/XYZ.csv': rawAlphaVantage(DAYS), 'yahoo/XYZ.csv': yahooSplitAdjusted(DAYS) });
    const result = build(dirs, plan());
    expect(result.ok, result.report).toBe(true);
    const lines = readFileSync(join(dirs.outDir, 'bars', 'XYZ.csv'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(DAYS.length + 1);
    expect(lines[1]).toBe('2021-03-01,50,50.5,49.5,50,2000'); // 100 traded, 2:1 later: 50; volume doubled
    expect(result.report).toContain('stitch 2021-03-22..2021-03-31 yahoo/XYZ.csv');
    expect(result.report).toMatch(/ok {3}level .*max deviation 0\.0000%/);
  });

  it('derives the cash dividend from Close vs Adj Close by ex-date', () => {
    const dirs = setup({ 'av/XYZ.csv': rawAlphaVantage(DAYS), 'yahoo/XYZ.csv': yahooSplitAdjusted(DAYS) });
    expect(build(dirs, plan()).ok).toBe(true);
    expect(readFileSync(join(dirs.outDir, 'dividends.csv'), 'utf8')).toBe(`ticker,date,amount\nXYZ,${EX_DAY},0.5\n`);
  });

  it('fails on a duplicate day and writes nothing', () => {
    const yahoo = yahooSplitAdjusted(DAYS);
    const dup = yahoo.replace(/\n(2021-03-10[^\n]*)\n/, '\n$1\n$1\n');
    const dirs = setup({ 'av/XYZ.csv': rawAlphaVantage(DAYS), 'yahoo/XYZ.csv': dup });
    const result = build(dirs, plan());
    expect(result.ok).toBe(false);
    expect(result.report).toContain('duplicate date 2021-03-10');
    expect(existsSync(dirs.outDir)).toBe(false);
  });

  it('fails on an unexplained move over 40 percent (a missed split)', () => {
    const dirs = setup({ 'av/XYZ.csv': rawAlphaVantage(DAYS) });
    const result = build(dirs, plan({ splits: [], segments: [{ file: 'av/XYZ.csv', kind: 'raw' }], dividends: [], checks: [] }));
    expect(result.ok).toBe(false);
    expect(result.report).toMatch(/XYZ 2021-03-15: close .* unexplained daily move over 40%/);
    expect(existsSync(dirs.outDir)).toBe(false);
  });

  it('accepts the same move when the plan explains it', () => {
    const dirs = setup({ 'av/XYZ.csv': rawAlphaVantage(DAYS) });
    const p = plan({ splits: [], segments: [{ file: 'av/XYZ.csv', kind: 'raw' }], dividends: [], checks: [], explainedMoves: [{ date: SPLIT_DAY, reason: 'test' }] });
    expect(build(dirs, p).ok).toBe(true);
  });

  it('fails on a missing trading day', () => {
    const dirs = setup({ 'av/XYZ.csv': rawAlphaVantage(DAYS.filter((d) => d !== '2021-03-04')) });
    const result = build(dirs, plan({ segments: [{ file: 'av/XYZ.csv', kind: 'raw' }], dividends: [], checks: [] }));
    expect(result.ok).toBe(false);
    expect(result.report).toContain('missing trading days 2021-03-04');
  });

  it('fails when overlapping sources disagree beyond the tolerance', () => {
    const dirs = setup({ 'av/XYZ.csv': rawAlphaVantage(DAYS), 'yahoo/XYZ.csv': yahooSplitAdjusted(DAYS) });
    const result = build(dirs, plan({ splits: [] })); // forgetting the split: the files disagree by 2x before it
    expect(result.ok).toBe(false);
    expect(result.report).toMatch(/FAIL level .*outlier day\(s\)/);
  });
});
