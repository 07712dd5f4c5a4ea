import { describe, expect, it } from 'vitest';
import { dayEvents, eventVariance, isJump, reportSpent, splitJumps, type JumpSplit } from './single-name-events';

/** The reports' variance over a tenor on bar i, as the surface reads it. */
const reportsVariance = (split: JumpSplit, i: number, years: number) => eventVariance(dayEvents(split, i), years);

/** Daily log returns (index 0 unused) alternating ±1%, with jumps of `size` on the given days. */
function returnsWithJumps(n: number, jumps: readonly number[], size = 0.1): number[] {
  return Array.from({ length: n }, (_, i) => (i === 0 ? 0 : jumps.includes(i) ? size : i % 2 ? 0.01 : -0.01));
}

describe('single-name events (earnings-like jumps)', () => {
  it('clips a jump out of the returns and keeps its excess; ordinary days pass unchanged', () => {
    const { clipped, excess } = splitJumps(returnsWithJumps(200, [100]));
    // Robust sd of ±1% returns: 1.4826 × 0.01; the limit is 4 of them.
    const limit = 4 * 1.4826 * 0.01;
    expect(clipped[100]).toBeCloseTo(limit, 10);
    expect(excess[100]).toBeCloseTo(0.01 - limit * limit, 10);
    expect(clipped.filter((_, i) => i !== 100 && i > 0).every((r) => Math.abs(r) === 0.01)).toBe(true);
    expect(excess.filter((x) => x > 0)).toHaveLength(1);
  });

  it("jumps are the stock's own: a day the market moves it is not a report, and only the own part is clipped", () => {
    const returns = returnsWithJumps(200, [100, 150]);
    // Day 100: the market fell 10% and took the stock with it (beta 1); day 150: the market fell 3%
    // while the stock rose 10% (its own move 13%).
    const marketPart = returns.map((_, j) => (j === 100 ? 0.1 : j === 150 ? -0.03 : 0));
    const split = splitJumps(returns, marketPart);
    expect(split.jumps).toEqual([150]);
    expect(split.clipped[100]).toBe(returns[100]); // the market's move stays in the realised vols
    expect(split.excess[100]).toBe(0);
    // On day 150 the own returns before it are ±1%: the limit is 4 robust sds of them.
    const limit = 4 * 1.4826 * 0.01;
    expect(split.clipped[150]).toBeCloseTo(-0.03 + limit, 10);
    expect(split.excess[150]).toBeCloseTo(0.13 * 0.13 - limit * limit, 10);
    // Without a market part both days are jumps of the raw return, as before.
    expect(splitJumps(returns).jumps).toEqual([100, 150]);
  });

  it('reads only earlier returns: a jump does not change the days before it', () => {
    const a = splitJumps(returnsWithJumps(300, [150]));
    const b = splitJumps(returnsWithJumps(300, [150, 250]));
    expect(b.clipped.slice(0, 250)).toEqual(a.clipped.slice(0, 250));
    expect(reportsVariance(b, 249, 30 / 365)).toBe(reportsVariance(a, 249, 30 / 365));
  });

  it('prices the next report inside a 30-day tenor only when the cycle says it is due', () => {
    // Quarterly jumps, the last on day 400: the next is due about 63 sessions later.
    const split = splitJumps(returnsWithJumps(600, [211, 274, 337, 400]));
    const { excess } = split;
    const month = 30 / 365;
    expect(reportsVariance(split, 410, month)).toBe(0); // 10 sessions after a report
    const due = reportsVariance(split, 450, month); // 50 sessions after: the next is 13 sessions out
    // Four jumps in the 450 sessions (of a 504-session history) that held eight reports: each report
    // is sized at the four jumps' sum over eight (the other four moved the stock less than a jump).
    const perEvent = (4 * (excess[400] ?? 0)) / 8;
    expect(due).toBeCloseTo(perEvent / month, 10);
    // A lone jump 100 sessions back with no report a year before: nothing dates the next one, so
    // reports are spread evenly (a month holds 20.7 / 63 of one), each sized at the jump over eight.
    const lone = splitJumps(returnsWithJumps(420, [300]));
    const sessions = month * 252;
    expect(reportsVariance(lone, 400, month)).toBeCloseTo(((sessions / 63) * ((lone.excess[300] ?? 0) / 8)) / month, 10);
  });

  it('a due day that passed without a jump was a quiet report: the next is a cycle later, not still due', () => {
    // Quarterly jumps, the last on day 400: the next was due on 463 and came without a jump.
    const split = splitJumps(returnsWithJumps(600, [211, 274, 337, 400]));
    const month = 30 / 365;
    expect(reportsVariance(split, 463, month)).toBeGreaterThan(0); // due today
    // 7 sessions past the due day: the report is behind, the next one 56 sessions out (beyond a month).
    expect(reportsVariance(split, 470, month)).toBe(0);
    // A quarter-long tenor holds that next report, once.
    const quarter = 91 / 365;
    expect(reportsVariance(split, 470, quarter)).toBeCloseTo(((4 * (split.excess[400] ?? 0)) / 8) / quarter, 10);
    // The same for a year-ago report's anniversary 5 sessions past: 200 + 252 = 452, read on 457.
    const yearly = splitJumps(returnsWithJumps(500, [200, 263, 326, 389]));
    expect(reportsVariance(yearly, 452, month)).toBeGreaterThan(0);
    expect(reportsVariance(yearly, 457, month)).toBe(0);
  });

  it('a year-ago report dates the next one better than the last jump', () => {
    // Reports at 200 and 263, then 452 (a year after 200): on day 430 the quarterly rule (263 + 63 = 326)
    // has long passed, but the anniversary of 200 says the report is 22 sessions out.
    const split = splitJumps(returnsWithJumps(500, [200, 263, 326, 389]));
    const month = 30 / 365;
    expect(reportsVariance(split, 430, month)).toBe(0); // anniversary of 200 is 452: 22 sessions, beyond a month
    expect(reportsVariance(split, 440, month)).toBeGreaterThan(0); // 12 sessions out
  });

  it('nothing without a jump, and one lone jump in two years is spread over the reports it stood for', () => {
    expect(reportsVariance(splitJumps(returnsWithJumps(400, [])), 399, 30 / 365)).toBe(0);
    const lone = splitJumps(returnsWithJumps(600, [300]));
    const quarterly = splitJumps(returnsWithJumps(600, [111, 174, 237, 300]));
    expect(reportsVariance(lone, 350, 30 / 365)).toBeCloseTo(reportsVariance(quarterly, 350, 30 / 365) / 4, 10);
  });
});

