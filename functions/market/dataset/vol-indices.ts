/**
 * Cboe volatility indices (raw folder `vol-indices/`, Cboe's `<NAME>_History.csv` exports, dates
 * MM/DD/YYYY, either `DATE,OPEN,HIGH,LOW,CLOSE` or `DATE,<NAME>`) into one wide table
 * `vol-indices.csv`: `date,<index>...`, one row per NYSE trading day from the build start to the
 * last day any index has a value, closes only, an empty cell where an index has no value.
 *
 * Checks (a failure writes nothing):
 * - every row parses (date, positive number), dates strictly ascending;
 * - each close lies in the index's plausible range (VOL_INDEX_RANGE);
 * - each series starts no later than Cboe's history does (VOL_INDEX_FIRST; the build's first day for
 *   the indices older than it): a truncated raw file fails instead of silently leaving the early
 *   years to fallbacks.
 * Cleaning (each case listed in the build report, nothing invented):
 * - rows on non-trading days (Cboe's global-trading-hours sessions, one weekend row in VXD) dropped;
 * - bad prints are dropped: a run of at most BAD_PRINT_MAX_RUN closes more than BAD_PRINT_LOG (log
 *   distance, ~42%) away from the last good close, that VIX did not share (VIX moved less than
 *   a third as much) and that comes back afterwards: the next close within BAD_PRINT_LOG of the last
 *   good one and at most half as far from it as the run's nearest close (VXD 2.71 on 2021-07-13,
 *   VXAZN 5.13..10.45 on 2017-03-13..17). A real spike moves VIX too (VIX9D 103.56 on 2020-03-12
 *   with VIX 75.47) and stays; so does a single stock's vol after its earnings report, which VIX
 *   does not share (VXAZN 47.97 → 33.16 on 2023-04-28, then 33.25, 34.06: before 2026-12-04 "back"
 *   meant only within BAD_PRINT_LOG, so a drop just past it read as a print and 11 post-report
 *   VXAPL/VXAZN closes were dropped, the chain carrying the pre-report level; audit 18 F1); and so does
 *   a jump right after a jump past BAD_PRINT_LOG (a series already moving: OVX 95.91, 226.13, 325.15,
 *   236.80 on 2020-04-17..22, oil futures below zero, whose 325.15 read as a print). The rule
 *   looks at later rows: it cleans the vendor file once at build time, it is not a model input;
 * - trading days without a row stay empty (readers fall back, see chain-rules.ts section 3).
 */
import { isTradingDay } from '../../../shared/engine/market/calendar';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const VOL_INDEX_DIR = 'vol-indices';

/** The indices bundled, in column order, and their plausible close ranges (percent; SKEW index points). */
export const VOL_INDEX_RANGE: Readonly<Record<string, readonly [number, number]>> = {
  vix9d: [3, 200],
  vix3m: [5, 150],
  vix6m: [5, 120],
  skew: [95, 200],
  vvix: [30, 300],
  vxn: [5, 200],
  rvx: [5, 200],
  vxd: [3, 200],
  gvz: [3, 150],
  ovx: [5, 400],
  vxeem: [5, 200],
  vxapl: [5, 250],
  vxazn: [5, 250],
};

export const VOL_INDEX_NAMES: readonly string[] = Object.keys(VOL_INDEX_RANGE);

/**
 * The first close of the indices Cboe started publishing after the build's first day (its
 * history files start there; SOURCES.md); every other index must have a close on the first day.
 */
export const VOL_INDEX_FIRST: Readonly<Record<string, string>> = { vix9d: '2011-01-04', vxeem: '2011-03-16', vxapl: '2011-01-07', vxazn: '2011-01-07' };
export const BAD_PRINT_LOG = 0.35;
export const BAD_PRINT_MAX_RUN = 5;
/** The close after a bad print's run is at most this fraction of the run's nearest distance from the last good close (log). */
export const BAD_PRINT_RETURN = 0.5;

export interface VolIndexRow {
  date: string;
  values: Record<string, number | undefined>;
}

