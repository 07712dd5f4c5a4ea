/**
 * VIX and the 3-month T-bill rate. VIX rows on equity-market holidays (CBOE computes VIX on its
 * global-trading-hours sessions) are dropped; every equity trading day must have a VIX row.
 * DGS3MO (percent, bond-equivalent) is kept as published: bond-market holidays that are equity
 * trading days have no value, and readers carry the last value forward.
 */
import { isTradingDay, tradingDays } from '../../../shared/engine/market/calendar';
import type { SourceLoader } from './load-source';
import { validateCalendar } from './validate';
import type { RateRow, VixRow } from './read-dataset';

export type { RateRow, VixRow };

export interface SeriesBuild<T> {
  rows: T[];
  errors: string[];
  info: string[];
}

export function buildVix(load: SourceLoader, file: string, start: string): SeriesBuild<VixRow> {
  const rows: VixRow[] = [];
  const dropped: string[] = [];
  const errors: string[] = [];
  for (const r of load(file)) {
    if (r.date < start) continue;
    if (!isTradingDay(r.date)) {
      dropped.push(r.date);
      continue;
    }
    const { open, high, low, close } = r;
    if (open === undefined || high === undefined || low === undefined || close === undefined || close <= 0) {
      errors.push(`VIX ${r.date}: missing or non-positive values`);
      continue;
    }
    rows.push({ date: r.date, open, high, low, close });
  }
  errors.push(...validateCalendar('VIX', rows.map((r) => r.date)));
  const info = [`VIX: ${rows.length} rows ${rows[0]?.date}..${rows[rows.length - 1]?.date}; dropped ${dropped.length} rows on equity holidays: ${dropped.join(', ')}`];
  return { rows, errors, info };
}

export function buildRates(load: SourceLoader, file: string, checkFile: string, start: string): SeriesBuild<RateRow> {
  const rows: RateRow[] = [];
  const errors: string[] = [];
  let blanks = 0;
  for (const r of load(file)) {
    if (r.date < start) continue;
    const value = r.other['dgs3mo'];
    if (value === undefined) {
      blanks += 1;
      continue;
    }
    if (value < 0 || value > 25) errors.push(`DGS3MO ${r.date}: implausible value ${value}`);
    rows.push({ date: r.date, dgs3mo: value });
  }
  const byDate = new Map(rows.map((r) => [r.date, r.dgs3mo]));
  let common = 0;
  const mismatches: string[] = [];
  for (const r of load(checkFile)) {
    const a = byDate.get(r.date);
    const b = r.other['dgs3mo'];
    if (r.date < start || a === undefined || b === undefined) continue;
    common += 1;
    if (Math.abs(a - b) > 1e-9) mismatches.push(`${r.date}: ${a} vs ${b}`);
  }
  if (mismatches.length) errors.push(`DGS3MO sources disagree on ${mismatches.length} days: ${mismatches.slice(0, 5).join('; ')}`);
  const first = rows[0]?.date ?? '';
  const last = rows[rows.length - 1]?.date ?? '';
  const missingTrading = first ? countTradingDaysWithout(first, last, byDate) : 0;
  const info = [
    `DGS3MO: ${rows.length} values ${first}..${last}; ${blanks} blank (bond-market holiday) rows skipped; ` +
      `${missingTrading} equity trading days without a value (carried forward by readers); ` +
      `identical to the second FRED copy on ${common} common days (tolerance 0)`,
  ];
  return { rows, errors, info };
}

function countTradingDaysWithout(first: string, last: string, values: Map<string, number>): number {
  return tradingDays(first, last).filter((d) => !values.has(d)).length;
}
