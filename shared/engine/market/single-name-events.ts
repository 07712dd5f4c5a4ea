/**
 * Jumps in a stock's returns, for the single-name model (chain-rules.ts section 3).
 *
 * A stock's big one-day moves of its own (its return beyond what the market did) are mostly
 * earnings, and the market prices them as events, not as diffusion: implied vol rises into the
 * report and drops the day after. Measured against Cboe's
 * VXAPL and VXAZN (`npx tsx functions/market/single-name-holdout.ts`), a model that fed the jump
 * into its realised vols was 4-5 points low before the report and 3-5 points high for the month
 * after it. So a return beyond JUMP_ROBUST_SDS robust standard deviations of the previous
 * JUMP_SCALE_WINDOW returns is clipped out of the realised vols and kept as an event, and the
 * expected events of each tenor are priced on top: reports recur about every EVENT_CYCLE_SESSIONS
 * sessions and in the same weeks each year, so past jumps date the next one. Every value of bar i
 * reads returns up to i only.
 */
import {
  ANNIVERSARY_LATE_SESSIONS, EVENT_CYCLE_SESSIONS, EVENT_HISTORY_SESSIONS, EVENT_OVERDUE_SESSIONS, JUMP_ROBUST_SDS, JUMP_SCALE_WINDOW, REPORT_QUIET_SESSIONS,
  SESSIONS_PER_YEAR,
} from './chain-rules';

export interface JumpSplit {
  /** Each return with its jump clipped to the threshold (feeds the realised vols). */
  clipped: number[];
  /** Squared return beyond the threshold on a jump day, else 0. */
  excess: number[];
  /** The jump days' indexes, ascending (a day's events read only these, not every session). */
  jumps: number[];
  /**
   * Day j's jump threshold on its own return, from the returns before j (0 before there are
   * enough): known at day j's open, so an overnight gap is measured against it (isJump).
   */
  limits: number[];
}

/** What a day knows of its stock's reports: the variance of one, and the sessions to the next. */
export interface DayEvents {
  perEvent: number;
  /** undefined: nothing dates the next report (reports are spread one per cycle). */
  next: number | undefined;
}

/** Median |return| over returns [from, to] (a robust scale: 1.4826 × it estimates the sd). */
function medianAbs(returns: readonly number[], from: number, to: number): number {
  const xs: number[] = [];
  for (let j = from; j <= to; j++) xs.push(Math.abs(returns[j] ?? 0));
  xs.sort((a, b) => a - b);
  const m = Math.floor(xs.length / 2);
  return xs.length % 2 ? (xs[m] ?? 0) : ((xs[m - 1] ?? 0) + (xs[m] ?? 0)) / 2;
}

/**
 * Splits daily log returns (index 0 unused) into clipped returns and jump excesses; day j reads
 * returns up to j only. `marketPart[j]`, when given, is the market's share of day j's return
 * (beta × SPY's return): a jump is then a jump of the stock's own return (the return minus it),
 * and only that own part is clipped. A report moves one stock; a day the whole market jumps (a
 * crash, a CPI print) is not one of its reports, and its market part is priced by the surface's
 * market part already (VIX). Measured against VXAPL/VXAZN: median error 3.03 → 2.81 (AAPL
 * 2.84 → 2.64, AMZN 3.27 → 3.00), 2020-03 5.36 → 4.66, 2025-04 11.24 → 8.17 (raw returns before).
 */
export function splitJumps(returns: readonly number[], marketPart?: readonly number[]): JumpSplit {
  const own = marketPart === undefined ? returns : returns.map((r, j) => r - (marketPart[j] ?? 0));
  const clipped = returns.slice();
  const excess = returns.map(() => 0);
  const limits = returns.map(() => 0);
  const jumps: number[] = [];
  // Under 21 earlier returns the scale is too noisy to call anything a jump.
  for (let j = 22; j < own.length; j++) {
    const limit = JUMP_ROBUST_SDS * 1.4826 * medianAbs(own, Math.max(1, j - JUMP_SCALE_WINDOW), j - 1);
    limits[j] = limit;
    const r = own[j] ?? 0;
    if (isJump(limit, r)) {
      clipped[j] = (returns[j] ?? 0) - r + Math.sign(r) * limit;
      excess[j] = r * r - limit * limit;
      jumps.push(j);
    }
  }
  return { clipped, excess, jumps, limits };
}

/** Whether an own return (the stock's less its market part) is a jump beyond `limit` (splitJumps). */
export function isJump(limit: number, ownReturn: number): boolean {
  return limit > 0 && Math.abs(ownReturn) > limit;
}