export interface VolIndexBuild {
  rows: VolIndexRow[];
  errors: string[];
  info: string[];
}

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** One Cboe history file: [date, close] ascending; errors name the file and line. */
export function parseCboeHistory(text: string, name: string): { points: [string, number][]; errors: string[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = (lines[0] ?? '').split(',').map((h) => h.trim().toUpperCase());
  const col = header.includes('CLOSE') ? header.indexOf('CLOSE') : 1;
  const errors: string[] = [];
  const points: [string, number][] = [];
  if (header[0] !== 'DATE' || header.length < 2) return { points, errors: [`${name}: expected a DATE column first, got '${lines[0] ?? ''}'`] };
  for (let i = 1; i < lines.length; i++) {
    const cells = (lines[i] ?? '').split(',');
    const m = US_DATE.exec((cells[0] ?? '').trim());
    const value = Number(cells[col]);
    if (!m || !Number.isFinite(value) || value <= 0) {
      errors.push(`${name} line ${i + 1}: bad row '${lines[i] ?? ''}'`);
      continue;
    }
    const date = `${m[3]}-${m[1]}-${m[2]}`;
    const prev = points[points.length - 1];
    if (prev && prev[0] >= date) errors.push(`${name} line ${i + 1}: date ${date} not after ${prev[0]}`);
    points.push([date, value]);
  }
  return { points, errors };
}

/**
 * Indexes of bad prints (see the module comment): a run of at most BAD_PRINT_MAX_RUN rows that
 * leaves the last good close by more than BAD_PRINT_LOG while VIX moved less than a third as much,
 * and comes back afterwards: the next close within BAD_PRINT_LOG of the last good one and at most
 * BAD_PRINT_RETURN of the run's nearest distance from it; the last good close itself no jump past
 * BAD_PRINT_LOG from the one before (a calm series). A move that does not come back is kept
 * (a new level, e.g. an earnings drop, even one whose next close is a little nearer), and so is one
 * VIX shares (the market moved).
 */
export function badPrints(values: readonly number[], vix: readonly (number | undefined)[]): number[] {
  const out: number[] = [];
  let before = -1;
  let good = 0;
  let i = 1;
  while (i < values.length) {
    const base = Math.log(values[good] ?? 1);
    const distance = (j: number) => Math.abs(Math.log(values[j] ?? 1) - base);
    const away = (j: number) => distance(j) > BAD_PRINT_LOG;
    const vixGood = vix[good];
    const vixHere = vix[i];
    const vixMove = vixGood && vixHere ? Math.abs(Math.log(vixHere / vixGood)) : 0;
    // A print stands out of a calm series: when the last good close was itself a jump past
    // BAD_PRINT_LOG, the series is moving and the next jump is the market's (OVX 95.91, 226.13,
    // 325.15, 236.80 on 2020-04-17..22, oil futures below zero: 325.15 read as a print).
    // `before` is the good close before it (a dropped print between them does not count).
    const calm = before < 0 || !(Math.abs(Math.log((values[good] ?? 1) / (values[before] ?? 1))) > BAD_PRINT_LOG);
    if (calm && away(i) && vixMove < Math.abs(Math.log((values[i] ?? 1) / (values[good] ?? 1))) / 3) {
      let end = i;
      while (end + 1 < values.length && end + 1 - i < BAD_PRINT_MAX_RUN && away(end + 1)) end += 1;
      let nearest = Infinity;
      for (let j = i; j <= end; j++) nearest = Math.min(nearest, distance(j));
      if (end + 1 < values.length && !away(end + 1) && distance(end + 1) <= BAD_PRINT_RETURN * nearest) {
        for (let j = i; j <= end; j++) out.push(j);
        before = good;
        good = end + 1;
        i = end + 2;
        continue;
      }
    }
    before = good;
    good = i;
    i += 1;
  }
  return out;
}

/** Builds the wide table over the trading days `days` (ascending) from the files in `rawDir/vol-indices`. */
export function buildVolIndices(rawDir: string, vix: ReadonlyMap<string, number>): VolIndexBuild {
  const days = [...vix.keys()];
  const errors: string[] = [];
  const info: string[] = [];
  const first = days[0] ?? '';
  const byIndex = new Map<string, Map<string, number>>();
  let lastDay = '';
  for (const name of VOL_INDEX_NAMES) {
    const file = `${name.toUpperCase()}_History.csv`;
    let text: string;
    try {
      text = readFileSync(join(rawDir, VOL_INDEX_DIR, file), 'utf8');
    } catch {
      errors.push(`raw file not found: ${join(rawDir, VOL_INDEX_DIR, file)}`);
      continue;
    }
    const parsed = parseCboeHistory(text, file);
    errors.push(...parsed.errors);
    const [lo, hi] = VOL_INDEX_RANGE[name] ?? [0, Infinity];
    const nonTrading = parsed.points.filter(([d]) => d >= first && !isTradingDay(d)).map(([d]) => d);
    const kept = parsed.points.filter(([d]) => d >= first && isTradingDay(d));
    const bad = new Set(badPrints(kept.map(([, v]) => v), kept.map(([d]) => vix.get(d))));
    const out = new Map<string, number>();
    kept.forEach(([d, v], i) => {
      if (bad.has(i)) return;
      if (v < lo || v > hi) errors.push(`${file} ${d}: close ${v} outside the plausible range ${lo}..${hi}`);
      out.set(d, v);
    });
    const dates = [...out.keys()];
    const start = dates[0] ?? '';
    const end = dates[dates.length - 1] ?? '';
    const dueBy = VOL_INDEX_FIRST[name] ?? first;
    if (start === '' || start > dueBy) errors.push(`${file}: first close ${start || 'none'}, expected on or before ${dueBy} (truncated file?)`);
    if (end > lastDay) lastDay = end;
    const missing = days.filter((d) => d >= start && d <= end && !out.has(d));
    info.push(
      `${name.toUpperCase()}: ${out.size} closes ${start}..${end}; ${missing.length} trading days without a value` +
        `${missing.length ? ` (${missing.slice(0, 6).join(', ')}${missing.length > 6 ? ', ...' : ''})` : ''}; ` +
        `dropped ${nonTrading.length} non-trading-day rows${nonTrading.length ? ` (${nonTrading.slice(0, 4).join(', ')}${nonTrading.length > 4 ? ', ...' : ''})` : ''}` +
        `, ${bad.size} bad prints${bad.size ? ` (${[...bad].map((i) => `${kept[i]?.[0]} ${kept[i]?.[1]}`).join(', ')})` : ''}`,
    );
    byIndex.set(name, out);
  }
  const rows = days
    .filter((d) => d <= lastDay)
    .map((date) => ({ date, values: Object.fromEntries(VOL_INDEX_NAMES.map((n) => [n, byIndex.get(n)?.get(date)])) }));
  return { rows, errors, info };
}

export function volIndicesCsv(rows: readonly VolIndexRow[]): string {
  const lines = rows.map((r) => [r.date, ...VOL_INDEX_NAMES.map((n) => {
    const v = r.values[n];
    return v === undefined ? '' : String(Math.round(v * 100) / 100);
  })].join(','));
  return `date,${VOL_INDEX_NAMES.join(',')}\n${lines.join('\n')}\n`;
}
