/**
 * Cash dividends per share by ex-date, in the dataset's split basis, derived three ways:
 * - explicit: the file's dividend column;
 * - adjclose: Yahoo's Adj Close multiplies every price before an ex-date e by (1 - D / C[e-1]),
 *   so with r = AdjClose / Close, D = C[e-1] * (1 - r[e-1] / r[e]);
 * - auto-vs-raw: the same with r = auto-adjusted close / raw close of a second file.
 * Two vendors disagree by a few cents on single days, which makes r blip and come back; a dividend
 * moves r for good. So the step is measured between the medians of r over STEP_WINDOW rows before
 * and from the candidate day, must exceed the method's noise floor (ADJCLOSE_NOISE within one
 * vendor's file, CROSS_VENDOR_NOISE between two vendors' closes; the smallest real dividend of the
 * quick tickers is about 0.005% of the price for adjclose files, and 0.1% for the ETFs), and the
 * ex-date is the day with the largest one-day step among candidates within STEP_WINDOW rows.
 */
import { scaledRows, type SourceLoader } from './load-source';
import type { DividendSource, SplitEvent } from './plan-types';
import type { DividendRow } from './read-dataset';

export const ADJCLOSE_NOISE = 1e-5;
export const CROSS_VENDOR_NOISE = 3e-4;
export const STEP_WINDOW = 8;

export type { DividendRow };

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
/** Implied amounts are good to about $0.0001 (vendor rounding of the two closes), so they are rounded to it. */
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

export function deriveDividends(source: DividendSource, splits: readonly SplitEvent[], load: SourceLoader, start: string): DividendRow[] {
  const from = source.from !== undefined && source.from > start ? source.from : start;
  const excluded = new Set((source.exclude ?? []).map((e) => e.date));
  const inRange = (d: string) => d >= from && (source.to === undefined || d <= source.to) && !excluded.has(d);
  const out: DividendRow[] = [];
  if (source.method === 'explicit') {
    for (const r of scaledRows(load, source, splits, start)) {
      if (r.dividend !== undefined && r.dividend > 0 && inRange(r.date)) out.push({ date: r.date, amount: round6(r.dividend) });
    }
    return out;
  }
  const rows = scaledRows(load, source, splits, '0000-00-00');
  let ratios: { date: string; r: number; close: number }[];
  if (source.method === 'adjclose') {
    ratios = rows.flatMap((row) =>
      row.close !== undefined && row.adjClose !== undefined && row.close > 0 ? [{ date: row.date, r: row.adjClose / row.close, close: row.close }] : [],
    );
  } else {
    if (!source.raw) throw new Error(`${source.file}: auto-vs-raw dividends need the raw file`);
    const raw = new Map(scaledRows(load, source.raw, splits, '0000-00-00').map((r) => [r.date, r.close]));
    ratios = rows.flatMap((row) => {
      const rawClose = raw.get(row.date);
      return row.close !== undefined && rawClose !== undefined && rawClose > 0 ? [{ date: row.date, r: row.close / rawClose, close: rawClose }] : [];
    });
  }
  return stepsToDividends(ratios, source.method === 'adjclose' ? ADJCLOSE_NOISE : CROSS_VENDOR_NOISE).filter((d) => inRange(d.date));
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

/** Persistent downward steps (going back in time) of r, as dividends; see the file comment. */
export function stepsToDividends(ratios: readonly { date: string; r: number; close: number }[], noise: number): DividendRow[] {
  const candidates: { i: number; dayStep: number; amount: number }[] = [];
  for (let i = 1; i < ratios.length; i++) {
    const prev = ratios[i - 1];
    const cur = ratios[i];
    if (!prev || !cur || prev.r / cur.r >= 1 - noise / 10) continue;
    const before = median(ratios.slice(Math.max(0, i - STEP_WINDOW), i).map((x) => x.r));
    const after = median(ratios.slice(i, i + STEP_WINDOW).map((x) => x.r));
    const step = before / after;
    if (step < 1 - noise) candidates.push({ i, dayStep: 1 - prev.r / cur.r, amount: prev.close * (1 - step) });
  }
  const out: DividendRow[] = [];
  for (const c of candidates) {
    const rival = candidates.some((o) => o !== c && Math.abs(o.i - c.i) < STEP_WINDOW && (o.dayStep > c.dayStep || (o.dayStep === c.dayStep && o.i < c.i)));
    const date = ratios[c.i]?.date;
    if (!rival && date !== undefined) out.push({ date, amount: round4(c.amount) });
  }
  return out;
}
