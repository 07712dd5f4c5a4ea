/**
 * Why a published IV30 row misses: the single-name model's inputs on that day, term by term, beside
 * the published value (a diagnosis, not a check: it feeds no constant). For each row of the tickers
 * asked for (default AVGO META NFLX TSLA) whose |model − published| is over `--over` points (6):
 * - the 30-day ATM rebuilt from its parts and the model's own value (they must agree: the parts are
 *   recomputed here from the exported pieces, so a mismatch is a defect of this tool, said per row);
 * - beta (BETA_WINDOW returns to the day) and its market part b²·atm_SPX(30)²;
 * - the stock's realised vols, jumps clipped, over each RV_WINDOWS window (raw and as capped at the
 *   quarter + LONG_RUN_MAX_EXCESS), SPY's the same, the own realised variance and whether
 *   SINGLE_NAME_FLOOR bound, the premium term (IDIO_PREMIUM² − 1)·b²·atm_SPX², the own part before
 *   and after the day-to-day limit (SINGLE_NAME_MAX_DAILY_LOG_CHANGE);
 * - the reports: one report's variance, the sessions to the next, the 30-day add-on (vol points of
 *   the total), and the jumps of the last EVENT_HISTORY_SESSIONS;
 * - the splits the windows span, the largest |return| of each window (a split left in the bars shows
 *   as a return near ln(ratio)), and what came: the next jump within 21 sessions and the realised vol
 *   of the next 21 returns.
 *
 * `npx tsx functions/market/single-name-diagnosis.ts [TICKER ...] [--over 6] [--all]`
 */
import {
  BETA_MAX, BETA_MIN, BETA_WINDOW, EVENT_HISTORY_SESSIONS, IDIO_PREMIUM, LONG_RUN_MAX_EXCESS, NEW_LISTING_IDIO_PRIOR,
  NEW_LISTING_MIN_RETURNS, NEW_LISTING_RETURNS, RV_WINDOWS, SINGLE_NAME_FLOOR, SINGLE_NAME_MAX_DAILY_LOG_CHANGE, DATA_START_IDIO_MULTIPLE,
} from '../../shared/engine/market/chain-rules';
import { logReturns, realisedVol } from '../../shared/engine/market/vol-anchors';
import { dayEvents, eventVariance, splitJumps } from '../../shared/engine/market/single-name-events';
import { lastIndexOnOrBefore } from '../../shared/engine/market/calendar-dates';
import type { DaySurface } from '../../shared/engine/market/vol-surface';
import { readSplits } from './dataset/read-dataset';
import { reportContexts } from './report-contexts';
import { singleNameIv30Rows, type Iv30Row } from './single-name-iv30-check';
import { SINGLE_NAME_IV30 } from './single-name-iv30-data';

const r1 = (x: number | undefined) => (x === undefined ? '-' : (Math.round(x * 10) / 10).toFixed(1));
const pct = (x: number | undefined) => r1(x === undefined ? undefined : 100 * x);

function atm30Of(s: DaySurface): number {
  let best = s.knots[0];
  for (const k of s.knots) if (best === undefined || Math.abs(k.years - 30 / 365) < Math.abs(best.years - 30 / 365)) best = k;
  return best?.atm ?? 0.2;
}