/** The first place in the ascending `jumps` whose index is at least `from`. */
function firstJumpFrom(jumps: readonly number[], from: number): number {
  let lo = 0;
  let hi = jumps.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((jumps[mid] as number) < from) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Sessions from bar i to a report expected on bar `due`. A due day already past with no jump since
 * is a report that moved the stock less than a jump (the market priced it, then its vol dropped),
 * not a report still to come: the next is due whole cycles later. Holding it at 0 sessions (the rule
 * before) priced a report on each of those days: +3.0 and +5.8 points of mean error on the 379 AAPL
 * and 351 AMZN such days of the VXAPL/VXAZN check. On the due day's own close (its return is in,
 * and was no jump) the report is still held due, at 0 sessions, for that one day: the due day is
 * an estimate (a year as 252 sessions; a report after the close moves the next session), and read
 * as passed there the model fell below VXAPL/VXAZN on the 72 days it moved (mean error AAPL +0.30 →
 * −2.66, AMZN +1.47 → −5.92; measured 2026-12-03, single-name-diagnosis.md), so it is kept.
 */
function sessionsUntil(due: number, i: number): number {
  return due >= i ? due - i : (EVENT_CYCLE_SESSIONS - ((i - due) % EVENT_CYCLE_SESSIONS)) % EVENT_CYCLE_SESSIONS;
}

/**
 * Sessions until the next report on bar i, or undefined when nothing dates it. Companies report in
 * the same weeks every year, so a jump about a year ago (its anniversary at most
 * ANNIVERSARY_LATE_SESSIONS sessions past, at most one cycle ahead) dates it best, unless a jump in
 * the last REPORT_QUIET_SESSIONS sessions was this quarter's report; else the last jump, up to
 * EVENT_OVERDUE_SESSIONS sessions back, plus one cycle. A due day that passed without a jump moves
 * on by whole cycles (sessionsUntil).
 */
function sessionsToNextReport(jumps: readonly number[], i: number, lastJump: number): number | undefined {
  const since = i - lastJump;
  if (since >= REPORT_QUIET_SESSIONS) {
    const j = jumps[firstJumpFrom(jumps, Math.max(1, i - SESSIONS_PER_YEAR - ANNIVERSARY_LATE_SESSIONS))];
    if (j !== undefined && j <= i - SESSIONS_PER_YEAR + EVENT_CYCLE_SESSIONS) return sessionsUntil(j + SESSIONS_PER_YEAR, i);
  }
  return since <= EVENT_OVERDUE_SESSIONS ? sessionsUntil(lastJump + EVENT_CYCLE_SESSIONS, i) : undefined;
}

/**
 * Bar i's reports (undefined without any jump in the last EVENT_HISTORY_SESSIONS sessions): each
 * the mean jump excess of those sessions, or their sum over the reports those sessions held (one per
 * EVENT_CYCLE_SESSIONS) when fewer jumps than reports were seen (the others moved the stock less
 * than a jump); the next dated as sessionsToNextReport says. Read once a day, for every tenor.
 */
export function dayEvents(split: JumpSplit, i: number): DayEvents | undefined {
  const { jumps, excess } = split;
  let sum = 0;
  let count = 0;
  let last = -1;
  for (let k = firstJumpFrom(jumps, Math.max(1, i - EVENT_HISTORY_SESSIONS + 1)); k < jumps.length && (jumps[k] as number) <= i; k++) {
    last = jumps[k] as number;
    sum += excess[last] as number;
    count += 1;
  }
  if (count === 0) return undefined;
  return {
    perEvent: Math.min(sum / count, sum / (EVENT_HISTORY_SESSIONS / EVENT_CYCLE_SESSIONS)),
    next: sessionsToNextReport(jumps, i, last),
  };
}

/**
 * The previous session's reports once the open has jumped (vol-anchors.ts reportGap): the
 * report it expected is out, and the next is dated as dayEvents dates it on a jump day, one cycle
 * after the jump (the jump is the session after the previous one). One report's variance fewer in
 * every tenor that held the spent one when it was due by the jump day; a report dated later (or not
 * dated) is taken as this one come early, as the model takes any jump for the quarter's report.
 */
export function reportSpent(previous: DayEvents): DayEvents {
  return { perEvent: previous.perEvent, next: 1 + EVENT_CYCLE_SESSIONS };
}

/**
 * The expected reports' annualised variance over a tenor of `years`: the reports expected within
 * it (the next, then one per cycle; spread evenly, one per cycle, when nothing dates the next)
 * times one report's variance, over the tenor. 0 without reports.
 */
export function eventVariance(events: DayEvents | undefined, years: number): number {
  if (events === undefined || !(years > 0)) return 0;
  const sessions = years * SESSIONS_PER_YEAR;
  const { next } = events;
  const count = next === undefined ? sessions / EVENT_CYCLE_SESSIONS : sessions < next ? 0 : Math.floor((sessions - next) / EVENT_CYCLE_SESSIONS) + 1;
  return (count * events.perEvent) / years;
}