describe('a report spent at the open (the gap was the report)', () => {
  it('takes one report out of every tenor that held the one due, and dates the next a cycle after the gap', () => {
    // Quarterly jumps, the last on day 400; day 462 expects the next on day 463.
    const split = splitJumps(returnsWithJumps(600, [211, 274, 337, 400]));
    const before = dayEvents(split, 462) as NonNullable<ReturnType<typeof dayEvents>>;
    expect(before.next).toBe(1);
    const spent = reportSpent(before);
    for (const days of [9, 30, 93, 182, 365]) {
      const years = days / 365;
      expect(eventVariance(spent, years)).toBeCloseTo(eventVariance(before, years) - before.perEvent / years, 12);
    }
    // What the model itself says once the jump is in the returns: the next a cycle after it.
    const jumped = splitJumps(returnsWithJumps(600, [211, 274, 337, 400, 463]));
    expect(dayEvents(jumped, 463)?.next).toBe((spent.next as number) - 1);
  });

  it('gives the threshold of a day from the returns before it, the one its jump is measured against', () => {
    const returns = returnsWithJumps(200, [100]);
    const { limits } = splitJumps(returns);
    expect(limits[100]).toBeCloseTo(4 * 1.4826 * 0.01, 12);
    expect(isJump(limits[100] as number, 0.1)).toBe(true);
    expect(isJump(limits[100] as number, 0.05)).toBe(false);
    // The day's own return does not move its threshold (known at its open).
    expect(splitJumps(returnsWithJumps(200, [])).limits[100]).toBe(limits[100]);
  });
});