/** The single-name model's pieces for one ticker, recomputed as vol-anchors.ts computes them. */
async function tickerParts(ticker: string) {
  const { input, ctx } = await reportContexts(ticker);
  const spy = await reportContexts('SPY');
  const splits = await readSplits(ticker);
  const bars = input.bars;
  const dates = bars.map((b) => b.date);
  const benchBars = input.benchmarkBars;
  const benchDates = benchBars.map((b) => b.date);
  const bench = logReturns(benchBars);
  const benchAligned = bars.map((b, i) => {
    const j = lastIndexOnOrBefore(benchDates, dates[i] ?? '');
    return j > 0 && benchDates[j] === b.date ? (bench[j] ?? 0) : 0;
  });
  const own = logReturns(bars);
  const betaAt = (i: number): number | undefined => {
    const from = Math.max(1, i - BETA_WINDOW + 1);
    const n = i - from + 1;
    if (n < NEW_LISTING_MIN_RETURNS) return undefined;
    let sx = 0; let sy = 0; let sxy = 0; let sxx = 0;
    for (let j = from; j <= i; j++) {
      const x = benchAligned[j] ?? 0;
      const y = own[j] ?? 0;
      sx += x; sy += y; sxy += x * y; sxx += x * x;
    }
    const varX = sxx - (sx * sx) / n;
    if (!(varX > 0)) return undefined;
    const beta = Math.min(Math.max((sxy - (sx * sy) / n) / varX, BETA_MIN), BETA_MAX);
    const weight = Math.min(n / NEW_LISTING_RETURNS, 1);
    return weight * beta + (1 - weight);
  };
  const split = splitJumps(own, own.map((_, j) => (j === 0 ? 0 : (betaAt(j - 1) ?? 1) * (benchAligned[j] ?? 0))));
  const windows = (returns: readonly number[], i: number) => {
    const vs = RV_WINDOWS.map((n) => realisedVol(returns, i, n, NEW_LISTING_MIN_RETURNS));
    const quarter = vs[0];
    const capped = vs.map((v) => (v === undefined || quarter === undefined ? undefined : Math.min(v, quarter + LONG_RUN_MAX_EXCESS)));
    const defined = capped.filter((v): v is number => v !== undefined);
    const blended = defined.length === 0 ? undefined : Math.sqrt(defined.reduce((a, v) => a + v * v, 0) / defined.length);
    return { vs, capped, blended };
  };
  const marketAtm = (i: number) => {
    const c = spy.ctx(dates[i] ?? '');
    return c === undefined ? 0 : atm30Of(c.surface);
  };
  const newListing = (dates[0] ?? '') > (benchDates[0] ?? '');
  const realisedIdio = (i: number) => {
    const o = windows(split.clipped, i);
    const m = windows(benchAligned, i);
    const beta = betaAt(i);
    if (o.blended === undefined || m.blended === undefined || beta === undefined) return undefined;
    const diff = o.blended ** 2 - beta * beta * m.blended ** 2;
    const floor = (SINGLE_NAME_FLOOR * o.blended) ** 2;
    const ownRealised = Math.max(diff, floor);
    const mkt = marketAtm(i);
    const premium = (IDIO_PREMIUM * IDIO_PREMIUM - 1) * beta * beta * mkt * mkt;
    return { o, m, beta, diff, floorBinds: floor > diff, ownRealised, premium, value: Math.sqrt(ownRealised + premium) };
  };
  // The own part with its prior blend and day-to-day limit, chained from the first bar.
  const idio: (number | undefined)[] = [];
  const unlimited: (number | undefined)[] = [];
  for (let i = 0; i < bars.length; i++) {
    const weight = Math.min(i / NEW_LISTING_RETURNS, 1);
    let value = realisedIdio(i)?.value;
    if (weight < 1) {
      const prior = newListing ? NEW_LISTING_IDIO_PRIOR : DATA_START_IDIO_MULTIPLE * marketAtm(i);
      value = value === undefined ? prior : (1 - weight) * prior + weight * value;
    }
    unlimited.push(value);
    const prev = i > 0 ? idio[i - 1] : undefined;
    if (value !== undefined && prev !== undefined) {
      const cap = SINGLE_NAME_MAX_DAILY_LOG_CHANGE;
      value = Math.min(Math.max(value, prev * Math.exp(-cap)), prev * Math.exp(cap));
    }
    idio.push(value);
  }
  return { input, ctx, splits, dates, own, benchAligned, split, betaAt, windows, marketAtm, realisedIdio, idio, unlimited };
}

type Parts = Awaited<ReturnType<typeof tickerParts>>;

