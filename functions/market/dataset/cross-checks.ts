/**
 * Agreement between overlapping sources after split scaling, on every common day from the
 * dataset start:
 * - level: |a / b - 1| of closes at most LEVEL_TOLERANCE;
 * - ratio: two dividend-adjusted series of different download dates differ by a constant factor
 *   (the dividends paid between the downloads): |(a / b) / median - 1| at most RATIO_TOLERANCE;
 * Vendors disagree on isolated days (e.g. an after-hours print as the close): a check passes when
 * at most MAX_OUTLIER_SHARE of the common days fall outside the tolerance; every outlier is listed.
 * - dividends: ex-dates paired within DIVIDEND_DATE_SLACK_DAYS calendar days, amounts within
 *   DIVIDEND_TOLERANCE (relative) or 0.0005; passes when at most MAX_DIVIDEND_DISAGREEMENT of the
 *   ex-dates are unpaired or differ; every disagreement is listed.
 */
import { daysBetween } from '../../../shared/engine/market/calendar';
import { deriveDividends } from './dividends';
import { scaledRows, type SourceLoader } from './load-source';
import type { CrossCheck, DividendCheck, SplitEvent } from './plan-types';

export const LEVEL_TOLERANCE = 0.005;
export const RATIO_TOLERANCE = 0.002;
export const DIVIDEND_TOLERANCE = 0.01;
export const MAX_OUTLIER_SHARE = 0.005;
export const DIVIDEND_DATE_SLACK_DAYS = 7;
export const MAX_DIVIDEND_DISAGREEMENT = 0.1;

export interface CheckResult {
  label: string;
  ok: boolean;
  detail: string;
}

const short = (file: string) => file.split('/').slice(-2).join('/');

export function runCrossCheck(check: CrossCheck, splits: readonly SplitEvent[], load: SourceLoader, start: string): CheckResult {
  const field = (f: 'close' | 'adjClose' | undefined) => f ?? 'close';
  const b = new Map(scaledRows(load, check.b, splits, start).map((r) => [r.date, r[field(check.b.field)]]));
  const ratios: { date: string; r: number }[] = [];
  let first = '';
  let last = '';
  for (const row of scaledRows(load, check.a, splits, start)) {
    const av = row[field(check.a.field)];
    const bv = b.get(row.date);
    if (av === undefined || bv === undefined || bv <= 0) continue;
    ratios.push({ date: row.date, r: av / bv });
    if (!first) first = row.date;
    last = row.date;
  }
  const label = `${check.mode} ${short(check.a.file)}${check.a.field === 'adjClose' ? '[Adj Close]' : ''} vs ${short(check.b.file)}${check.b.field === 'adjClose' ? '[Adj Close]' : ''}`;
  if (ratios.length === 0) return { label, ok: false, detail: 'no common days' };
  const median = [...ratios.map((x) => x.r)].sort((x, y) => x - y)[Math.floor(ratios.length / 2)] ?? 1;
  const centre = check.mode === 'level' ? 1 : median;
  const tolerance = check.mode === 'level' ? LEVEL_TOLERANCE : RATIO_TOLERANCE;
  const deviations = ratios.map((x) => ({ date: x.date, d: Math.abs(x.r / centre - 1) }));
  const outliers = deviations.filter((x) => x.d > tolerance);
  const within = deviations.filter((x) => x.d <= tolerance);
  const worstWithin = Math.max(0, ...within.map((x) => x.d));
  const detail =
    `${ratios.length} days ${first}..${last}, median ratio ${median.toFixed(5)}, max deviation ${(worstWithin * 100).toFixed(4)}% ` +
    `on ${within.length} days (tolerance ${(tolerance * 100).toFixed(2)}%)` +
    (outliers.length ? `; ${outliers.length} outlier day(s): ${outliers.slice(0, 5).map((o) => `${o.date} ${(o.d * 100).toFixed(2)}%`).join(', ')}` : '');
  return { label, ok: outliers.length <= MAX_OUTLIER_SHARE * ratios.length, detail };
}

export function runDividendCheck(check: DividendCheck, splits: readonly SplitEvent[], load: SourceLoader, start: string): CheckResult {
  const a = deriveDividends(check.a, splits, load, start);
  const b = deriveDividends(check.b, splits, load, start);
  const label = `dividends ${check.a.method} ${short(check.a.file)} vs ${check.b.method} ${short(check.b.file)}`;
  const unpaired = new Set(b.map((d) => d.date));
  const problems: string[] = [];
  let worst = 0;
  for (const d of a) {
    const other = b.find((o) => unpaired.has(o.date) && Math.abs(daysBetween(d.date, o.date)) <= DIVIDEND_DATE_SLACK_DAYS);
    if (!other) {
      problems.push(`${d.date} ${d.amount} only in ${check.a.method}`);
      continue;
    }
    unpaired.delete(other.date);
    const diff = Math.abs(other.amount - d.amount);
    const dateNote = other.date === d.date ? '' : ` (ex-date ${other.date})`;
    if (diff > Math.max(0.0005, DIVIDEND_TOLERANCE * d.amount)) problems.push(`${d.date}: ${d.amount} vs ${other.amount}${dateNote}`);
    else worst = Math.max(worst, diff / d.amount);
    if (dateNote && diff <= Math.max(0.0005, DIVIDEND_TOLERANCE * d.amount)) problems.push(`${d.date}: ex-date ${other.date} in ${check.b.method}`);
  }
  for (const d of b) if (unpaired.has(d.date)) problems.push(`${d.date} ${d.amount} only in ${check.b.method}`);
  const total = Math.max(a.length, b.length);
  const detail = `${a.length} vs ${b.length} ex-dates, max relative difference ${(worst * 100).toFixed(3)}% on agreeing ones` + (problems.length ? `; ${problems.length} disagreement(s): ${problems.join('; ')}` : '');
  return { label, ok: problems.length <= MAX_DIVIDEND_DISAGREEMENT * total, detail };
}
