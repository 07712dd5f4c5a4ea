/**
 * How well the single-name model dates each stock's reports (chain-rules.ts section 3, E(T)): the
 * day before each report jump, was the model's next report due on it?
 *
 * The bundled data has no earnings calendar, so a report is what the model itself calls one: a
 * jump (single-name-events.ts splitJumps, the stock's own return, as the model reads it) that is
 * "clear" when it recurs a year later or earlier (another jump within YEAR_MATCH_SESSIONS of
 * SESSIONS_PER_YEAR away: reports come in the same weeks each year; a crash day or a one-off news
 * jump does not), the first of its REPORT_QUIET_SESSIONS (a cluster is one event), on a day whose
 * model holds reports (a jump in its history window). For each, on the session before it, the
 * model's next report is due on session P; the error is P − the jump's session:
 * - `dated`: at most `N` sessions after it (default 5: a week; a report held due past its day counts),
 *   the event is in every tenor of that day;
 * - `late`: more than N sessions after the jump (the day's short tenors carry no event: the modeled
 *   vol is too low before the report, which flatters option buyers and shows sellers less
 *   premium than the market paid them for the jump they then take); `lateMedian` their median lateness;
 * - `undated`: nothing dated the next report (reports spread one per cycle).
 * `gaps`: the opens the model takes as a report (vol-anchors.ts reportGap, single-name days only),
 * and how many of them the previous day's model had due within N sessions of the open.
 * `dueNoJump`: days the model held a report due within a session with no jump in the N + 1
 * sessions after (a report the market had already priced out, or not yet announced: the cost side
 * of holding a due day longer).
 *
 * `npx tsx functions/market/report-dating-check.ts [N] [--list]` prints JSON per stock and pooled;
 * `--list` adds each late or undated report's date and error.
 */
import { createVolAnchors } from '../../shared/engine/market/vol-anchors';
import { dayEvents } from '../../shared/engine/market/single-name-events';
import { REPORT_QUIET_SESSIONS, SESSIONS_PER_YEAR, tickerClass } from '../../shared/engine/market/chain-rules';
import { median } from '../../shared/engine/core/median';
import { readBundledMarketInput } from './load-market-data';
import { listTickers } from './dataset/read-dataset';

/** A jump with another this close to a year away recurs as a report does (three weeks either way). */
export const YEAR_MATCH_SESSIONS = 15;

export interface DatingStats {
  reports: number;
  dated: number;
  late: number;
  undated: number;
  lateMedian: number | null;
  gaps: number;
  gapsDated: number;
  dueNoJump: number;
  list?: { date: string; error: number | null }[];
}

/** Whether a jump recurs a year away (YEAR_MATCH_SESSIONS either side), as the ascending `jumps` say. */
function recursYearly(jumps: readonly number[], j: number): boolean {
  return jumps.some((k) => Math.abs(Math.abs(k - j) - SESSIONS_PER_YEAR) <= YEAR_MATCH_SESSIONS);
}

/** The report dating of one bundled stock, within `window` sessions. */
export async function reportDating(ticker: string, window: number, list = false): Promise<DatingStats> {
  const input = await readBundledMarketInput(ticker);
  const vix = new Map(input.vix.map((v) => [v.date, v.close]));
  const dates = input.bars.map((b) => b.date);
  const anchors = createVolAnchors({
    ticker,
    bars: input.bars,
    benchmarkBars: input.benchmarkBars,
    indices: input.volIndices ?? dates.map((date) => ({ date, values: {} })),
    vix: (d) => vix.get(d),
  });
  const split = anchors.jumps();
  const { jumps } = split;
  const isJumpDay = new Set(jumps);
  /** The session the model on day i expects the next report's jump on; null when nothing dates it. */
  const dueOn = (i: number): number | null => {
    const next = dayEvents(split, i)?.next;
    return next === undefined ? null : i + next;
  };
  const out: DatingStats = { reports: 0, dated: 0, late: 0, undated: 0, lateMedian: null, gaps: 0, gapsDated: 0, dueNoJump: 0, ...(list ? { list: [] } : {}) };
  const lateness: number[] = [];
  let previous = -Infinity;
  for (const j of jumps) {
    const first = j - previous >= REPORT_QUIET_SESSIONS;
    previous = j;
    if (!first || !recursYearly(jumps, j) || dayEvents(split, j - 1) === undefined) continue;
    out.reports += 1;
    const due = dueOn(j - 1);
    const error = due === null ? null : due - j;
    if (error === null) out.undated += 1;
    else if (error <= window) out.dated += 1;
    else {
      out.late += 1;
      lateness.push(error);
    }
    if (list && (error === null || error > window)) out.list?.push({ date: dates[j] ?? '', error });
  }
  out.lateMedian = lateness.length ? median(lateness) : null;
  for (let i = 1; i < dates.length; i++) {
    if (anchors.reportGap(i) !== undefined) {
      out.gaps += 1;
      const due = dueOn(i - 1);
      if (due !== null && due - i <= window) out.gapsDated += 1;
    }
    const due = dueOn(i);
    if (due !== null && due - i <= 1) {
      let jumped = false;
      for (let k = i; k <= i + window + 1; k++) jumped ||= isJumpDay.has(k);
      if (!jumped && i + window + 1 < dates.length) out.dueNoJump += 1;
    }
  }
  return out;
}

/** GLD is priced with the stock class (chain-rules.ts section 1) but is gold: it has no reports to date. */
const NO_REPORTS: ReadonlySet<string> = new Set(['GLD']);

/** The bundled stocks with reports (the single-name model's class; AAPL and AMZN too, dated the same way). */
export async function bundledStocks(): Promise<string[]> {
  return (await listTickers()).filter((t) => tickerClass(t) === 'stock' && !NO_REPORTS.has(t));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const window = Number(args.find((a) => !a.startsWith('--')) ?? 5);
  if (!Number.isInteger(window) || window < 0) throw new Error(`N must be a whole number of sessions, got ${args[0]}`);
  const list = args.includes('--list');
  const byTicker: Record<string, DatingStats> = {};
  for (const t of await bundledStocks()) byTicker[t] = await reportDating(t, window, list);
  const all = Object.values(byTicker);
  const sum = (k: 'reports' | 'dated' | 'late' | 'undated' | 'gaps' | 'gapsDated' | 'dueNoJump') => all.reduce((a, s) => a + s[k], 0);
  const pooled = { reports: sum('reports'), dated: sum('dated'), late: sum('late'), undated: sum('undated'), gaps: sum('gaps'), gapsDated: sum('gapsDated'), dueNoJump: sum('dueNoJump') };
  console.log(JSON.stringify({ window, pooled, byTicker }, null, 1));
}