/** One row's diagnosis, as lines of text. */
export function diagnoseRow(p: Parts, row: Iv30Row): string[] {
  const i = p.dates.indexOf(row.date);
  const ri = p.realisedIdio(i);
  const beta = p.betaAt(i) ?? 1;
  const mkt = p.marketAtm(i);
  const events = dayEvents(p.split, i);
  const ev30 = eventVariance(events, 30 / 365);
  const idio = p.idio[i] ?? 0;
  const noEvents = Math.sqrt(beta * beta * mkt * mkt + idio * idio);
  const rebuilt = Math.sqrt(beta * beta * mkt * mkt + idio * idio + IDIO_PREMIUM * IDIO_PREMIUM * ev30);
  const lines = [`${row.ticker} ${row.date} published ${row.value} (${row.group}, ${row.timeOfDay}) model ${row.model} error ${row.error > 0 ? '+' : ''}${row.error}`
    + `  rebuilt ${pct(rebuilt)}${Math.abs(100 * rebuilt - row.model) > 0.05 ? ' (≠ model: monotone knot or tool defect)' : ''}`];
  lines.push(`  market: beta ${beta.toFixed(2)} atm_SPX30 ${pct(mkt)} → market part ${pct(beta * mkt)} vol; SPY rv [${RV_WINDOWS.join(', ')}] ${ri?.m.vs.map(pct).join(' / ')} capped ${ri?.m.capped.map(pct).join(' / ')} blended ${pct(ri?.m.blended)}`);
  lines.push(`  own rv (jumps clipped) [${RV_WINDOWS.join(', ')}] ${ri?.o.vs.map(pct).join(' / ')} capped ${ri?.o.capped.map(pct).join(' / ')} blended ${pct(ri?.o.blended)};`
    + ` raw rv63 ${pct(realisedVol(p.own, i, 63))} rv21 ${pct(realisedVol(p.own, i, 21))}`);
  lines.push(`  own part: √(rv² − b²rv_SPY²) ${pct(ri === undefined ? undefined : Math.sqrt(Math.max(ri.diff, 0)))}${ri?.floorBinds ? ' FLOOR binds' : ''}`
    + ` + premium √${pct(ri === undefined ? undefined : Math.sqrt(ri.premium))} → ${pct(ri?.value)}; before limit ${pct(p.unlimited[i])}, after ${pct(idio)}${Math.abs((p.unlimited[i] ?? 0) - idio) > 1e-6 ? ' DAILY LIMIT binds' : ''}`);
  // What-ifs (read-outs, not rules): the month holding one report, or none; the own realised vol
  // from the quarter alone; the market terms' net variance b²·(IDIO_PREMIUM²·atm_SPX² − rv_SPY²).
  const oneReport = events === undefined ? undefined : Math.sqrt(noEvents ** 2 + (IDIO_PREMIUM ** 2 * events.perEvent) / (30 / 365));
  const quarterOnly = ri === undefined || ri.o.vs[0] === undefined || ri.m.vs[0] === undefined ? undefined
    : Math.sqrt(beta * beta * mkt * mkt + Math.max(ri.o.vs[0] ** 2 - beta * beta * ri.m.vs[0] ** 2, (SINGLE_NAME_FLOOR * ri.o.vs[0]) ** 2) + ri.premium + IDIO_PREMIUM * IDIO_PREMIUM * ev30);
  const marketNet = ri === undefined ? undefined : beta * beta * (IDIO_PREMIUM * IDIO_PREMIUM * mkt * mkt - (ri.m.blended ?? 0) ** 2);
  lines.push(`  what-ifs: one report in the month ${pct(oneReport)}, none ${pct(noEvents)}; quarter-only realised (63 for own and SPY) ${pct(quarterOnly)};`
    + ` market terms' net variance b²(1.21·atm_SPX² − rv_SPY²) ${r1(marketNet === undefined ? undefined : 1e4 * marketNet)} var points`);
  const from = Math.max(1, i - EVENT_HISTORY_SESSIONS + 1);
  const recent = p.split.jumps.filter((j) => j >= from && j <= i);
  lines.push(`  reports: ${events === undefined ? 'none (no jump in the history window)' : `one report √var ${pct(Math.sqrt(events.perEvent))}%, next in ${events.next ?? 'undated (spread)'} sessions`}`
    + `; 30-day add-on ${r1(100 * (rebuilt - noEvents))} points (without reports ${pct(noEvents)})`);
  lines.push(`  jumps in the last ${EVENT_HISTORY_SESSIONS} (${recent.length}): ${recent.slice(-8).map((j) => `${p.dates[j]} ${pct(p.own[j])}%`).join(', ')}`);
  const windowsFrom = Math.max(1, i - Math.max(...RV_WINDOWS) + 1);
  const spanned = p.splits.filter((s) => s.date > (p.dates[windowsFrom - 1] ?? '') && s.date <= row.date);
  const maxAbs = (n: number) => {
    let best = 0; let at = '';
    for (let j = Math.max(1, i - n + 1); j <= i; j++) if (Math.abs(p.own[j] ?? 0) > Math.abs(best)) { best = p.own[j] ?? 0; at = p.dates[j] ?? ''; }
    return `${pct(best)}% ${at}`;
  };
  lines.push(`  splits in the long window: ${spanned.map((s) => `${s.date} ${s.ratio}:1`).join(', ') || 'none'}; largest |return| 63: ${maxAbs(63)}, 756: ${maxAbs(756)}`);
  const nextJump = p.split.jumps.find((j) => j > i && j <= i + 21);
  const ahead = i + 21 < p.own.length ? realisedVol(p.own, i + 21, 21) : undefined;
  lines.push(`  after: next jump ${nextJump === undefined ? 'none within 21 sessions' : `${p.dates[nextJump]} (${nextJump - i} sessions) ${pct(p.own[nextJump])}%`}; realised next 21 ${pct(ahead)}`);
  return lines;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--over');
  const over = at >= 0 ? Number(args[at + 1]) : 6;
  const all = args.includes('--all');
  const tickers = args.filter((a, k) => !a.startsWith('--') && !(at >= 0 && k === at + 1));
  const wanted = tickers.length ? tickers : ['AVGO', 'META', 'NFLX', 'TSLA'];
  (async () => {
    for (const t of wanted) {
      const rows = (await singleNameIv30Rows(SINGLE_NAME_IV30.filter((v) => v.ticker === t))).filter((r) => r.anchor === 'single-name model');
      const p = await tickerParts(t);
      const shown = rows.filter((r) => all || Math.abs(r.error) > over).sort((a, b) => (a.date < b.date ? -1 : 1));
      process.stdout.write(`=== ${t}: ${shown.length} of ${rows.length} rows\n`);
      for (const r of shown) process.stdout.write(`${diagnoseRow(p, r).join('\n')}\n`);
    }
  })().catch((error: unknown) => {
    process.stderr.write(`single-name-diagnosis: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
