/**
 * Jumps in a stock's returns, for the single-name model (chain-rules.ts section 3).
 *
 * A stock's big one-day moves are mostly earnings, and the market prices them as events, not as
 * diffusion: implied vol rises into the report and drops the day after. Measured against Cboe's
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
}

/** Median |return| over returns [from, to] (a robust scale: 1.4826 × it estimates the sd). */
function medianAbs(returns: readonly number[], from: number, to: number): number {
  const xs: number[] = [];
  for (let j = from; j <= to; j++) xs.push(Math.abs(returns[j] ?? 0));
  xs.sort((a, b) => a - b);
  const m = Math.floor(xs.length / 2);
  return xs.length % 2 ? (xs[m] ?? 0) : ((xs[m - 1] ?? 0) + (xs[m] ?? 0)) / 2;
}

/** Splits daily log returns (index 0 unused) into clipped returns and jump excesses; day j reads returns up to j only. */
export function splitJumps(returns: readonly number[]): JumpSplit {
  const clipped = returns.slice();
  const excess = returns.map(() => 0);
  // Under 21 earlier returns the scale is too noisy to call anything a jump.
  for (let j = 22; j < returns.length; j++) {
    const limit = JUMP_ROBUST_SDS * 1.4826 * medianAbs(returns, Math.max(1, j - JUMP_SCALE_WINDOW), j - 1);
    const r = returns[j] ?? 0;
    if (limit > 0 && Math.abs(r) > limit) {
      clipped[j] = Math.sign(r) * limit;
      excess[j] = r * r - limit * limit;
    }
  }
  return { clipped, excess };
}

/**
 * Sessions until the next report on bar i, or undefined when nothing dates it. Companies report in
 * the same weeks every year, so a jump about a year ago (its anniversary at most
 * ANNIVERSARY_LATE_SESSIONS sessions past, at most one cycle ahead) dates it best, unless a jump in
 * the last REPORT_QUIET_SESSIONS sessions was this quarter's report; else the last jump, up to
 * EVENT_OVERDUE_SESSIONS sessions back, plus one cycle.
 */
function sessionsToNextReport(excess: readonly number[], i: number, lastJump: number): number | undefined {
  const since = i - lastJump;
  if (since >= REPORT_QUIET_SESSIONS) {
    const from = Math.max(1, i - SESSIONS_PER_YEAR - ANNIVERSARY_LATE_SESSIONS);
    for (let j = from; j <= i - SESSIONS_PER_YEAR + EVENT_CYCLE_SESSIONS; j++) {
      if ((excess[j] ?? 0) > 0) return Math.max(j + SESSIONS_PER_YEAR - i, 0);
    }
  }
  return since <= EVENT_OVERDUE_SESSIONS ? Math.max(EVENT_CYCLE_SESSIONS - since, 0) : undefined;
}

/**
 * The expected events' annualised variance over a tenor of `years`, on bar i: the mean jump
 * excess of the last EVENT_HISTORY_SESSIONS sessions, or their sum over the reports those sessions
 * held (one per EVENT_CYCLE_SESSIONS) when fewer jumps than reports were seen (the others moved
 * the stock less than a jump), times the events expected within the tenor (the next report, then
 * one per cycle; spread evenly, one per cycle, when nothing dates the next), over the tenor. 0
 * without any jump in the history.
 */
export function eventVariance(excess: readonly number[], i: number, years: number): number {
  let sum = 0;
  let count = 0;
  let last = -1;
  for (let j = Math.max(1, i - EVENT_HISTORY_SESSIONS + 1); j <= i; j++) {
    const x = excess[j] ?? 0;
    if (x > 0) {
      sum += x;
      count += 1;
      last = j;
    }
  }
  if (count === 0 || !(years > 0)) return 0;
  const perEvent = Math.min(sum / count, sum / (EVENT_HISTORY_SESSIONS / EVENT_CYCLE_SESSIONS));
  const sessions = years * SESSIONS_PER_YEAR;
  const next = sessionsToNextReport(excess, i, last);
  const events = next === undefined ? sessions / EVENT_CYCLE_SESSIONS : sessions < next ? 0 : Math.floor((sessions - next) / EVENT_CYCLE_SESSIONS) + 1;
  return (events * perEvent) / years;
}
